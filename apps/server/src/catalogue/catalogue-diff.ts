import type {
  CatalogueDiff,
  CatalogueDiffKind,
  CatalogueEntryChange,
  CatalogueFile,
  CatalogueModel,
  CatalogueParameter,
  CataloguePriceChange,
  CataloguePriceUnit,
  CatalogueRule,
  Condition,
  EntityChanges,
  NumberExpression,
} from '@door/contract';
import { type FieldChange, fieldChanges } from './catalogue-json';

/** Entries of one kind by key: the entry as compared (prices left out) and its JSON text. */
type Keyed = Map<string, { item: unknown; text: string }>;

/** How many changed entries a diff details (the lists of codes name them all). */
export const DIFF_DETAILS_MAX = 1000;

/** A price of the catalogue: where it is, its amount (cents, or basis points for a percentage) and its unit. */
export type PricePoint = { item: string; amount: number; unit: CataloguePriceUnit };

const TERM_UNIT: Record<string, CataloguePriceUnit> = {
  fixed: 'each',
  perM2: 'perM2',
  perMmOver: 'perMm',
  percent: 'percent',
};

/** The amount of a price rule's term (cents, cents per m², cents per mm, or basis points). */
export const termAmount = (rule: Extract<CatalogueRule, { kind: 'price' }>): number => {
  const term = rule.term;
  return term.type === 'fixed'
    ? term.cents
    : term.type === 'perM2'
      ? term.centsPerM2
      : term.type === 'perMmOver'
        ? term.centsPerMm
        : term.basisPoints;
};

/** The rules of a file with their keys: `MODEL/rule` for a model's own, `ruleSet:SET/rule` for a set's. */
export const keyedRules = (file: CatalogueFile): [string, CatalogueRule][] => [
  ...(file.ruleSets ?? []).flatMap((set) =>
    set.rules.map((rule): [string, CatalogueRule] => [`ruleSet:${set.code}/${rule.id}`, rule]),
  ),
  ...file.models.flatMap((model) =>
    (model.rules ?? []).map((rule): [string, CatalogueRule] => [`${model.code}/${rule.id}`, rule]),
  ),
];

/** Every price of a file: model base prices, value prices, and the amounts of price rules. */
export const pricePoints = (file: CatalogueFile): PricePoint[] => [
  ...file.models.map((model) => ({ item: model.code, amount: model.basePriceCents, unit: 'each' as const })),
  ...file.parameters.flatMap((param) =>
    param.values.flatMap((value) =>
      value.priceCents === undefined
        ? []
        : [{ item: `${param.code}.${value.code}`, amount: value.priceCents, unit: 'each' as const }],
    ),
  ),
  ...keyedRules(file).flatMap(([item, rule]) =>
    rule.kind === 'price'
      ? [{ item, amount: termAmount(rule), unit: TERM_UNIT[rule.term.type] as CataloguePriceUnit }]
      : [],
  ),
];

// Comparisons leave prices out: a price change is listed once, among the prices.
const withoutPrice = (rule: CatalogueRule) =>
  rule.kind === 'price' ? { ...rule, term: { type: rule.term.type } } : rule;
const modelWithoutPrices = ({ basePriceCents: _price, rules: _rules, ...rest }: CatalogueModel) => rest;
const parameterWithoutValues = ({ values: _values, ...rest }: CatalogueParameter) => rest;

const keyed = <T>(entries: [string, T][], comparable: (item: T) => unknown): Keyed =>
  new Map(
    entries.map(([key, entry]) => {
      const item = comparable(entry);
      return [key, { item, text: JSON.stringify(item) }];
    }),
  );

const compare = (before: Keyed, after: Keyed): EntityChanges => ({
  Added: [...after.keys()].filter((key) => !before.has(key)),
  Removed: [...before.keys()].filter((key) => !after.has(key)),
  Changed: [...after.keys()].filter((key) => before.has(key) && before.get(key)?.text !== after.get(key)?.text),
});

/** The parameters a condition tests. */
const conditionParams = (condition: Condition | undefined, into: Set<string>): Set<string> => {
  if (!condition) {
    return into;
  }
  if ('all' in condition || 'any' in condition) {
    for (const part of 'all' in condition ? condition.all : condition.any) {
      conditionParams(part, into);
    }
  } else if ('not' in condition) {
    conditionParams(condition.not, into);
  } else if ('param' in condition) {
    into.add(condition.param);
  }
  return into;
};

const expressionParam = (expression: NumberExpression | undefined) =>
  typeof expression === 'object' ? [expression.param] : [];

