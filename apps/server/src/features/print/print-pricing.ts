import { formatPercent, type Language } from '@door/contract';
import type { DbOrTx } from '#server/db/client';
import type { PrintTerm } from '#server/render/print/print-model';
import { readDocumentCalculation } from '#server/services/calculation/calculation-reader';
import { termTextIn } from '#server/services/calculation/term-texts';
import type { PrintPositionPricing, PrintPricing } from './print.service';

const percentText = (hundredths: number) => formatPercent(hundredths / 100);

/**
 * The calculation's rows of a document as print shows them: per position its additional costs, discounts (negative)
 * and net costs with the tax option's rate; the payment terms with their cash discount and the price after it
 * (document total with tax less that percentage), and the delivery terms, in the print's language.
 */
export const readPrintPricing: PrintPricing = async (db: DbOrTx, documentId: string, language: Language) => {
  const calculation = await readDocumentCalculation(db, documentId);
  const positions = new Map<string, PrintPositionPricing>();
  if (!calculation) {
    return { positions, paymentTerms: [], deliveryTerms: [] };
  }
  for (const entry of calculation.configurations) {
    const { input, result } = entry;
    positions.set(entry.documentConfigurationId, {
      additionalCosts: input.additionalCosts.map((cost) => ({ name: cost.name, cents: cost.valueCents, note: '' })),
      discounts: result.discounts.map((discount) => ({
        name: discount.name,
        cents: -Math.abs(discount.discountValueCents),
        note: discount.typeCode === 'percentage' ? percentText(discount.value) : '',
      })),
      netCosts: input.netCosts.map((cost) => ({ name: cost.name, cents: cost.valueCents, note: '' })),
      taxLabel: input.taxRateBasisPoints === null ? '' : percentText(input.taxRateBasisPoints),
    });
  }
  const total = calculation.totals.totalCents;
  const paymentTerms: PrintTerm[] = calculation.paymentTerms.map((term) => {
    const hundredths = term.valueHundredths ?? 0;
    return {
      ...termTextIn(term, language),
      percent: hundredths / 100,
      priceCents: Math.round((total * (10_000 - hundredths)) / 10_000),
    };
  });
  const deliveryTerms: PrintTerm[] = calculation.deliveryTerms.map((term) => ({
    ...termTextIn(term, language),
    percent: null,
    priceCents: null,
  }));
  return { positions, paymentTerms, deliveryTerms };
};
