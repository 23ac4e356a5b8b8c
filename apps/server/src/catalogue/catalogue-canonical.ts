import {
  type CatalogueFile,
  type CatalogueModel,
  type CatalogueTest,
  catalogueFileSchema,
  catalogueJsonSchema,
} from '@door/contract';
import type { CatalogueShared } from './catalogue-build';

const sortKeys = <T>(record: Record<string, T> | undefined): Record<string, T> | undefined =>
  record ? Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : undefined;

/** A test with the keys of its expectation records in code order (JSON objects have no order of their own). */
const canonicalTest = (test: CatalogueTest): CatalogueTest => {
  const expect = { ...test.expect };
  if (expect.choices) {
    expect.choices = sortKeys(expect.choices);
  }
  if (expect.allowed) {
    expect.allowed = sortKeys(expect.allowed);
  }
  if (expect.priceTerms) {
    expect.priceTerms = sortKeys(expect.priceTerms);
  }
  return { ...test, expect };
};

/**
 * The file in canonical form: every object's keys in the order of the format's schema (parsing with the schema
 * rebuilds each object in that order), records by code. Optional keys that are absent stay absent. A stored version
 * that a later, stricter schema refuses (a number beyond today's bounds) is already in that order and is kept as it is.
 */
export const canonicalCatalogue = (file: CatalogueFile): CatalogueFile => {
  const parsed = catalogueFileSchema.safeParse(file);
  return canonicalTests(parsed.success ? parsed.data : file);
};

/** A file read by the format's schemas (so in its key order) with its tests' records in code order. */
export const canonicalTests = (file: CatalogueFile): CatalogueFile =>
  file.tests ? { ...file, tests: file.tests.map(canonicalTest) } : file;

/** The canonical text of a catalogue file: two-space JSON and a final newline; the same content, the same bytes. */
export const catalogueJson = (file: CatalogueFile): string => `${JSON.stringify(canonicalCatalogue(file), null, 2)}\n`;

/** Puts a stored file back together: the shared part and the models, in the file's key order. */
export const joinCatalogue = (shared: CatalogueShared & Pick<CatalogueFile, 'tests'>, models: CatalogueModel[]) => {
  const { tests, ...rest } = shared;
  return { ...rest, models, ...(tests === undefined ? {} : { tests }) } as CatalogueFile;
};

/** The JSON Schema of the format as the file beside the demo catalogues holds it (`npm run catalogue -- schema`). */
export const catalogueSchemaText = () => `${JSON.stringify(catalogueJsonSchema(), null, 2)}\n`;
