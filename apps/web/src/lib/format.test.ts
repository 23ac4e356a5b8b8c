import { describe, expect, it } from 'vitest';
import { formatMoney } from './format';

const normalize = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('formats euros in German locale format', () => {
    expect(normalize(formatMoney(1234.5))).toBe('1.234,50 €');
  });

  it('uses the document currency', () => {
    expect(normalize(formatMoney(-0.5, 'CHF'))).toBe('-0,50 CHF');
  });
});
