import { catalogueCodeSchema, catalogueTestSchema, LIST_DATA_TYPES } from '@door/contract';

/**
 * Renaming a code of a catalogue file with every reference to it (docs/catalogue-format.md, "Renaming a code"): the
 * entry at a JSON pointer gets the new code, and whatever names it by that code follows — category parents and
 * parameters' categories, the models' parameter lists, offered values and defaults, rule sets, every rule's
 * parameters, values and conditions, the tests' model, changes and expectations, and the models' selection values.
 *
 * Pure and defensive: it reads the file as plain JSON (a draft may be broken elsewhere), copies only what changes and
 * keeps every other key where it was, so renaming a code and renaming it back gives the same file.
 */

/** What can be renamed: an entry with a code (a test's is its name; a rule's its id). */
export type RenameKind =
  | 'category'
  | 'parameter'
  | 'value'
  | 'model'
  | 'ruleSet'
  | 'rule'
  | 'test'
  | 'selection'
  | 'selectionValue';

/** Why a rename is refused: no entry with a code at the pointer, a new code of the wrong form, or a code taken. */
export type RenameRefusal =
  | { refusal: 'unknownEntry' }
  | { refusal: 'badCode'; kind: RenameKind }
  | { refusal: 'taken'; kind: RenameKind; code: string };

/** A rename done: the new file, and what was renamed from what to what. */
export type Renamed = { file: Record<string, unknown>; kind: RenameKind; from: string; to: string };

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const objectsOf = (value: unknown): Json[] => listOf(value).filter(isObject);
const stringOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A list with each entry mapped; anything that is not a list stays as it is. */
const mapList = (value: unknown, map: (item: unknown, index: number) => unknown): unknown =>
  Array.isArray(value) ? value.map(map) : value;
/** An object with one key replaced in place (the key keeps its position); anything else stays as it is. */
const withKey = (value: unknown, key: string, map: (item: unknown) => unknown): unknown =>
  isObject(value) && Object.hasOwn(value, key) ? { ...value, [key]: map(value[key]) } : value;
/** A string that equals `from` becomes `to`. */
const swap = (from: string, to: string) => (item: unknown) => (item === from ? to : item);
/** An object whose key `from` becomes `to`, in the same place. */
const renameKey = (value: unknown, from: string, to: string): unknown =>
  isObject(value) && Object.hasOwn(value, from)
    ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key === from ? to : key, item]))
    : value;

/** Where an entry with a code sits, by the shape of its pointer. */
type Entry = { list: string; index: number } & (
  | { kind: 'category' | 'parameter' | 'model' | 'ruleSet' | 'test' | 'selection' }
  | { kind: 'value' | 'selectionValue'; inner: number }
  | { kind: 'rule'; owner: 'models' | 'ruleSets'; inner: number }
);

const TOP: Record<string, Entry['kind']> = {
  categories: 'category',
  parameters: 'parameter',
  models: 'model',
  ruleSets: 'ruleSet',
  tests: 'test',
  selection: 'selection',
};

const entryAt = (path: string): Entry | null => {
  const match = /^\/(categories|parameters|models|ruleSets|tests|selection)\/(\d+)(?:\/(values|rules)\/(\d+))?$/.exec(
    path,
  );
  if (!match) {
    return null;
  }
  const [, list = '', index = '', sub, inner] = match;
  const place = { list, index: Number(index) };
  if (sub === undefined) {
    return { ...place, kind: TOP[list] as 'category' };
  }
  if (sub === 'values' && list === 'parameters') {
    return { ...place, kind: 'value', inner: Number(inner) };
  }
  if (sub === 'values' && list === 'selection') {
    return { ...place, kind: 'selectionValue', inner: Number(inner) };
  }
  if (sub === 'rules' && (list === 'models' || list === 'ruleSets')) {
    return { ...place, kind: 'rule', owner: list, inner: Number(inner) };
  }
  return null;
};

