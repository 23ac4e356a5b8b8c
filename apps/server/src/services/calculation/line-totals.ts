import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { salesDocumentConfigurations } from '#server/db/schema';
import { type CalculationResult, calculateConfiguration } from './calculate';
import { configurationCalculationOf, lineCalculationColumns } from './calculation-reader';

/** The stored totals of a configuration in a document (its line), as the calculation gives them. */
export type LineTotals = { withAdditionalCostCents: number; totalPriceCents: number; totalTaxCents: number };

const lineTotalsOf = (result: CalculationResult): LineTotals => ({
  withAdditionalCostCents: result.withAdditionalCostCents,
  totalPriceCents: result.totalPriceCents,
  totalTaxCents: result.taxCostCents,
});

/**
 * The totals of a line that has no costs, discounts or tax option yet (a configuration entering a document): its
 * writer stores them with the line. A line that takes calculation rows is refreshed with `refreshLineTotals`.
 */
export const newLineTotals = (unitPriceCents: number, quantity: number): LineTotals =>
  lineTotalsOf(
    calculateConfiguration({
      unitPriceCents,
      quantity,
      additionalCosts: [],
      discounts: [],
      netCosts: [],
      taxRateBasisPoints: null,
    }),
  );

/**
 * The lines whose stored totals differ from what the money rule (`calculate.ts`) gives for their price, quantity and
 * calculation rows, with the totals to store: the given lines, or every line when none are given (a check).
 */
export const linesWithStaleTotals = async (
  tx: DbOrTx,
  lineIds?: readonly string[],
): Promise<{ id: string; documentId: string; stored: LineTotals; totals: LineTotals }[]> => {
  const line = salesDocumentConfigurations;
  const query = tx
    .select({
      id: line.id,
      documentId: line.documentId,
      configurationId: line.configurationId,
      position: line.position,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      withAdditionalCostCents: line.withAdditionalCostCents,
      totalPriceCents: line.totalPriceCents,
      totalTaxCents: line.totalTaxCents,
      ...lineCalculationColumns,
    })
    .from(line);
  const rows = await (lineIds === undefined ? query : query.where(inArray(line.id, [...lineIds])));
  return rows.flatMap((row) => {
    const totals = lineTotalsOf(configurationCalculationOf(row, row.costs, row.discounts, row.tax).result);
    const stored = {
      withAdditionalCostCents: Number(row.withAdditionalCostCents),
      totalPriceCents: Number(row.totalPriceCents),
      totalTaxCents: Number(row.totalTaxCents),
    };
    const same =
      totals.withAdditionalCostCents === stored.withAdditionalCostCents &&
      totals.totalPriceCents === stored.totalPriceCents &&
      totals.totalTaxCents === stored.totalTaxCents;
    return same ? [] : [{ id: row.id, documentId: row.documentId, stored, totals }];
  });
};

/**
 * Recomputes and stores the totals of the given lines (by sales document configuration id) from their price,
 * quantity and calculation rows, in the caller's transaction: the one place the money rule (`calculate.ts`) reaches
 * the database. Every writer of a line's price or quantity, or of its costs, discounts or tax option, calls it after
 * its change; the database then sums the lines into the document's totals (trigger `sales_documents_refresh_total`).
 * A line whose totals did not change is not written.
 */
export const refreshLineTotals = async (tx: DbOrTx, lineIds: readonly string[]): Promise<void> => {
  if (lineIds.length === 0) {
    return;
  }
  for (const stale of await linesWithStaleTotals(tx, lineIds)) {
    await tx.update(salesDocumentConfigurations).set(stale.totals).where(eq(salesDocumentConfigurations.id, stale.id));
  }
};
