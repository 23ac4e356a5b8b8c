import {
  CATALOGUE_MAX_CENTS,
  type CatalogueDraftOperation,
  type CatalogueFile,
  type CatalogueModel,
  type CatalogueParameter,
  type Language,
} from '@door/contract';
import { pointerOf } from './draft-patch';
import { textIn } from './texts';

// The arithmetic of the prices page, kept pure so it is tested apart from the page: reading a typed euro amount as
// cents, scaling prices by a percentage (exact integer arithmetic: a float product of cents and a factor drifts by
// a cent at the half), and the one edit a bulk change makes.

/** The most operations one change of a draft may carry (the contract's limit of a draft change). */
export const DRAFT_OPERATIONS_MAX = 1000;

/** The smallest and largest bulk change, in percent. */
export const BULK_PERCENT_MIN = -90;
export const BULK_PERCENT_MAX = 500;

/** Why a typed price is refused: not a number, outside 0 … 10 000 000 €, or finer than a cent. */
export type PriceProblem = 'format' | 'range' | 'precision';

/** A typed euro amount read as cents, or why it is refused. */
export type ParsedPrice = { cents: number } | { problem: PriceProblem };

/**
 * Reads a price typed in euros as cents. The page shows amounts in German format (`1.234,50`), so a comma is the
 * decimal mark and dots group thousands; a lone dot followed by one or two digits is taken as a decimal mark too
 * (what a number pad types). A currency sign and spaces are ignored.
 */
export const parseEuros = (text: string): ParsedPrice => {
  let typed = text.replace(/[\s\u00a0€]/g, '');
  if (typed === '') {
    return { problem: 'format' };
  }
  if (/^\d{1,3}(\.\d{3})+(,\d*)?$/.test(typed)) {
    typed = typed.replace(/\./g, '');
  } else if (typed.includes(',') && typed.includes('.')) {
    return { problem: 'format' };
  }
  typed = typed.replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(typed);
  if (!match) {
    return { problem: 'format' };
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > 2) {
    return { problem: 'precision' };
  }
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (sign === '-' && cents > 0) {
    return { problem: 'range' };
  }
  if (!Number.isSafeInteger(cents) || cents > CATALOGUE_MAX_CENTS) {
    return { problem: 'range' };
  }
  return { cents };
};

/** Cents as the text an inline price field shows and takes back: `2269,50` (no grouping, two decimals). */
export const centsToInput = (cents: number): string => {
  const whole = Math.trunc(cents / 100);
  const rest = Math.abs(cents % 100);
  return `${cents < 0 && whole === 0 ? '-' : ''}${whole},${String(rest).padStart(2, '0')}`;
};

/** Why a bulk percentage is refused: not a number, outside −90 … +500, or more than two decimals. */
export type PercentProblem = 'format' | 'range' | 'precision';

/** A typed percentage in hundredths of a percent (`2,5` → 250), or why it is refused. */
export const parsePercent = (text: string): { hundredths: number } | { problem: PercentProblem } => {
  const typed = text.replace(/[\s\u00a0%]/g, '').replace(',', '.');
  const match = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(typed);
  if (!match) {
    return { problem: 'format' };
  }
  const [, sign, whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > 2) {
    return { problem: 'precision' };
  }
  const magnitude = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const hundredths = sign === '-' ? -magnitude : magnitude;
  if (hundredths < BULK_PERCENT_MIN * 100 || hundredths > BULK_PERCENT_MAX * 100) {
    return { problem: 'range' };
  }
  return { hundredths };
};

/**
 * A price changed by a percentage given in hundredths of a percent, rounded to the cent half away from zero. The
 * product stays an exact integer (at most 10⁹ cents × 60 000), so no float rounding decides the half.
 */
export const scaleCents = (cents: number, percentHundredths: number): number => {
  const product = cents * (10_000 + percentHundredths);
  const magnitude = Math.floor((Math.abs(product) + 5_000) / 10_000);
  return product < 0 ? -magnitude : magnitude;
};

/** The change from one amount to another in percent; null when there is no old amount to compare with. */
export const percentChange = (from: number | null, to: number | null): number | null =>
  from === null || to === null || from === 0 ? null : ((to - from) / Math.abs(from)) * 100;