/** The key that holds an entry's code. */
const codeKey = (kind: RenameKind) => (kind === 'test' ? 'name' : kind === 'rule' ? 'id' : 'code');

/** The codes of a list's entries. */
const codesOf = (list: unknown, key = 'code') => objectsOf(list).flatMap((item) => stringOf(item[key]) ?? []);

/** The rule ids a model sees: its own and those of its rule sets. */
const ruleIdsOfModel = (file: Json, model: Json) => {
  const sets = new Set(listOf(model.ruleSets));
  return [
    ...codesOf(model.rules, 'id'),
    ...objectsOf(file.ruleSets)
      .filter((set) => sets.has(set.code))
      .flatMap((set) => codesOf(set.rules, 'id')),
  ];
};

/** The codes the new code may not be: those of the entry's siblings (the entry's own excepted). */
const takenCodes = (file: Json, entry: Entry): string[] => {
  switch (entry.kind) {
    case 'category':
      return codesOf(file.categories);
    case 'parameter':
      return codesOf(file.parameters);
    case 'model':
      return codesOf(file.models);
    case 'ruleSet':
      return codesOf(file.ruleSets);
    case 'test':
      return codesOf(file.tests, 'name');
    case 'selection':
      return codesOf(file.selection);
    case 'value':
      return codesOf((listOf(file.parameters)[entry.index] as Json).values);
    case 'selectionValue':
      return codesOf((listOf(file.selection)[entry.index] as Json).values);
    case 'rule': {
      const owner = listOf(file[entry.list])[entry.index] as Json;
      if (entry.owner === 'models') {
        return ruleIdsOfModel(file, owner);
      }
      // A rule set's rule: its ids must stay unique in every model that uses the set.
      const users = objectsOf(file.models).filter((model) => listOf(model.ruleSets).includes(owner.code));
      return [...codesOf(owner.rules, 'id'), ...users.flatMap((model) => ruleIdsOfModel(file, model))];
    }
  }
};

/** A condition with a function applied to each of its leaves (`{ param, … }` and `{ modelTag }`). */
const mapCondition = (condition: unknown, leaf: (node: Json) => Json): unknown => {
  if (!isObject(condition)) {
    return condition;
  }
  if ('all' in condition || 'any' in condition) {
    const key = 'all' in condition ? 'all' : 'any';
    return withKey(condition, key, (parts) => mapList(parts, (part) => mapCondition(part, leaf)));
  }
  if ('not' in condition) {
    return withKey(condition, 'not', (inner) => mapCondition(inner, leaf));
  }
  return leaf(condition);
};

/** The objects of a list of the file mapped. */
const mapEntries = (file: Json, list: string, map: (entry: Json) => unknown): Json =>
  withKey(file, list, (entries) => mapList(entries, (entry) => (isObject(entry) ? map(entry) : entry))) as Json;

/** Every rule of the file (the models' and the rule sets'), mapped. */
const mapRules = (file: Json, map: (rule: Json) => Json): Json => {
  const rules = (list: unknown) => mapList(list, (rule) => (isObject(rule) ? map(rule) : rule));
  const models = mapEntries(file, 'models', (model) => withKey(model, 'rules', rules));
  return mapEntries(models, 'ruleSets', (set) => withKey(set, 'rules', rules));
};

/** The models mapped. */
const mapModels = (file: Json, map: (model: Json) => unknown): Json => mapEntries(file, 'models', map);

/** The tests mapped (with their expectations). */
const mapTests = (file: Json, map: (test: Json) => unknown): Json => mapEntries(file, 'tests', map);

const renameCategory = (file: Json, from: string, to: string): Json => {
  const parents = withKey(file, 'categories', (list) =>
    mapList(list, (category) => withKey(category, 'parent', swap(from, to))),
  );
  return withKey(parents, 'parameters', (list) =>
    mapList(list, (parameter) => withKey(parameter, 'category', swap(from, to))),
  ) as Json;
};

