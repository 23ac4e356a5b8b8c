import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Condition, ParameterDefinition, RuleDefinition } from './definitions';
import { listValue, parameter, testModel, text } from './engine.fixtures';
import {
  CatalogueError,
  type Change,
  type CompiledModel,
  compileCatalogueModel,
  configure,
  type EngineResult,
} from './index';

type Kind = 'list' | 'integer' | 'text';
type ParamSpec = { kind: Kind; values: number; min: number; span: number; defaultAt: number; prices: number[] };

const paramSpec = fc.record({
  kind: fc.constantFrom<Kind>('list', 'list', 'integer', 'text'),
  values: fc.integer({ min: 2, max: 4 }),
  min: fc.integer({ min: 0, max: 100 }),
  span: fc.integer({ min: 0, max: 200 }),
  defaultAt: fc.integer({ min: 0, max: 200 }),
  prices: fc.array(fc.integer({ min: -500, max: 5000 }), { minLength: 4, maxLength: 4 }),
});

type RuleSeed = {
  kind: 'enable' | 'allow' | 'range' | 'default' | 'price';
  target: number;
  source: number;
  picks: boolean[];
  bound: number;
  negate: boolean;
  priceKind: 'fixed' | 'perM2' | 'perMmOver' | 'percent';
  amount: number;
};
const ruleSeed = fc.record({
  kind: fc.constantFrom<RuleSeed['kind']>('enable', 'allow', 'allow', 'range', 'default', 'price'),
  target: fc.nat(),
  source: fc.nat(),
  picks: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  bound: fc.integer({ min: -50, max: 350 }),
  negate: fc.boolean(),
  priceKind: fc.constantFrom<RuleSeed['priceKind']>('fixed', 'perM2', 'perMmOver', 'percent'),
  amount: fc.integer({ min: -2000, max: 20000 }),
});

/** Builds a random model whose rules read only earlier parameters (later ones would be a cycle or be reordered). */
const buildModel = (specs: ParamSpec[], seeds: RuleSeed[]): CompiledModel | null => {
  const params: ParameterDefinition[] = specs.map((spec, i) => {
    const code = `p${i}`;
    if (spec.kind === 'list') {
      return parameter(
        code,
        'string',
        Array.from({ length: spec.values }, (_, v) =>
          listValue(`v${v}`, { priceCents: spec.prices[v] ?? 0, tags: v % 2 ? ['odd'] : [] }),
        ),
        i,
      );
    }
    if (spec.kind === 'integer') {
      const max = spec.min + spec.span;
      return parameter(
        code,
        'integer',
        [listValue('range', { min: spec.min, max, intValue: spec.min + (spec.defaultAt % (spec.span + 1)) })],
        i,
      );
    }
    return parameter(code, 'text', [], i);
  });
  const condition = (source: number, seed: RuleSeed): Condition | null => {
    const spec = specs[source];
    if (!spec || spec.kind === 'text') {
      return null;
    }
    let base: Condition;
    if (spec.kind === 'list') {
      const chosen = Array.from({ length: spec.values }, (_, v) => `v${v}`).filter((_, v) => seed.picks[v]);
      base = chosen.length > 0 ? { param: `p${source}`, in: chosen } : { param: `p${source}`, tag: 'odd' };
    } else {
      base = { param: `p${source}`, gte: seed.bound };
    }
    return seed.negate ? { not: base } : base;
  };
  const rules: RuleDefinition[] = [];
  seeds.forEach((seed, r) => {
    if (specs.length < 2) {
      return;
    }
    const target = 1 + (seed.target % (specs.length - 1));
    const source = seed.source % target;
    const spec = specs[target] as ParamSpec;
    const when = condition(source, seed);
    if (!when) {
      return;
    }
    const id = `r${r}`;
    const reason = text(`rule ${id}`);
    if (seed.kind === 'enable') {
      rules.push({ kind: 'enable', id, param: `p${target}`, when, reason });
    } else if (seed.kind === 'allow' && spec.kind === 'list') {
      const values = Array.from({ length: spec.values }, (_, v) => `v${v}`).filter((_, v) => seed.picks[(v + 1) % 4]);
      if (values.length > 0) {
        rules.push({ kind: 'allow', id, param: `p${target}`, values, when, reason });
      }
    } else if (seed.kind === 'range' && spec.kind === 'integer') {
      const sourceSpec = specs[source] as ParamSpec;
      const max =
        sourceSpec.kind === 'integer'
          ? { param: `p${source}`, times: seed.negate ? -1 : 1, plus: seed.bound }
          : seed.bound;
      rules.push({
        kind: 'range',
        id,
        param: `p${target}`,
        when,
        ...(seed.picks[0] ? { max } : { min: seed.bound }),
        reason,
      });
    } else if (seed.kind === 'default' && spec.kind === 'list') {
      rules.push({
        kind: 'default',
        id,
        param: `p${target}`,
        value: `v${seed.bound % spec.values < 0 ? 0 : Math.abs(seed.bound) % spec.values}`,
        when,
      });
    } else if (seed.kind === 'price') {
      const integers = specs
        .map((s, i) => (s.kind === 'integer' ? `p${i}` : null))
        .filter((code): code is string => code !== null);
      const term =
        seed.priceKind === 'perM2' && integers.length > 0
          ? {
              type: 'perM2' as const,
              centsPerM2: seed.amount * 10,
              width: integers[0] as string,
              height: integers[integers.length - 1] as string,
            }
          : seed.priceKind === 'perMmOver' && integers.length > 0
            ? {
                type: 'perMmOver' as const,
                of: integers[0] as string,
                thresholdMm: seed.bound,
                centsPerMm: seed.amount % 300,
              }
            : seed.priceKind === 'percent'
              ? { type: 'percent' as const, basisPoints: seed.amount % 3000 }
              : { type: 'fixed' as const, cents: seed.amount };
      rules.push({ kind: 'price', id, param: `p${target}`, when, term, label: reason });
    }
  });
  try {
    return compileCatalogueModel(testModel(params, rules, 25000));
  } catch (error) {
    if (error instanceof CatalogueError) {
      return null;
    }
    throw error;
  }
};

