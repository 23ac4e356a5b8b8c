import { createHash } from 'node:crypto';
import type { CatalogueFile, CatalogueModel } from '@door/contract';
import { modelHeaderOf } from '#server/catalogue/catalogue-build';
import { canonicalTests, joinCatalogue } from '#server/catalogue/catalogue-canonical';
import type { DbOrTx } from '#server/db/client';
import { listVersionModels, type VersionRow } from './catalogue-version-rows';

/**
 * A stored version's JSON as it was validated when it was imported. It is not validated again: a rule tightened later
 * (the text rule and the number bounds of issue 37) must never make a version that documents are pinned to unreadable.
 */
export const storedJson = <T>(text: string): T => JSON.parse(text) as T;

/** The catalogue file of a stored version, in canonical form. */
export const readVersionFile = async (db: DbOrTx, version: VersionRow): Promise<CatalogueFile> => {
  const shared = storedJson<Omit<CatalogueFile, 'models'>>(version.catalogue);
  const models = (await listVersionModels(db, version.id)).map((text) => storedJson<CatalogueModel>(text));
  return joinCatalogue(shared, models);
};

/** The content hash of a version from its stored texts: the shared part, then each model's JSON after a newline. */
export const contentHashOf = (catalogue: string, models: string[]): string => {
  const hash = createHash('sha256');
  hash.update(catalogue);
  for (const json of models) {
    hash.update('\n');
    hash.update(json);
  }
  return hash.digest('hex');
};

/**
 * What a version stores of a file (already in the format's key order, as read): the shared part, the model index,
 * each model's JSON, and a hash of the content (the same content, the same hash).
 */
export const storedFormOf = (file: CatalogueFile) => {
  const canonical = canonicalTests(file);
  const { models, ...shared } = canonical;
  const catalogue = JSON.stringify(shared);
  const stored = models.map((model) => ({ code: model.code, json: JSON.stringify(model) }));
  return {
    contentHash: contentHashOf(
      catalogue,
      stored.map((model) => model.json),
    ),
    catalogue,
    modelIndex: JSON.stringify(models.map(modelHeaderOf)),
    models: stored,
  };
};
