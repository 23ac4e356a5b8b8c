import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { brandPartners, brands } from '#server/db/schema';

/** Queries of the catalogue feature that are not about versions (those live in services/catalogue). */
export const createCatalogueRepository = (db: Db) => ({
  /**
   * Every brand of the manufacturer with the storefronts that sell it (none yet for a brand just created), by name:
   * the brands whose catalogue an OEM admin manages.
   */
  async listBrands() {
    const rows = await db
      .select({ brandId: brands.id, name: brands.name, brandPartnerId: brandPartners.id })
      .from(brands)
      .leftJoin(brandPartners, eq(brandPartners.brandId, brands.id))
      .orderBy(brands.name, brands.id, brandPartners.id);
    const byBrand = new Map<string, { brandId: string; name: string; brandPartnerIds: string[] }>();
    for (const row of rows) {
      const entry = byBrand.get(row.brandId) ?? { brandId: row.brandId, name: row.name, brandPartnerIds: [] };
      if (row.brandPartnerId) {
        entry.brandPartnerIds.push(row.brandPartnerId);
      }
      byBrand.set(row.brandId, entry);
    }
    return [...byBrand.values()];
  },
  /** A brand's name; null when there is no such brand. */
  async brandName(brandId: string): Promise<string | null> {
    const [row] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
    return row?.name ?? null;
  },
  /** The database. */
  db,
});
/** Queries of the catalogue feature. */
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
