import { formatMoney } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { printModelFixture } from './print.fixtures';
import { renderPrintDocx } from './print-docx';
import { docxText, zipEntries } from './print-test-helpers';

describe('the printed DOCX', () => {
  it('carries the same content as the PDF: number, positions with width, pictures, total and terms', async () => {
    const model = printModelFixture(3, 'de');
    const docx = await renderPrintDocx(model);
    const text = docxText(docx);
    expect(text).toContain('Angebot 2026-17');
    expect(text).toContain('Breite: ');
    expect(text).toContain('850 mm');
    expect(text).toContain('Gesamtbetrag');
    expect(text).toContain(formatMoney(model.totals.totalCents / 100, 'EUR').replace(/\u00a0/g, ' '));
    expect(text).toContain('Vorkasse');
    expect(text).toContain('Lieferbedingungen');
    expect(text).toContain('Alpina Vrata d.o.o.');
    expect(text).toContain('Seite ');
    expect(zipEntries(docx).filter((name) => /^word\/media\/.+\.png$/.test(name)).length).toBeGreaterThanOrEqual(2);
  });

  it('shows no price and no picture when those options are off', async () => {
    const docx = await renderPrintDocx(printModelFixture(3, 'de', { showPrices: false, showImages: false }));
    const text = docxText(docx);
    expect(text).toContain('800 mm');
    expect(text).not.toContain('€');
    expect(text).not.toMatch(/\d+,\d\d/);
    expect(text).not.toContain('Gesamtbetrag');
    // Only the letterhead's logo remains.
    expect(zipEntries(docx).filter((name) => /^word\/media\/.+\.png$/.test(name))).toHaveLength(1);
  });

  it('lists the documentation items and leaves out the terms when asked', async () => {
    const text = docxText(
      await renderPrintDocx(printModelFixture(2, 'sl', { showDocumentation: true, showTerms: false })),
    );
    expect(text).toContain('Tehnična dokumentacija');
    expect(text).toContain('risba-2.pdf');
    expect(text).not.toContain('Plačilni pogoji');
  });
});
