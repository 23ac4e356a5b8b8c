import { describe, expect, it } from 'vitest';
import { csvText, insightFormats } from './insight-format';

describe('csvText', () => {
  it('keeps names a spreadsheet would run as formulas text, and numbers numbers', () => {
    const text = csvText(
      ['Label', 'Orders'],
      [
        ['=HYPERLINK("http://evil.test","x")', 3],
        ['+1 Tür', 2],
        ['-Aktion', -1],
        ['@SUM(A1)', 0],
        ['\tTab', 1],
        ['Mizarstvo Novak s.p.', 12],
      ],
    );
    expect(text.split('\r\n')).toEqual([
      'Label;Orders',
      `"'=HYPERLINK(""http://evil.test"",""x"")";3`,
      "'+1 Tür;2",
      "'-Aktion;-1",
      "'@SUM(A1);0",
      "'\tTab;1",
      'Mizarstvo Novak s.p.;12',
      '',
    ]);
  });

  it('quotes cells with a separator, a quote or a line break (CR too)', () => {
    expect(csvText(['a'], [['x;y'], ['say "hi"'], ['two\nlines'], ['cr\rhere']])).toBe(
      'a\r\n"x;y"\r\n"say ""hi"""\r\n"two\nlines"\r\n"cr\rhere"\r\n',
    );
  });
});

describe('insightFormats', () => {
  it("writes numbers and money in the page's language", () => {
    expect(insightFormats('de').money(1910.5, 'EUR')).toBe('1.910,50\u00a0€');
    expect(insightFormats('en').money(1910.5, 'CHF')).toBe('CHF\u00a01,910.50');
    expect(insightFormats('de').share(0.6667)).toBe('66,7\u00a0%');
    expect(insightFormats('en').decimal(7.5)).toBe('7.5');
  });
});