/** One price of a bulk change: its place, what it is (`MODEL` or `parameter.value`), old and new price. */
export type BulkRow = {
  /** `MODEL` for a model's base price, `parameter.value` for a value's price (as the diff names prices). */
  item: string;
  /** The value's code; the model's code for a base price. */
  code: string;
  path: string;
  from: number;
  to: number;
  /** Whether the file has the price (a value without one counts as 0 and stays without one). */
  hasPrice: boolean;
  tooLarge: boolean;
};

/** What a bulk change does: every price old → new, and the operations of the one edit. */
export type BulkChange = { rows: BulkRow[]; ops: CatalogueDraftOperation[]; canApply: boolean };

/** What a bulk change scales: every value of one parameter, or every price of one model (base and offered values). */
export type BulkTarget = { kind: 'parameter'; code: string } | { kind: 'model'; code: string };

const scaledRow = (row: Omit<BulkRow, 'to' | 'tooLarge'>, percentHundredths: number): BulkRow => {
  const to = scaleCents(row.from, percentHundredths);
  return { ...row, to, tooLarge: to > CATALOGUE_MAX_CENTS };
};

const changeOf = (rows: BulkRow[]): BulkChange => {
  const ops = rows
    .filter((row) => row.to !== row.from)
    .map((row): CatalogueDraftOperation => priceOp(row.path, row.hasPrice, row.to));
  return { rows, ops, canApply: ops.length > 0 && rows.every((row) => !row.tooLarge) };
};

/**
 * Every value of a parameter with its price changed by the percentage, and the operations that write the prices
 * that change (a value without a price counts as 0 and stays without one). The page applies the operations as one
 * edit, all or nothing.
 */
export const bulkChange = (file: CatalogueFile, parameterCode: string, percentHundredths: number): BulkChange => {
  const index = file.parameters.findIndex((parameter) => parameter.code === parameterCode);
  const parameter = file.parameters[index];
  if (!parameter) {
    return { rows: [], ops: [], canApply: false };
  }
  return changeOf(
    parameter.values.map((value, valueIndex) =>
      scaledRow(
        {
          item: `${parameter.code}.${value.code}`,
          code: value.code,
          path: pointerOf('parameters', index, 'values', valueIndex, 'priceCents'),
          from: value.priceCents ?? 0,
          hasPrice: value.priceCents !== undefined,
        },
        percentHundredths,
      ),
    ),
  );
};

/**
 * Every price of a model changed by the percentage: its base price and the price of every value it offers (a value
 * offered by other models too changes for them as well; the grid says how many share it).
 */
export const bulkChangeOfModel = (file: CatalogueFile, modelCode: string, percentHundredths: number): BulkChange => {
  const grid = priceGrid(file, modelCode, 'en');
  if (!grid) {
    return { rows: [], ops: [], canApply: false };
  }
  const base = scaledRow(
    { item: grid.model, code: grid.model, path: grid.basePath, from: grid.baseCents, hasPrice: true },
    percentHundredths,
  );
  const values = grid.groups.flatMap((group) =>
    group.values.map((value) =>
      scaledRow(
        {
          item: value.item,
          code: value.code,
          path: value.path,
          from: value.cents ?? 0,
          hasPrice: value.cents !== null,
        },
        percentHundredths,
      ),
    ),
  );
  return changeOf([base, ...values]);
};

/** A bulk change of a parameter or of a model. */
export const bulkChangeOf = (file: CatalogueFile, target: BulkTarget, percentHundredths: number): BulkChange =>
  target.kind === 'parameter'
    ? bulkChange(file, target.code, percentHundredths)
    : bulkChangeOfModel(file, target.code, percentHundredths);

/** The operation that sets one price: `replace` where the file has it, `add` where the value had none. */
export const priceOp = (path: string, hasPrice: boolean, cents: number): CatalogueDraftOperation =>
  hasPrice ? { op: 'replace', path, value: cents } : { op: 'add', path, value: cents };

/** The value codes a model offers of a parameter: its list, else every value of the parameter. */
export const offeredValues = (model: CatalogueModel, parameter: CatalogueParameter): string[] => {
  const use = model.parameters.find((entry) => entry.code === parameter.code);
  if (!use) {
    return [];
  }
  return use.values ?? parameter.values.map((value) => value.code);
};

