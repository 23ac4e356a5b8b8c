import type { CatalogueFile, CatalogueTest } from '@door/contract';
import {
  type Change,
  ChangeError,
  type CompiledModel,
  type CompiledParameter,
  compileCatalogueModel,
  configure,
  type EngineResult,
  type PartNode,
  presentChanges,
  presentMessage,
} from '@door/engine';
import { type BuiltCatalogue, buildCatalogue, buildModelDefinition } from './catalogue-build';
import { type Finding, finding, pointer } from './catalogue-findings';

/** The outcome of one catalogue test: its name and what failed (nothing when it passed). */
export type TestOutcome = { name: string; path: string; failures: Finding[] };

const TEST_BRAND_ID = '00000000-0000-4000-8000-000000000000';
/** The list price: the brand's own prices, no markup. */
export const LIST_PRICE = { markupBasisPoints: 0 };

/** A parameter of a compiled model by code. */
export const paramOf = (model: CompiledModel, code: string): CompiledParameter | undefined => {
  const index = model.paramIndexByCode.get(code);
  return index === undefined ? undefined : model.params[index];
};

/** The change a test step asks for: a value by code for list parameters, else the text typed. */
export const changeOf = (param: CompiledParameter, value: string | number): Change => {
  if (param.isList) {
    const index = param.valueIndexByCode.get(String(value));
    return {
      parameterId: param.def.id,
      parameterValueId: index === undefined ? String(value) : param.def.values[index]?.id,
    };
  }
  return { parameterId: param.def.id, customValue: String(value) };
};

/** A parameter's choice as a test writes it: the value code, or the number or text. */
export const choiceOf = (result: EngineResult, param: CompiledParameter): string => {
  if (param.isList) {
    const sel = result.state.sel[param.index] as number;
    return sel >= 0 ? (param.def.values[sel]?.code ?? '') : '—';
  }
  if (param.isNumeric) {
    const value = result.state.num[param.index] as number;
    return Number.isNaN(value) ? '—' : String(value);
  }
  return result.state.text[param.index] ?? '—';
};

/** The codes of every part of a parts tree. */
export const partCodes = (nodes: PartNode[], into = new Set<string>()): Set<string> => {
  for (const node of nodes) {
    into.add(node.partCode);
    partCodes(node.children, into);
  }
  return into;
};

const sameNumber = (a: string, b: string | number) => a === String(b) || (a !== '—' && Number(a) === Number(b));

