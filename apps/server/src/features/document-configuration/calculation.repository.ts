import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import {
  discountTypes,
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentConfigurationTaxOptions,
  documentHistory,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { statementPerConnection } from '#server/db/statement-per-connection';
import { selectConfigurationWithAccess } from '#server/policies/document-access-query';
import { lineCalculationColumns } from '#server/services/calculation/calculation-reader';

/** The kinds of cost row. */
export type CostKind = 'additional' | 'net';

/** A tax option a brand partner offers. */
export type TaxOptionRow = { id: string; rateBasisPoints: number };

/**
 * The tax options a brand partner offers, as a JSON array in sort order: its own selection, or every option of the
 * reference table when it has chosen none.
 */
const taxOptionsJson = (brandPartnerId: PgColumn | string): SQL<TaxOptionRow[]> => sql`coalesce(
  (select json_agg(json_build_object('id', t.id, 'rateBasisPoints', t.rate_basis_points) order by t.sort_order, t.id)
    from brand_partner_tax_options b join tax_options t on t.id = b.tax_option_id
    where b.brand_partner_id = ${brandPartnerId}),
  (select json_agg(json_build_object('id', t.id, 'rateBasisPoints', t.rate_basis_points) order by t.sort_order, t.id)
    from tax_options t),
  '[]'::json)`;

const placeholder = (name: string) => sql.placeholder(name);
/** A placeholder where Drizzle's types want SQL (an update's values). */
const setTo = (name: string) => sql`${sql.placeholder(name)}`;

/** A history entry of a calculation change. */
export type CalculationHistoryEntry = {
  documentId: string;
  documentConfigurationId: string;
  configurationId: string;
  userId: string;
  type: string;
  text: string;
  value: string;
};

const costOfConfiguration = and(
  eq(documentConfigurationCosts.id, placeholder('costId')),
  eq(documentConfigurationCosts.documentConfigurationId, placeholder('documentConfigurationId')),
  eq(documentConfigurationCosts.kind, placeholder('kind')),
);
const discountOfConfiguration = and(
  eq(documentConfigurationDiscounts.id, placeholder('discountId')),
  eq(documentConfigurationDiscounts.documentConfigurationId, placeholder('documentConfigurationId')),
);

// The writes: named statements with placeholders (PostgreSQL parses and plans each once per connection, which
// halves the database's work per change) that Drizzle builds once per connection (bench/calculation.bench.ts).
const insertCostStatement = statementPerConnection((db) =>
  db
    .insert(documentConfigurationCosts)
    .values({
      documentConfigurationId: placeholder('documentConfigurationId'),
      kind: placeholder('kind'),
      name: placeholder('name'),
      valueCents: placeholder('valueCents'),
    })
    .returning({ id: documentConfigurationCosts.id })
    .prepare('calculation_insert_cost'),
);
const updateCostStatement = statementPerConnection((db) =>
  db
    .update(documentConfigurationCosts)
    .set({ name: setTo('name'), valueCents: setTo('valueCents') })
    .where(costOfConfiguration)
    .returning({ id: documentConfigurationCosts.id })
    .prepare('calculation_update_cost'),
);
const deleteCostStatement = statementPerConnection((db) =>
  db.delete(documentConfigurationCosts).where(costOfConfiguration).returning().prepare('calculation_delete_cost'),
);
const insertDiscountStatement = statementPerConnection((db) =>
  db
    .insert(documentConfigurationDiscounts)
    .values({
      documentConfigurationId: placeholder('documentConfigurationId'),
      name: placeholder('name'),
      typeId: placeholder('typeId'),
      value: placeholder('value'),
      level: placeholder('level'),
    })
    .returning({ id: documentConfigurationDiscounts.id })
    .prepare('calculation_insert_discount'),
);
const updateDiscountStatement = statementPerConnection((db) =>
  db
    .update(documentConfigurationDiscounts)
    .set({ name: setTo('name'), value: setTo('value'), level: setTo('level'), typeId: setTo('typeId') })
    .where(discountOfConfiguration)
    .returning({ id: documentConfigurationDiscounts.id })
    .prepare('calculation_update_discount'),
);
const deleteDiscountStatement = statementPerConnection((db) =>
  db
    .delete(documentConfigurationDiscounts)
    .where(discountOfConfiguration)
    .returning()
    .prepare('calculation_delete_discount'),
);
const setTaxOptionStatement = statementPerConnection((db) =>
  db
    .insert(documentConfigurationTaxOptions)
    .values({
      documentConfigurationId: placeholder('documentConfigurationId'),
      taxOptionId: placeholder('taxOptionId'),
    })
    .onConflictDoUpdate({
      target: documentConfigurationTaxOptions.documentConfigurationId,
      set: { taxOptionId: sql`excluded.tax_option_id` },
    })
    .prepare('calculation_set_tax_option'),
);
/**
 * The history entry, a touch of the document and its totals, in one statement: the line's totals were stored before
 * (`refreshLineTotals`), and the document's sum trigger, when they changed, set its "updated_at" to this time;
 * the touch then leaves the row alone.
 */
const recordChangeStatement = statementPerConnection((db) => {
  const recorded = db.$with('recorded').as(
    db
      .insert(documentHistory)
      .values({
        documentId: placeholder('documentId'),
        documentConfigurationId: placeholder('documentConfigurationId'),
        configurationId: placeholder('configurationId'),
        userId: placeholder('userId'),
        type: placeholder('type'),
        text: placeholder('text'),
        value: placeholder('value'),
      })
      .returning({ id: documentHistory.id }),
  );
  const touched = db.$with('touched').as(
    db
      .update(salesDocuments)
      .set({ updatedAt: sql`now()` })
      .where(
        and(eq(salesDocuments.id, placeholder('documentId')), sql`${salesDocuments.updatedAt} is distinct from now()`),
      )
      .returning({ id: salesDocuments.id }),
  );
  return db
    .with(recorded, touched)
    .select({
      totalPriceCents: salesDocuments.totalPriceCents,
      totalTaxCents: salesDocuments.totalTaxCents,
      totalCents: salesDocuments.totalCents,
    })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, placeholder('documentId')))
    .prepare('calculation_record_change');
});

