import { createHash } from 'node:crypto';
import { type CatalogueFile, type CatalogueModel, catalogueFileSchema } from '@door/contract';
import { modelHeaderOf } from '#server/catalogue/catalogue-build';
import { canonicalTests, joinCatalogue } from '#server/catalogue/catalogue-canonical';
import type { DbOrTx } from '#server/db/client';
import { listVersionModels, type VersionRow } from './catalogue-version-rows';

const sharedSchema = catalogueFileSchema.omit({ models: true });

/** The catalogue file of a stored version, in canonical form. */
export const readVersionFile = async (db: DbOrTx, version: VersionRow): Promise<CatalogueFile> => {
  const shared = sharedSchema.parse(JSON.parse(version.catalogue));
  const models = (await listVersionModels(db, version.id)).map((text) => JSON.parse(text) as CatalogueModel);
  return catalogueFileSchema.parse(joinCatalogue(shared, models));
};

/**
 * What a version stores of a file (already in the format's key order, as read): the shared part, the model index,
 * each model's JSON, and a hash of the content (the same content, the same hash).
 */
export const storedFormOf = (file: CatalogueFile) => {
  const canonical = canonicalTests(file);
  const { models, ...shared } = canonical;
  const hash = createHash('sha256');
  const catalogue = JSON.stringify(shared);
  hash.update(catalogue);
  const stored = models.map((model) => {
    const json = JSON.stringify(model);
    hash.update('\n');
    hash.update(json);
    return { code: model.code, json };
  });
  return {
    contentHash: hash.digest('hex'),
    catalogue,
    modelIndex: JSON.stringify(models.map(modelHeaderOf)),
    models: stored,
  };
};
