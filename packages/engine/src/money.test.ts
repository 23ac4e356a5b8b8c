import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMarkup, centsToMoney, divideRoundHalfUp } from './money';

describe('money', () => {
  it('rounds halves away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(4n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(5n, 3n)).toBe(2n);
  });

  it('applies a markup in basis points with one rounding', () => {
    expect(applyMarkup(10000, 1200)).toBe(11200);
    expect(applyMarkup(1, 5000)).toBe(2);
    expect(applyMarkup(12345, 0)).toBe(12345);
  });

  it('never lands more than half a cent away from the exact markup', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.integer({ min: -9000, max: 100000 }),
        (cents, bp) => {
          const exact = (cents * (10000 + bp)) / 10000;
          expect(Math.abs(applyMarkup(cents, bp) - exact)).toBeLessThanOrEqual(0.5 + 1e-9);
        },
      ),
    );
  });

  it('writes cents as major units with two decimals', () => {
    expect(centsToMoney(123456)).toBe(1234.56);
    expect(centsToMoney(5)).toBe(0.05);
  });
});
