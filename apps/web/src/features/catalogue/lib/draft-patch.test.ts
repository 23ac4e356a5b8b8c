import type { CatalogueDraftOperation } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { applyEdit, applyOps, pointerOf, pointerParts, setOp, valueAt } from './draft-patch';

const file = {
  brand: { name: 'Nordhaus' },
  parameters: [
    { code: 'surface', names: { en: 'Surface' }, values: [{ code: 'smooth' }, { code: 'fine', priceCents: 4000 }] },
  ],
};

/** Applies an edit, then its inverse: the document must be what it was. */
const roundTrip = (ops: CatalogueDraftOperation[]) => {
  const { document, edit } = applyEdit(file, ops);
  expect(document).not.toEqual(file);
  expect(applyOps(document, edit.inverse)).toEqual(file);
  return document;
};

describe('the draft’s JSON Patch edits', () => {
  it('escapes and reads pointers', () => {
    expect(pointerOf('models', 0, 'a/b~c')).toBe('/models/0/a~1b~0c');
    expect(pointerParts('/models/0/a~1b~0c')).toEqual(['models', '0', 'a/b~c']);
    expect(valueAt(file, '/parameters/0/values/1/priceCents')).toBe(4000);
    expect(valueAt(file, '/parameters/3/values')).toBeUndefined();
  });

  it('undoes a replace, an added key, an added list entry, a removal and a move', () => {
    roundTrip([{ op: 'replace', path: '/brand/name', value: 'Nordhaus Türen' }]);
    roundTrip([setOp('/parameters/0/names/de', 'Oberfläche')]);
    roundTrip([{ op: 'add', path: '/parameters/0/values/-', value: { code: 'gloss' } }]);
    roundTrip([{ op: 'remove', path: '/parameters/0/values/0' }]);
    const moved = roundTrip([{ op: 'move', from: '/parameters/0/values/0', path: '/parameters/0/values/1' }]);
    expect(valueAt(moved, '/parameters/0/values/0/code')).toBe('fine');
  });

  it('undoes several operations of one edit in reverse order', () => {
    roundTrip([
      { op: 'add', path: '/parameters/0/values/-', value: { code: 'gloss' } },
      setOp('/parameters/0/values/2/priceCents', 5500),
      setOp('/parameters/0/values/1/priceCents', undefined),
    ]);
  });

  it('leaves the document it was given as it was, and refuses an edit that does not apply', () => {
    const before = structuredClone(file);
    applyEdit(file, [{ op: 'replace', path: '/brand/name', value: 'X' }]);
    expect(file).toEqual(before);
    expect(() => applyOps(file, [{ op: 'replace', path: '/models/0/name', value: 'X' }])).toThrow();
  });
});