/** The parameters a rule names: its own, those its condition tests, and those its bounds or price term read. */
export const ruleParams = (rule: CatalogueRule): string[] => {
  const found = conditionParams('when' in rule ? rule.when : undefined, new Set<string>());
  if ('param' in rule && rule.param) {
    found.add(rule.param);
  }
  if (rule.kind === 'range') {
    for (const code of [...expressionParam(rule.min), ...expressionParam(rule.max)]) {
      found.add(code);
    }
  }
  if (rule.kind === 'price') {
    const term = rule.term;
    for (const code of term.type === 'perM2' ? [term.width, term.height] : term.type === 'perMmOver' ? [term.of] : []) {
      found.add(code);
    }
  }
  return [...found];
};

/** The names of the parameters the changed rules name (and of their values), to word the rules. */
const namesOf = (files: (CatalogueFile | null)[], details: CatalogueEntryChange[]): CatalogueDiff['Names'] => {
  const codes = new Set(
    details.flatMap((detail) =>
      detail.Kind === 'Rules'
        ? [detail.Before, detail.After].flatMap((rule) => (rule ? ruleParams(rule as CatalogueRule) : []))
        : [],
    ),
  );
  const names: NonNullable<CatalogueDiff['Names']> = {};
  for (const file of files) {
    for (const param of file?.parameters ?? []) {
      if (codes.has(param.code) && !names[param.code]) {
        names[param.code] = {
          Names: { ...param.names },
          Values: Object.fromEntries(param.values.map((value) => [value.code, { ...value.names }])),
        };
      }
    }
  }
  return names;
};

const entitiesOf = (file: CatalogueFile | null) => {
  const empty: CatalogueFile = { formatVersion: 1, brand: { name: '' }, categories: [], parameters: [], models: [] };
  const source = file ?? empty;
  return {
    models: keyed(
      source.models.map((model): [string, CatalogueModel] => [model.code, model]),
      modelWithoutPrices,
    ),
    parameters: keyed(
      source.parameters.map((param): [string, CatalogueParameter] => [param.code, param]),
      parameterWithoutValues,
    ),
    values: keyed(
      source.parameters.flatMap((param) =>
        param.values.map((value): [string, typeof value] => [`${param.code}.${value.code}`, value]),
      ),
      ({ priceCents: _price, ...rest }) => rest,
    ),
    rules: keyed(keyedRules(source), withoutPrice),
    fullRules: new Map(keyedRules(source)),
    categories: keyed(
      source.categories.map((category): [string, typeof category] => [category.code, category]),
      (item) => item,
    ),
    selection: keyed(
      (source.selection ?? []).map((category): [string, typeof category] => [category.code, category]),
      (item) => item,
    ),
    ruleSets: keyed(
      (source.ruleSets ?? []).map((set): [string, string[]] => [set.code, set.rules.map((rule) => rule.id)]),
      (item) => item,
    ),
    tests: keyed(
      (source.tests ?? []).map((test): [string, typeof test] => [test.name, test]),
      (item) => item,
    ),
    prices: new Map(pricePoints(source).map((point) => [point.item, point])),
  };
};

/**
 * What changes from one catalogue to another: models, parameters, values, rules, categories, selection, rule sets
 * and tests added, removed or changed (apart from prices), and every price added, removed or changed.
 */
export const diffCatalogues = (before: CatalogueFile | null, after: CatalogueFile): CatalogueDiff => {
  const a = entitiesOf(before);
  const b = entitiesOf(after);
  const prices: CataloguePriceChange[] = [];
  for (const [item, point] of b.prices) {
    const old = a.prices.get(item);
    if (!old || old.amount !== point.amount || old.unit !== point.unit) {
      prices.push({ Item: item, Unit: point.unit, From: old?.amount ?? null, To: point.amount });
    }
  }
  for (const [item, point] of a.prices) {
    if (!b.prices.has(item)) {
      prices.push({ Item: item, Unit: point.unit, From: point.amount, To: null });
    }
  }
  const kinds: [CatalogueDiffKind, Keyed, Keyed][] = [
    ['Models', a.models, b.models],
    ['Parameters', a.parameters, b.parameters],
    ['Values', a.values, b.values],
    ['Rules', a.rules, b.rules],
    ['Categories', a.categories, b.categories],
    ['Selection', a.selection, b.selection],
    ['RuleSets', a.ruleSets, b.ruleSets],
    ['Tests', a.tests, b.tests],
  ];
  const changes = Object.fromEntries(kinds.map(([kind, old, now]) => [kind, compare(old, now)])) as Record<
    CatalogueDiffKind,
    EntityChanges
  >;
  const details: CatalogueEntryChange[] = [];
  for (const [kind, old, now] of kinds) {
    for (const item of changes[kind].Changed) {
      if (details.length >= DIFF_DETAILS_MAX) {
        break;
      }
      const fields = fieldChanges(old.get(item)?.item, now.get(item)?.item).map(wireField);
      details.push(
        kind === 'Rules'
          ? { Kind: kind, Item: item, Fields: fields, Before: a.fullRules.get(item), After: b.fullRules.get(item) }
          : { Kind: kind, Item: item, Fields: fields },
      );
    }
  }
  return {
    ...changes,
    Prices: prices,
    BrandRenamed: before !== null && before.brand.name !== after.brand.name,
    Details: details,
    Names: namesOf([after, before], details),
  };
};

