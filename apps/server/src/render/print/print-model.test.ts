import { describe, expect, it } from 'vitest';
import { printModelFixture } from './print.fixtures';
import { salutationIn, taxLine } from './print-model';

describe('the printed texts in the document’s language', () => {
  it('writes a known salutation in the document’s language and keeps an unknown one', () => {
    expect(salutationIn('Gospa', 'de')).toBe('Frau');
    expect(salutationIn('gospod', 'en')).toBe('Mr');
    expect(salutationIn('Mrs.', 'sl')).toBe('Gospa');
    expect(salutationIn('Herr', 'fr')).toBe('Monsieur');
    expect(salutationIn('Dr.', 'de')).toBe('Dr.');
    expect(salutationIn('', 'de')).toBe('');
  });

  it('names the tax rate in the totals’ tax line', () => {
    expect(taxLine(printModelFixture(2, 'de'))).toBe('MwSt. 22 %');
    expect(taxLine(printModelFixture(2, 'sl'))).toBe('DDV 22 %');
  });
});
