import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money-format';

// Intl separates the amount and the symbol with a no-break space; compare with plain spaces.
const normalize = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats euros in German locale format by default', () => {
    expect(normalize(formatMoney(1234.5))).toBe('1.234,50 €');
  });

  it('uses the given currency and keeps the sign', () => {
    expect(normalize(formatMoney(-0.5, 'CHF'))).toBe('-0,50 CHF');
  });

  it('always shows two decimals and groups thousands', () => {
    expect(normalize(formatMoney(0))).toBe('0,00 €');
    expect(normalize(formatMoney(1_000_000.1, 'EUR'))).toBe('1.000.000,10 €');
  });

  it('shows every amount of whole cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (cents) => {
        const digits = normalize(formatMoney(cents / 100)).replace(/[^\d]/g, '');
        expect(BigInt(digits)).toBe(BigInt(cents));
      }),
    );
  });
});
