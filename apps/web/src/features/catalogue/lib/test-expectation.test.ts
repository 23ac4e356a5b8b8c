import type { CatalogueDraftPreview } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { expectationFromPreview } from './test-expectation';

const preview = {
  Tree: [
    {
      ParameterId: 'p1',
      Values: [
        { ParameterValueId: 'v1', IsAllowed: true },
        { ParameterValueId: 'v2', IsAllowed: false },
      ],
    },
  ],
  ParameterCodes: { p1: 'finish' },
  ValueCodes: { v1: 'white', v2: 'oak' },
  Expect: { choices: { finish: 'white' }, enabled: ['finish'], disabled: ['glass'], parts: ['leaf'], priceCents: 1234 },
  PriceTrace: [
    { RuleId: 'area', Amount: 12.5 },
    { RuleId: 'area', Amount: 1 },
    { RuleId: null, Amount: 100 },
  ],
} as unknown as CatalogueDraftPreview;

describe('a test’s expectations taken from the live preview', () => {
  it('refreshes the keys the test checks, and only those', () => {
    const test = {
      name: 't',
      model: 'M',
      expect: {
        priceCents: 1,
        allowed: { finish: ['oak'] },
        priceTerms: { area: 1, gone: 5 },
        absentParts: ['leaf', 'frame'],
        message: 'moved',
      },
    };
    expect(expectationFromPreview(test, preview)).toEqual({
      allowed: { finish: ['white'] },
      priceCents: 1234,
      priceTerms: { area: 1350, gone: 0 },
      absentParts: ['frame'],
      message: 'moved',
    });
  });

  it('gives a test that checks nothing what a test saved from the preview checks', () => {
    expect(expectationFromPreview({ name: 't', model: 'M', expect: {} }, preview)).toEqual({
      choices: { finish: 'white' },
      enabled: ['finish'],
      disabled: ['glass'],
      priceCents: 1234,
      parts: ['leaf'],
    });
  });
});
