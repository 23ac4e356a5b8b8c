import type { CatalogueFile } from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueDrafts, catalogueDrawingUpgrades, catalogueVersions } from '#server/db/schema';
import { readVersionFile, storedFormOf } from '#server/services/catalogue/catalogue-files';
import { findVersionByNumber } from '#server/services/catalogue/catalogue-version-rows';
import { buildTestApp } from '#server/test/build-test-app';
import { readDemoCatalogueText } from '#server/test/demo-catalogue';
import { upgradeCatalogueDrawings } from './catalogue-drawing.upgrade';
import { DEMO_IDS } from './demo-tenancy.seed';

const { database } = await buildTestApp();
const db = database.db;
const BRAND = DEMO_IDS.brandNordhaus;

/** A file as it was stored before the drawing was declared: no `drawing` key anywhere. */
const withoutDrawing = <T extends { parameters: CatalogueFile['parameters'] }>(file: T): T => ({
  ...file,
  parameters: file.parameters.map(({ drawing: _drawing, ...param }) => ({
    ...param,
    values: param.values.map(({ drawing: _kind, ...value }) => value),
  })),
});

describe('the upgrade of catalogues stored before the drawing was declared', () => {
  it('writes into an old version and draft the roles the code-reading drawing used, once', async () => {
    const version = await findVersionByNumber(db, BRAND, 1);
    if (!version) {
      throw new Error('no version 1');
    }
    const declared = await readVersionFile(db, version);
    // The demo as stored by an older server: no drawing keys, and the hash of that content.
    const old = storedFormOf(withoutDrawing(declared));
    await db
      .update(catalogueVersions)
      .set({ catalogue: old.catalogue, contentHash: old.contentHash })
      .where(eq(catalogueVersions.id, version.id));
    const oldDraft = JSON.stringify(withoutDrawing(JSON.parse(readDemoCatalogueText('nordhaus.json'))));
    const [draft] = await db
      .insert(catalogueDrafts)
      .values({ brandId: BRAND, basedOnVersionId: version.id, file: oldDraft })
      .returning();
    await db.insert(catalogueDrawingUpgrades).values([{ versionId: version.id }, { draftId: draft?.id }]);

    await upgradeCatalogueDrawings(db);

    const [upgraded] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.id, version.id));
    expect(upgraded?.number).toBe(1);
    expect(await readVersionFile(db, upgraded as typeof version)).toEqual(declared);
    expect(upgraded?.catalogue).toBe(version.catalogue);
    expect(upgraded?.contentHash).toBe(version.contentHash);
    const [draftAfter] = await db
      .select()
      .from(catalogueDrafts)
      .where(eq(catalogueDrafts.id, draft?.id as string));
    expect(JSON.parse(draftAfter?.file as string).parameters).toEqual(
      JSON.parse(readDemoCatalogueText('nordhaus.json')).parameters,
    );
    expect(draftAfter?.revision).toBe((draft?.revision ?? 0) + 1);
    expect(await db.select().from(catalogueDrawingUpgrades)).toEqual([]);

    // A file stored after the upgrade that declares no drawing keeps declaring none: nothing is pending any more.
    await db
      .update(catalogueVersions)
      .set({ catalogue: old.catalogue, contentHash: old.contentHash })
      .where(eq(catalogueVersions.id, version.id));
    await upgradeCatalogueDrawings(db);
    const [untouched] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.id, version.id));
    expect(untouched?.catalogue).toBe(old.catalogue);
    await db
      .update(catalogueVersions)
      .set({ catalogue: version.catalogue, contentHash: version.contentHash })
      .where(eq(catalogueVersions.id, version.id));
  });
});
