import { DOCUMENT_STATUS_IDS, DOCUMENT_TYPE_IDS } from '@door/contract';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#server/db/client';
import {
  brandPartners,
  brands,
  configurationDocumentation,
  configurations,
  countries,
  documentHistory,
  documentTypes,
  languages,
  partners,
  printTemplates,
  projects,
  salesDocumentConfigurations,
  salesDocumentGenerated,
  salesDocuments,
  users,
} from '#server/db/schema';
import { accessOwnerPartner, joinDocumentAccess } from '#server/policies/document-access-query';

const creator = alias(users, 'creator');
const salesman = alias(users, 'salesman');

/** A generated document as the service stores it. */
export type NewGeneratedDocument = typeof salesDocumentGenerated.$inferInsert;

/** Drizzle queries of print and send. */
export const createPrintRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /** The document with its project status, its owner's parent partner and its salesman's name; null when unknown. */
  async findDocument(tx: DbOrTx, documentId: string, lock = false) {
    const query = joinDocumentAccess(
      tx
        .select({
          document: salesDocuments,
          projectStatusId: projects.statusId,
          ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
          salesmanFirstName: salesman.firstName,
          salesmanLastName: salesman.lastName,
        })
        .from(salesDocuments)
        .$dynamic(),
    )
      .leftJoin(salesman, eq(salesman.id, salesDocuments.salesmanUserId))
      .where(eq(salesDocuments.id, documentId));
    const [row] = lock ? await query.for('update', { of: [salesDocuments] }) : await query;
    return row ?? null;
  },

  /** The storefront's letterhead data: brand, title, theme, partner name and address for mails. */
  async findStorefront(tx: DbOrTx, brandPartnerId: string) {
    const [row] = await tx
      .select({
        id: brandPartners.id,
        brandName: brands.name,
        title: brandPartners.title,
        style: brandPartners.style,
        inquiryEmail: brandPartners.inquiryEmail,
        partnerName: partners.name,
      })
      .from(brandPartners)
      .innerJoin(partners, eq(partners.id, brandPartners.partnerId))
      .innerJoin(brands, eq(brands.id, brandPartners.brandId))
      .where(eq(brandPartners.id, brandPartnerId));
    return row ?? null;
  },

  /** Every print template in display order. */
  listTemplates(tx: DbOrTx) {
    return tx.select().from(printTemplates).orderBy(asc(printTemplates.sortOrder), asc(printTemplates.id));
  },

  /** A print template; null when unknown. */
  async findTemplate(tx: DbOrTx, templateId: string) {
    const [row] = await tx.select().from(printTemplates).where(eq(printTemplates.id, templateId));
    return row ?? null;
  },

  /** A language's code; null when unknown. */
  async findLanguageCode(tx: DbOrTx, languageId: string): Promise<string | null> {
    const [row] = await tx.select({ code: languages.code }).from(languages).where(eq(languages.id, languageId));
    return row?.code ?? null;
  },

  /** The ISO code of a country; null when unknown. */
  async findCountryCodes(tx: DbOrTx, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) {
      return new Map();
    }
    const rows = await tx.select().from(countries).where(inArray(countries.id, ids));
    return new Map(rows.map((row) => [row.id, row.code]));
  },

  /** The document's configurations in position order, with their stored choices and totals. */
  listLines(tx: DbOrTx, documentId: string) {
    return tx
      .select({ line: salesDocumentConfigurations, configuration: configurations })
      .from(salesDocumentConfigurations)
      .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
      .where(eq(salesDocumentConfigurations.documentId, documentId))
      .orderBy(asc(salesDocumentConfigurations.position));
  },

  /**
   * Whether any configuration of the document has generated technical documentation: the generated (or special
   * generated) status, or generated or special documentation files.
   */
  async hasTechnicalDocumentation(tx: DbOrTx, documentId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: salesDocumentConfigurations.id })
      .from(salesDocumentConfigurations)
      .where(
        and(
          eq(salesDocumentConfigurations.documentId, documentId),
          or(
            eq(salesDocumentConfigurations.statusId, DOCUMENT_STATUS_IDS.generatedTechnicalDocumentation),
            eq(salesDocumentConfigurations.statusId, DOCUMENT_STATUS_IDS.specialTechnicalDocumentationGenerated),
            sql`exists (select 1 from ${configurationDocumentation} where ${configurationDocumentation.documentConfigurationId} = ${salesDocumentConfigurations.id} and ${configurationDocumentation.kind} in ('generated', 'special'))`,
          ),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The document's generated documents, newest first, with their type names and creators. */
  listGenerated(tx: DbOrTx, documentId: string) {
    return tx
      .select({
        generated: salesDocumentGenerated,
        typeNames: documentTypes.names,
        creatorFirstName: creator.firstName,
        creatorLastName: creator.lastName,
      })
      .from(salesDocumentGenerated)
      .innerJoin(documentTypes, eq(documentTypes.id, salesDocumentGenerated.typeId))
      .leftJoin(creator, eq(creator.id, salesDocumentGenerated.createdByUserId))
      .where(eq(salesDocumentGenerated.documentId, documentId))
      .orderBy(desc(salesDocumentGenerated.createdAt), desc(salesDocumentGenerated.id));
  },

  /** Generated documents of the document by id (ids of other documents are left out). */
  findGenerated(tx: DbOrTx, documentId: string, ids: string[]) {
    return tx
      .select()
      .from(salesDocumentGenerated)
      .where(and(eq(salesDocumentGenerated.documentId, documentId), inArray(salesDocumentGenerated.id, ids)));
  },

  /** The newest printed document of the document; null when none. */
  async findNewestPrinted(tx: DbOrTx, documentId: string) {
    const [row] = await tx
      .select()
      .from(salesDocumentGenerated)
      .where(
        and(
          eq(salesDocumentGenerated.documentId, documentId),
          eq(salesDocumentGenerated.typeId, DOCUMENT_TYPE_IDS.offerprinted),
        ),
      )
      .orderBy(desc(salesDocumentGenerated.createdAt), desc(salesDocumentGenerated.id))
      .limit(1);
    return row ?? null;
  },

  /** Whether a print was already marked as sent (an offer sent record of the same file). */
  async isMarkedSent(tx: DbOrTx, documentId: string, pdfKey: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: salesDocumentGenerated.id })
      .from(salesDocumentGenerated)
      .where(
        and(
          eq(salesDocumentGenerated.documentId, documentId),
          eq(salesDocumentGenerated.typeId, DOCUMENT_TYPE_IDS.offersent),
          eq(salesDocumentGenerated.pdfKey, pdfKey),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** Records a generated document; returns its id and time. */
  async insertGenerated(tx: DbOrTx, values: NewGeneratedDocument) {
    const [row] = await tx
      .insert(salesDocumentGenerated)
      .values(values)
      .returning({ id: salesDocumentGenerated.id, createdAt: salesDocumentGenerated.createdAt });
    if (!row) {
      throw new Error('generated document insert returned no row');
    }
    return row;
  },

  /** Deletes a generated document of the given type only; returns whether a row went. */
  async deleteGenerated(tx: DbOrTx, generatedId: string, typeId: string): Promise<boolean> {
    const rows = await tx
      .delete(salesDocumentGenerated)
      .where(and(eq(salesDocumentGenerated.id, generatedId), eq(salesDocumentGenerated.typeId, typeId)))
      .returning({ id: salesDocumentGenerated.id });
    return rows.length > 0;
  },

  /** How many generated documents still use a file store key. */
  async countKeyUses(tx: DbOrTx, key: string): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(salesDocumentGenerated)
      .where(or(eq(salesDocumentGenerated.pdfKey, key), eq(salesDocumentGenerated.docxKey, key)));
    return row?.count ?? 0;
  },

  /** Sets the document's status (and its last change). */
  async setStatus(tx: DbOrTx, documentId: string, statusId: string) {
    await tx.update(salesDocuments).set({ statusId, updatedAt: sql`now()` }).where(eq(salesDocuments.id, documentId));
  },

  /** Writes a history entry. */
  async insertHistory(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values(entry);
  },
});
/** The print repository. */
export type PrintRepository = ReturnType<typeof createPrintRepository>;