/** Runs one test on a compiled model: the changes one after the other, then every expectation. */
const runTest = (model: CompiledModel, test: CatalogueTest, path: string): Finding[] => {
  const failures: Finding[] = [];
  const name = test.name;
  let result = configure(model, {}, null, LIST_PRICE);
  for (const [index, step] of (test.changes ?? []).entries()) {
    const param = paramOf(model, step.param);
    if (!param) {
      return [finding(`${path}/changes/${index}/param`, 'unknownParameter', { code: step.param })];
    }
    try {
      result = configure(model, result.choices, changeOf(param, step.value), LIST_PRICE);
    } catch (error) {
      if (!(error instanceof ChangeError)) {
        throw error;
      }
      return [
        finding(`${path}/changes/${index}`, 'testChangeRefused', {
          test: name,
          step: index + 1,
          param: step.param,
          value: String(step.value),
          reason: error.localized.en,
        }),
      ];
    }
  }
  const expect = test.expect;
  for (const [code, expected] of Object.entries(expect.choices ?? {})) {
    const param = paramOf(model, code);
    const actual = param ? choiceOf(result, param) : '—';
    const matches = param?.isNumeric ? sameNumber(actual, expected) : actual === String(expected);
    if (!matches) {
      failures.push(
        finding(`${path}/expect/choices/${code}`, 'testChoice', {
          test: name,
          param: code,
          expected: String(expected),
          actual,
        }),
      );
    }
  }
  for (const [code, expected] of Object.entries(expect.allowed ?? {})) {
    const param = paramOf(model, code);
    const outcome = param ? result.params[param.index] : undefined;
    const actual =
      param && outcome?.enabled
        ? param.def.values.filter((_, index) => outcome.valueReasons[index] === null).map((value) => value.code)
        : [];
    if ([...actual].sort().join(',') !== [...expected].sort().join(',')) {
      failures.push(
        finding(`${path}/expect/allowed/${code}`, 'testAllowed', {
          test: name,
          param: code,
          expected: expected.join(', ') || '—',
          actual: actual.join(', ') || '—',
        }),
      );
    }
  }
  const enabledOf = (code: string) => {
    const param = paramOf(model, code);
    return param ? (result.params[param.index]?.enabled ?? false) : false;
  };
  (expect.enabled ?? []).forEach((code, index) => {
    if (!enabledOf(code)) {
      failures.push(finding(`${path}/expect/enabled/${index}`, 'testEnabled', { test: name, param: code }));
    }
  });
  (expect.disabled ?? []).forEach((code, index) => {
    if (enabledOf(code)) {
      failures.push(finding(`${path}/expect/disabled/${index}`, 'testDisabled', { test: name, param: code }));
    }
  });
  if (expect.priceCents !== undefined && expect.priceCents !== result.priceCents) {
    failures.push(
      finding(`${path}/expect/priceCents`, 'testPrice', {
        test: name,
        expected: expect.priceCents,
        actual: result.priceCents,
      }),
    );
  }
  for (const [ruleId, expected] of Object.entries(expect.priceTerms ?? {})) {
    const actual = result.terms.reduce((sum, term) => (term.ruleId === ruleId ? sum + term.cents : sum), 0);
    if (actual !== expected) {
      failures.push(
        finding(`${path}/expect/priceTerms/${ruleId}`, 'testPriceTerm', { test: name, rule: ruleId, expected, actual }),
      );
    }
  }
  const parts = partCodes(result.parts);
  (expect.parts ?? []).forEach((code, index) => {
    if (!parts.has(code)) {
      failures.push(finding(`${path}/expect/parts/${index}`, 'testPart', { test: name, part: code }));
    }
  });
  (expect.absentParts ?? []).forEach((code, index) => {
    if (parts.has(code)) {
      failures.push(finding(`${path}/expect/absentParts/${index}`, 'testAbsentPart', { test: name, part: code }));
    }
  });
  if (expect.message !== undefined) {
    const message = presentMessage(presentChanges(result, 'en'), 'en') ?? '';
    if (!message.includes(expect.message)) {
      failures.push(
        finding(`${path}/expect/message`, 'testMessage', { test: name, expected: expect.message, actual: message }),
      );
    }
  }
  return failures;
};

/**
 * Runs the catalogue's own tests with the real engine on list prices (no markup): each starts from its model's
 * default configuration, applies its changes in order and checks what it expects.
 */
export const runCatalogueTests = (file: CatalogueFile, built?: BuiltCatalogue): TestOutcome[] => {
  const shared = built ?? buildCatalogue(TEST_BRAND_ID, file);
  const compiled = new Map<string, CompiledModel | null>();
  const modelOf = (code: string) => {
    if (!compiled.has(code)) {
      const model = file.models.find((candidate) => candidate.code === code);
      compiled.set(code, model ? compileCatalogueModel(buildModelDefinition(shared, model)) : null);
    }
    return compiled.get(code) ?? null;
  };
  return (file.tests ?? []).map((test, index) => {
    const path = pointer('tests', index);
    const model = modelOf(test.model);
    return {
      name: test.name,
      path,
      failures: model ? runTest(model, test, path) : [finding(`${path}/model`, 'unknownModel', { code: test.model })],
    };
  });
};

/** Every failure of the tests, in order. */
export const testFailures = (outcomes: TestOutcome[]): Finding[] => outcomes.flatMap((outcome) => outcome.failures);
