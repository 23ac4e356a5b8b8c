import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import {
  brandPartnerTaxOptions,
  discountTypes,
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentConfigurationTaxOptions,
  documentHistory,
  salesDocuments,
  taxOptions,
} from '../../db/schema';

/** The kinds of cost row. */
export type CostKind = 'additional' | 'net';

/** Drizzle queries of the calculation: cost, discount and tax rows of a configuration in a document. */
export const createCalculationRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),
  db,

  /**
   * The tax options a brand partner offers, in sort order: its own selection, or every option of the reference
   * table when it has chosen none.
   */
  async listTaxOptions(tx: DbOrTx, brandPartnerId: string) {
    const own = await tx
      .select({ id: taxOptions.id, rateBasisPoints: taxOptions.rateBasisPoints, sortOrder: taxOptions.sortOrder })
      .from(brandPartnerTaxOptions)
      .innerJoin(taxOptions, eq(taxOptions.id, brandPartnerTaxOptions.taxOptionId))
      .where(eq(brandPartnerTaxOptions.brandPartnerId, brandPartnerId))
      .orderBy(asc(taxOptions.sortOrder), asc(taxOptions.id));
    if (own.length > 0) {
      return own;
    }
    return tx
      .select({ id: taxOptions.id, rateBasisPoints: taxOptions.rateBasisPoints, sortOrder: taxOptions.sortOrder })
      .from(taxOptions)
      .orderBy(asc(taxOptions.sortOrder), asc(taxOptions.id));
  },

  /** The discount types (percentage, amount) with their names in every language. */
  async listDiscountTypes(tx: DbOrTx) {
    return tx
      .select()
      .from(discountTypes)
      .where(inArray(discountTypes.code, ['percentage', 'amount']))
      .orderBy(desc(discountTypes.code));
  },

  /** Adds a cost row; returns its id. */
  async insertCost(tx: DbOrTx, row: typeof documentConfigurationCosts.$inferInsert) {
    const [inserted] = await tx
      .insert(documentConfigurationCosts)
      .values(row)
      .returning({ id: documentConfigurationCosts.id });
    return inserted?.id ?? '';
  },

  /** Changes a cost row of the configuration; false when it is not one of its rows of that kind. */
  async updateCost(
    tx: DbOrTx,
    documentConfigurationId: string,
    kind: CostKind,
    costId: string,
    values: { name: string; valueCents: number },
  ) {
    const rows = await tx
      .update(documentConfigurationCosts)
      .set(values)
      .where(
        and(
          eq(documentConfigurationCosts.id, costId),
          eq(documentConfigurationCosts.documentConfigurationId, documentConfigurationId),
          eq(documentConfigurationCosts.kind, kind),
        ),
      )
      .returning({ id: documentConfigurationCosts.id });
    return rows.length > 0;
  },

  /** Deletes a cost row of the configuration; the deleted row, or null when it is not one of its rows of that kind. */
  async deleteCost(tx: DbOrTx, documentConfigurationId: string, kind: CostKind, costId: string) {
    const [row] = await tx
      .delete(documentConfigurationCosts)
      .where(
        and(
          eq(documentConfigurationCosts.id, costId),
          eq(documentConfigurationCosts.documentConfigurationId, documentConfigurationId),
          eq(documentConfigurationCosts.kind, kind),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Adds a discount row; returns its id. */
  async insertDiscount(tx: DbOrTx, row: typeof documentConfigurationDiscounts.$inferInsert) {
    const [inserted] = await tx
      .insert(documentConfigurationDiscounts)
      .values(row)
      .returning({ id: documentConfigurationDiscounts.id });
    return inserted?.id ?? '';
  },

  /** Changes a discount of the configuration; false when it is not one of its discounts. */
  async updateDiscount(
    tx: DbOrTx,
    documentConfigurationId: string,
    discountId: string,
    values: { name: string; value: number; level: number; typeId: string },
  ) {
    const rows = await tx
      .update(documentConfigurationDiscounts)
      .set(values)
      .where(
        and(
          eq(documentConfigurationDiscounts.id, discountId),
          eq(documentConfigurationDiscounts.documentConfigurationId, documentConfigurationId),
        ),
      )
      .returning({ id: documentConfigurationDiscounts.id });
    return rows.length > 0;
  },

  /** Deletes a discount of the configuration; the deleted row, or null when it is not one of its discounts. */
  async deleteDiscount(tx: DbOrTx, documentConfigurationId: string, discountId: string) {
    const [row] = await tx
      .delete(documentConfigurationDiscounts)
      .where(
        and(
          eq(documentConfigurationDiscounts.id, discountId),
          eq(documentConfigurationDiscounts.documentConfigurationId, documentConfigurationId),
        ),
      )
      .returning();
    return row ?? null;
  },

  /** Chooses the configuration's tax option (replacing an earlier choice). */
  async setTaxOption(tx: DbOrTx, documentConfigurationId: string, taxOptionId: string) {
    await tx
      .insert(documentConfigurationTaxOptions)
      .values({ documentConfigurationId, taxOptionId })
      .onConflictDoUpdate({ target: documentConfigurationTaxOptions.documentConfigurationId, set: { taxOptionId } });
  },

  /** Records a history entry and marks the document changed; returns the document's totals (kept by triggers). */
  async recordChange(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values({
      ...entry,
      text: (entry.text ?? '').slice(0, 500),
      value: (entry.value ?? '').slice(0, 500),
    });
    const [totals] = await tx
      .update(salesDocuments)
      .set({ updatedAt: sql`now()` })
      .where(eq(salesDocuments.id, entry.documentId))
      .returning({
        totalPriceCents: salesDocuments.totalPriceCents,
        totalTaxCents: salesDocuments.totalTaxCents,
        totalCents: salesDocuments.totalCents,
      });
    return totals ?? { totalPriceCents: 0, totalTaxCents: 0, totalCents: 0 };
  },
});

/** The calculation repository. */
export type CalculationRepository = ReturnType<typeof createCalculationRepository>;
