import {
  CATALOGUE_CONDITION_MAX_DEPTH,
  CATALOGUE_FORMAT_VERSION,
  CATALOGUE_NUMBER_MAX,
  type CatalogueCategory,
  type CatalogueFile,
  type CatalogueModel,
  type CatalogueModelParameter,
  type CatalogueParameter,
  type CatalogueRule,
  type CatalogueRuleSet,
  type CatalogueSelection,
  type CatalogueTest,
  type CatalogueValue,
  catalogueCategorySchema,
  catalogueFileSchema,
  catalogueModelParameterSchema,
  catalogueModelSchema,
  catalogueParameterSchema,
  catalogueRuleSchema,
  catalogueRuleSetSchema,
  catalogueSelectionSchema,
  catalogueTestSchema,
  catalogueValueSchema,
  conditionDepth,
  toSafeText,
  UNSAFE_TEXT_MESSAGE,
} from '@door/contract';
import { type core, z } from 'zod';
import { type Finding, finding, pointer } from './catalogue-findings';
import { unsafeTextPointers } from './json-texts';

/** A list whose invalid entries are holes, so every valid entry keeps its index (and its JSON pointer). */
export type Holes<T> = (T | undefined)[];

/** A parameter whose invalid values are holes. */
export type DraftParameter = Omit<CatalogueParameter, 'values'> & { values: Holes<CatalogueValue> };
/** A selection category whose invalid values are holes. */
export type DraftSelection = Omit<CatalogueSelection, 'values'> & {
  values: Holes<CatalogueSelection['values'][number]>;
};
/** A rule set whose invalid rules are holes. */
export type DraftRuleSet = Omit<CatalogueRuleSet, 'rules'> & { rules: Holes<CatalogueRule> };
/** A model whose invalid parameter uses and rules are holes. */
export type DraftModel = Omit<CatalogueModel, 'parameters' | 'rules'> & {
  parameters: Holes<CatalogueModelParameter>;
  rules: Holes<CatalogueRule>;
};

/** A catalogue file as far as it could be read: every entry that failed its schema is a hole. */
export type DraftCatalogue = {
  brand: { name: string };
  categories: Holes<CatalogueCategory>;
  parameters: Holes<DraftParameter>;
  selection: Holes<DraftSelection>;
  ruleSets: Holes<DraftRuleSet>;
  models: Holes<DraftModel>;
  tests: Holes<CatalogueTest>;
};

/** The outcome of reading a file: the file when it is valid, what could be read of it, and the schema findings. */
export type CatalogueReading = { file: CatalogueFile | null; draft: DraftCatalogue | null; findings: Finding[] };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typeName = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);

const numberBoundsFinding = (path: string) =>
  finding(path, 'numberOutOfBounds', { minimum: -CATALOGUE_NUMBER_MAX, maximum: CATALOGUE_NUMBER_MAX });

