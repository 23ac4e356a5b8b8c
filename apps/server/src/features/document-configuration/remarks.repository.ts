import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import {
  documentConfigurationRemarks,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
  users,
} from '#server/db/schema';
import { accessOwnerPartner, joinDocumentAccess } from '#server/policies/document-access-query';

/** Queries of the remarks of configurations in documents. */
export const createRemarksRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),

  /**
   * A configuration in a document with the fields of its document that decide access and read-only; null when
   * unknown. `lock` takes a share lock on the document and its project, so neither changes state before the commit.
   */
  async findDocumentConfiguration(tx: DbOrTx, documentConfigurationId: string, lock = false) {
    const query = joinDocumentAccess(
      tx
        .select({
          id: salesDocumentConfigurations.id,
          configurationId: salesDocumentConfigurations.configurationId,
          documentId: salesDocuments.id,
          brandPartnerId: salesDocuments.brandPartnerId,
          ownerPartnerId: salesDocuments.ownerPartnerId,
          recipientPartnerId: salesDocuments.recipientPartnerId,
          typeId: salesDocuments.typeId,
          statusId: salesDocuments.statusId,
          projectStatusId: projects.statusId,
          ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
        })
        .from(salesDocumentConfigurations)
        .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
        .$dynamic(),
    ).where(eq(salesDocumentConfigurations.id, documentConfigurationId));
    const [row] = lock ? await query.for('share', { of: [salesDocuments, projects] }) : await query;
    return row ?? null;
  },

  /** The remarks of one kind of a configuration in a document, newest first, with the author's name. */
  listRemarks(tx: DbOrTx, documentConfigurationId: string, type: number) {
    return tx
      .select({
        id: documentConfigurationRemarks.id,
        comment: documentConfigurationRemarks.comment,
        imageKey: documentConfigurationRemarks.imageKey,
        imageName: documentConfigurationRemarks.imageName,
        userId: documentConfigurationRemarks.userId,
        createdAt: documentConfigurationRemarks.createdAt,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(documentConfigurationRemarks)
      .innerJoin(users, eq(users.id, documentConfigurationRemarks.userId))
      .where(
        and(
          eq(documentConfigurationRemarks.documentConfigurationId, documentConfigurationId),
          eq(documentConfigurationRemarks.type, type),
        ),
      )
      .orderBy(desc(documentConfigurationRemarks.createdAt), desc(documentConfigurationRemarks.id));
  },

  /** One remark of a configuration in a document, locked for deletion; null when it is not one of its remarks. */
  async findRemark(tx: DbOrTx, documentConfigurationId: string, remarkId: string) {
    const [row] = await tx
      .select()
      .from(documentConfigurationRemarks)
      .where(
        and(
          eq(documentConfigurationRemarks.id, remarkId),
          eq(documentConfigurationRemarks.documentConfigurationId, documentConfigurationId),
        ),
      )
      .for('update');
    return row ?? null;
  },

  /** The name of a user as remarks show it. */
  async userName(tx: DbOrTx, userId: string) {
    const [row] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    return row ? `${row.firstName} ${row.lastName}`.trim() : '';
  },

  async insertRemark(tx: DbOrTx, values: typeof documentConfigurationRemarks.$inferInsert) {
    const [row] = await tx.insert(documentConfigurationRemarks).values(values).returning();
    if (!row) {
      throw new Error('remark insert returned no row');
    }
    return row;
  },

  async deleteRemark(tx: DbOrTx, remarkId: string) {
    await tx.delete(documentConfigurationRemarks).where(eq(documentConfigurationRemarks.id, remarkId));
  },

  async insertHistory(tx: DbOrTx, values: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values(values);
  },
});
/** Queries of the remarks. */
export type RemarksRepository = ReturnType<typeof createRemarksRepository>;
