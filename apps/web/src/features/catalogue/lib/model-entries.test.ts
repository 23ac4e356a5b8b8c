import type { CatalogueFile } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { applyEdit, applyOps, diffOps } from './draft-patch';
import { copyModelOps, removeModelOps, removeRuleSetOps } from './model-entries';
import { addTopEntryOp } from './new-top-entries';

const text = (en: string) => ({ sl: en, en, de: en, fr: en });
const file: CatalogueFile = {
  formatVersion: 1,
  brand: { name: 'Holzwerk' },
  categories: [],
  parameters: [],
  ruleSets: [
    { code: 'grund', rules: [] },
    { code: 'extra', rules: [] },
  ],
  models: [
    {
      code: 'A',
      name: 'Alpha',
      titles: text('Alpha'),
      basePriceCents: 100,
      parameters: [],
      ruleSets: ['grund', 'extra'],
      rules: [
        {
          kind: 'part',
          id: 'frame',
          partCode: 'frame',
          partId: '8b6a0c6e-1f7e-4c39-9a43-1c8e0f2a9b11',
          title: text('Frame'),
        },
      ],
    },
    { code: 'B', name: 'Beta', titles: text('Beta'), basePriceCents: 100, parameters: [], ruleSets: ['grund'] },
  ],
  tests: [
    { name: 'alpha', model: 'A', expect: { priceCents: 100 } },
    { name: 'beta', model: 'B', expect: {} },
    { name: 'alpha (C)', model: 'X', expect: {} },
  ],
};

/** Applies an edit and its inverse: the file must come back as it was. */
const roundTrip = (ops: ReturnType<typeof copyModelOps>) => {
  const { document, edit } = applyEdit(file, ops);
  expect(applyOps(document, edit.inverse)).toEqual(file);
  return document;
};

describe('whole-model edits of the workbench', () => {
  it('copies a model after it with its rules (a part without its explicit id) and its tests, named apart', () => {
    const after = roundTrip(copyModelOps(file, 0, 'C'));
    expect(after.models.map((model) => model.code)).toEqual(['A', 'C', 'B']);
    expect(after.models[1]).toMatchObject({ code: 'C', name: 'C', ruleSets: ['grund', 'extra'] });
    expect(after.models[1]?.rules?.[0]).toEqual({ kind: 'part', id: 'frame', partCode: 'frame', title: text('Frame') });
    expect(after.models[0]?.rules?.[0]).toHaveProperty('partId');
    expect(after.tests?.at(-1)).toEqual({ name: 'alpha (C) 2', model: 'C', expect: { priceCents: 100 } });
  });

  it('removes a model with its tests only', () => {
    const after = roundTrip(removeModelOps(file, 0));
    expect(after.models.map((model) => model.code)).toEqual(['B']);
    expect(after.tests?.map((test) => test.name)).toEqual(['beta', 'alpha (C)']);
  });

  it('removes a rule set and takes it off every model (the key gone where none is left)', () => {
    const after = roundTrip(removeRuleSetOps(file, 0));
    expect(after.ruleSets?.map((set) => set.code)).toEqual(['extra']);
    expect(after.models[0]?.ruleSets).toEqual(['extra']);
    expect(after.models[1]).not.toHaveProperty('ruleSets');
  });

  it('adds a rule set to a file that has none, and a model valid at once', () => {
    const bare = { ...file, ruleSets: undefined };
    expect(applyOps(bare, [addTopEntryOp(bare, 'ruleSets', 'neu')]).ruleSets).toEqual([{ code: 'neu', rules: [] }]);
    expect(applyOps(file, [addTopEntryOp(file, 'models', 'N')]).models.at(-1)).toEqual({
      code: 'N',
      name: 'N',
      titles: text('N'),
      basePriceCents: 0,
      parameters: [],
    });
  });

  it('records a change the server made as the least edit, in the new file’s key order', () => {
    const renamed = structuredClone(file);
    (renamed.models[0] as { code: string }).code = 'AA';
    (renamed.tests?.[0] as { model: string }).model = 'AA';
    const reordered = { ...renamed, tests: [{ expect: {}, name: 'x', model: 'B' }] };
    expect(diffOps(file, renamed)).toEqual([
      { op: 'replace', path: '/models/0/code', value: 'AA' },
      { op: 'replace', path: '/tests/0/model', value: 'AA' },
    ]);
    expect(diffOps(file, reordered).at(-1)).toEqual({ op: 'replace', path: '/tests', value: reordered.tests });
    const { document, edit } = applyEdit(file, diffOps(file, renamed));
    expect(document).toEqual(renamed);
    expect(applyOps(document, edit.inverse)).toEqual(file);
  });
});