const renameParameter = (file: Json, from: string, to: string): Json => {
  const param = (node: unknown) => withKey(node, 'param', swap(from, to));
  const withParams = mapRules(file, (rule) => {
    let next = param(rule) as Json;
    next = withKey(next, 'when', (when) => mapCondition(when, (leaf) => param(leaf) as Json)) as Json;
    next = withKey(next, 'min', param) as Json;
    next = withKey(next, 'max', param) as Json;
    return withKey(next, 'term', (term) =>
      ['width', 'height', 'of'].reduce((node, key) => withKey(node, key, swap(from, to)), term),
    ) as Json;
  });
  const withUses = mapModels(
    withParams,
    (model) =>
      withKey(model, 'parameters', (uses) => mapList(uses, (use) => withKey(use, 'code', swap(from, to)))) as Json,
  );
  return mapTests(withUses, (test) => {
    const changes = withKey(test, 'changes', (list) => mapList(list, (change) => param(change)));
    return withKey(changes, 'expect', (expect) => {
      let next = withKey(expect, 'choices', (choices) => renameKey(choices, from, to));
      next = withKey(next, 'allowed', (allowed) => renameKey(allowed, from, to));
      next = withKey(next, 'enabled', (list) => mapList(list, swap(from, to)));
      return withKey(next, 'disabled', (list) => mapList(list, swap(from, to)));
    }) as Json;
  });
};

const renameValue = (file: Json, parameter: Json, from: string, to: string): Json => {
  const code = parameter.code;
  const value = swap(from, to);
  const values = (list: unknown) => mapList(list, value);
  // Tests and a model's default name a list parameter's value by its code; a number or typed text is not a code.
  const isList = LIST_DATA_TYPES.includes(parameter.dataType as (typeof LIST_DATA_TYPES)[number]);
  const withRules = mapRules(file, (rule) => {
    let next = withKey(rule, 'when', (when) =>
      mapCondition(when, (leaf) => (leaf.param === code ? (withKey(leaf, 'in', values) as Json) : leaf)),
    ) as Json;
    if (next.param === code) {
      next = withKey(next, next.kind === 'allow' ? 'values' : 'value', next.kind === 'allow' ? values : value) as Json;
    }
    return next;
  });
  const withUses = mapModels(
    withRules,
    (model) =>
      withKey(model, 'parameters', (uses) =>
        mapList(uses, (use) => {
          if (!isObject(use) || use.code !== code) {
            return use;
          }
          const offered = withKey(use, 'values', values);
          return isList ? withKey(offered, 'defaultValue', value) : offered;
        }),
      ) as Json,
  );
  if (!isList || typeof code !== 'string') {
    return withUses;
  }
  return mapTests(withUses, (test) => {
    const changes = withKey(test, 'changes', (list) =>
      mapList(list, (change) => (isObject(change) && change.param === code ? withKey(change, 'value', value) : change)),
    );
    return withKey(changes, 'expect', (expect) => {
      const next = withKey(expect, 'choices', (choices) => withKey(choices, code, value));
      return withKey(next, 'allowed', (allowed) => withKey(allowed, code, values));
    }) as Json;
  });
};

const renameModel = (file: Json, from: string, to: string): Json =>
  mapTests(file, (test) => withKey(test, 'model', swap(from, to)) as Json);

const renameRuleSet = (file: Json, from: string, to: string): Json =>
  mapModels(file, (model) => withKey(model, 'ruleSets', (list) => mapList(list, swap(from, to))) as Json);

/** A rule's id: the price terms the tests of the models that see the rule expect follow it. */
const renameRule = (file: Json, entry: Entry & { kind: 'rule' }, from: string, to: string): Json => {
  const owner = listOf(file[entry.owner])[entry.index] as Json;
  const models =
    entry.owner === 'models'
      ? [owner.code]
      : objectsOf(file.models)
          .filter((model) => listOf(model.ruleSets).includes(owner.code))
          .map((model) => model.code);
  return mapTests(file, (test) =>
    models.includes(test.model)
      ? (withKey(test, 'expect', (expect) =>
          withKey(expect, 'priceTerms', (terms) => renameKey(terms, from, to)),
        ) as Json)
      : test,
  );
};

