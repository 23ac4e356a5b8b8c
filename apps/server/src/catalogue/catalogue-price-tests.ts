import type { CatalogueFile, CatalogueTest } from '@door/contract';
import { pointer } from './catalogue-findings';
import type { TestOutcome } from './catalogue-tests';

/** What a price sheet does to the catalogue tests whose expected prices it changes. */
export type PriceTestAction = 'update' | 'drop';

const PRICE_FAILURES = new Set(['testPrice', 'testPriceTerm']);

/**
 * The tests that fail on prices only (their `priceCents` or `priceTerms`): the ones a new price list breaks, and the
 * only ones it may change. A test that fails on anything else is not a price test's failure.
 */
export const brokenPriceTests = (outcomes: TestOutcome[]): TestOutcome[] =>
  outcomes.filter(
    (outcome) => outcome.failures.length > 0 && outcome.failures.every((item) => PRICE_FAILURES.has(item.key)),
  );

const withoutEmpty = (expect: CatalogueTest['expect']): CatalogueTest['expect'] => {
  const { priceTerms, ...rest } = expect;
  return priceTerms && Object.keys(priceTerms).length > 0 ? { ...rest, priceTerms } : rest;
};

const expectsSomething = (expect: CatalogueTest['expect']) =>
  Object.values(expect).some((value) =>
    Array.isArray(value)
      ? value.length > 0
      : typeof value === 'object' && value !== null
        ? Object.keys(value).length > 0
        : value !== undefined,
  );

/** One test with its failing price expectations updated to what the engine now computes, or left out. */
const repaired = (test: CatalogueTest, outcome: TestOutcome, action: PriceTestAction): CatalogueTest | null => {
  let expect: CatalogueTest['expect'] = { ...test.expect };
  if (expect.priceTerms) {
    expect.priceTerms = { ...expect.priceTerms };
  }
  for (const failure of outcome.failures) {
    const actual = Number(failure.params.actual);
    if (failure.key === 'testPrice') {
      if (action === 'update') {
        expect.priceCents = actual;
      } else {
        const { priceCents: _dropped, ...rest } = expect;
        expect = rest;
      }
    } else if (expect.priceTerms) {
      const rule = String(failure.params.rule);
      if (action === 'update') {
        expect.priceTerms[rule] = actual;
      } else {
        delete expect.priceTerms[rule];
      }
    }
  }
  expect = withoutEmpty(expect);
  return action === 'drop' && !expectsSomething(expect) ? null : { ...test, expect };
};

/**
 * The file with the broken price tests repaired: `update` writes the price the engine computes now as each failing
 * expectation (the tests then pin the new price list); `drop` leaves the failing price expectations out (a test that
 * expects nothing else is left out). The other tests stay as they are.
 */
export const repairPriceTests = (
  file: CatalogueFile,
  broken: TestOutcome[],
  action: PriceTestAction,
): CatalogueFile => {
  if (broken.length === 0 || !file.tests) {
    return file;
  }
  const byPath = new Map(broken.map((outcome) => [outcome.path, outcome]));
  return {
    ...file,
    tests: file.tests.flatMap((test, index) => {
      const outcome = byPath.get(pointer('tests', index));
      if (!outcome) {
        return [test];
      }
      const fixed = repaired(test, outcome, action);
      return fixed ? [fixed] : [];
    }),
  };
};
