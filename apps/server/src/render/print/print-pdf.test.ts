import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatMoney } from '@door/contract';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { printModelFixture } from './print.fixtures';
import { renderPrintPdf } from './print-pdf';
import { firstPagePng, pdfText } from './print-test-helpers';

const REFERENCE = path.join(import.meta.dirname, 'reference', 'offer-de-page1.png');
/** Share of the page's pixels that may differ from the reference (anti-aliasing of another poppler build). */
const TOLERANCE = 0.01;

/** Share of the pixels of `page` that differ from the reference picture. */
const differingShare = (page: PNG): number => {
  const reference = PNG.sync.read(readFileSync(REFERENCE));
  expect([page.width, page.height]).toEqual([reference.width, reference.height]);
  return (
    pixelmatch(page.data, reference.data, undefined, page.width, page.height, { threshold: 0.1 }) /
    (page.width * page.height)
  );
};

describe('the printed PDF', () => {
  it('carries the document number, each position with its width, the total and the terms', async () => {
    const model = printModelFixture(3, 'de');
    const { text } = await pdfText(await renderPrintPdf(model));
    expect(text).toContain('Angebot 2026-17');
    expect(text).toContain('Breite');
    expect(text).toContain('800 mm');
    expect(text).toContain('900 mm');
    expect(text).toContain('Haustür Alpina Šmarna gora');
    expect(text).toContain('Gesamtbetrag');
    // The tax line names its rate.
    expect(text).toContain('MwSt. 22 %');
    expect(text).toContain(formatMoney(model.totals.totalCents / 100, 'EUR').replace(/\u00a0/g, ' '));
    expect(text).toContain('Zahlungsbedingungen');
    expect(text).toContain('Vorkasse');
    expect(text).toContain('Lieferzeit 6–8 Wochen ab Auftragsbestätigung');
    expect(text).toMatch(/Seite 1 von \d/);
    expect(text).toContain('Alpina Vrata d.o.o.');
    expect(text).toContain('Baustelle Žabnica');
  });

  it('shows no price anywhere when prices are off', async () => {
    const model = printModelFixture(3, 'de', { showPrices: false });
    const { text } = await pdfText(await renderPrintPdf(model));
    expect(text).toContain('2026-17');
    expect(text).toContain('800 mm');
    expect(text).not.toContain('€');
    expect(text).not.toMatch(/\d+,\d\d/);
    expect(text).not.toContain('Gesamtbetrag');
    expect(text).not.toContain('Einzelpreis');
    expect(text).not.toContain('Rabatt');
    expect(text).toContain('Vorkasse');
  });

  it('leaves out the terms without ShowTerms and lists the documentation with ShowDocumentation', async () => {
    const model = printModelFixture(2, 'en', { showTerms: false, showDocumentation: true });
    const { text } = await pdfText(await renderPrintPdf(model));
    expect(text).toContain('Offer 2026-17');
    expect(text).not.toContain('Payment terms');
    expect(text).toContain('Technical documentation');
    expect(text).toContain('risba-1.pdf');
    expect(text).toContain('kosovnica-2.pdf');
  });

  it('writes Slovenian and French texts with their letters', async () => {
    const sl = await pdfText(await renderPrintPdf(printModelFixture(1, 'sl')));
    expect(sl.text).toContain('Ponudba 2026-17');
    expect(sl.text).toContain('Širina');
    expect(sl.text).toContain('Plačilni pogoji');
    const fr = await pdfText(await renderPrintPdf(printModelFixture(1, 'fr')));
    expect(fr.text).toContain('Porte d’entrée');
    expect(fr.text).toContain('Page 1 sur 1');
  });

  it('numbers the pages of a long offer', async () => {
    const { text, pages } = await pdfText(await renderPrintPdf(printModelFixture(20, 'de')));
    expect(pages).toBeGreaterThan(2);
    expect(text).toContain(`Seite ${pages} von ${pages}`);
  });

  it('draws the first page as the stored reference picture within the tolerance', async () => {
    const page = PNG.sync.read(firstPagePng(await renderPrintPdf(printModelFixture(3, 'de'))));
    if (process.env.UPDATE_PRINT_REFERENCE === '1') {
      writeFileSync(REFERENCE, PNG.sync.write(page));
    }
    expect(existsSync(REFERENCE), `${REFERENCE} is missing: run with UPDATE_PRINT_REFERENCE=1`).toBe(true);
    expect(differingShare(page)).toBeLessThan(TOLERANCE);
  });

  it('tells a changed first page from the reference picture', async () => {
    const page = PNG.sync.read(firstPagePng(await renderPrintPdf(printModelFixture(3, 'de', { showImages: false }))));
    expect(differingShare(page)).toBeGreaterThan(TOLERANCE);
  });
});
