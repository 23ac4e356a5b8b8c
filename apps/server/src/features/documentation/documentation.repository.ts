import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import {
  brandPartners,
  configurationDocumentation,
  configurations,
  documentHistory,
  documentStatuses,
  partners,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  specialDocumentationRequests,
  users,
} from '#server/db/schema';
import { accessOwnerPartner, joinDocumentAccess } from '#server/policies/document-access-query';

/** A new documentation item. */
export type NewDocumentationItem = typeof configurationDocumentation.$inferInsert;

/** Drizzle queries of the technical documentation. */
export const createDocumentationRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /**
   * A configuration in a document with what the policy needs of its document; null when unknown. `lock` takes the
   * row lock of the configuration in the document, so two requests on it run one after the other.
   */
  async findDocumentConfiguration(tx: DbOrTx, documentConfigurationId: string, lock = false) {
    const query = joinDocumentAccess(
      tx
        .select({
          id: salesDocumentConfigurations.id,
          documentId: salesDocumentConfigurations.documentId,
          configurationId: salesDocumentConfigurations.configurationId,
          position: salesDocumentConfigurations.position,
          statusId: salesDocumentConfigurations.statusId,
          brandPartnerId: salesDocuments.brandPartnerId,
          ownerPartnerId: salesDocuments.ownerPartnerId,
          ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
          recipientPartnerId: salesDocuments.recipientPartnerId,
          typeId: salesDocuments.typeId,
          documentStatusId: salesDocuments.statusId,
          projectStatusId: projects.statusId,
          year: salesDocuments.year,
          number: salesDocuments.number,
          language: salesDocuments.language,
        })
        .from(salesDocumentConfigurations)
        .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
        .$dynamic(),
    ).where(eq(salesDocumentConfigurations.id, documentConfigurationId));
    const [row] = lock ? await query.for('update', { of: [salesDocumentConfigurations] }) : await query;
    return row ?? null;
  },

  /** A status's name in a language ('' for none). */
  async statusName(tx: DbOrTx, statusId: string | null, lang: string): Promise<string> {
    if (!statusId) {
      return '';
    }
    const [row] = await tx
      .select({ name: sql<string>`${documentStatuses.names} ->> ${lang}` })
      .from(documentStatuses)
      .where(eq(documentStatuses.id, statusId));
    return row?.name ?? '';
  },

  /** Sets the status of a configuration in a document. */
  async setStatus(tx: DbOrTx, documentConfigurationId: string, statusId: string) {
    await tx
      .update(salesDocumentConfigurations)
      .set({ statusId, updatedAt: sql`now()` })
      .where(eq(salesDocumentConfigurations.id, documentConfigurationId));
  },

  /** The items of a configuration's documentation, newest first, with who added them. */
  listItems(tx: DbOrTx, documentConfigurationId: string) {
    return tx
      .select({
        item: configurationDocumentation,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(configurationDocumentation)
      .leftJoin(users, eq(users.id, configurationDocumentation.userId))
      .where(eq(configurationDocumentation.documentConfigurationId, documentConfigurationId))
      .orderBy(desc(configurationDocumentation.updatedAt), configurationDocumentation.fileName);
  },

  /** Items of a configuration by id (others' ids are not found). */
  findItems(tx: DbOrTx, documentConfigurationId: string, ids: string[]) {
    return tx
      .select()
      .from(configurationDocumentation)
      .where(
        and(
          eq(configurationDocumentation.documentConfigurationId, documentConfigurationId),
          inArray(configurationDocumentation.id, ids),
        ),
      );
  },

  async insertItems(tx: DbOrTx, items: NewDocumentationItem[]) {
    if (items.length === 0) {
      return [];
    }
    return tx.insert(configurationDocumentation).values(items).returning();
  },

  async deleteItems(tx: DbOrTx, ids: string[]) {
    if (ids.length > 0) {
      await tx.delete(configurationDocumentation).where(inArray(configurationDocumentation.id, ids));
    }
  },

  /** The generated files of a configuration (replaced by the next generation). */
  listGenerated(tx: DbOrTx, documentConfigurationId: string) {
    return tx
      .select()
      .from(configurationDocumentation)
      .where(
        and(
          eq(configurationDocumentation.documentConfigurationId, documentConfigurationId),
          eq(configurationDocumentation.kind, 'generated'),
        ),
      );
  },

  /** Marks the user's uploads since the open request as the special documentation; returns how many. */
  async markSpecial(tx: DbOrTx, documentConfigurationId: string, since: Date) {
    const rows = await tx
      .update(configurationDocumentation)
      .set({ kind: 'special', updatedAt: sql`now()` })
      .where(
        and(
          eq(configurationDocumentation.documentConfigurationId, documentConfigurationId),
          eq(configurationDocumentation.kind, 'uploaded'),
          sql`${configurationDocumentation.createdAt} >= ${since.toISOString()}`,
        ),
      )
      .returning({ id: configurationDocumentation.id });
    return rows.length;
  },

  /** The open (not yet loaded) special documentation request of a configuration; null when none. */
  async findOpenSpecialRequest(tx: DbOrTx, documentConfigurationId: string) {
    const [row] = await tx
      .select()
      .from(specialDocumentationRequests)
      .where(
        and(
          eq(specialDocumentationRequests.documentConfigurationId, documentConfigurationId),
          isNull(specialDocumentationRequests.loadedAt),
        ),
      )
      .orderBy(desc(specialDocumentationRequests.requestedAt))
      .limit(1);
    return row ?? null;
  },

  async insertSpecialRequest(tx: DbOrTx, request: typeof specialDocumentationRequests.$inferInsert) {
    await tx.insert(specialDocumentationRequests).values(request);
  },

  async closeSpecialRequest(tx: DbOrTx, id: string) {
    await tx
      .update(specialDocumentationRequests)
      .set({ loadedAt: sql`now()` })
      .where(eq(specialDocumentationRequests.id, id));
  },

  /** Records an entry of a document's history. */
  async insertHistory(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values(entry);
  },

  /** The stored configuration the drawing is made of. */
  async findConfiguration(tx: DbOrTx, configurationId: string) {
    const [row] = await tx.select().from(configurations).where(eq(configurations.id, configurationId));
    return row ?? null;
  },

  /** The storefront's name (brand and partner) for the sheets' headers. */
  async findBrandPartnerName(tx: DbOrTx, brandPartnerId: string) {
    const [row] = await tx
      .select({ name: partners.name })
      .from(brandPartners)
      .innerJoin(partners, eq(partners.id, brandPartners.partnerId))
      .where(eq(brandPartners.id, brandPartnerId));
    return row?.name ?? '';
  },

  /** A user's name. */
  async findUserName(tx: DbOrTx, userId: string) {
    const [row] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return row ? `${row.firstName} ${row.lastName}`.trim() : '';
  },
});
/** Drizzle queries of the technical documentation. */
export type DocumentationRepository = ReturnType<typeof createDocumentationRepository>;
