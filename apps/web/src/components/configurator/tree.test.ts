import type { TreeParameter } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { clampStep, groupTree } from './tree';

const parameter = (id: string, category: string, order: number, categoryOrder: number, parent: string | null = null) =>
  ({
    ParameterId: id,
    CategoryId: category,
    Category: category,
    CategoryOrder: categoryOrder,
    CategoryParentId: parent,
    CategoryStatusId: '0d7b1c10-0004-4000-8000-000000000001',
    Order: order,
  }) as TreeParameter;

describe('groupTree', () => {
  it('orders categories and parameters and nests child categories under their parent', () => {
    const groups = groupTree([
      parameter('b2', 'b', 2, 20),
      parameter('a1', 'a', 1, 10),
      parameter('b1', 'b', 1, 20),
      parameter('c1', 'c', 1, 25, 'b'),
    ]);
    expect(groups.map((group) => group.id)).toEqual(['a', 'b']);
    expect(groups[1]?.parameters.map((p) => p.ParameterId)).toEqual(['b1', 'b2']);
    expect(groups[1]?.children.map((group) => group.id)).toEqual(['c']);
  });

  it('keeps the stored step within the steps', () => {
    expect(clampStep(5, 3)).toBe(2);
    expect(clampStep(-1, 3)).toBe(0);
    expect(clampStep(1, 0)).toBe(0);
  });
});
