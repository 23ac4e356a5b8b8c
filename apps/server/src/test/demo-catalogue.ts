import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildCatalogue, buildModelDefinition, buildModelEntry } from '../catalogue/catalogue-build';
import { readCatalogueText } from '../catalogue/catalogue-read';
import { CATALOGUES_DIR } from '../db/seed/catalogue.seed';
import { DEMO_IDS } from '../db/seed/demo-tenancy.seed';
import { compileCatalogueModel } from '../engine';
import type { CatalogueModel } from '../services/catalogue/catalogue-store';

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
    return { ...buildModelEntry(built, model, position), versionId: 'demo', def, compiled: compileCatalogueModel(def) };
  });
  return { file: reading.file, built, categories: built.categories, ordered };
};
