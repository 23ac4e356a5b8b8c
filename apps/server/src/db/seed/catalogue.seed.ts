import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { readCatalogueText } from '#server/catalogue/catalogue-read';
import { REPO_ROOT } from '#server/config/repo-root';
import { importCatalogue } from '#server/services/catalogue/catalogue-import';
import type { Db } from '../client';
import { catalogueVersions } from '../schema';
import { DEMO_IDS } from './demo-tenancy.seed';

/** The repository's catalogue files (`catalogues/` at the top level). */
export const CATALOGUES_DIR = path.join(REPO_ROOT, 'catalogues');

/** The demo brands' catalogue files: the default brand (Alpina) and the second brand (Nordhaus), each its own. */
export const DEMO_CATALOGUE_FILES = [
  { brandId: DEMO_IDS.brandAlpina, file: 'alpina.json' },
  { brandId: DEMO_IDS.brandNordhaus, file: 'nordhaus.json' },
] as const;

/**
 * Seeds the demo catalogues through the importer a manufacturer uses (lint, tests, version 1, published at once);
 * a brand that has any version already is left as it is.
 */
export const seedCatalogue = async (db: Db) => {
  for (const { brandId, file } of DEMO_CATALOGUE_FILES) {
    const [existing] = await db
      .select({ id: catalogueVersions.id })
      .from(catalogueVersions)
      .where(eq(catalogueVersions.brandId, brandId))
      .limit(1);
    if (existing) {
      continue;
    }
    const reading = readCatalogueText(readFileSync(path.join(CATALOGUES_DIR, file), 'utf8'));
    await importCatalogue(db, {
      brandId,
      reading,
      source: 'seed',
      userId: null,
      dryRun: false,
      publish: { from: null },
    });
  }
};
