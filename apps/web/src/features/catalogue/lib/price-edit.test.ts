import type { CatalogueFile } from '@door/contract';
import { describe, expect, it } from 'vitest';
import {
  bulkChange,
  bulkChangeOf,
  bulkChangeOfModel,
  centsToInput,
  filterPriceGrid,
  offerCounts,
  parseEuros,
  parsePercent,
  percentChange,
  priceEditOp,
  priceGrid,
  priceOp,
  scaleCents,
} from './price-edit';

const text = (en: string) => ({ sl: en, en, de: en, fr: en });

/** Two models; the glass parameter has a value without a price; model B offers only two of its values. */
const file: CatalogueFile = {
  formatVersion: 1,
  brand: { name: 'Alpina' },
  categories: [{ code: 'main', names: text('Main') }],
  parameters: [
    {
      code: 'colour',
      dataType: 'list',
      category: 'main',
      names: text('Colour'),
      values: [
        { code: 'white', names: text('White'), priceCents: 0 },
        { code: 'oak', names: text('Oak'), priceCents: 10_005 },
        { code: 'black', names: text('Black'), priceCents: 333 },
      ],
    },
    {
      code: 'glass',
      dataType: 'list',
      category: 'main',
      names: text('Glass'),
      values: [
        { code: 'clear', names: text('Clear') },
        { code: 'frosted', names: text('Frosted'), priceCents: 5_000 },
      ],
    },
  ],
  models: [
    {
      code: 'A',
      name: 'Model A',
      titles: text('A'),
      basePriceCents: 100_000,
      parameters: [{ code: 'colour' }, { code: 'glass' }],
    },
    {
      code: 'B',
      name: 'Model B',
      titles: text('B'),
      basePriceCents: 120_000,
      parameters: [{ code: 'colour', values: ['white', 'oak'] }],
    },
  ],
} as unknown as CatalogueFile;

describe('scaleCents', () => {
  it('rounds to the cent half away from zero', () => {
    // 10 005 × 1.1 = 11 005.5 → 11 006; 333 × 0.85 = 283.05 → 283; 15 × 1.5 = 22.5 → 23.
    expect(scaleCents(10_005, 1_000)).toBe(11_006);
    expect(scaleCents(333, -1_500)).toBe(283);
    expect(scaleCents(15, 5_000)).toBe(23);
    // 5 × 0.9 = 4.5 → 5 (away from zero, not to even); 25 × 0.9 = 22.5 → 23.
    expect(scaleCents(5, -1_000)).toBe(5);
    expect(scaleCents(25, -1_000)).toBe(23);
  });

  it('takes fractional percentages and negative ones down to −90 %', () => {
    expect(scaleCents(10_000, 250)).toBe(10_250);
    expect(scaleCents(10_000, -9_000)).toBe(1_000);
    expect(scaleCents(999, -9_000)).toBe(100);
    expect(scaleCents(1_000_000_000, 50_000)).toBe(6_000_000_000);
    expect(scaleCents(0, 50_000)).toBe(0);
  });
});

describe('parseEuros', () => {
  it('reads German and plain amounts as cents', () => {
    expect(parseEuros('1.234,5')).toEqual({ cents: 123_450 });
    expect(parseEuros('2269,50 €')).toEqual({ cents: 226_950 });
    expect(parseEuros('12.5')).toEqual({ cents: 1_250 });
    expect(parseEuros('0')).toEqual({ cents: 0 });
    expect(parseEuros('10.000.000,00')).toEqual({ cents: 1_000_000_000 });
  });

  it('refuses what is no price, what is finer than a cent and what is out of range', () => {
    expect(parseEuros('')).toEqual({ problem: 'format' });
    expect(parseEuros('abc')).toEqual({ problem: 'format' });
    expect(parseEuros('1,234.5')).toEqual({ problem: 'format' });
    expect(parseEuros('1,234')).toEqual({ problem: 'precision' });
    expect(parseEuros('1,230')).toEqual({ cents: 123 });
    expect(parseEuros('-1')).toEqual({ problem: 'range' });
    expect(parseEuros('10000000,01')).toEqual({ problem: 'range' });
  });

  it('reads back what centsToInput writes', () => {
    for (const cents of [0, 5, 99, 100, 226_950, 1_000_000_000]) {
      expect(parseEuros(centsToInput(cents))).toEqual({ cents });
    }
  });
});

