import { randomUUID } from 'node:crypto';
import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readCatalogueText } from '#server/catalogue/catalogue-read';
import { brandPartners } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { readDemoCatalogueText } from '#server/test/demo-catalogue';
import { BRAND_PARTNER_CACHE_LIMITS as CATALOGUE_CACHE_LIMITS } from './brand-partners';
import { importCatalogue, publishVersion } from './catalogue-import';
import { createCatalogueStore, getCatalogueStore } from './catalogue-store';

const { app, database } = await buildTestApp();
const { db } = database;

/** A clock the test moves by hand. */
const manualClock = () => {
  let now = Date.now();
  return { now: () => now, advance: (ms: number) => (now += ms) };
};

const [defaultRow] = await db.select().from(brandPartners).where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
const DEFAULT_BRAND_ID = defaultRow?.brandId as string;

describe('catalogue store caches', () => {
  it('keeps 10,000 random unknown brand-partner ids to its max size, and the known brand partners in place', async () => {
    const store = createCatalogueStore(database);
    expect(await store.getBrandPartner(DEFAULT_BRAND_PARTNER_ID)).not.toBeNull();
    const ids = Array.from({ length: 10_000 }, () => randomUUID());
    for (let start = 0; start < ids.length; start += 50) {
      const found = await Promise.all(ids.slice(start, start + 50).map((id) => store.getBrandPartner(id)));
      expect(found.every((info) => info === null)).toBe(true);
    }
    expect(store.cacheSizes()).toMatchObject({
      brandPartners: 1,
      unknownBrandPartners: CATALOGUE_CACHE_LIMITS.unknownBrandPartners.max,
    });
  }, 180_000);

  it('re-reads a brand partner after 30 s and an unknown id after 5 s', async () => {
    const clock = manualClock();
    const store = createCatalogueStore(database, () => {}, { clock });
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

  it('forgets a brand partner as soon as a change of it is announced (every process hears the trigger)', async () => {
    const store = createCatalogueStore(database);
    await store.listen();
    const markup = defaultRow?.priceMarkupBasisPoints as number;
    try {
      expect((await store.getBrandPartner(DEFAULT_BRAND_PARTNER_ID))?.markupBasisPoints).toBe(markup);
      await db
        .update(brandPartners)
        .set({ priceMarkupBasisPoints: markup + 250 })
        .where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
      await expect
        .poll(async () => (await store.getBrandPartner(DEFAULT_BRAND_PARTNER_ID))?.markupBasisPoints, {
          timeout: 2_000,
        })
        .toBe(markup + 250);
    } finally {
      await db
        .update(brandPartners)
        .set({ priceMarkupBasisPoints: markup })
        .where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
      await store.stop();
    }
  });

  it('reads a version from one row and compiles a model only when it is first used', async () => {
    const store = createCatalogueStore(database);
    const catalogue = await store.getCurrentCatalogue(DEFAULT_BRAND_ID);
    expect(catalogue.ordered.length).toBeGreaterThanOrEqual(30);
    expect(store.cacheSizes()).toMatchObject({ versions: 1, models: 0 });
    const first = catalogue.ordered[0]?.id as string;
    const model = await store.getModel(catalogue, first);
    expect(model?.compiled.params.length).toBeGreaterThan(10);
    expect(await store.getModel(catalogue, first)).toBe(model);
    expect(store.cacheSizes()).toMatchObject({ versions: 1, models: 1 });
  });

  it('switches to a scheduled version at its time by the clock alone, and to a publish at once on invalidate', async () => {
    const clock = manualClock();
    const store = createCatalogueStore(database, () => {}, { clock });
    const before = await store.currentVersionOf(DEFAULT_BRAND_ID);
    const file = JSON.parse(readDemoCatalogueText());
    file.models[3].basePriceCents += 100;
    const imported = await importCatalogue(db, {
      brandId: DEFAULT_BRAND_ID,
      reading: readCatalogueText(JSON.stringify(file)),
      source: 'file',
      userId: null,
      dryRun: false,
      publish: { from: new Date(clock.now() + 60_000) },
    });
    // The publish's notice would reach the store at once; here the store must find the switch by its clock alone.
    expect(await store.currentVersionOf(DEFAULT_BRAND_ID)).toEqual(before);
    clock.advance(30_000);
    expect(await store.currentVersionOf(DEFAULT_BRAND_ID)).toEqual(before);
    clock.advance(30_001);
    expect((await store.currentVersionOf(DEFAULT_BRAND_ID))?.number).toBe(imported.version);
    // A rollback: re-publishing the old version now is current at once, in a store told of it.
    await publishVersion(db, {
      brandId: DEFAULT_BRAND_ID,
      number: before?.number as number,
      from: null,
      userId: null,
      now: new Date(clock.now()),
    });
    store.invalidate(DEFAULT_BRAND_ID);
    expect(await store.currentVersionOf(DEFAULT_BRAND_ID)).toEqual(before);
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