let discountTypesOnce: Promise<(typeof discountTypes.$inferSelect)[]> | null = null;

/** Drizzle queries of the calculation: cost, discount and tax rows of a configuration in a document. */
export const createCalculationRepository = (db: Db) => {
  const prepareCalculationRead = () =>
    selectConfigurationWithAccess(db, {
      ...lineCalculationColumns,
      taxOptions: taxOptionsJson(salesDocuments.brandPartnerId),
    })
      .where(eq(salesDocumentConfigurations.id, sql.placeholder('id')))
      .prepare('calculation_read');
  let calculationStatement: ReturnType<typeof prepareCalculationRead> | undefined;
  return {
    /** Runs work in one transaction. */
    transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),
    db,

    /** The tax options a brand partner offers, in sort order. */
    async listTaxOptions(tx: DbOrTx, brandPartnerId: string): Promise<TaxOptionRow[]> {
      const [row] = await executeRows<{ options: TaxOptionRow[] }>(
        tx,
        sql`select ${taxOptionsJson(brandPartnerId)} as options`,
      );
      return row?.options ?? [];
    },

    /**
     * A configuration in a document with its document's access fields, its cost, discount and tax rows and the tax
     * options of its brand partner, in one statement (the calculation page reads it on every change); null when
     * unknown. Costs come in the order added, discounts in the calculation's order (level, then as added).
     */
    async findCalculation(documentConfigurationId: string) {
      calculationStatement ??= prepareCalculationRead();
      const [row] = await calculationStatement.execute({ id: documentConfigurationId });
      return row ?? null;
    },

    /**
     * The discount types (percentage, amount) with their names in every language; reference data seeded with the
     * contract's fixed ids, read once per process.
     */
    listDiscountTypes(tx: DbOrTx) {
      discountTypesOnce ??= tx
        .select()
        .from(discountTypes)
        .where(inArray(discountTypes.code, ['percentage', 'amount']))
        .orderBy(desc(discountTypes.code))
        .then((rows) => {
          if (rows.length === 0) {
            discountTypesOnce = null;
          }
          return rows;
        });
      return discountTypesOnce;
    },

    /** Adds a cost row; returns its id. */
    async insertCost(
      tx: DbOrTx,
      row: { documentConfigurationId: string; kind: CostKind; name: string; valueCents: number },
    ) {
      const [inserted] = await insertCostStatement(tx).execute(row);
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
      const rows = await updateCostStatement(tx).execute({ ...values, costId, documentConfigurationId, kind });
      return rows.length > 0;
    },

    /** Deletes a cost row of the configuration; the deleted row, or null when it is not one of its rows of that kind. */
    async deleteCost(tx: DbOrTx, documentConfigurationId: string, kind: CostKind, costId: string) {
      const [row] = await deleteCostStatement(tx).execute({ costId, documentConfigurationId, kind });
      return row ?? null;
    },

    /** Adds a discount row; returns its id. */
    async insertDiscount(
      tx: DbOrTx,
      row: { documentConfigurationId: string; name: string; typeId: string; value: number; level: number },
    ) {
      const [inserted] = await insertDiscountStatement(tx).execute(row);
      return inserted?.id ?? '';
    },

    /** Changes a discount of the configuration; false when it is not one of its discounts. */
    async updateDiscount(
      tx: DbOrTx,
      documentConfigurationId: string,
      discountId: string,
      values: { name: string; value: number; level: number; typeId: string },
    ) {
      const rows = await updateDiscountStatement(tx).execute({ ...values, discountId, documentConfigurationId });
      return rows.length > 0;
    },

    /** Deletes a discount of the configuration; the deleted row, or null when it is not one of its discounts. */
    async deleteDiscount(tx: DbOrTx, documentConfigurationId: string, discountId: string) {
      const [row] = await deleteDiscountStatement(tx).execute({ discountId, documentConfigurationId });
      return row ?? null;
    },

    /** Chooses the configuration's tax option (replacing an earlier choice). */
    async setTaxOption(tx: DbOrTx, documentConfigurationId: string, taxOptionId: string) {
      await setTaxOptionStatement(tx).execute({ documentConfigurationId, taxOptionId });
    },

    /** Records a history entry and marks the document changed; returns the document's totals. */
    async recordChange(tx: DbOrTx, entry: CalculationHistoryEntry) {
      const [totals] = await recordChangeStatement(tx).execute({
        ...entry,
        text: entry.text.slice(0, 500),
        value: entry.value.slice(0, 500),
      });
      return totals ?? { totalPriceCents: 0, totalTaxCents: 0, totalCents: 0 };
    },
  };
};

/** The calculation repository. */
export type CalculationRepository = ReturnType<typeof createCalculationRepository>;