describe('parsePercent', () => {
  it('reads signed percentages with decimals in hundredths, within −90 … +500', () => {
    expect(parsePercent('-12,5')).toEqual({ hundredths: -1_250 });
    expect(parsePercent('+3.75 %')).toEqual({ hundredths: 375 });
    expect(parsePercent('500')).toEqual({ hundredths: 50_000 });
    expect(parsePercent('-90')).toEqual({ hundredths: -9_000 });
    expect(parsePercent('-90,01')).toEqual({ problem: 'range' });
    expect(parsePercent('500.5')).toEqual({ problem: 'range' });
    expect(parsePercent('1,125')).toEqual({ problem: 'precision' });
    expect(parsePercent('ten')).toEqual({ problem: 'format' });
  });
});

describe('bulkChange', () => {
  it('lists every value old → new and replaces only the prices that change, in one list of operations', () => {
    const change = bulkChange(file, 'colour', 1_000);
    expect(change.rows.map((row) => [row.code, row.from, row.to])).toEqual([
      ['white', 0, 0],
      ['oak', 10_005, 11_006],
      ['black', 333, 366],
    ]);
    expect(change.ops).toEqual([
      { op: 'replace', path: '/parameters/0/values/1/priceCents', value: 11_006 },
      { op: 'replace', path: '/parameters/0/values/2/priceCents', value: 366 },
    ]);
    expect(change.canApply).toBe(true);
  });

  it('lowers prices with a negative percentage and leaves a value without a price alone', () => {
    const change = bulkChange(file, 'glass', -3_333);
    expect(change.rows.map((row) => [row.code, row.from, row.to])).toEqual([
      ['clear', 0, 0],
      ['frosted', 5_000, 3_334],
    ]);
    expect(change.ops).toEqual([{ op: 'replace', path: '/parameters/1/values/1/priceCents', value: 3_334 }]);
  });

  it('cannot apply nothing, an unknown parameter, or a price above the largest', () => {
    expect(bulkChange(file, 'colour', 0).canApply).toBe(false);
    expect(bulkChange(file, 'nope', 1_000)).toEqual({ rows: [], ops: [], canApply: false });
    const huge = structuredClone(file);
    const oak = huge.parameters[0]?.values[1];
    if (oak) {
      oak.priceCents = 900_000_000;
    }
    const change = bulkChange(huge, 'colour', 5_000);
    expect(change.rows[1]?.tooLarge).toBe(true);
    expect(change.canApply).toBe(false);
  });
});

describe('prices shared by models', () => {
  it('counts the models that offer each value', () => {
    const counts = offerCounts(file);
    expect(counts.get('colour.white')).toBe(2);
    expect(counts.get('colour.black')).toBe(1);
    expect(counts.get('glass.clear')).toBe(1);
  });

  it('adds a price where the value had none and replaces one it had', () => {
    expect(priceOp('/p', false, 5)).toEqual({ op: 'add', path: '/p', value: 5 });
    expect(priceOp('/p', true, 5)).toEqual({ op: 'replace', path: '/p', value: 5 });
  });

  it('gives the change in percent only when there is an old amount', () => {
    expect(percentChange(10_000, 11_000)).toBeCloseTo(10);
    expect(percentChange(10_000, 7_500)).toBeCloseTo(-25);
    expect(percentChange(null, 5)).toBeNull();
    expect(percentChange(0, 5)).toBeNull();
  });
});

