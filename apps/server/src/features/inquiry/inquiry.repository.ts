import { DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_IDS, PROJECT_STATUS_IDS } from '@door/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import {
  anonymousCartTokens,
  brandPartners,
  brands,
  cartItems,
  configurations,
  countries,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { newLineTotals } from '#server/services/calculation/line-totals';

/** A new inquiry document's values that the service decides. */
export type NewInquiryDocument = Omit<
  typeof salesDocuments.$inferInsert,
  'id' | 'projectId' | 'typeId' | 'statusId' | 'createdAt' | 'updatedAt'
>;

/** Drizzle queries of the inquiry: storefront, configurations, carts, and the project and document it creates. */
export const createInquiryRepository = (db: Db) => ({
  db,
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /** The storefront an inquiry goes to; null when unknown. */
  async findBrandPartner(brandPartnerId: string) {
    const [row] = await db
      .select({
        id: brandPartners.id,
        partnerId: brandPartners.partnerId,
        isActive: brandPartners.isActive,
        title: brandPartners.title,
        brandName: brands.name,
        inquiryEmail: brandPartners.inquiryEmail,
        currency: brandPartners.currency,
      })
      .from(brandPartners)
      .innerJoin(brands, eq(brands.id, brandPartners.brandId))
      .where(eq(brandPartners.id, brandPartnerId));
    return row ?? null;
  },

  /** The ISO code of a country; null when unknown. */
  async findCountryCode(countryId: string): Promise<string | null> {
    const [row] = await db.select({ code: countries.code }).from(countries).where(eq(countries.id, countryId));
    return row?.code ?? null;
  },

  /** The anonymous cart token with this hash; null when unknown. */
  async findTokenId(tokenHash: string): Promise<string | null> {
    const [row] = await db
      .select({ id: anonymousCartTokens.id })
      .from(anonymousCartTokens)
      .where(eq(anonymousCartTokens.tokenHash, tokenHash));
    return row?.id ?? null;
  },

  /** The configurations of an inquiry with their cart item, if any. */
  async findConfigurations(ids: string[]) {
    return db
      .select({
        id: configurations.id,
        brandPartnerId: configurations.brandPartnerId,
        modelId: configurations.modelId,
        catalogueVersionId: configurations.catalogueVersionId,
        choices: configurations.choices,
        comment: configurations.comment,
        ownerUserId: configurations.ownerUserId,
        updatedAt: configurations.updatedAt,
        cartUserId: cartItems.userId,
        cartTokenId: cartItems.anonymousTokenId,
        cartQuantity: cartItems.quantity,
      })
      .from(configurations)
      .leftJoin(cartItems, eq(cartItems.configurationId, configurations.id))
      .where(inArray(configurations.id, ids));
  },

  /** Creates the project (active) of an inquiry. */
  async insertProject(
    tx: DbOrTx,
    values: { partnerId: string; brandPartnerId: string; number: number; createdByUserId: string | null },
  ) {
    const [row] = await tx
      .insert(projects)
      .values({ ...values, statusId: PROJECT_STATUS_IDS.active })
      .returning({ id: projects.id });
    return (row as { id: string }).id;
  },

  /** Creates the inquiry document (type inquiry, status received) in a project. */
  async insertInquiryDocument(tx: DbOrTx, projectId: string, values: NewInquiryDocument) {
    const [row] = await tx
      .insert(salesDocuments)
      .values({ ...values, projectId, typeId: DOCUMENT_TYPE_IDS.inquiry, statusId: DOCUMENT_STATUS_IDS.received })
      .returning({ id: salesDocuments.id });
    return (row as { id: string }).id;
  },

  /** Adds the configurations to the document with positions 1, 2, … in the order given. */
  async insertDocumentConfigurations(
    tx: DbOrTx,
    documentId: string,
    items: { configurationId: string; quantity: number; unitPriceCents: number }[],
  ) {
    await tx.insert(salesDocumentConfigurations).values(
      items.map((item, index) => ({
        documentId,
        position: index + 1,
        ...item,
        ...newLineTotals(item.unitPriceCents, item.quantity),
      })),
    );
  },

  /** Records an entry of the document's history. */
  async insertHistory(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values(entry);
  },

  /**
   * Pins configurations to the catalogue version they were priced with (a cart follows the current catalogue; a
   * configuration in a document keeps its version).
   */
  async pinConfigurations(
    tx: DbOrTx,
    pins: { id: string; catalogueVersionId: string; choices: Record<string, string> }[],
  ) {
    for (const pin of pins) {
      await tx
        .update(configurations)
        .set({ catalogueVersionId: pin.catalogueVersionId, choices: pin.choices, updatedAt: sql`now()` })
        .where(eq(configurations.id, pin.id));
    }
  },

  /** Takes the sent configurations out of every cart and unpublishes them (the inquiry document holds copies). */
  async releaseConfigurations(tx: DbOrTx, ids: string[]) {
    await tx.delete(cartItems).where(inArray(cartItems.configurationId, ids));
    await tx.update(configurations).set({ isPublished: false }).where(inArray(configurations.id, ids));
  },
});
/** Drizzle queries of the inquiry. */
export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