type ChangeSeed = { param: number; value: number; number: number; text: string };
const changeSeed = fc.record({
  param: fc.nat(),
  value: fc.nat(),
  number: fc.integer({ min: -20, max: 400 }),
  text: fc.string({ maxLength: 8 }),
});

const toChange = (model: CompiledModel, seed: ChangeSeed): Change => {
  const param = model.params[seed.param % model.params.length];
  if (!param) {
    throw new Error('empty model');
  }
  if (param.isList) {
    return {
      parameterId: param.def.id,
      parameterValueId: param.def.values[seed.value % param.def.values.length]?.id ?? '',
    };
  }
  return { parameterId: param.def.id, customValue: param.isNumeric ? String(seed.number) : seed.text };
};

/** Replays changes; a refused change (a number out of range) leaves the configuration as it was. */
const replay = (model: CompiledModel, seeds: ChangeSeed[], markup: number): EngineResult[] => {
  let result = configure(model, {}, null, { markupBasisPoints: markup });
  const results = [result];
  for (const seed of seeds) {
    try {
      result = configure(model, result.choices, toChange(model, seed), { markupBasisPoints: markup });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'ChangeError')) {
        throw error;
      }
    }
    results.push(result);
  }
  return results;
};

const checkValid = (result: EngineResult) => {
  for (const param of result.model.params) {
    const outcome = result.params[param.index];
    const stored = result.choices[param.def.id];
    if (!outcome?.enabled) {
      expect(stored, `disabled ${param.def.code} holds no choice`).toBeUndefined();
      continue;
    }
    if (param.isList) {
      const sel = result.state.sel[param.index] as number;
      expect(sel, `${param.def.code} has a value`).toBeGreaterThanOrEqual(0);
      expect(outcome.valueReasons[sel], `${param.def.code} value is allowed`).toBeNull();
    } else if (param.isNumeric) {
      const value = Number(stored);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(outcome.min);
      expect(value).toBeLessThanOrEqual(outcome.max);
    }
  }
  expect(result.priceCents).toBe(result.terms.reduce((sum, term) => sum + term.cents, 0));
  for (const term of result.terms) {
    expect(Number.isInteger(term.cents)).toBe(true);
  }
};

const modelArbitrary = fc
  .tuple(fc.array(paramSpec, { minLength: 2, maxLength: 8 }), fc.array(ruleSeed, { maxLength: 14 }))
  .map(([specs, seeds]) => buildModel(specs, seeds))
  .filter((model): model is CompiledModel => model !== null);

describe('the configurator engine on random models', () => {
  it('keeps every configuration valid after any sequence of changes', () => {
    fc.assert(
      fc.property(
        modelArbitrary,
        fc.array(changeSeed, { maxLength: 12 }),
        fc.integer({ min: -2000, max: 5000 }),
        (model, seeds, markup) => {
          for (const result of replay(model, seeds, markup)) {
            checkValid(result);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('reaches a fixed point: re-reading a result moves nothing', () => {
    fc.assert(
      fc.property(modelArbitrary, fc.array(changeSeed, { maxLength: 12 }), (model, seeds) => {
        const results = replay(model, seeds, 0);
        const last = results[results.length - 1] as EngineResult;
        const again = configure(model, last.choices, null, { markupBasisPoints: 0 });
        expect(again.choices).toEqual(last.choices);
        expect(again.moves).toEqual([]);
        expect(again.priceCents).toBe(last.priceCents);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the same result when the same changes are replayed', () => {
    fc.assert(
      fc.property(modelArbitrary, fc.array(changeSeed, { maxLength: 12 }), (model, seeds) => {
        const first = replay(model, seeds, 700);
        const second = replay(model, seeds, 700);
        expect(second.map((result) => [result.choices, result.priceCents, result.moves.length])).toEqual(
          first.map((result) => [result.choices, result.priceCents, result.moves.length]),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('applies a chosen value even when other choices exclude it, unless it cannot be reached', () => {
    fc.assert(
      fc.property(modelArbitrary, changeSeed, (model, seed) => {
        const start = configure(model, {}, null, { markupBasisPoints: 0 });
        const change = toChange(model, seed);
        const param = model.params[model.paramIndexById.get(change.parameterId) as number];
        if (!param?.isList || !change.parameterValueId) {
          return;
        }
        const result = configure(model, start.choices, change, { markupBasisPoints: 0 });
        checkValid(result);
        if (result.choices[param.def.id] !== change.parameterValueId) {
          // The engine could not make the value reachable: the configuration stays valid and says why.
          expect(
            result.params[param.index]?.enabled === false ||
              result.moves.some((move) => move.paramIndex === param.index),
          ).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
