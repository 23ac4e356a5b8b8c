import { DISCOUNT_TYPE_IDS } from '@door/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentConfigurationTaxOptions,
  salesDocumentConfigurations,
  salesDocuments,
  salesDocumentTerms,
  type TermTexts,
  taxOptions,
} from '#server/db/schema';
import { type CalculationInput, type CalculationResult, calculateConfiguration } from './calculate';

/** One configuration of a document with its calculation rows and their result. */
export type ConfigurationCalculation = {
  documentConfigurationId: string;
  configurationId: string;
  position: number;
  input: CalculationInput;
  /** The chosen tax option; null when none is chosen. */
  taxOptionId: string | null;
  result: CalculationResult;
};

/** A payment (with its cash-discount value) or delivery term of a document. */
export type DocumentTerm = {
  id: string;
  kind: 'payment' | 'delivery';
  name: string;
  description: string;
  /** The name and description in other languages (a default term's); read them with `termTextIn`. */
  texts: TermTexts;
  /** Cash discount in hundredths of a percent (payment terms); null for delivery terms. */
  valueHundredths: number | null;
  sortOrder: number;
  isCustom: boolean;
};

/** A document's money: per configuration the calculation, the document's totals and its terms. */
export type DocumentCalculation = {
  documentId: string;
  currency: string;
  configurations: ConfigurationCalculation[];
  totals: { totalPriceCents: number; totalTaxCents: number; totalCents: number };
  paymentTerms: DocumentTerm[];
  deliveryTerms: DocumentTerm[];
};

/** The calculation of the given configurations in a document (by sales document configuration id), in that order. */
export const readConfigurationCalculations = async (
  db: DbOrTx,
  rows: readonly CalculationRow[],
): Promise<ConfigurationCalculation[]> => {
  if (rows.length === 0) {
    return [];
  }
  const ids = rows.map((row) => row.id);
  const [costs, discounts, taxes] = await Promise.all([
    db
      .select()
      .from(documentConfigurationCosts)
      .where(inArray(documentConfigurationCosts.documentConfigurationId, ids))
      .orderBy(asc(documentConfigurationCosts.createdAt), asc(documentConfigurationCosts.id)),
    db
      .select()
      .from(documentConfigurationDiscounts)
      .where(inArray(documentConfigurationDiscounts.documentConfigurationId, ids))
      // The trigger's order: level, then as added; a stable sort by level keeps this order within a level.
      .orderBy(
        asc(documentConfigurationDiscounts.level),
        asc(documentConfigurationDiscounts.createdAt),
        asc(documentConfigurationDiscounts.id),
      ),
    db
      .select({
        documentConfigurationId: documentConfigurationTaxOptions.documentConfigurationId,
        taxOptionId: taxOptions.id,
        rateBasisPoints: taxOptions.rateBasisPoints,
      })
      .from(documentConfigurationTaxOptions)
      .innerJoin(taxOptions, eq(taxOptions.id, documentConfigurationTaxOptions.taxOptionId))
      .where(inArray(documentConfigurationTaxOptions.documentConfigurationId, ids)),
  ]);
  return rows.map((row) =>
    configurationCalculationOf(
      row,
      costs.filter((cost) => cost.documentConfigurationId === row.id),
      discounts.filter((discount) => discount.documentConfigurationId === row.id),
      taxes.find((entry) => entry.documentConfigurationId === row.id) ?? null,
    ),
  );
};

/** A configuration in a document as its calculation reads it. */
export type CalculationRow = {
  id: string;
  configurationId: string;
  position: number;
  quantity: number;
  unitPriceCents: number;
};
/** A cost row of a configuration. */
export type CostRow = { id: string; kind: string; name: string; valueCents: number };
/** A discount row of a configuration. */
export type DiscountRow = { id: string; name: string; typeId: string; value: number; level: number };
/** The configuration's chosen tax option. */
export type TaxRow = { taxOptionId: string; rateBasisPoints: number };

/**
 * A line's calculation rows as columns of a select from `sales_document_configurations`, in one statement: costs in the
 * order added, discounts in the calculation's order (level, then as added), the chosen tax option or null.
 */