/** The finding of one zod issue, with a message a maintainer can act on. */
const issueFinding = (base: (string | number)[], issue: core.$ZodIssue, input: unknown): Finding => {
  const path = pointer(...base, ...(issue.path as (string | number)[]));
  const at = issue.path.reduce<unknown>(
    (node, key) =>
      isObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[key as string] : undefined,
    input,
  );
  switch (issue.code) {
    case 'invalid_type':
      if (at === undefined) {
        return finding(path, 'required');
      }
      return issue.expected === 'int'
        ? finding(path, 'notInteger')
        : finding(path, 'wrongType', { expected: issue.expected });
    case 'unrecognized_keys':
      return finding(
        pointer(...base, ...(issue.path as (string | number)[]), toSafeText(issue.keys[0] ?? '')),
        'unknownKey',
        { key: toSafeText(issue.keys.join('", "')) },
      );
    case 'too_small':
      if (issue.origin === 'number' && Number(issue.minimum) === -CATALOGUE_NUMBER_MAX) {
        return numberBoundsFinding(path);
      }
      if (issue.origin === 'array') {
        return finding(path, 'tooFewItems', { minimum: Number(issue.minimum) });
      }
      return issue.origin === 'string'
        ? finding(path, 'emptyText')
        : finding(path, 'tooSmall', { minimum: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'number' && Number(issue.maximum) === CATALOGUE_NUMBER_MAX) {
        return numberBoundsFinding(path);
      }
      return issue.origin === 'string'
        ? finding(path, 'tooLong', { maximum: Number(issue.maximum) })
        : finding(path, 'tooBig', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.message.includes('colour')) {
        return finding(path, 'badColour');
      }
      if (issue.message.includes('GUID')) {
        return finding(path, 'badGuid');
      }
      return finding(path, issue.message.includes('category:value') ? 'badSelectionRef' : 'badCode');
    case 'invalid_value':
      return finding(path, 'notOneOf', { options: issue.values.map((value) => JSON.stringify(value)).join(', ') });
    case 'invalid_union': {
      const discriminator = (issue as { discriminator?: string }).discriminator;
      if (discriminator === 'kind') {
        return finding(path, 'badRuleKind', { kind: String(at) });
      }
      if (discriminator === 'type') {
        return finding(path, 'badPriceTerm', { type: String(at) });
      }
      // A number out of the engine's bounds where a number or an expression may stand says so, not "not a number".
      const outOfBounds = issue.errors
        .flat()
        .find(
          (inner) =>
            (inner.code === 'too_big' && Number(inner.maximum) === CATALOGUE_NUMBER_MAX) ||
            (inner.code === 'too_small' && Number(inner.minimum) === -CATALOGUE_NUMBER_MAX),
        );
      if (outOfBounds) {
        return numberBoundsFinding(
          pointer(...base, ...(issue.path as (string | number)[]), ...(outOfBounds.path as (string | number)[])),
        );
      }
      const key = issue.path[issue.path.length - 1];
      return finding(path, key === 'min' || key === 'max' ? 'badNumber' : 'badCondition');
    }
    case 'custom':
      if (issue.message === UNSAFE_TEXT_MESSAGE) {
        return finding(path, 'unsafeText');
      }
      return finding(path, issue.message.includes('gte or lte') ? 'gteOrLte' : 'invalid');
    default:
      return finding(path, 'invalid');
  }
};

type Reader = { findings: Finding[]; seen: Set<string> };

/** Records a finding once (the text walk and an entry's schema may both refuse the same text). */
const report = (reader: Reader, item: Finding) => {
  const key = `${item.path}|${item.key}`;
  if (!reader.seen.has(key)) {
    reader.seen.add(key);
    reader.findings.push(item);
  }
};

/** Parses one entry; on failure records its findings and returns undefined (a hole). */
const readEntry = <T>(
  reader: Reader,
  schema: z.ZodType<T>,
  value: unknown,
  base: (string | number)[],
): T | undefined => {
  const parsed = schema.safeParse(value);
  if (parsed.success) {
    return parsed.data;
  }
  for (const issue of parsed.error.issues) {
    report(reader, issueFinding(base, issue, value));
  }
  return undefined;
};

/** Parses a list entry by entry; a list that is not an array is reported and read as empty. */
const readList = <T>(
  reader: Reader,
  value: unknown,
  base: (string | number)[],
  readItem: (item: unknown, path: (string | number)[]) => T | undefined,
  isRequired: boolean,
): Holes<T> => {
  if (value === undefined && !isRequired) {
    return [];
  }
  if (!Array.isArray(value)) {
    reader.findings.push(
      value === undefined
        ? finding(pointer(...base), 'required')
        : finding(pointer(...base), 'wrongType', { expected: 'array' }),
    );
    return [];
  }
  return value.map((item, index) => readItem(item, [...base, index]));
};

/** Reads an object whose named lists are read entry by entry: the rest must match the schema. */
const readShell = <T extends Record<string, unknown>>(
  reader: Reader,
  schema: z.ZodObject,
  value: unknown,
  base: (string | number)[],
  lists: string[],
): T | undefined => {
  // A list the format lets out (a model's `rules`) may be absent here too; the others are required.
  const shell = schema.extend(
    Object.fromEntries(
      lists.map((key) => [key, schema.shape[key]?.safeParse(undefined).success ? z.unknown().optional() : z.unknown()]),
    ),
  );
  return readEntry(reader, shell, value, base) as T | undefined;
};

const readParameter = (reader: Reader, value: unknown, path: (string | number)[]): DraftParameter | undefined => {
  const shell = readShell<Omit<CatalogueParameter, 'values'> & { values: unknown }>(
    reader,
    catalogueParameterSchema,
    value,
    path,
    ['values'],
  );
  if (!shell) {
    return undefined;
  }
  const values = readList(
    reader,
    shell.values,
    [...path, 'values'],
    (item, at) => readEntry(reader, catalogueValueSchema, item, at),
    true,
  );
  return { ...shell, values };
};

const readSelection = (reader: Reader, value: unknown, path: (string | number)[]): DraftSelection | undefined => {
  const shell = readShell<Omit<CatalogueSelection, 'values'> & { values: unknown }>(
    reader,
    catalogueSelectionSchema,
    value,
    path,
    ['values'],
  );
  if (!shell) {
    return undefined;
  }
  const valueSchema = catalogueSelectionSchema.shape.values.element;
  return {
    ...shell,
    values: readList(
      reader,
      shell.values,
      [...path, 'values'],
      (item, at) => readEntry(reader, valueSchema, item, at),
      true,
    ),
  };
};

/**
 * A rule whose condition nests deeper than the bound is a finding and a hole before its schema sees it: the schema
 * reads conditions recursively, and 5,000 levels would overflow the stack.
 */
const readRule = (reader: Reader, item: unknown, at: (string | number)[]): CatalogueRule | undefined => {
  if (isObject(item) && conditionDepth(item.when) > CATALOGUE_CONDITION_MAX_DEPTH) {
    report(reader, finding(pointer(...at, 'when'), 'conditionTooDeep', { maximum: CATALOGUE_CONDITION_MAX_DEPTH }));
    return undefined;
  }
  return readEntry<CatalogueRule>(reader, catalogueRuleSchema, item, at);
};

const readRules = (reader: Reader, value: unknown, path: (string | number)[], isRequired: boolean) =>
  readList(reader, value, path, (item, at) => readRule(reader, item, at), isRequired);

const readRuleSet = (reader: Reader, value: unknown, path: (string | number)[]): DraftRuleSet | undefined => {
  const shell = readShell<{ code: string; rules: unknown }>(reader, catalogueRuleSetSchema, value, path, ['rules']);
  return shell ? { ...shell, rules: readRules(reader, shell.rules, [...path, 'rules'], true) } : undefined;
};

const readModel = (reader: Reader, value: unknown, path: (string | number)[]): DraftModel | undefined => {
  const shell = readShell<Omit<CatalogueModel, 'parameters' | 'rules'> & { parameters: unknown; rules: unknown }>(
    reader,
    catalogueModelSchema,
    value,
    path,
    ['parameters', 'rules'],
  );
  if (!shell) {
    return undefined;
  }
  const parameters = readList(
    reader,
    shell.parameters,
    [...path, 'parameters'],
    (item, at) => readEntry(reader, catalogueModelParameterSchema, item, at),
    true,
  );
  const { rules: rawRules, ...rest } = shell;
  return { ...rest, parameters, rules: readRules(reader, rawRules, [...path, 'rules'], false) };
};

const TOP_LEVEL_KEYS = new Set(Object.keys(catalogueFileSchema.shape));

/**
 * Reads a catalogue file entry by entry: every schema fault becomes a finding with its JSON pointer, and the entries
 * that are valid are kept at their indexes, so lint can still check the rest of a broken file. `file` is set only
 * when the whole file matches the schema.
 */
export const readCatalogue = (json: unknown): CatalogueReading => {
  const reader: Reader = { findings: [], seen: new Set() };
  if (!isObject(json)) {
    return { file: null, draft: null, findings: [finding('', 'wrongType', { expected: 'object' })] };
  }
  // Every text of the file, keys included, follows the API's text rule, wherever it stands.
  for (const path of unsafeTextPointers(json)) {
    report(reader, finding(path, 'unsafeText'));
  }
  for (const key of Object.keys(json)) {
    if (!TOP_LEVEL_KEYS.has(key)) {
      reader.findings.push(finding(pointer(toSafeText(key)), 'unknownKey', { key: toSafeText(key) }));
    }
  }
  if (json.$schema !== undefined && typeof json.$schema !== 'string') {
    reader.findings.push(finding('/$schema', 'wrongType', { expected: 'string' }));
  }
  if (json.formatVersion !== CATALOGUE_FORMAT_VERSION) {
    reader.findings.push(
      json.formatVersion === undefined
        ? finding('/formatVersion', 'required')
        : finding('/formatVersion', 'formatVersion', {
            found:
              typeName(json.formatVersion) === 'number'
                ? Number(json.formatVersion)
                : JSON.stringify(json.formatVersion),
            supported: CATALOGUE_FORMAT_VERSION,
          }),
    );
  }
  const brand = readEntry(reader, catalogueFileSchema.shape.brand, json.brand, ['brand']) ?? { name: '' };
  const draft: DraftCatalogue = {
    brand,
    categories: readList(
      reader,
      json.categories,
      ['categories'],
      (item, at) => readEntry(reader, catalogueCategorySchema, item, at),
      true,
    ),
    parameters: readList(reader, json.parameters, ['parameters'], (item, at) => readParameter(reader, item, at), true),
    selection: readList(reader, json.selection, ['selection'], (item, at) => readSelection(reader, item, at), false),
    ruleSets: readList(reader, json.ruleSets, ['ruleSets'], (item, at) => readRuleSet(reader, item, at), false),
    models: readList(reader, json.models, ['models'], (item, at) => readModel(reader, item, at), true),
    tests: readList(
      reader,
      json.tests,
      ['tests'],
      (item, at) => readEntry(reader, catalogueTestSchema, item, at),
      false,
    ),
  };
  if (reader.findings.length > 0) {
    return { file: null, draft, findings: reader.findings };
  }
  // Every entry passed its schema: the file is put together from them (no second parse of a large file), in the
  // format's key order, with the optional lists only when the file has them.
  const file: CatalogueFile = {
    ...(typeof json.$schema === 'string' ? { $schema: json.$schema } : {}),
    formatVersion: CATALOGUE_FORMAT_VERSION,
    brand,
    categories: draft.categories as CatalogueCategory[],
    parameters: draft.parameters as CatalogueParameter[],
    ...(json.selection === undefined ? {} : { selection: draft.selection as CatalogueSelection[] }),
    ...(json.ruleSets === undefined ? {} : { ruleSets: draft.ruleSets as CatalogueRuleSet[] }),
    models: draft.models.map((model, index) => {
      const { rules, ...rest } = model as DraftModel;
      // A model without the `rules` key keeps it absent (the draft reads it as an empty list).
      const raw = (json.models as Record<string, unknown>[])[index];
      return (raw && 'rules' in raw ? { ...rest, rules } : rest) as CatalogueModel;
    }),
    ...(json.tests === undefined ? {} : { tests: draft.tests as CatalogueTest[] }),
  };
  return { file, draft, findings: [] };
};

/** Reads the text of a catalogue file: JSON first, then the schema (readCatalogue). */
export const readCatalogueText = (text: string): CatalogueReading => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return {
      file: null,
      draft: null,
      findings: [finding('', 'notJson', { reason: error instanceof Error ? error.message : String(error) })],
    };
  }
  return readCatalogue(json);
};

/** The draft of a valid file (no holes), for the checks that run on both. */
export const draftOf = (file: CatalogueFile): DraftCatalogue => ({
  brand: file.brand,
  categories: file.categories,
  parameters: file.parameters,
  selection: file.selection ?? [],
  ruleSets: file.ruleSets ?? [],
  models: file.models.map((model) => ({ ...model, rules: model.rules ?? [] })),
  tests: file.tests ?? [],
});