/**
 * How many models offer each value, keyed `parameter.value`: a value's price is shared by every model that offers
 * it, and the grid says so before the price is changed.
 */
export const offerCounts = (file: CatalogueFile): Map<string, number> => {
  const counts = new Map<string, number>();
  const parameters = new Map(file.parameters.map((parameter) => [parameter.code, parameter]));
  for (const model of file.models) {
    for (const use of model.parameters) {
      const parameter = parameters.get(use.code);
      if (!parameter) {
        continue;
      }
      for (const code of new Set(offeredValues(model, parameter))) {
        const key = `${use.code}.${code}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
};

/** One value's price in the grid of a model. */
export type PriceGridValue = {
  /** `parameter.value`, as the diff and the spreadsheet name the price. */
  item: string;
  code: string;
  name: string;
  /** Where the price is written in the file (JSON pointer). */
  path: string;
  /** The price in cents; null when the value has none. */
  cents: number | null;
  /** How many models offer the value, and so share its price. */
  sharedBy: number;
};

/** One parameter of a model in the price grid, with the values the model offers. */
export type PriceGridGroup = { code: string; name: string; values: PriceGridValue[] };

/** The prices of one model: its base price, then every parameter it uses with the values it offers. */
export type PriceGrid = {
  model: string;
  name: string;
  basePath: string;
  baseCents: number;
  groups: PriceGridGroup[];
};

/**
 * The price grid of a model: its base price and, per parameter it uses (in the model's order), the price of every
 * value it offers, named in the language asked for. Null when the file has no such model.
 */
export const priceGrid = (file: CatalogueFile, modelCode: string, language: Language): PriceGrid | null => {
  const modelIndex = file.models.findIndex((model) => model.code === modelCode);
  const model = file.models[modelIndex];
  if (!model) {
    return null;
  }
  const counts = offerCounts(file);
  const indexes = new Map(file.parameters.map((parameter, index) => [parameter.code, index]));
  const groups = model.parameters.flatMap((use): PriceGridGroup[] => {
    const parameterIndex = indexes.get(use.code);
    const parameter = parameterIndex === undefined ? undefined : file.parameters[parameterIndex];
    if (!parameter || parameterIndex === undefined) {
      return [];
    }
    const offered = new Set(offeredValues(model, parameter));
    const values = parameter.values.flatMap((value, valueIndex): PriceGridValue[] =>
      offered.has(value.code)
        ? [
            {
              item: `${parameter.code}.${value.code}`,
              code: value.code,
              name: textIn(value.names, language),
              path: pointerOf('parameters', parameterIndex, 'values', valueIndex, 'priceCents'),
              cents: value.priceCents ?? null,
              sharedBy: counts.get(`${parameter.code}.${value.code}`) ?? 0,
            },
          ]
        : [],
    );
    return [{ code: parameter.code, name: textIn(parameter.names, language), values }];
  });
  return {
    model: model.code,
    name: model.name,
    basePath: pointerOf('models', modelIndex, 'basePriceCents'),
    baseCents: model.basePriceCents,
    groups,
  };
};

/**
 * The grid with only what matches a search (code or name, any case): a parameter that matches keeps all its values,
 * else only its matching values; a parameter with none left is dropped. An empty search keeps everything.
 */
export const filterPriceGrid = (grid: PriceGrid, search: string): PriceGrid => {
  const needle = search.trim().toLowerCase();
  if (needle === '') {
    return grid;
  }
  const hit = (...texts: string[]) => texts.some((text) => text.toLowerCase().includes(needle));
  return {
    ...grid,
    groups: grid.groups.flatMap((group) => {
      if (hit(group.code, group.name)) {
        return [group];
      }
      const values = group.values.filter((value) => hit(value.code, value.name, value.item));
      return values.length > 0 ? [{ ...group, values }] : [];
    }),
  };
};

/** The operation of one price typed in the grid; null when it is the price already there. */
export const priceEditOp = (path: string, before: number | null, cents: number): CatalogueDraftOperation | null =>
  before === cents ? null : priceOp(path, before !== null, cents);