describe('priceGrid', () => {
  it('lists the base price and, per parameter the model uses, the values it offers with their places', () => {
    const grid = priceGrid(file, 'B', 'en');
    expect(grid).toMatchObject({
      model: 'B',
      name: 'Model B',
      basePath: '/models/1/basePriceCents',
      baseCents: 120_000,
    });
    expect(grid?.groups.map((group) => [group.code, group.name])).toEqual([['colour', 'Colour']]);
    expect(grid?.groups[0]?.values).toEqual([
      {
        item: 'colour.white',
        code: 'white',
        name: 'White',
        path: '/parameters/0/values/0/priceCents',
        cents: 0,
        sharedBy: 2,
      },
      {
        item: 'colour.oak',
        code: 'oak',
        name: 'Oak',
        path: '/parameters/0/values/1/priceCents',
        cents: 10_005,
        sharedBy: 2,
      },
    ]);
  });

  it('gives a value without a price as null, and nothing for an unknown model', () => {
    const glass = priceGrid(file, 'A', 'de')?.groups[1];
    expect(glass?.values.map((value) => [value.code, value.cents])).toEqual([
      ['clear', null],
      ['frosted', 5_000],
    ]);
    expect(priceGrid(file, 'Z', 'en')).toBeNull();
  });

  it('filters by code or name, keeping a whole parameter that matches and dropping empty ones', () => {
    const grid = priceGrid(file, 'A', 'en');
    if (!grid) {
      throw new Error('no grid');
    }
    expect(filterPriceGrid(grid, '  ')).toBe(grid);
    expect(filterPriceGrid(grid, 'GLASS').groups.map((group) => [group.code, group.values.length])).toEqual([
      ['glass', 2],
    ]);
    expect(
      filterPriceGrid(grid, 'oak').groups.map((group) => [group.code, group.values.map((value) => value.code)]),
    ).toEqual([['colour', ['oak']]]);
    expect(filterPriceGrid(grid, 'nothing like it').groups).toEqual([]);
  });
});

describe('an edit in the grid', () => {
  it('adds a price where there was none, replaces one that changes and does nothing when it is the same', () => {
    expect(priceEditOp('/p', null, 100)).toEqual({ op: 'add', path: '/p', value: 100 });
    expect(priceEditOp('/p', 50, 100)).toEqual({ op: 'replace', path: '/p', value: 100 });
    expect(priceEditOp('/p', 100, 100)).toBeNull();
    expect(priceEditOp('/p', null, 0)).toEqual({ op: 'add', path: '/p', value: 0 });
  });
});

describe('bulkChangeOfModel', () => {
  it('scales the base price and every value the model offers, in one list of operations', () => {
    const change = bulkChangeOfModel(file, 'B', 400);
    expect(change.rows.map((row) => [row.item, row.from, row.to])).toEqual([
      ['B', 120_000, 124_800],
      ['colour.white', 0, 0],
      ['colour.oak', 10_005, 10_405],
    ]);
    expect(change.ops).toEqual([
      { op: 'replace', path: '/models/1/basePriceCents', value: 124_800 },
      { op: 'replace', path: '/parameters/0/values/1/priceCents', value: 10_405 },
    ]);
    expect(change.canApply).toBe(true);
  });

  it('leaves values without a price without one, and knows no unknown model', () => {
    const change = bulkChangeOfModel(file, 'A', -1_000);
    const clear = change.rows.find((row) => row.item === 'glass.clear');
    expect(clear).toMatchObject({ from: 0, to: 0, hasPrice: false });
    expect(change.ops.some((op) => op.path === clear?.path)).toBe(false);
    expect(bulkChangeOfModel(file, 'Z', 1_000)).toEqual({ rows: [], ops: [], canApply: false });
  });

  it('is chosen by the target', () => {
    expect(bulkChangeOf(file, { kind: 'parameter', code: 'glass' }, 1_000)).toEqual(bulkChange(file, 'glass', 1_000));
    expect(bulkChangeOf(file, { kind: 'model', code: 'A' }, 1_000)).toEqual(bulkChangeOfModel(file, 'A', 1_000));
  });
});
