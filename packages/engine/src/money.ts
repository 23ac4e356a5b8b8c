/** Divides two integers and rounds half away from zero (commercial "half-up"), exactly, in BigInt. */
export const divideRoundHalfUp = (numerator: bigint, denominator: bigint): bigint => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
};

/** Applies a markup in basis points to an amount in cents, rounding half-up once. */
export const applyMarkup = (cents: number, markupBasisPoints: number): number =>
  Number(divideRoundHalfUp(BigInt(cents) * BigInt(10000 + markupBasisPoints), 10000n));

/** Cents (integer) to major units with at most two decimals, for the wire. */
export const centsToMoney = (cents: number): number => Math.round(cents) / 100;
