import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '#server/db/client';
import { brandPartners } from '#server/db/schema';

/** A brand partner as the configurator needs it. */
export type BrandPartnerInfo = {
  id: string;
  brandId: string;
  partnerId: string;
  isActive: boolean;
  markupBasisPoints: number;
  currency: string;
};

/**
 * Bounds of the brand-partner caches. Brand partners are re-read after 30 s (a change of markup shows within half a
 * minute); ids that name no brand partner are remembered only briefly and in their own, smaller cache, so a flood of
 * random ids can neither grow the process nor push the real brand partners out.
 */
export const BRAND_PARTNER_CACHE_LIMITS = {
  brandPartners: { max: 5_000, ttlMs: 30_000 },
  unknownBrandPartners: { max: 1_000, ttlMs: 5_000 },
} as const;

/** A clock for the caches' TTLs (tests move it instead of waiting). */
export type CacheClock = { now(): number };

/** LRU options that read a given clock on every check (no 1 ms caching of "now"), so a test sees its moves at once. */
export const clockOptions = (clock: CacheClock | undefined) => (clock ? { perf: clock, ttlResolution: 0 } : {});

/** The brand partners the configurator reads on every call, cached briefly. */
export const createBrandPartnerCache = (db: Db, clock?: CacheClock) => {
  const limits = BRAND_PARTNER_CACHE_LIMITS;
  const partners = new LRUCache<string, BrandPartnerInfo>({
    ...clockOptions(clock),
    max: limits.brandPartners.max,
    ttl: limits.brandPartners.ttlMs,
  });
  const unknownPartners = new LRUCache<string, true>({
    ...clockOptions(clock),
    max: limits.unknownBrandPartners.max,
    ttl: limits.unknownBrandPartners.ttlMs,
  });
  return {
    /** A brand partner (cached briefly: a change of markup shows within half a minute); null when unknown. */
    async get(brandPartnerId: string): Promise<BrandPartnerInfo | null> {
      const cached = partners.get(brandPartnerId);
      if (cached) {
        return cached;
      }
      if (unknownPartners.get(brandPartnerId)) {
        return null;
      }
      const [row] = await db
        .select({
          id: brandPartners.id,
          brandId: brandPartners.brandId,
          partnerId: brandPartners.partnerId,
          isActive: brandPartners.isActive,
          markupBasisPoints: brandPartners.priceMarkupBasisPoints,
          currency: brandPartners.currency,
        })
        .from(brandPartners)
        .where(eq(brandPartners.id, brandPartnerId));
      if (!row) {
        unknownPartners.set(brandPartnerId, true);
        return null;
      }
      partners.set(brandPartnerId, row);
      return row;
    },
    /** Forgets every brand partner. */
    clear() {
      partners.clear();
      unknownPartners.clear();
    },
    /** How many entries each cache holds now. */
    sizes: () => ({ brandPartners: partners.size, unknownBrandPartners: unknownPartners.size }),
  };
};
