import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { configurations, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { lineCalculationColumns, readDocumentTerms } from '#server/services/calculation/calculation-reader';
import { sha256Hex } from '#server/services/offer-links';

/** Bumped when what the fingerprint covers changes: a link sent under another version no longer matches. */
const FINGERPRINT_VERSION = 'offer-content:1';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON value with every object's keys sorted, so equal content always serialises to the same text. */
const canonical = (value: unknown): Json => {
  if (value === null || value === undefined) {
    return null;
  }
  if (Array.isArray(value)) {
    return value.map(canonical);
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, entry]) => entry !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, canonical(entry)]),
    );
  }
  return typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string' ? value : String(value);
};

/**
 * The fingerprint (SHA-256, hex) of what an offer's printout commits to, read from the database in the caller's
 * transaction: the customer's and the delivery address, commission, customer number and currency; per position (in
 * order) the configuration (catalogue version, model, choices), quantity, unit price, the additional costs, discounts
 * and net costs, the tax option and its rate and the stored line totals; the payment and delivery terms with their
 * texts in every language and cash discounts; the document's totals. Row ids and times are left out (a discount
 * removed and added again alike is the same content), and so are the print's own choices (language, template,
 * prices or pictures shown), the valid-until date (moved on its own, the page follows it), the seller's letterhead,
 * the salesperson and the status. Sending stores it on the link; accepting compares it under the offer's row lock.
 * An unknown document has the fingerprint of nothing.
 */
export const offerContentFingerprint = async (tx: DbOrTx, documentId: string): Promise<string> => {
  const [document] = await tx
    .select({
      currency: salesDocuments.currency,
      contactAddressing: salesDocuments.contactAddressing,
      contactFirstName: salesDocuments.contactFirstName,
      contactLastName: salesDocuments.contactLastName,
      contactCompanyName: salesDocuments.contactCompanyName,
      contactCompanyVat: salesDocuments.contactCompanyVat,
      contactAddress: salesDocuments.contactAddress,
      contactZip: salesDocuments.contactZip,
      contactCity: salesDocuments.contactCity,
      contactCountryId: salesDocuments.contactCountryId,
      deliveryData: salesDocuments.deliveryData,
      commission: salesDocuments.commission,
      customerNumber: salesDocuments.customerNumber,
      totalPriceCents: salesDocuments.totalPriceCents,
      totalTaxCents: salesDocuments.totalTaxCents,
      totalCents: salesDocuments.totalCents,
    })
    .from(salesDocuments)
    .where(eq(salesDocuments.id, documentId));
  const lines = await tx
    .select({
      position: salesDocumentConfigurations.position,
      quantity: salesDocumentConfigurations.quantity,
      unitPriceCents: salesDocumentConfigurations.unitPriceCents,
      withAdditionalCostCents: salesDocumentConfigurations.withAdditionalCostCents,
      totalPriceCents: salesDocumentConfigurations.totalPriceCents,
      totalTaxCents: salesDocumentConfigurations.totalTaxCents,
      catalogueVersionId: configurations.catalogueVersionId,
      modelId: configurations.modelId,
      choices: configurations.choices,
      ...lineCalculationColumns,
    })
    .from(salesDocumentConfigurations)
    .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
    .where(eq(salesDocumentConfigurations.documentId, documentId))
    .orderBy(asc(salesDocumentConfigurations.position), asc(salesDocumentConfigurations.id));
  const terms = await readDocumentTerms(tx, documentId);
  const termOf = (term: (typeof terms.paymentTerms)[number]) => ({
    kind: term.kind,
    name: term.name,
    description: term.description,
    texts: term.texts,
    valueHundredths: term.valueHundredths,
    sortOrder: term.sortOrder,
  });
  const content = {
    version: FINGERPRINT_VERSION,
    document: document ?? null,
    positions: lines.map(({ costs, discounts, tax, ...line }) => ({
      ...line,
      costs: costs.map((cost) => ({ kind: cost.kind, name: cost.name, valueCents: Number(cost.valueCents) })),
      discounts: discounts.map((discount) => ({
        name: discount.name,
        typeId: discount.typeId,
        value: Number(discount.value),
        level: discount.level,
      })),
      tax: tax ? { taxOptionId: tax.taxOptionId, rateBasisPoints: tax.rateBasisPoints } : null,
    })),
    paymentTerms: terms.paymentTerms.map(termOf),
    deliveryTerms: terms.deliveryTerms.map(termOf),
  };
  return sha256Hex(JSON.stringify(canonical(content)));
};