/** A selection filter's code (`from`) or one of its values (`value`): the models' `"filter:value"` follow it. */
const renameSelection = (file: Json, map: (filter: string, value: string) => string): Json =>
  mapModels(
    file,
    (model) =>
      withKey(model, 'selection', (list) =>
        mapList(list, (item) => {
          const parts = typeof item === 'string' ? item.split(':') : [];
          return parts.length === 2 ? map(parts[0] as string, parts[1] as string) : item;
        }),
      ) as Json,
  );

/** The file with the entry's own code changed. */
const setCode = (file: Json, entry: Entry, key: string, to: string): Json =>
  withKey(file, entry.list, (list) =>
    mapList(list, (item, at) => {
      if (at !== entry.index) {
        return item;
      }
      if (!('inner' in entry)) {
        return withKey(item, key, () => to);
      }
      return withKey(item, entry.kind === 'rule' ? 'rules' : 'values', (entries) =>
        mapList(entries, (inner, innerAt) => (innerAt === entry.inner ? withKey(inner, key, () => to) : inner)),
      );
    }),
  ) as Json;

/** Whether a new code has the form its kind asks for (a test's name is a text, every other a catalogue code). */
const isWellFormed = (kind: RenameKind, to: string) =>
  kind === 'test' ? catalogueTestSchema.shape.name.safeParse(to).success : catalogueCodeSchema.safeParse(to).success;

/**
 * Renames the code of the entry at `path` (a JSON pointer such as `/parameters/3/values/2`) to `to`, with every
 * reference. Refused when no entry with a code is there, when `to` is no code, and when a sibling has it already.
 * The input is not changed.
 */
export const renameCode = (file: unknown, path: string, to: string): Renamed | RenameRefusal => {
  const entry = entryAt(path);
  if (!entry || !isObject(file)) {
    return { refusal: 'unknownEntry' };
  }
  const owner = listOf(file[entry.list])[entry.index];
  const target =
    'inner' in entry && isObject(owner)
      ? listOf(owner[entry.kind === 'rule' ? 'rules' : 'values'])[entry.inner]
      : owner;
  const key = codeKey(entry.kind);
  const from = isObject(target) ? stringOf(target[key]) : null;
  if (from === null || !isObject(owner)) {
    return { refusal: 'unknownEntry' };
  }
  if (!isWellFormed(entry.kind, to)) {
    return { refusal: 'badCode', kind: entry.kind };
  }
  if (to === from) {
    return { file, kind: entry.kind, from, to };
  }
  if (takenCodes(file, entry).includes(to)) {
    return { refusal: 'taken', kind: entry.kind, code: to };
  }
  const renamed = setCode(file, entry, key, to);
  const done = (next: Json): Renamed => ({ file: next, kind: entry.kind, from, to });
  switch (entry.kind) {
    case 'category':
      return done(renameCategory(renamed, from, to));
    case 'parameter':
      return done(renameParameter(renamed, from, to));
    case 'value':
      return done(renameValue(renamed, owner, from, to));
    case 'model':
      return done(renameModel(renamed, from, to));
    case 'ruleSet':
      return done(renameRuleSet(renamed, from, to));
    case 'rule':
      return done(renameRule(renamed, entry, from, to));
    case 'test':
      return done(renamed);
    case 'selection':
      return done(renameSelection(renamed, (filter, value) => `${filter === from ? to : filter}:${value}`));
    case 'selectionValue':
      return done(
        renameSelection(
          renamed,
          (filter, value) => `${filter}:${filter === owner.code && value === from ? to : value}`,
        ),
      );
  }
};
