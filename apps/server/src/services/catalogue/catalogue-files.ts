import { createHash } from 'node:crypto';
import { type CatalogueFile, type CatalogueModel, catalogueFileSchema } from '@door/contract';
import { modelHeaderOf } from '../../catalogue/catalogue-build';
import { catalogueJson, joinCatalogue, modelJson, sharedJson } from '../../catalogue/catalogue-canonical';
import type { DbOrTx } from '../../db/client';
import { listVersionModels, type VersionRow } from './catalogue-version-rows';

const sharedSchema = catalogueFileSchema.omit({ models: true });

/** The catalogue file of a stored version, in canonical form. */
export const readVersionFile = async (db: DbOrTx, version: VersionRow): Promise<CatalogueFile> => {
  const shared = sharedSchema.parse(JSON.parse(version.catalogue));
  const models = (await listVersionModels(db, version.id)).map((text) => JSON.parse(text) as CatalogueModel);
  return catalogueFileSchema.parse(joinCatalogue(shared, models));
};

/** What a version stores of a file: the shared part, the model index, each model's JSON, and the content's hash. */
export const storedFormOf = (file: CatalogueFile) => {
  const text = catalogueJson(file);
  return {
    contentHash: createHash('sha256').update(text).digest('hex'),
    catalogue: sharedJson(file),
    modelIndex: JSON.stringify(file.models.map(modelHeaderOf)),
    models: file.models.map((model) => ({ code: model.code, json: modelJson(model) })),
  };
};
