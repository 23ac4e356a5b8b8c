import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MergeSide, mergeCatalogues } from './catalogue-merge';

type File = {
  brand: { name: string };
  parameters: { code: string; values: { code: string; priceCents: number }[] }[];
  models: {
    code: string;
    basePriceCents: number;
    parameters: { code: string; values: string[] }[];
    rules?: { id: string; kind: string; term: { type: string; cents: number } }[];
  }[];
  tests: { name: string; model: string; changes: { param: string; value: string }[] }[];
};

/** A small catalogue of a maker the demo does not know, with codes of its own. */
const base = (): File => ({
  brand: { name: 'Holzwerk Test' },
  parameters: [
    {
      code: 'finish',
      values: [
        { code: 'oak', priceCents: 0 },
        { code: 'walnut', priceCents: 9000 },
      ],
    },
    { code: 'lock', values: [{ code: 'plain', priceCents: 0 }] },
  ],
  models: [
    {
      code: 'HW-1',
      basePriceCents: 50000,
      parameters: [{ code: 'finish', values: ['oak', 'walnut'] }],
      rules: [{ id: 'r1', kind: 'price', term: { type: 'fixed', cents: 1000 } }],
    },
    { code: 'HW-2', basePriceCents: 60000, parameters: [] },
  ],
  tests: [{ name: 'oak is cheap', model: 'HW-1', changes: [{ param: 'finish', value: 'oak' }] }],
});

/** The entry at an index of a list (the test's own files have it). */
const nth = <T>(list: T[] | undefined, index: number): T => {
  const item = list?.[index];
  if (item === undefined) {
    throw new Error(`no entry ${index}`);
  }
  return item;
};

const edit = (change: (file: File) => void): File => {
  const file = base();
  change(file);
  return file;
};

