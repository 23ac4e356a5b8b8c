import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import { linesWithStaleTotals } from '#server/services/calculation/line-totals';

/**
 * Every line in the database stores the totals the money rule gives for its rows, and every document the sum of its
 * lines: the check that each writer of the suite's API tests kept them (the rule has no database copy to fall back on).
 */
export const expectStoredTotalsFollowTheRule = async (db: DbOrTx) => {
  expect(await linesWithStaleTotals(db)).toEqual([]);
  const documents = await executeRows<{ id: string }>(
    db,
    sql`select d.id from sales_documents d
      left join (select document_id, sum(total_price_cents) as price, sum(total_tax_cents) as tax
        from sales_document_configurations group by document_id) s on s.document_id = d.id
      where (d.total_price_cents, d.total_tax_cents, d.total_cents)
        is distinct from (coalesce(s.price, 0), coalesce(s.tax, 0), coalesce(s.price, 0) + coalesce(s.tax, 0))`,
  );
  expect(documents).toEqual([]);
};
