import { DISCOUNT_TYPE_IDS } from '@door/contract';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import {
  brandPartnerTaxOptions,
  configurations,
  countries,
  documentConfigurationCosts,
  documentConfigurationDiscounts,
  documentConfigurationTaxOptions,
  partners,
  salesDocumentConfigurations,
  salesDocumentTerms,
  taxOptions,
} from '#server/db/schema';
import { lineCalculationColumns } from '#server/services/calculation/calculation-reader';
import { newLineTotals, refreshLineTotals } from '#server/services/calculation/line-totals';

/** Drizzle queries of the EDI export and import: partner names, countries, imported positions. */
export const createDocumentEdiRepository = () => ({
  /** Names of partners by id (null ids skipped). */
  async partnerNames(tx: DbOrTx, ids: (string | null)[]) {
    const wanted = ids.filter((id): id is string => id !== null);
    const rows = wanted.length
      ? await tx.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, wanted))
      : [];
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /** Country id → ISO code of the given countries (null ids skipped). */
  async countryCodes(tx: DbOrTx, ids: (string | null | undefined)[]) {
    const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const rows = wanted.length
      ? await tx.select({ id: countries.id, code: countries.code }).from(countries).where(inArray(countries.id, wanted))
      : [];
    return new Map(rows.map((row) => [row.id, row.code]));
  },

  /**
   * A document's lines in position order, each with the configuration columns the exports read and its calculation
   * rows (costs, discounts, tax option) as columns: one statement for every position.
   */
  async listLinesWithCalculation(tx: DbOrTx, documentId: string) {
    return tx
      .select({
        line: {
          id: salesDocumentConfigurations.id,
          position: salesDocumentConfigurations.position,
          quantity: salesDocumentConfigurations.quantity,
          unitPriceCents: salesDocumentConfigurations.unitPriceCents,
          deliveryDate: salesDocumentConfigurations.deliveryDate,
        },
        configuration: {
          id: configurations.id,
          modelId: configurations.modelId,
          catalogueVersionId: configurations.catalogueVersionId,
          choices: configurations.choices,
          comment: configurations.comment,
        },
        ...lineCalculationColumns,
      })
      .from(salesDocumentConfigurations)
      .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
      .where(eq(salesDocumentConfigurations.documentId, documentId))
      .orderBy(asc(salesDocumentConfigurations.position));
  },

  /** ISO code → country id. */
  async countryIds(tx: DbOrTx) {
    const rows = await tx.select().from(countries);
    return new Map(rows.map((row) => [row.code, row.id]));
  },

  /**
   * The partner of that exact name among the partner's parent and direct children (the EDI buyer names no id);
   * null when none or more than one match.
   */
  async chainPartnerByName(tx: DbOrTx, partnerId: string, name: string): Promise<string | null> {
    const [own] = await tx
      .select({ parentPartnerId: partners.parentPartnerId })
      .from(partners)
      .where(eq(partners.id, partnerId));
    const children = await tx
      .select({ id: partners.id, name: partners.name })
      .from(partners)
      .where(and(eq(partners.parentPartnerId, partnerId), isNotNull(partners.name)));
    const parent = own?.parentPartnerId
      ? await tx
          .select({ id: partners.id, name: partners.name })
          .from(partners)
          .where(eq(partners.id, own.parentPartnerId))
      : [];
    const matches = [...parent, ...children].filter((row) => row.name === name);
    return matches.length === 1 ? (matches[0]?.id ?? null) : null;
  },

  /** Adds an imported position: a new configuration and its line in the document. */
  async insertLine(
    tx: DbOrTx,
    line: {
      documentId: string;
      brandPartnerId: string;
      modelId: string;
      catalogueVersionId: string;
      choices: Record<string, string>;
      comment: string;
      ownerUserId: string;
      position: number;
      quantity: number;
      unitPriceCents: number;
    },
  ) {
    const [configuration] = await tx
      .insert(configurations)
      .values({
        brandPartnerId: line.brandPartnerId,
        modelId: line.modelId,
        catalogueVersionId: line.catalogueVersionId,
        choices: line.choices,
        comment: line.comment,
        ownerUserId: line.ownerUserId,
      })
      .returning({ id: configurations.id });
    const [row] = await tx
      .insert(salesDocumentConfigurations)
      .values({
        documentId: line.documentId,
        configurationId: (configuration as { id: string }).id,
        position: line.position,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        ...newLineTotals(line.unitPriceCents, line.quantity),
      })
      .returning({ id: salesDocumentConfigurations.id });
    return (row as { id: string }).id;
  },

  /**
   * The tax option of a rate (basis points) the brand partner offers (its own list, or every option when it lists
   * none); null when it offers none of that rate.
   */
  async taxOptionIdByRate(tx: DbOrTx, brandPartnerId: string, rateBasisPoints: number): Promise<string | null> {
    const own = await tx
      .select({ id: taxOptions.id, rate: taxOptions.rateBasisPoints })
      .from(brandPartnerTaxOptions)
      .innerJoin(taxOptions, eq(taxOptions.id, brandPartnerTaxOptions.taxOptionId))
      .where(eq(brandPartnerTaxOptions.brandPartnerId, brandPartnerId))
      .orderBy(taxOptions.sortOrder);
    const offered =
      own.length > 0
        ? own
        : await tx
            .select({ id: taxOptions.id, rate: taxOptions.rateBasisPoints })
            .from(taxOptions)
            .orderBy(taxOptions.sortOrder);
    return offered.find((option) => option.rate === rateBasisPoints)?.id ?? null;
  },

  /** Adds an imported position's calculation rows and recomputes its totals. */
  async insertCalculation(
    tx: DbOrTx,
    documentConfigurationId: string,
    rows: {
      additionalCosts: { name: string; valueCents: number }[];
      netCosts: { name: string; valueCents: number }[];
      discounts: { name: string; type: 'percentage' | 'amount'; value: number; level: number }[];
      taxOptionId: string | null;
    },
  ) {
    const costs = [
      ...rows.additionalCosts.map((cost) => ({ ...cost, kind: 'additional' })),
      ...rows.netCosts.map((cost) => ({ ...cost, kind: 'net' })),
    ];
    if (costs.length > 0) {
      await tx.insert(documentConfigurationCosts).values(
        costs.map((cost) => ({
          documentConfigurationId,
          kind: cost.kind,
          name: cost.name,
          valueCents: cost.valueCents,
        })),
      );
    }
    // "As added" (created_at, then a random id) keeps the file's order within a level only if no two rows share a
    // time: the clock can repeat between two fast inserts (the embedded database's does), so each row is a
    // microsecond later than its place in the file requires.
    for (const [index, discount] of rows.discounts.entries()) {
      await tx.insert(documentConfigurationDiscounts).values({
        documentConfigurationId,
        name: discount.name,
        typeId: DISCOUNT_TYPE_IDS[discount.type],
        value: discount.value,
        level: discount.level,
        createdAt: sql`clock_timestamp() + ${index}::int * interval '1 microsecond'`,
      });
    }
    if (rows.taxOptionId !== null) {
      await tx
        .insert(documentConfigurationTaxOptions)
        .values({ documentConfigurationId, taxOptionId: rows.taxOptionId });
    }
    await refreshLineTotals(tx, [documentConfigurationId]);
  },

  /** Replaces a document's terms (the storefront's defaults a new document got) by the imported ones. */
  async replaceTerms(
    tx: DbOrTx,
    documentId: string,
    terms: {
      kind: 'payment' | 'delivery';
      name: string;
      description: string;
      valueHundredths: number | null;
      sortOrder: number;
    }[],
  ) {
    await tx.delete(salesDocumentTerms).where(eq(salesDocumentTerms.documentId, documentId));
    if (terms.length > 0) {
      await tx.insert(salesDocumentTerms).values(terms.map((term) => ({ ...term, documentId, isCustom: false })));
    }
  },
});
/** Drizzle queries of the EDI export and import. */
export type DocumentEdiRepository = ReturnType<typeof createDocumentEdiRepository>;