describe('mergeCatalogues (three-way merge of a catalogue file)', () => {
  it('carries today’s fix into the scheduled version when they touch different places', () => {
    // The scheduled version (next year) raises the base prices and adds a model…
    const scheduled = edit((file) => {
      nth(file.models, 0).basePriceCents = 55000;
      file.models.push({ code: 'HW-3', basePriceCents: 70000, parameters: [] });
    });
    // …today's version fixes a value's price and a rule, and adds a value.
    const published = edit((file) => {
      nth(nth(file.parameters, 0).values, 1).priceCents = 8500;
      nth(nth(file.models, 0).rules, 0).term.cents = 1200;
      nth(file.parameters, 1).values.push({ code: 'smart', priceCents: 25000 });
    });
    const { merged, conflicts } = mergeCatalogues(base(), scheduled, published);
    expect(conflicts).toEqual([]);
    expect(merged.models.map((model) => [model.code, model.basePriceCents])).toEqual([
      ['HW-1', 55000],
      ['HW-2', 60000],
      ['HW-3', 70000],
    ]);
    expect(nth(nth(merged.parameters, 0).values, 1).priceCents).toBe(8500);
    expect(nth(nth(merged.models, 0).rules, 0).term.cents).toBe(1200);
    expect(nth(merged.parameters, 1).values.map((value) => value.code)).toEqual(['plain', 'smart']);
  });

  it('matches entries by their code, not by their place in the list', () => {
    // The scheduled version put HW-2 first; today's fix changes HW-2's price.
    const scheduled = edit((file) => {
      file.models.reverse();
    });
    const published = edit((file) => {
      nth(file.models, 1).basePriceCents = 61000;
    });
    const { merged, conflicts } = mergeCatalogues(base(), scheduled, published);
    expect(conflicts).toEqual([]);
    expect(merged.models.map((model) => [model.code, model.basePriceCents])).toEqual([
      ['HW-2', 61000],
      ['HW-1', 50000],
    ]);
  });

  it('places an entry the published version added after the entry it follows there', () => {
    const scheduled = edit((file) => {
      file.models.push({ code: 'HW-9', basePriceCents: 1, parameters: [] });
    });
    const published = edit((file) => {
      file.models.splice(1, 0, { code: 'HW-1B', basePriceCents: 2, parameters: [] });
    });
    const { merged } = mergeCatalogues(base(), scheduled, published);
    expect(merged.models.map((model) => model.code)).toEqual(['HW-1', 'HW-1B', 'HW-2', 'HW-9']);
  });

  it('lists a place both changed differently by its JSON pointer in the scheduled version, and keeps the scheduled side', () => {
    const scheduled = edit((file) => {
      file.models.reverse();
      nth(file.models, 1).basePriceCents = 55000; // HW-1, now at index 1
    });
    const published = edit((file) => {
      nth(file.models, 0).basePriceCents = 52000;
    });
    const { merged, conflicts } = mergeCatalogues(base(), scheduled, published);
    expect(conflicts).toEqual([
      {
        path: '/models/1/basePriceCents',
        field: ['models', 'HW-1', 'basePriceCents'],
        base: 50000,
        scheduled: 55000,
        published: 52000,
      },
    ]);
    expect(nth(merged.models, 1).basePriceCents).toBe(55000);
  });

  it('settles a conflict by the side its resolution names', () => {
    const scheduled = edit((file) => {
      nth(file.models, 0).basePriceCents = 55000;
      nth(nth(file.models, 0).parameters, 0).values = ['oak'];
    });
    const published = edit((file) => {
      nth(file.models, 0).basePriceCents = 52000;
      nth(nth(file.models, 0).parameters, 0).values = ['walnut', 'oak'];
    });
    const first = mergeCatalogues(base(), scheduled, published);
    // A list of codes is one value: both changed it, so it conflicts whole.
    expect(first.conflicts.map((item) => item.path)).toEqual([
      '/models/0/basePriceCents',
      '/models/0/parameters/0/values',
    ]);
    const resolutions = new Map<string, MergeSide>([
      ['/models/0/basePriceCents', 'published'],
      ['/models/0/parameters/0/values', 'scheduled'],
    ]);
    const { merged, conflicts } = mergeCatalogues(base(), scheduled, published, resolutions);
    expect(conflicts).toEqual([]);
    expect(nth(merged.models, 0).basePriceCents).toBe(52000);
    expect(nth(nth(merged.models, 0).parameters, 0).values).toEqual(['oak']);
  });

  it('sees a removal on one side and a change on the other as a conflict, and removes when the other side did not change it', () => {
    const scheduled = edit((file) => {
      file.models.splice(1, 1); // HW-2 is gone next year
      file.tests = [];
    });
    const published = edit((file) => {
      nth(file.models, 1).basePriceCents = 65000; // …but today its price changes
    });
    const { merged, conflicts } = mergeCatalogues(base(), scheduled, published);
    expect(conflicts).toEqual([
      {
        path: '/models/1',
        field: ['models', 'HW-2'],
        base: base().models[1],
        published: published.models[1],
      },
    ]);
    expect(merged.models.map((model) => model.code)).toEqual(['HW-1']);
    expect(merged.tests).toEqual([]);
    const settled = mergeCatalogues(base(), scheduled, published, new Map([['/models/1', 'published' as const]]));
    expect(settled.merged.models.map((model) => model.code)).toEqual(['HW-1', 'HW-2']);
  });

  it('merges to the scheduled version when it already holds the published changes', () => {
    const both = edit((file) => {
      nth(file.models, 0).basePriceCents = 51000;
    });
    const scheduled = edit((file) => {
      nth(file.models, 0).basePriceCents = 51000;
      nth(file.models, 1).basePriceCents = 70000;
    });
    const { merged, conflicts } = mergeCatalogues(base(), scheduled, both);
    expect(conflicts).toEqual([]);
    expect(merged).toEqual(scheduled);
  });

  it('keeps a key named __proto__ a key', () => {
    const read = (text: string) => JSON.parse(text) as Record<string, unknown>;
    const { merged } = mergeCatalogues(read('{"a":1}'), read('{"a":2}'), read('{"a":1,"__proto__":{"x":1}}'));
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe('{"a":2,"__proto__":{"x":1}}');
  });

  it('escapes “/” and “~” in a pointer segment', () => {
    const { conflicts } = mergeCatalogues({ 'a/b~c': 1 }, { 'a/b~c': 2 }, { 'a/b~c': 3 });
    expect(conflicts[0]?.path).toBe('/a~1b~0c');
    expect(conflicts[0]?.field).toEqual(['a/b~c']);
  });

  it('gives the other side whenever one side is the base, and either side when both are equal', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    // A base of null means "no base"; any other JSON is a base.
    fc.assert(
      fc.property(
        json.filter((value) => value !== null),
        json,
        (a, b) => {
          expect(mergeCatalogues(a, a, b)).toEqual({ merged: b, conflicts: [] });
          expect(mergeCatalogues(a, b, a)).toEqual({ merged: b, conflicts: [] });
          expect(mergeCatalogues(a, b, b).conflicts).toEqual([]);
        },
      ),
    );
  });
});
