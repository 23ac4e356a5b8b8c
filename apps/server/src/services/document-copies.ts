import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { configurations, salesDocumentConfigurations, type salesDocuments } from '#server/db/schema';

type StoredDocument = typeof salesDocuments.$inferSelect;

/** The fields a copy (copy, send, forward, send to supplier) takes over from its source. */
export const copiedFields = (source: StoredDocument) => ({
  brandPartnerId: source.brandPartnerId,
  customerUserId: source.customerUserId,
  contactAddressing: source.contactAddressing,
  contactFirstName: source.contactFirstName,
  contactLastName: source.contactLastName,
  contactEmail: source.contactEmail,
  contactTelephone: source.contactTelephone,
  contactAddress: source.contactAddress,
  contactCity: source.contactCity,
  contactZip: source.contactZip,
  contactCountryId: source.contactCountryId,
  contactCompanyName: source.contactCompanyName,
  contactCompanyRegistration: source.contactCompanyRegistration,
  contactCompanyVat: source.contactCompanyVat,
  consentMarketing: source.consentMarketing,
  consentNotifications: source.consentNotifications,
  consentPersonalData: source.consentPersonalData,
  deliveryData: source.deliveryData,
  receiptData: source.receiptData,
  commission: source.commission,
  customerNumber: source.customerNumber,
  comment: source.comment,
  currency: source.currency,
  language: source.language,
});

/**
 * Copies the configurations of one document into another: each configuration is cloned (so editing the copy
 * leaves the original alone) with its position, quantity, stored price and position data (customer position and
 * sub-position, delivery date, commission, comment); statuses start as draft. Remarks are not copied: they are
 * notes on the original document's delivery (docs/decisions.md). Returns each source row with its copy, so the
 * service copies their calculation rows too. A new revision of an offer keeps each position's identity across
 * revisions (`keepIdentity`), so the comparison pairs a position with its copy.
 */
export const copyDocumentLines = async (
  tx: DbOrTx,
  fromDocumentId: string,
  toDocumentId: string,
  ownerUserId: string,
  keepIdentity = false,
) => {
  const lines = await tx
    .select({ line: salesDocumentConfigurations, configuration: configurations })
    .from(salesDocumentConfigurations)
    .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
    .where(eq(salesDocumentConfigurations.documentId, fromDocumentId))
    .orderBy(asc(salesDocumentConfigurations.position));
  const copies: { fromLineId: string; toLineId: string }[] = [];
  for (const { line, configuration } of lines) {
    const [clone] = await tx
      .insert(configurations)
      .values({
        brandPartnerId: configuration.brandPartnerId,
        modelId: configuration.modelId,
        catalogueVersionId: configuration.catalogueVersionId,
        choices: configuration.choices,
        comment: configuration.comment,
        ownerUserId,
      })
      .returning({ id: configurations.id });
    const [copy] = await tx
      .insert(salesDocumentConfigurations)
      .values({
        documentId: toDocumentId,
        configurationId: (clone as { id: string }).id,
        position: line.position,
        quantity: line.quantity,
        unitPriceCents: line.unitPriceCents,
        customerPosition: line.customerPosition,
        customerSubPosition: line.customerSubPosition,
        deliveryDate: line.deliveryDate,
        commission: line.commission,
        comment: line.comment,
        revisionLineId: keepIdentity ? (line.revisionLineId ?? line.id) : null,
      })
      .returning({ id: salesDocumentConfigurations.id });
    copies.push({ fromLineId: line.id, toLineId: (copy as { id: string }).id });
  }
  return copies;
};

/**
 * Gives a new document exactly the payment and delivery terms of another, replacing the defaults it got: a new
 * revision takes its source's, and the order of an online acceptance the accepted offer's (what the customer agreed to).
 */
export const copyDocumentTerms = async (tx: DbOrTx, fromDocumentId: string, toDocumentId: string) => {
  await tx.execute(sql`delete from sales_document_terms where document_id = ${toDocumentId}`);
  await tx.execute(sql`
    insert into sales_document_terms (document_id, kind, name, description, texts, value_hundredths, sort_order, is_custom, created_at)
    select ${toDocumentId}, kind, name, description, texts, value_hundredths, sort_order, is_custom, created_at
    from sales_document_terms where document_id = ${fromDocumentId}
    order by sort_order, created_at, id`);
};
