import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueFile } from '@door/contract';
import { compileCatalogueModel } from '@door/engine';
import { buildCatalogue, buildModelDefinition, buildModelEntry } from '#server/catalogue/catalogue-build';
import { createCatalogueIds } from '#server/catalogue/catalogue-ids';
import { readCatalogueText } from '#server/catalogue/catalogue-read';
import type { Db } from '#server/db/client';
import { CATALOGUES_DIR } from '#server/db/seed/catalogue.seed';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { importCatalogue } from '#server/services/catalogue/catalogue-import';
import type { CatalogueModel } from '#server/services/catalogue/catalogue-store';
import { findVersionByNumber } from '#server/services/catalogue/catalogue-version-rows';

/** The text of a demo catalogue file. */
export const readDemoCatalogueText = (file = 'alpina.json') => readFileSync(path.join(CATALOGUES_DIR, file), 'utf8');

/**
 * A demo catalogue file read and every model compiled, as the server builds them (for engine and render tests that
 * need the real catalogue without a database).
 */
export const loadDemoCatalogue = (file = 'alpina.json', brandId: string = DEMO_IDS.brandAlpina) => {
  const reading = readCatalogueText(readDemoCatalogueText(file));
  if (!reading.file) {
    throw new Error(`the demo catalogue ${file} does not read: ${JSON.stringify(reading.findings.slice(0, 3))}`);
  }
  const built = buildCatalogue(brandId, reading.file);
  const ordered: CatalogueModel[] = reading.file.models.map((model, position) => {
    const def = buildModelDefinition(built, model);
    return {
      ...buildModelEntry(built, model, position),
      versionId: 'demo',
      def,
      compiled: compileCatalogueModel(def),
      valuePictures: built.valuePictures,
    };
  });
  return { file: reading.file, built, categories: built.categories, ordered };
};

/**
 * Stores a draft version of the default brand's demo catalogue in which one model is inactive, and returns its id:
 * a configuration pinned to it has a model its catalogue does not offer (the model's row stays, so the database
 * accepts the pin).
 */
export const storeDraftWithoutModel = async (db: Db, modelId: string): Promise<string> => {
  const file = JSON.parse(readDemoCatalogueText()) as CatalogueFile;
  const ids = createCatalogueIds(DEMO_IDS.brandAlpina);
  for (const model of file.models) {
    if (ids.model(model.code) === modelId) {
      model.isActive = false;
    }
  }
  const outcome = await importCatalogue(db, {
    brandId: DEMO_IDS.brandAlpina,
    reading: readCatalogueText(JSON.stringify(file)),
    source: 'file',
    userId: null,
    dryRun: false,
    publish: null,
  });
  const version = await findVersionByNumber(db, DEMO_IDS.brandAlpina, outcome.version as number);
  return version?.id as string;
};

/** The text of the complete example of docs/catalogue-format.md (a brand of its own: "Example Doors"). */
export const readExampleCatalogueText = (): string => {
  const page = readFileSync(path.join(CATALOGUES_DIR, '..', 'docs', 'catalogue-format.md'), 'utf8');
  const example = page.slice(page.indexOf('## A complete example')).match(/```json\n([\s\S]*?)\n```/)?.[1];
  if (!example) {
    throw new Error('docs/catalogue-format.md has no complete example');
  }
  return example;
};

/** A fresh copy of the example catalogue of docs/catalogue-format.md, to change in a test. */
export const exampleCatalogue = (): CatalogueFile => JSON.parse(readExampleCatalogueText()) as CatalogueFile;
