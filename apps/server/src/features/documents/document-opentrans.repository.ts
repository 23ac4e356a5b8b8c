import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import { salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { refreshLineTotals } from '#server/services/calculation/line-totals';

/** The longest parent chain walked to find the manufacturer (a chain is a few partners deep). */
const MAX_CHAIN = 20;

/** Drizzle queries of the openTRANS exchange: the manufacturer of a partner and what an order response writes. */
export const createDocumentOpenTransRepository = () => ({
  /**
   * The manufacturer a partner orders from: the first OEM partner up its parent chain (the partner itself when it is
   * one), else the top of the chain. One statement walks the chain.
   */
  async manufacturerOf(tx: DbOrTx, partnerId: string): Promise<{ id: string; name: string }> {
    const [row] = await executeRows<{ id: string; name: string }>(
      tx,
      sql`
      with recursive chain (id, name, is_oem, parent_partner_id, depth) as (
        select id, name, is_oem, parent_partner_id, 1 from partners where id = ${partnerId}
        union all
        select p.id, p.name, p.is_oem, p.parent_partner_id, chain.depth + 1
        from partners p join chain on p.id = chain.parent_partner_id
        where not chain.is_oem and chain.depth < ${MAX_CHAIN}
      )
      select id::text as id, name from chain order by depth desc limit 1`,
    );
    return row ? { id: row.id, name: row.name } : { id: partnerId, name: '' };
  },

  /** A line as the order response leaves it: quantity, unit price and delivery date; its totals follow. */
  async updateLine(
    tx: DbOrTx,
    lineId: string,
    values: { quantity: number; unitPriceCents: number; deliveryDate: string | null },
  ) {
    await tx
      .update(salesDocumentConfigurations)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(salesDocumentConfigurations.id, lineId));
    await refreshLineTotals(tx, [lineId]);
  },

  /** Stores the manufacturer's order number on the order (and marks it changed). */
  async setSupplierOrderNumber(tx: DbOrTx, documentId: string, supplierOrderNumber: string) {
    await tx
      .update(salesDocuments)
      .set({ supplierOrderNumber, updatedAt: sql`now()` })
      .where(eq(salesDocuments.id, documentId));
  },
});

/** The openTRANS queries. */
export type DocumentOpenTransRepository = ReturnType<typeof createDocumentOpenTransRepository>;
