import { type Change, configure, type EngineResult, presentChanges, presentTree, presentTreeJson } from '@door/engine';
import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '#server/test/demo-catalogue';

const catalogue = loadDemoCatalogue();
const modelOf = (code: string) => {
  const model = catalogue.ordered.find((candidate) => candidate.def.code === code);
  if (!model) {
    throw new Error(`no model ${code}`);
  }
  return model.compiled;
};
const PRICES = { markupBasisPoints: 0 };

/** Applies changes by codes: a value code for list parameters, else the typed text. */
const apply = (code: string, changes: [string, string][], start?: EngineResult) => {
  const model = modelOf(code);
  let result = start ?? configure(model, {}, null, PRICES);
  for (const [paramCode, value] of changes) {
    const param = model.params[model.paramIndexByCode.get(paramCode) as number];
    if (!param) {
      throw new Error(`no parameter ${paramCode}`);
    }
    const valueId = param.valueIndexByCode.has(value)
      ? param.def.values[param.valueIndexByCode.get(value) as number]?.id
      : undefined;
    const change: Change = valueId
      ? { parameterId: param.def.id, parameterValueId: valueId }
      : { parameterId: param.def.id, customValue: value };
    result = configure(model, result.choices, change, PRICES);
  }
  return result;
};
const choiceOf = (result: EngineResult, paramCode: string) => {
  const param = result.model.params[result.model.paramIndexByCode.get(paramCode) as number];
  if (!param) {
    return undefined;
  }
  if (param.isList) {
    return param.def.values[result.state.sel[param.index] as number]?.code ?? null;
  }
  return param.isNumeric ? result.state.num[param.index] : result.state.text[param.index];
};
const isEnabled = (result: EngineResult, paramCode: string) =>
  result.params[result.model.paramIndexByCode.get(paramCode) as number]?.enabled ?? false;