const wireField = (change: FieldChange) => ({
  Field: change.field,
  ...('from' in change ? { From: change.from } : {}),
  ...('to' in change ? { To: change.to } : {}),
});

/** Whether the diff changes nothing. */
export const isEmptyDiff = (diff: CatalogueDiff): boolean =>
  diff.Prices.length === 0 &&
  !diff.BrandRenamed &&
  [
    diff.Models,
    diff.Parameters,
    diff.Values,
    diff.Rules,
    diff.Categories,
    diff.Selection,
    diff.RuleSets,
    diff.Tests,
  ].every((changes) => changes.Added.length + changes.Removed.length + changes.Changed.length === 0);

const money = (cents: number) => (cents / 100).toFixed(2);

const priceText = (amount: number, unit: CataloguePriceUnit) =>
  unit === 'percent'
    ? `${(amount / 100).toFixed(2)} %`
    : unit === 'perM2'
      ? `${money(amount)} per m²`
      : unit === 'perMm'
        ? `${money(amount)} per mm`
        : money(amount);

/** One price change as a line: `item: old → new (+x.xx %)`. */
export const priceChangeLine = (change: CataloguePriceChange): string => {
  const from = change.From === null ? 'new' : priceText(change.From, change.Unit);
  const to = change.To === null ? 'removed' : priceText(change.To, change.Unit);
  const percent =
    change.From !== null && change.To !== null && change.From !== 0 && change.Unit !== 'percent'
      ? ` (${change.To >= change.From ? '+' : ''}${(((change.To - change.From) / change.From) * 100).toFixed(2)} %)`
      : '';
  return `  ${change.Item}: ${from} → ${to}${percent}`;
};

/** A value of a changed field as a line shows it: its JSON, cut after 80 characters. */
const valueText = (value: unknown) => {
  const text = JSON.stringify(value) ?? '';
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
};

/** One changed field as the command prints it: `parameters.width.max: 1000 → 1200`, `parameters.glass: added`. */
export const fieldLine = (change: CatalogueEntryChange['Fields'][number]): string => {
  const field = change.Field.length === 0 ? '(whole)' : change.Field.join('.');
  if (!('From' in change)) {
    return `${field}: added ${valueText(change.To)}`;
  }
  if (!('To' in change)) {
    return `${field}: removed (was ${valueText(change.From)})`;
  }
  return `${field}: ${valueText(change.From)} → ${valueText(change.To)}`;
};

const listed = (codes: string[]) =>
  codes.length > 8 ? `${codes.slice(0, 8).join(', ')}, … ${codes.length - 8} more` : codes.join(', ');

/** The diff as the command prints it, one group a line, then each price change; "no changes" when empty. */
export const diffLines = (diff: CatalogueDiff): string[] => {
  if (isEmptyDiff(diff)) {
    return ['no changes'];
  }
  const lines: string[] = [];
  if (diff.BrandRenamed) {
    lines.push('brand: renamed');
  }
  const groups: [string, EntityChanges][] = [
    ['models', diff.Models],
    ['parameters', diff.Parameters],
    ['values', diff.Values],
    ['rules', diff.Rules],
    ['categories', diff.Categories],
    ['selection', diff.Selection],
    ['rule sets', diff.RuleSets],
    ['tests', diff.Tests],
  ];
  const detailsOf = new Map<EntityChanges, CatalogueEntryChange[]>();
  for (const detail of diff.Details ?? []) {
    const changes = diff[detail.Kind];
    detailsOf.set(changes, [...(detailsOf.get(changes) ?? []), detail]);
  }
  for (const [name, changes] of groups) {
    const parts = [
      changes.Added.length > 0 ? `${changes.Added.length} added (${listed(changes.Added)})` : '',
      changes.Removed.length > 0 ? `${changes.Removed.length} removed (${listed(changes.Removed)})` : '',
      changes.Changed.length > 0 ? `${changes.Changed.length} changed (${listed(changes.Changed)})` : '',
    ].filter(Boolean);
    if (parts.length > 0) {
      lines.push(`${name}: ${parts.join('; ')}`);
    }
    for (const detail of detailsOf.get(changes) ?? []) {
      lines.push(`  ${detail.Item}: ${detail.Fields.map(fieldLine).join('; ')}`);
    }
  }
  if (diff.Prices.length > 0) {
    lines.push(`prices: ${diff.Prices.length} added, removed or changed`);
    lines.push(...diff.Prices.map(priceChangeLine));
  }
  return lines;
};