// Spelt out: Drizzle writes a column of a one-table select without its table, which the subqueries would take as theirs.
const lineIdColumn = sql.raw('"sales_document_configurations"."id"');
export const lineCalculationColumns = {
  costs: sql<CostRow[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'kind', c.kind, 'name', c.name,
    'valueCents', c.value_cents) order by c.created_at, c.id), '[]'::json)
    from document_configuration_costs c where c.document_configuration_id = ${lineIdColumn})`,
  discounts: sql<DiscountRow[]>`(select coalesce(json_agg(json_build_object('id', x.id, 'name', x.name,
    'typeId', x.type_id, 'value', x.value, 'level', x.level) order by x.level, x.created_at, x.id), '[]'::json)
    from document_configuration_discounts x where x.document_configuration_id = ${lineIdColumn})`,
  tax: sql<TaxRow | null>`(select json_build_object('taxOptionId', t.id, 'rateBasisPoints', t.rate_basis_points)
    from document_configuration_tax_options o join tax_options t on t.id = o.tax_option_id
    where o.document_configuration_id = ${lineIdColumn})`,
};

/**
 * The calculation of one configuration from its rows: costs in the order added, discounts in level order (then as
 * added), the chosen tax option or null.
 */
export const configurationCalculationOf = (
  row: CalculationRow,
  costs: readonly CostRow[],
  discounts: readonly DiscountRow[],
  tax: TaxRow | null,
): ConfigurationCalculation => {
  const costsOf = (kind: 'additional' | 'net') =>
    costs
      .filter((cost) => cost.kind === kind)
      .map((cost) => ({ id: cost.id, name: cost.name, valueCents: cost.valueCents }));
  const input: CalculationInput = {
    unitPriceCents: row.unitPriceCents,
    quantity: row.quantity,
    additionalCosts: costsOf('additional'),
    netCosts: costsOf('net'),
    discounts: discounts.map((discount) => ({
      id: discount.id,
      name: discount.name,
      typeCode: discount.typeId === DISCOUNT_TYPE_IDS.percentage ? 'percentage' : 'amount',
      value: discount.value,
      level: discount.level,
    })),
    taxRateBasisPoints: tax?.rateBasisPoints ?? null,
  };
  return {
    documentConfigurationId: row.id,
    configurationId: row.configurationId,
    position: row.position,
    input,
    taxOptionId: tax?.taxOptionId ?? null,
    result: calculateConfiguration(input),
  };
};

/** The order of a document's terms: sort order, then as added. */
const termOrder = [asc(salesDocumentTerms.sortOrder), asc(salesDocumentTerms.createdAt), asc(salesDocumentTerms.id)];

/** A stored term row as the calculation reads it. */
const documentTermOf = (row: typeof salesDocumentTerms.$inferSelect): DocumentTerm => ({
  id: row.id,
  kind: row.kind === 'payment' ? 'payment' : 'delivery',
  name: row.name,
  description: row.description,
  texts: row.texts,
  valueHundredths: row.valueHundredths,
  sortOrder: row.sortOrder,
  isCustom: row.isCustom,
});

const splitTerms = (terms: DocumentTerm[]) => ({
  paymentTerms: terms.filter((term) => term.kind === 'payment'),
  deliveryTerms: terms.filter((term) => term.kind === 'delivery'),
});

/** A document's terms, payment and delivery, each in sort order. */
export const readDocumentTerms = async (db: DbOrTx, documentId: string) => {
  const rows = await db
    .select()
    .from(salesDocumentTerms)
    .where(eq(salesDocumentTerms.documentId, documentId))
    .orderBy(...termOrder);
  return splitTerms(rows.map(documentTermOf));
};

/** The terms of several documents in one statement, by document id (each as `readDocumentTerms` gives them). */
export const readDocumentsTerms = async (db: DbOrTx, documentIds: readonly string[]) => {
  const rows =
    documentIds.length === 0
      ? []
      : await db
          .select()
          .from(salesDocumentTerms)
          .where(inArray(salesDocumentTerms.documentId, [...documentIds]))
          .orderBy(...termOrder);
  return new Map(
    documentIds.map((id) => [id, splitTerms(rows.filter((row) => row.documentId === id).map(documentTermOf))]),
  );
};

/**
 * A document's money for print, EDI and the terms page: per configuration (in position order) its calculation, the
 * stored document totals and the terms. Null when the document does not exist; access checks are the caller's.
 */
export const readDocumentCalculation = async (db: DbOrTx, documentId: string): Promise<DocumentCalculation | null> => {
  const [document] = await db
    .select({
      currency: salesDocuments.currency,
      totalPriceCents: salesDocuments.totalPriceCents,
      totalTaxCents: salesDocuments.totalTaxCents,
      totalCents: salesDocuments.totalCents,
    })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, documentId));
  if (!document) {
    return null;
  }
  const rows = await db
    .select({
      id: salesDocumentConfigurations.id,
      configurationId: salesDocumentConfigurations.configurationId,
      position: salesDocumentConfigurations.position,
      quantity: salesDocumentConfigurations.quantity,
      unitPriceCents: salesDocumentConfigurations.unitPriceCents,
    })
    .from(salesDocumentConfigurations)
    .where(and(eq(salesDocumentConfigurations.documentId, documentId)))
    .orderBy(asc(salesDocumentConfigurations.position));
  const [configurations, terms] = await Promise.all([
    readConfigurationCalculations(db, rows),
    readDocumentTerms(db, documentId),
  ]);
  return {
    documentId,
    currency: document.currency,
    configurations,
    totals: {
      totalPriceCents: document.totalPriceCents,
      totalTaxCents: document.totalTaxCents,
      totalCents: document.totalCents,
    },
    ...terms,
  };
};
