import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculationInputArbitrary, referenceCalculation } from '#server/test/calculate.reference';
import { calculateConfiguration } from './calculate';

describe('calculateConfiguration', () => {
  it('equals an independent decimal reference to the cent for random prices, costs, discounts and tax', () => {
    fc.assert(
      fc.property(calculationInputArbitrary, (input) => {
        const result = calculateConfiguration(input);
        const reference = referenceCalculation(input);
        expect(result.withAdditionalCostCents).toBe(reference.withAdditionalCostCents);
        expect(result.withDiscountCostCents).toBe(reference.withDiscountCostCents);
        expect(result.totalPriceCents).toBe(reference.totalPriceCents);
        expect(result.taxCostCents).toBe(reference.taxCostCents);
        expect(result.totalPriceWithTaxCents).toBe(reference.totalPriceWithTaxCents);
        for (const discount of result.discounts) {
          expect(discount.discountValueCents).toBe(reference.discountCents.get(discount.id));
        }
        // The last discount's running value is the value after all discounts.
        const last = result.discounts.at(-1);
        expect(last?.valueAfterDiscountCents ?? result.withAdditionalCostCents).toBe(result.withDiscountCostCents);
        expect(result.discountValueCents).toBe(result.withAdditionalCostCents - result.withDiscountCostCents);
      }),
      { numRuns: 2000 },
    );
  });

  it('applies discounts of one level to the same base and the next level to what remains', () => {
    const result = calculateConfiguration({
      unitPriceCents: 100_000,
      quantity: 2,
      additionalCosts: [{ id: 'a', name: 'Montaža', valueCents: 5_000 }],
      discounts: [
        { id: 'd3', name: 'later', typeCode: 'percentage', value: 1_000, level: 2 },
        { id: 'd1', name: 'first', typeCode: 'percentage', value: 1_000, level: 1 },
        { id: 'd2', name: 'same level', typeCode: 'amount', value: 1_050, level: 1 },
      ],
      netCosts: [{ id: 'n', name: 'Prevoz', valueCents: 2_500 }],
      taxRateBasisPoints: 2200,
    });
    // 2,000.00 + 50.00 = 2,050.00; level 1: 10 % of 2,050.00 = 205.00 and 10.50 → 1,834.50; level 2: 10 % = 183.45.
    expect(result.withAdditionalCostCents).toBe(205_000);
    expect(result.discounts.map((d) => [d.id, d.discountValueCents, d.valueAfterDiscountCents])).toEqual([
      ['d1', 20_500, 184_500],
      ['d2', 1_050, 183_450],
      ['d3', 18_345, 165_105],
    ]);
    expect(result.withDiscountCostCents).toBe(165_105);
    expect(result.discountPercentageHundredths).toBe(1946);
    expect(result.totalPriceCents).toBe(167_605);
    // 22 % of 1,676.05 = 368.731 → 368.73.
    expect(result.taxCostCents).toBe(36_873);
    expect(result.totalPriceWithTaxCents).toBe(204_478);
  });

  it('rounds a half cent away from zero, for discounts and tax alike', () => {
    const result = calculateConfiguration({
      unitPriceCents: 5,
      quantity: 1,
      additionalCosts: [],
      discounts: [{ id: 'd', name: 'half', typeCode: 'percentage', value: 1_000, level: 0 }],
      netCosts: [{ id: 'n', name: 'back', valueCents: -10 }],
      taxRateBasisPoints: 5_000,
    });
    // 10 % of 0.05 = 0.005 → 0.01; total 0.04 − 0.10 = −0.06; 50 % tax = −0.03.
    expect(result.discounts[0]?.discountValueCents).toBe(1);
    expect(result.totalPriceCents).toBe(-6);
    expect(result.taxCostCents).toBe(-3);
  });
});
