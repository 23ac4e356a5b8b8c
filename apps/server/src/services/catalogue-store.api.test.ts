import { randomUUID } from 'node:crypto';
import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandPartners } from '../db/schema';
import { buildTestApp } from '../test/build-test-app';
import { CATALOGUE_CACHE_LIMITS, createCatalogueStore, getCatalogueStore } from './catalogue-store';

const { app, database } = await buildTestApp();
const { db } = database;

/** A clock the test moves by hand. */
const manualClock = () => {
  let now = 1_000_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const [defaultRow] = await db.select().from(brandPartners).where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
const DEFAULT_BRAND_ID = defaultRow?.brandId as string;

describe('catalogue store caches', () => {
  it('keeps 10,000 random unknown brand-partner ids to its max size, and the known brand partners in place', async () => {
    const store = createCatalogueStore(db);
    expect(await store.getBrandPartner(DEFAULT_BRAND_PARTNER_ID)).not.toBeNull();
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    for (let start = 0; start < ids.length; start += 50) {
      const found = await Promise.all(ids.slice(start, start + 50).map((id) => store.getBrandPartner(id)));
      expect(found.every((info) => info === null)).toBe(true);
    }
    expect(store.cacheSizes()).toEqual({
      catalogues: 0,
      brandPartners: 1,
      unknownBrandPartners: CATALOGUE_CACHE_LIMITS.unknownBrandPartners.max,
    });
  }, 180_000);

  it('re-reads a brand partner after 30 s and an unknown id after 5 s', async () => {
    const clock = manualClock();
    const store = createCatalogueStore(db, () => {}, { clock });
    const markup = defaultRow?.priceMarkupBasisPoints as number;
    const newId = randomUUID();
    expect(await store.getBrandPartner(newId)).toBeNull();
    expect((await store.getBrandPartner(DEFAULT_BRAND_PARTNER_ID))?.markupBasisPoints).toBe(markup);
    await db
      .update(brandPartners)
      .set({ priceMarkupBasisPoints: markup + 100 })
      .where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
    await db.insert(brandPartners).values({ ...(defaultRow as typeof brandPartners.$inferInsert), id: newId });
    try {
      expect(await store.getBrandPartner(newId)).toBeNull();
      clock.advance(CATALOGUE_CACHE_LIMITS.unknownBrandPartners.ttlMs + 1);
      expect((await store.getBrandPartner(newId))?.id).toBe(newId);
      expect((await store.getBrandPartner(DEFAULT_BRAND_PARTNER_ID))?.markupBasisPoints).toBe(markup);
      clock.advance(CATALOGUE_CACHE_LIMITS.brandPartners.ttlMs);
      expect((await store.getBrandPartner(DEFAULT_BRAND_PARTNER_ID))?.markupBasisPoints).toBe(markup + 100);
    } finally {
      await db.delete(brandPartners).where(eq(brandPartners.id, newId));
      await db
        .update(brandPartners)
        .set({ priceMarkupBasisPoints: markup })
        .where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
    }
  });

  it('serves an old catalogue while it reloads in the background, and drops it on invalidate', async () => {
    const clock = manualClock();
    const store = createCatalogueStore(db, () => {}, { clock });
    const first = await store.getCatalogue(DEFAULT_BRAND_ID);
    expect(await store.getCatalogue(DEFAULT_BRAND_ID)).toBe(first);
    clock.advance(CATALOGUE_CACHE_LIMITS.catalogues.ttlMs + 1);
    // The stale catalogue answers at once; the reload replaces it when ready.
    expect(await store.getCatalogue(DEFAULT_BRAND_ID)).toBe(first);
    let reloaded = first;
    for (let attempt = 0; attempt < 200 && reloaded === first; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reloaded = await store.getCatalogue(DEFAULT_BRAND_ID);
    }
    expect(reloaded).not.toBe(first);
    expect(reloaded.ordered.map((model) => model.def.id)).toEqual(first.ordered.map((model) => model.def.id));
    store.invalidate(DEFAULT_BRAND_ID);
    const afterInvalidate = await store.getCatalogue(DEFAULT_BRAND_ID);
    expect(afterInvalidate).not.toBe(reloaded);
    expect(store.cacheSizes().catalogues).toBe(1);
  });

  it('answers 404 to unknown brand partners through the API and keeps them in the bounded cache', async () => {
    const store = getCatalogueStore(database);
    const before = store.cacheSizes().unknownBrandPartners;
    for (let index = 0; index < 100; index += 1) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/selection/models/${randomUUID()}`,
        remoteAddress: `10.8.0.${index}`,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
    const after = store.cacheSizes().unknownBrandPartners;
    expect(after).toBeGreaterThan(before);
    expect(after).toBeLessThanOrEqual(CATALOGUE_CACHE_LIMITS.unknownBrandPartners.max);
  });
});
