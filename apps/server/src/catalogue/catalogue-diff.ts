import type {
  CatalogueDiff,
  CatalogueFile,
  CatalogueModel,
  CatalogueParameter,
  CataloguePriceChange,
  CataloguePriceUnit,
  CatalogueRule,
  EntityChanges,
} from '@door/contract';

type Keyed = Map<string, string>;

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
  new Map(entries.map(([key, item]) => [key, JSON.stringify(comparable(item))]));

const compare = (before: Keyed, after: Keyed): EntityChanges => ({
  Added: [...after.keys()].filter((key) => !before.has(key)),
  Removed: [...before.keys()].filter((key) => !after.has(key)),
  Changed: [...after.keys()].filter((key) => before.has(key) && before.get(key) !== after.get(key)),
});

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
  return {
    Models: compare(a.models, b.models),
    Parameters: compare(a.parameters, b.parameters),
    Values: compare(a.values, b.values),
    Rules: compare(a.rules, b.rules),
    Categories: compare(a.categories, b.categories),
    Selection: compare(a.selection, b.selection),
    RuleSets: compare(a.ruleSets, b.ruleSets),
    Tests: compare(a.tests, b.tests),
    Prices: prices,
    BrandRenamed: before !== null && before.brand.name !== after.brand.name,
  };
};

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
  for (const [name, changes] of groups) {
    const parts = [
      changes.Added.length > 0 ? `${changes.Added.length} added (${listed(changes.Added)})` : '',
      changes.Removed.length > 0 ? `${changes.Removed.length} removed (${listed(changes.Removed)})` : '',
      changes.Changed.length > 0 ? `${changes.Changed.length} changed (${listed(changes.Changed)})` : '',
    ].filter(Boolean);
    if (parts.length > 0) {
      lines.push(`${name}: ${parts.join('; ')}`);
    }
  }
  if (diff.Prices.length > 0) {
    lines.push(`prices: ${diff.Prices.length} added, removed or changed`);
    lines.push(...diff.Prices.map(priceChangeLine));
  }
  return lines;
};
