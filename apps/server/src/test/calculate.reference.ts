import Decimal from 'decimal.js';
import fc from 'fast-check';
import type { CalculationInput } from '#server/services/calculation/calculate';

// An independent reference of DOMAIN "Calculation" in decimal.js (money in major units, not cents), used by the
// property tests to check the service's integer arithmetic and the totals stored on every write.
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP });
const cent = (value: Decimal) => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);

/** The reference figures in cents, from decimals rounded the way DOMAIN and docs/decisions.md describe. */
export const referenceCalculation = (input: CalculationInput) => {
  const price = new D(input.unitPriceCents).div(100).mul(input.quantity);
  const additional = input.additionalCosts.reduce((sum, cost) => sum.add(new D(cost.valueCents).div(100)), new D(0));
  const withAdditional = price.add(additional);
  const levels = [...new Set(input.discounts.map((discount) => discount.level))].sort((a, b) => a - b);
  let running = withAdditional;
  const perDiscount = new Map<string, Decimal>();
  for (const level of levels) {
    const base = running;
    let taken = new D(0);
    for (const discount of input.discounts.filter((entry) => entry.level === level)) {
      const value =
        discount.typeCode === 'percentage'
          ? cent(base.mul(new D(discount.value).div(100)).div(100))
          : new D(discount.value).div(100);
      perDiscount.set(discount.id, value);
      taken = taken.add(value);
    }
    running = running.sub(taken);
  }
  const net = input.netCosts.reduce((sum, cost) => sum.add(new D(cost.valueCents).div(100)), new D(0));
  const total = running.add(net);
  const tax =
    input.taxRateBasisPoints === null ? new D(0) : cent(total.mul(new D(input.taxRateBasisPoints).div(10000)));
  // `+ 0` turns a negative zero into zero.
  const toCents = (value: Decimal) => value.mul(100).toNumber() + 0;
  return {
    withAdditionalCostCents: toCents(withAdditional),
    discountCents: new Map([...perDiscount].map(([id, value]) => [id, toCents(value)])),
    withDiscountCostCents: toCents(running),
    totalPriceCents: toCents(total),
    taxCostCents: toCents(tax),
    totalPriceWithTaxCents: toCents(total.add(tax)),
  };
};

const cents = fc.integer({ min: -99_999_999, max: 99_999_999 });
let nextId = 0;
const id = () => fc.constant(null).map(() => `row-${nextId++}`);

/** Random calculation inputs: prices, quantities, costs, discounts of both types with repeated levels, tax. */
export const calculationInputArbitrary: fc.Arbitrary<CalculationInput> = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
  quantity: fc.integer({ min: 1, max: 100 }),
  additionalCosts: fc.array(fc.record({ id: id(), name: fc.constant('a'), valueCents: cents }), { maxLength: 4 }),
  netCosts: fc.array(fc.record({ id: id(), name: fc.constant('n'), valueCents: cents }), { maxLength: 4 }),
  discounts: fc.array(
    fc.oneof(
      fc.record({
        id: id(),
        name: fc.constant('p'),
        typeCode: fc.constant('percentage' as const),
        value: fc.integer({ min: -10_000, max: 10_000 }),
        level: fc.integer({ min: 0, max: 4 }),
      }),
      fc.record({
        id: id(),
        name: fc.constant('m'),
        typeCode: fc.constant('amount' as const),
        value: cents,
        level: fc.integer({ min: 0, max: 4 }),
      }),
    ),
    { maxLength: 6 },
  ),
  taxRateBasisPoints: fc.option(fc.constantFrom(2200, 950, 0, 1900, 2000, 777), { nil: null }),
});
