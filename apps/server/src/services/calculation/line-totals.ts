import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { salesDocumentConfigurations } from '#server/db/schema';
import { statementPerConnection } from '#server/db/statement-per-connection';
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

const line = salesDocumentConfigurations;
/** A line with what its totals are computed from and the totals it stores. */
const lineColumns = {
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
};
// The one-line read and the write of every calculation change: named statements, built once per connection.
const readLineStatement = statementPerConnection((db) =>
  db
    .select(lineColumns)
    .from(line)
    .where(eq(line.id, sql.placeholder('id')))
    .prepare('line_totals_read'),
);
const writeTotalsStatement = statementPerConnection((db) =>
  db
    .update(line)
    .set({
      withAdditionalCostCents: sql`${sql.placeholder('withAdditionalCostCents')}`,
      totalPriceCents: sql`${sql.placeholder('totalPriceCents')}`,
      totalTaxCents: sql`${sql.placeholder('totalTaxCents')}`,
    })
    .where(eq(line.id, sql.placeholder('id')))
    .prepare('line_totals_write'),
);

/**
 * The lines whose stored totals differ from what the money rule (`calculate.ts`) gives for their price, quantity and
 * calculation rows, with the totals to store: the given lines, or every line when none are given (a check).
 */
export const linesWithStaleTotals = async (
  tx: DbOrTx,
  lineIds?: readonly string[],
): Promise<{ id: string; documentId: string; stored: LineTotals; totals: LineTotals }[]> => {
  const rows =
    lineIds?.length === 1
      ? await readLineStatement(tx).execute({ id: lineIds[0] })
      : lineIds === undefined
        ? await tx.select(lineColumns).from(line)
        : await tx
            .select(lineColumns)
            .from(line)
            .where(inArray(line.id, [...lineIds]));
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
    await writeTotalsStatement(tx).execute({ id: stale.id, ...stale.totals });
  }
};
