import { DOCUMENT_STATUS_IDS, PROJECT_STATUS_IDS } from '@door/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { projects, salesDocuments } from '#server/db/schema';

/** Draft documents of a type at a storefront, in active projects, whose contact has an e-mail: by number. */
export const listMailableDrafts = async (db: DbOrTx, brandPartnerId: string, typeId: string) =>
  (
    await db
      .select({ document: salesDocuments })
      .from(salesDocuments)
      .innerJoin(projects, eq(projects.id, salesDocuments.projectId))
      .where(
        and(
          eq(salesDocuments.brandPartnerId, brandPartnerId),
          eq(salesDocuments.typeId, typeId),
          eq(salesDocuments.statusId, DOCUMENT_STATUS_IDS.draft),
          eq(projects.statusId, PROJECT_STATUS_IDS.active),
          ne(salesDocuments.contactEmail, ''),
        ),
      )
      .orderBy(asc(salesDocuments.year), asc(salesDocuments.number))
  ).map((row) => row.document);
