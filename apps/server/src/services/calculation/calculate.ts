import { divideRoundHalfUp } from '@door/engine';

/** A cost row (additional or net) in cents. */
export type CostInput = { id: string; name: string; valueCents: number };
/** A discount row: `value` is hundredths of a percent (percentage) or cents (amount). */
export type DiscountInput = {
  id: string;
  name: string;
  typeCode: 'percentage' | 'amount';
  value: number;
  level: number;
};
/** Everything the calculation of one configuration in a document needs. */
export type CalculationInput = {
  unitPriceCents: number;
  quantity: number;
  additionalCosts: readonly CostInput[];
  /** In the order they were added; the calculation orders them by level (stable). */
  discounts: readonly DiscountInput[];
  netCosts: readonly CostInput[];
  /** The chosen tax option's rate in basis points (2200 = 22 %); null when none is chosen (no tax). */
  taxRateBasisPoints: number | null;
};
/** A discount with its effect in cents. */
export type DiscountResult = DiscountInput & { discountValueCents: number; valueAfterDiscountCents: number };
/** Every figure of §3 "Calculation", in cents (DiscountPercentage in hundredths of a percent). */
export type CalculationResult = {
  configurationPriceCents: number;
  additionalCostCents: number;
  withAdditionalCostCents: number;
  /** Discounts in the order they applied (ascending level, then as added). */
  discounts: DiscountResult[];
  discountValueCents: number;
  discountPercentageHundredths: number;
  valueAfterDiscountCents: number;
  withDiscountCostCents: number;
  netCostCents: number;
  totalPriceCents: number;
  taxCostCents: number;
  totalPriceWithTaxCents: number;
};

const sumCents = (rows: readonly CostInput[]) => rows.reduce((sum, row) => sum + BigInt(row.valueCents), 0n);

/**
 * The calculation of one configuration in a document, exact in integer cents (BigInt inside):
 * price × quantity + additional costs − discounts + net costs + tax. Discounts apply in ascending level; the
 * discounts of one level all take the running value at the start of that level as their base (equal levels apply to
 * the same base). A percentage discount and the tax are each rounded to the cent, half away from zero, once; an
 * amount discount takes its cents. The one copy of the rule: the stored totals of a line are this function's result
 * (`line-totals.ts`), a decimal reference in the tests checks it.
 */
export const calculateConfiguration = (input: CalculationInput): CalculationResult => {
  const configurationPrice = BigInt(input.unitPriceCents) * BigInt(input.quantity);
  const additionalCost = sumCents(input.additionalCosts);
  const withAdditionalCost = configurationPrice + additionalCost;

  const ordered = input.discounts
    .map((discount, index) => ({ discount, index }))
    .sort((a, b) => a.discount.level - b.discount.level || a.index - b.index)
    .map(({ discount }) => discount);
  const discounts: DiscountResult[] = [];
  let running = withAdditionalCost;
  let levelBase = withAdditionalCost;
  let currentLevel: number | null = null;
  for (const discount of ordered) {
    if (discount.level !== currentLevel) {
      currentLevel = discount.level;
      levelBase = running;
    }
    const value =
      discount.typeCode === 'percentage'
        ? divideRoundHalfUp(levelBase * BigInt(discount.value), 10000n)
        : BigInt(discount.value);
    running -= value;
    discounts.push({ ...discount, discountValueCents: Number(value), valueAfterDiscountCents: Number(running) });
  }
  const discountValue = withAdditionalCost - running;
  const discountPercentage =
    withAdditionalCost === 0n ? 0n : divideRoundHalfUp(discountValue * 10000n, withAdditionalCost);
  const netCost = sumCents(input.netCosts);
  const totalPrice = running + netCost;
  const taxCost =
    input.taxRateBasisPoints === null ? 0n : divideRoundHalfUp(totalPrice * BigInt(input.taxRateBasisPoints), 10000n);

  return {
    configurationPriceCents: Number(configurationPrice),
    additionalCostCents: Number(additionalCost),
    withAdditionalCostCents: Number(withAdditionalCost),
    discounts,
    discountValueCents: Number(discountValue),
    discountPercentageHundredths: Number(discountPercentage),
    valueAfterDiscountCents: Number(running),
    withDiscountCostCents: Number(running),
    netCostCents: Number(netCost),
    totalPriceCents: Number(totalPrice),
    taxCostCents: Number(taxCost),
    totalPriceWithTaxCents: Number(totalPrice + taxCost),
  };
};
