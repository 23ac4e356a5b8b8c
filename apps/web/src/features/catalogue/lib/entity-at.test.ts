import { describe, expect, it } from 'vitest';
import { entityAt } from './entity-at';

describe('the entry a pointer lies in', () => {
  it('opens the deepest entry that holds the place', () => {
    expect(entityAt('/models/3/rules/2/when/in/0')).toEqual({
      kind: 'rule',
      path: '/models/3/rules/2',
      indexes: [3, 2],
    });
    expect(entityAt('/ruleSets/1/rules/0')).toEqual({ kind: 'rule', path: '/ruleSets/1/rules/0', indexes: [1, 0] });
    expect(entityAt('/parameters/4/values/1/names/de')).toEqual({
      kind: 'value',
      path: '/parameters/4/values/1',
      indexes: [4, 1],
    });
    expect(entityAt('/models/0/parameters/2')).toMatchObject({ kind: 'modelParameter' });
    expect(entityAt('/models/0/basePriceCents')).toEqual({ kind: 'model', path: '/models/0', indexes: [0] });
    expect(entityAt('/tests/5/expect')).toMatchObject({ kind: 'test', path: '/tests/5' });
    expect(entityAt('/brand/name')).toMatchObject({ kind: 'brand', path: '/brand' });
  });

  it('finds none for the file’s top keys, a missing pointer or a non-number index', () => {
    expect(entityAt('/formatVersion')).toBeNull();
    expect(entityAt(null)).toBeNull();
    expect(entityAt('/models/x')).toBeNull();
  });
});
