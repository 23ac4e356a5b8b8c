import { and, asc, count, eq } from 'drizzle-orm';
import { AppError, type ErrorKind, formatMessage } from '#server/core/app-error';
import type { Db } from '#server/db/client';
import {
  catalogueDrafts,
  cataloguePublications,
  catalogueVersions,
  configurations,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { recordAudit } from '#server/services/audit-log';
import { CATALOGUE_MESSAGES as M } from './catalogue.messages';
import { brandNameOf, lockBrand, messageTime, type VersionAction } from './catalogue-schedule';
import { announcePublish, currentPublication, readPublications } from './catalogue-version-rows';

const refuse = (kind: ErrorKind, values: Record<string, string | number>) =>
  new AppError(kind, { message: formatMessage(kind, values) });

/**
 * Deletes a version of a brand with its models and its past publishes: refused (409, naming why) while it is the
 * current version, while a publish of it is scheduled, while any configuration is priced with it (in a document, or
 * saved or in a cart: those move to the current version only when next opened), or while the open draft started from
 * it. The delete is in the audit log. In one transaction under the brand's catalogue lock, so no import or publish
 * uses the version while it goes.
 */
export const removeVersion = async (db: Db, { brandId, version, userId, now = new Date() }: VersionAction) =>
  db.transaction(async (tx) => {
    await lockBrand(tx, brandId);
    const values = { version: version.number };
    const publications = await readPublications(tx, brandId);
    if (currentPublication(publications, now.getTime())?.versionId === version.id) {
      throw refuse(M.deleteCurrent, values);
    }
    const scheduled = publications
      .filter((row) => row.versionId === version.id && row.validFrom.getTime() > now.getTime())
      .at(-1);
    if (scheduled) {
      throw refuse(M.deleteScheduled, { ...values, from: messageTime(scheduled.validFrom) });
    }
    const [used] = await tx
      .select({ configurations: count(configurations.id), inDocuments: count(salesDocumentConfigurations.id) })
      .from(configurations)
      .leftJoin(salesDocumentConfigurations, eq(salesDocumentConfigurations.configurationId, configurations.id))
      .where(eq(configurations.catalogueVersionId, version.id));
    if (used && used.inDocuments > 0) {
      const [example] = await tx
        .select({ year: salesDocuments.year, number: salesDocuments.number })
        .from(salesDocumentConfigurations)
        .innerJoin(configurations, eq(configurations.id, salesDocumentConfigurations.configurationId))
        .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
        .where(eq(configurations.catalogueVersionId, version.id))
        .orderBy(asc(salesDocuments.year), asc(salesDocuments.number))
        .limit(1);
      throw refuse(M.deleteUsed, {
        ...values,
        count: used.configurations,
        documents: used.inDocuments,
        example: example ? `${example.year}-${String(example.number).padStart(5, '0')}` : '',
      });
    }
    if (used && used.configurations > 0) {
      throw refuse(M.deleteUsedOutsideDocuments, { ...values, count: used.configurations });
    }
    const [draft] = await tx
      .select({ id: catalogueDrafts.id })
      .from(catalogueDrafts)
      .where(and(eq(catalogueDrafts.brandId, brandId), eq(catalogueDrafts.basedOnVersionId, version.id)));
    if (draft) {
      throw refuse(M.deleteDraftBase, values);
    }
    const past = await tx
      .delete(cataloguePublications)
      .where(eq(cataloguePublications.versionId, version.id))
      .returning({ validFrom: cataloguePublications.validFrom });
    await tx.delete(catalogueVersions).where(eq(catalogueVersions.id, version.id));
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'catalogue.delete',
      entityType: 'catalogue',
      entityId: brandId,
      entityName: await brandNameOf(tx, brandId),
      before: {
        version: version.number,
        source: version.source,
        createdAt: version.createdAt.toISOString(),
        publishedFrom: past.map((row) => row.validFrom.toISOString()),
      },
      after: null,
    });
    await announcePublish(tx, brandId);
  });