describe('the demo catalogue', () => {
  it('loads at least 30 models with every rule accepted', () => {
    expect(catalogue.ordered.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.ordered.filter((model) => model.isSpecialOffer).length).toBeGreaterThanOrEqual(5);
    const types = new Set(catalogue.ordered.flatMap((model) => model.def.parameters.map((param) => param.dataType)));
    expect([...types].sort()).toEqual(['color', 'comment', 'data', 'decimal', 'double', 'integer', 'string', 'text']);
  });

  it('offers glass only with a glazing cut-out', () => {
    const glazed = apply('AURORA', []);
    expect(isEnabled(glazed, 'glass')).toBe(true);
    const solid = apply('AURORA', [['cutout', 'none']]);
    expect(isEnabled(solid, 'glass')).toBe(false);
    expect(
      solid.choices[solid.model.params[solid.model.paramIndexByCode.get('glass') as number]?.def.id ?? ''],
    ).toBeUndefined();
    expect(presentChanges(solid, 'en')[0]?.Reason).toMatch(/Glass is only available with a glazing cut-out/);
  });

  it('moves the lock to a multi-point lock when RC3 is chosen, and says why', () => {
    const result = apply('TRIGLAV', [['security', 'rc3']]);
    expect(choiceOf(result, 'security')).toBe('rc3');
    expect(choiceOf(result, 'lock')).toBe('multi3');
    const changes = presentChanges(result, 'en');
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ From: 'Single-point lock', To: '3-point mechanical lock' });
    expect(changes[0]?.Reason).toMatch(/RC3 security needs a multi-point lock/);
  });

  it('marks RC3 as not allowed with the lock that excludes it, in the caller language', () => {
    const result = apply('TRIGLAV', []);
    const tree = presentTree(result, {
      lang: 'de',
      showPrices: false,
      markupBasisPoints: 0,
      valueImageUrl: () => null,
    });
    const rc3 = tree.flatMap((param) => param.Values).find((value) => value.ParameterValue === 'rc3');
    expect(rc3?.IsAllowed).toBe(false);
    expect(rc3?.NotAllowedReason).toBe('RC3 erfordert eine Mehrfachverriegelung. (Schloss: Einfachverriegelung)');
  });

  it('allows a width over 1100 mm only for a double-leaf door', () => {
    expect(() => apply('TRIGLAV', [['width', '1500']])).toThrow(/1500 is not within 800–1100/);
    const double = apply('TRIGLAV', [
      ['leaves', 'double'],
      ['width', '1500'],
    ]);
    expect(choiceOf(double, 'width')).toBe(1500);
    const single = apply('TRIGLAV', [['leaves', 'single']], double);
    expect(choiceOf(single, 'width')).toBe(1100);
    expect(presentChanges(single, 'en')[0]?.Reason).toMatch(/single leaf is at most 1100 mm/);
  });

  it('limits the side panel width by the total width', () => {
    const result = apply('TRIGLAV', [
      ['leaves', 'double'],
      ['width', '2400'],
      ['sidePanel', 'both'],
    ]);
    const outcome = result.params[result.model.paramIndexByCode.get('sideWidth') as number];
    expect(outcome?.max).toBe(500);
    expect(choiceOf(result, 'sideWidth')).toBe(400);
    const narrower = apply(
      'TRIGLAV',
      [
        ['sideWidth', '500'],
        ['width', '2400'],
      ],
      result,
    );
    expect(choiceOf(narrower, 'sideWidth')).toBe(500);
  });

  it('prices per m², per mm over a threshold and by percentage, each term rounded once', () => {
    const result = apply('TRIGLAV', [
      ['height', '2200'],
      ['lock', 'multi5'],
      ['insulation', 'passive'],
    ]);
    const byRule = new Map(result.terms.map((term) => [term.ruleId, term.cents]));
    expect(byRule.get('leaf-area')).toBe(Math.round((9500 * 1000 * 2200) / 1e6));
    expect(byRule.get('height-over-2100')).toBe(100 * 45);
    const beforePercent = result.terms
      .filter((term) => term.ruleId !== 'passive-percent')
      .reduce((sum, term) => sum + term.cents, 0);
    expect(byRule.get('passive-percent')).toBe(Math.round(beforePercent * 0.08));
    expect(result.priceCents).toBe(result.terms.reduce((sum, term) => sum + term.cents, 0));
  });

  it('applies the brand partner markup to every term', () => {
    const model = modelOf('LIPA');
    const plain = configure(model, {}, null, { markupBasisPoints: 0 });
    const marked = configure(model, {}, null, { markupBasisPoints: 1200 });
    expect(marked.terms[0]?.cents).toBe(Math.round((plain.terms[0]?.cents ?? 0) * 1.12));
    expect(marked.priceCents).toBeGreaterThan(plain.priceCents);
  });

  it('builds a parts tree that follows the choices', () => {
    const codes = (result: EngineResult) =>
      JSON.stringify(result.parts)
        .match(/"partCode":"[^"]+"/g)
        ?.join(',') ?? '';
    expect(codes(apply('TRIGLAV', []))).toContain('LOCK-1');
    const motor = apply('TRIGLAV', [
      ['lock', 'motor'],
      ['access', 'keypad'],
      ['height', '2300'],
    ]);
    expect(codes(motor)).toContain('ACCESS-E');
    expect(codes(motor)).toContain('HINGE-4');
    expect(codes(motor)).not.toContain('LOCK-1');
  });
});

describe('presentTreeJson', () => {
  it('writes exactly the JSON of presentTree, also after changes that exclude values', () => {
    for (const [code, changes] of [
      ['TRIGLAV', []],
      ['AURORA', [['cutout', 'none']]],
      [
        'AURORA',
        [
          ['security', 'rc3'],
          ['leaves', 'double'],
        ],
      ],
      ['KRISTAL', [['handle', 'knob']]],
    ] as [string, [string, string][]][]) {
      const result = apply(code, changes);
      for (const showPrices of [false, true]) {
        const options = {
          lang: 'fr' as const,
          showPrices,
          markupBasisPoints: 1200,
          valueImageUrl: (modelId: string, value: { id: string }) => `/img/${modelId}/${value.id}`,
        };
        const key = `fr|${showPrices}|bp|1200`;
        expect(presentTreeJson(result, options, key)).toBe(JSON.stringify(presentTree(result, options)));
        expect(presentTreeJson(result, options, key)).toBe(JSON.stringify(presentTree(result, options)));
      }
    }
  });
});
