import { describe, expect, it } from 'vitest';
import { listValue, parameter, testModel } from './engine.fixtures';
import { compileCatalogueModel, configure, presentTree } from './index';

const leaves = parameter('leaves', 'string', [listValue('single', { isDefault: true }), listValue('double')], 1);
const width = parameter('width', 'integer', [listValue('range', { min: 600, max: 2000, intValue: 900 })], 2);
const model = compileCatalogueModel(
  testModel(
    [leaves, width],
    [
      {
        kind: 'range',
        id: 'single-width',
        param: 'width',
        when: { param: 'leaves', in: ['single'] },
        max: 1000,
        reason: { sl: 'Eno krilo', en: 'One leaf is at most 1000 mm wide', de: 'Ein Flügel', fr: 'Un vantail' },
      },
    ],
  ),
);
const options = { showPrices: false, markupBasisPoints: 0, valueImageUrl: () => null };
const widthOf = (tree: ReturnType<typeof presentTree>) => tree.find((param) => param.ParameterName === 'width');

describe('presenting a number parameter', () => {
  it("gives the reason of the rule that sets a bound, in the caller's language, with the deciding choice", () => {
    const result = configure(model, {}, null, { markupBasisPoints: 0 });
    const en = widthOf(presentTree(result, { ...options, lang: 'en' }));
    expect([en?.MinValue, en?.MaxValue]).toEqual([600, 1000]);
    expect(en?.MaxReason).toBe('One leaf is at most 1000 mm wide (leaves: single)');
    expect(en?.MinReason).toBeNull();
    expect(widthOf(presentTree(result, { ...options, lang: 'de' }))?.MaxReason).toBe('Ein Flügel (leaves: single)');
  });

  it("has no reason where the parameter's own range decides", () => {
    const leavesId = model.params.find((param) => param.def.code === 'leaves')?.def;
    const double = leavesId?.values.find((value) => value.code === 'double')?.id as string;
    const result = configure(
      model,
      {},
      { parameterId: leavesId?.id as string, parameterValueId: double },
      {
        markupBasisPoints: 0,
      },
    );
    const en = widthOf(presentTree(result, { ...options, lang: 'en' }));
    expect([en?.MinValue, en?.MaxValue, en?.MinReason, en?.MaxReason]).toEqual([600, 2000, null, null]);
  });
});
