import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { partners, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { refreshLineTotals } from '#server/services/calculation/line-totals';

/** The longest parent chain walked to find the manufacturer (a chain is a few partners deep). */
const MAX_CHAIN = 20;

/** Drizzle queries of the openTRANS exchange: the manufacturer of a partner and what an order response writes. */
export const createDocumentOpenTransRepository = () => ({
  /**
   * The manufacturer a partner orders from: the first OEM partner up its parent chain (the partner itself when it is
   * one), else the top of the chain.
   */
  async manufacturerOf(tx: DbOrTx, partnerId: string): Promise<{ id: string; name: string }> {
    let id: string | null = partnerId;
    let found: { id: string; name: string } = { id: partnerId, name: '' };
    for (let depth = 0; id !== null && depth < MAX_CHAIN; depth += 1) {
      const [row]: { id: string; name: string; isOem: boolean; parentPartnerId: string | null }[] = await tx
        .select({
          id: partners.id,
          name: partners.name,
          isOem: partners.isOem,
          parentPartnerId: partners.parentPartnerId,
        })
        .from(partners)
        .where(eq(partners.id, id));
      if (!row) {
        break;
      }
      found = { id: row.id, name: row.name };
      if (row.isOem) {
        break;
      }
      id = row.parentPartnerId;
    }
    return found;
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
