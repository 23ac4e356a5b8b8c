import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#server/db/client';
import {
  brandPartners,
  configurations,
  contacts,
  countries,
  documentHistory,
  partners,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  userBrandPartners,
  users,
} from '#server/db/schema';
import { accessOwnerPartner, joinDocumentAccess } from '#server/policies/document-access-query';
import { copyDocumentLines } from '#server/services/document-copies';

/** A customer contact's own values (its kind and storefront are the repository's). */
export type NewCustomerContact = Omit<
  typeof contacts.$inferInsert,
  'id' | 'kind' | 'brandPartnerId' | 'partnerId' | 'userId' | 'createdAt' | 'updatedAt'
>;

/** A new document's values that the service decides. */
export type NewDocument = Omit<typeof salesDocuments.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Drizzle queries of the document actions (create, copy, status moves, send, forward, send to supplier, EDI). */
export const createDocumentActionsRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /**
   * The document with its project status and its owner's parent partner; null when unknown. `lock` takes the row
   * lock of the document and its project, so two actions on one document run one after the other.
   */
  async findDocument(tx: DbOrTx, documentId: string, lock = true) {
    const query = joinDocumentAccess(
      tx
        .select({
          document: salesDocuments,
          projectStatusId: projects.statusId,
          projectPartnerId: projects.partnerId,
          projectNumber: projects.number,
          ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
        })
        .from(salesDocuments)
        .$dynamic(),
    ).where(eq(salesDocuments.id, documentId));
    const [row] = lock ? await query.for('update', { of: [salesDocuments, projects] }) : await query;
    return row ?? null;
  },

  /** The storefront's partner, currency and licence; null when unknown. */
  async findBrandPartner(tx: DbOrTx, brandPartnerId: string) {
    const [row] = await tx
      .select({
        id: brandPartners.id,
        brandId: brandPartners.brandId,
        partnerId: brandPartners.partnerId,
        currency: brandPartners.currency,
        EnabledApplication: brandPartners.enabledApplication,
        EnabledEdifactExport: brandPartners.enabledEdifactExport,
        EnabledEdifactImport: brandPartners.enabledEdifactImport,
      })
      .from(brandPartners)
      .where(eq(brandPartners.id, brandPartnerId));
    return row ?? null;
  },

  /** A partner's parent; undefined when the partner is unknown. */
  async findParentPartnerId(tx: DbOrTx, partnerId: string): Promise<string | null | undefined> {
    const [row] = await tx
      .select({ parentPartnerId: partners.parentPartnerId })
      .from(partners)
      .where(eq(partners.id, partnerId));
    return row ? row.parentPartnerId : undefined;
  },

  /** The direct child partners of a partner. */
  async listChildPartnerIds(tx: DbOrTx, partnerId: string): Promise<string[]> {
    const rows = await tx.select({ id: partners.id }).from(partners).where(eq(partners.parentPartnerId, partnerId));
    return rows.map((row) => row.id);
  },

  /** An active contact with its linked active user (and whether that user may act for the brand partner). */
  async findContact(tx: DbOrTx, contactId: string, brandPartnerId: string) {
    const [row] = await tx
      .select({
        contact: contacts,
        activeUserId: users.id,
        userHasAccess: sql<boolean>`exists (select 1 from ${userBrandPartners} where ${userBrandPartners.userId} = ${users.id} and ${userBrandPartners.brandPartnerId} = ${brandPartnerId})`,
      })
      .from(contacts)
      .leftJoin(users, and(eq(users.id, contacts.userId), eq(users.isActive, true), isNotNull(users.role)))
      .where(and(eq(contacts.id, contactId), eq(contacts.isActive, true)));
    return row ?? null;
  },

  /**
   * Keeps a new offer's new customer as a customer contact of the storefront, so the contact pickers list it; a
   * customer contact with the same e-mail there is kept as it is (no second one).
   */
  async keepCustomerContact(tx: DbOrTx, brandPartnerId: string, values: NewCustomerContact): Promise<void> {
    const email = (values.email ?? '').trim().toLowerCase();
    const [existing] = await tx
      .select({ id: contacts.id })
      .from(contacts)
      .where(
        and(
          eq(contacts.kind, 'customer'),
          eq(contacts.brandPartnerId, brandPartnerId),
          eq(contacts.isActive, true),
          sql`lower(${contacts.email}) = ${email}`,
        ),
      )
      .limit(1);
    if (!existing) {
      await tx.insert(contacts).values({ ...values, kind: 'customer', brandPartnerId });
    }
  },

  /** The first active contact with an active user of a partner (by name), whose user may act for the brand partner. */
  async findFirstContactUser(tx: DbOrTx, partnerId: string, brandPartnerId: string): Promise<string | null> {
    const [row] = await tx
      .select({ userId: users.id })
      .from(contacts)
      .innerJoin(users, and(eq(users.id, contacts.userId), eq(users.isActive, true), isNotNull(users.role)))
      .innerJoin(
        userBrandPartners,
        and(eq(userBrandPartners.userId, users.id), eq(userBrandPartners.brandPartnerId, brandPartnerId)),
      )
      .where(and(eq(contacts.partnerId, partnerId), eq(contacts.isActive, true)))
      .orderBy(asc(contacts.lastName), asc(contacts.firstName), asc(contacts.id))
      .limit(1);
    return row?.userId ?? null;
  },

  /** Whether an active staff user at one of the partners may act for the brand partner. */
  async isStaffAt(tx: DbOrTx, userId: string, partnerIds: string[], brandPartnerId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(
        userBrandPartners,
        and(eq(userBrandPartners.userId, users.id), eq(userBrandPartners.brandPartnerId, brandPartnerId)),
      )
      .where(
        and(
          eq(users.id, userId),
          eq(users.isActive, true),
          isNotNull(users.role),
          inArray(users.partnerId, partnerIds),
        ),
      );
    return row !== undefined;
  },

  /** Whether a country id exists. */
  async countryExists(tx: DbOrTx, countryId: string): Promise<boolean> {
    const [row] = await tx.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    return row !== undefined;
  },

  /** A project; null when unknown. */
  async findProject(tx: DbOrTx, projectId: string) {
    const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for('update');
    return row ?? null;
  },

  /**
   * The active project at the supplier that already holds a document sent from the given project (send to supplier
   * without a new project keeps one supplier project per project); null when none.
   */
  async findSupplierProject(tx: DbOrTx, supplierPartnerId: string, sourceProjectId: string, activeStatusId: string) {
    const source = alias(salesDocuments, 'source_document');
    const [row] = await tx
      .select({ id: projects.id, statusId: projects.statusId, number: projects.number })
      .from(salesDocuments)
      .innerJoin(source, eq(source.id, salesDocuments.initialDocumentId))
      .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
      .where(
        and(
          eq(salesDocuments.ownerPartnerId, supplierPartnerId),
          eq(source.projectId, sourceProjectId),
          eq(projects.statusId, activeStatusId),
        ),
      )
      .orderBy(asc(projects.number))
      .limit(1);
    return row ?? null;
  },

  /** Creates a project. */
  async insertProject(
    tx: DbOrTx,
    values: { partnerId: string; brandPartnerId: string; number: number; statusId: string; createdByUserId: string },
  ) {
    const [row] = await tx.insert(projects).values(values).returning({ id: projects.id });
    return (row as { id: string }).id;
  },

  /** Sets a project's status. */
  async updateProjectStatus(tx: DbOrTx, projectId: string, statusId: string) {
    await tx.update(projects).set({ statusId, updatedAt: sql`now()` }).where(eq(projects.id, projectId));
  },

  /** Creates a document. */
  async insertDocument(tx: DbOrTx, values: NewDocument) {
    const [row] = await tx.insert(salesDocuments).values(values).returning({ id: salesDocuments.id });
    return (row as { id: string }).id;
  },

  /** Changes a document (and marks it changed now). */
  async updateDocument(tx: DbOrTx, documentId: string, values: Partial<NewDocument>) {
    await tx
      .update(salesDocuments)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(salesDocuments.id, documentId));
  },

  /** Marks every document of a project changed now (a project status change shows in the lists). */
  async touchProjectDocuments(tx: DbOrTx, projectId: string) {
    await tx.update(salesDocuments).set({ updatedAt: sql`now()` }).where(eq(salesDocuments.projectId, projectId));
  },

  /**
   * Which model on which catalogue version each configuration of a document is priced with, and the document's
   * storefront: one statement outside any transaction (the catalogue is compiled before the export's transaction
   * opens). Empty when the document is unknown; a document without positions gives one row without a configuration.
   */
  async listDocumentModels(documentId: string) {
    return db
      .select({
        brandPartnerId: salesDocuments.brandPartnerId,
        configurationId: configurations.id,
        catalogueVersionId: configurations.catalogueVersionId,
        modelId: configurations.modelId,
      })
      .from(salesDocuments)
      .leftJoin(salesDocumentConfigurations, eq(salesDocumentConfigurations.documentId, salesDocuments.id))
      .leftJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
      .where(eq(salesDocuments.id, documentId));
  },

  /** The configurations of a document in position order, with their stored configuration. */
  async listLines(tx: DbOrTx, documentId: string) {
    return tx
      .select({ line: salesDocumentConfigurations, configuration: configurations })
      .from(salesDocumentConfigurations)
      .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
      .where(eq(salesDocumentConfigurations.documentId, documentId))
      .orderBy(asc(salesDocumentConfigurations.position));
  },

  /** Copies the configurations of one document into another (services/document-copies.ts). */
  copyLines: copyDocumentLines,

  /** Records an entry of a document's history. */
  async insertHistory(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values(entry);
  },

  /** A document's status and project, for the action reply. */
  async findReplyFields(tx: DbOrTx, documentId: string) {
    const [row] = await tx
      .select({
        id: salesDocuments.id,
        statusId: salesDocuments.statusId,
        projectId: salesDocuments.projectId,
        projectStatusId: projects.statusId,
        year: salesDocuments.year,
        number: salesDocuments.number,
        revision: salesDocuments.revision,
        currency: salesDocuments.currency,
      })
      .from(salesDocuments)
      .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
      .where(eq(salesDocuments.id, documentId));
    return row ?? null;
  },
});
/** Drizzle queries of the document actions. */
export type DocumentActionsRepository = ReturnType<typeof createDocumentActionsRepository>;
