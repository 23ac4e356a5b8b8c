import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { brandPartners, brands } from '#server/db/schema';

/** Queries of the catalogue feature that are not about versions (those live in services/catalogue). */
export const createCatalogueRepository = (db: Db) => ({
  /** The brands sold by these brand partners, with the ones of them that sell each. */
  async brandsOf(brandPartnerIds: readonly string[]) {
    if (brandPartnerIds.length === 0) {
      return [];
    }
    const rows = await db
      .select({ brandId: brands.id, name: brands.name, brandPartnerId: brandPartners.id })
      .from(brandPartners)
      .innerJoin(brands, eq(brands.id, brandPartners.brandId))
      .where(inArray(brandPartners.id, [...brandPartnerIds]))
      .orderBy(brands.name, brandPartners.id);
    const byBrand = new Map<string, { brandId: string; name: string; brandPartnerIds: string[] }>();
    for (const row of rows) {
      const entry = byBrand.get(row.brandId) ?? { brandId: row.brandId, name: row.name, brandPartnerIds: [] };
      entry.brandPartnerIds.push(row.brandPartnerId);
      byBrand.set(row.brandId, entry);
    }
    return [...byBrand.values()];
  },
  /** Whether a brand exists. */
  async brandExists(brandId: string): Promise<boolean> {
    const [row] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
    return row !== undefined;
  },
  /** The database. */
  db,
});
/** Queries of the catalogue feature. */
export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
