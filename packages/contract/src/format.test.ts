import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatPercent, formatQuantity } from './format';

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

describe('numbers, quantities and percentages', () => {
  it('read in German locale format whatever the language', () => {
    expect(formatNumber(1234.5)).toBe('1.234,5');
    expect(formatNumber(0.125, 2)).toBe('0,13');
    expect(formatQuantity(1000)).toBe('1.000');
    expect(normalize(formatPercent(19))).toBe('19 %');
    expect(normalize(formatPercent(-2.5))).toBe('-2,5 %');
  });
});

describe('dates', () => {
  const moment = '2026-03-04T09:05:00Z';
  it('have one numeric style per language', () => {
    const utc = { timeZone: 'UTC' };
    expect(formatDate(moment, 'de', utc)).toBe('04.03.2026');
    expect(formatDate(moment, 'en', utc)).toBe('04/03/2026');
    expect(normalize(formatDate(moment, 'sl', utc))).toBe('04. 03. 2026');
    expect(formatDate(moment, 'fr', utc)).toBe('04/03/2026');
    expect(formatDateTime(moment, 'de', utc)).toBe('04.03.2026, 09:05');
    expect(formatDateTime(new Date(moment), 'en', utc)).toBe('04/03/2026, 09:05');
  });

  it('are empty when the value is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDateTime(Number.NaN, 'de')).toBe('');
  });
});
