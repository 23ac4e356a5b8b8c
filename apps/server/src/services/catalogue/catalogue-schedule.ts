import type {
  CatalogueFile,
  CatalogueScheduledOutcome,
  CatalogueScheduledSituation,
  MergeResolution,
  ScheduledChoice,
} from '@door/contract';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { createCatalogueIds } from '#server/catalogue/catalogue-ids';
import { sameJson } from '#server/catalogue/catalogue-json';
import { type MergeConflict, type MergeSide, mergeCatalogues } from '#server/catalogue/catalogue-merge';
import { readCatalogue } from '#server/catalogue/catalogue-read';
import { AppError, type ErrorKind, formatMessage } from '#server/core/app-error';
import type { Db, DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import { brands, cataloguePublications, catalogueVersions } from '#server/db/schema';
import { recordAudit } from '#server/services/audit-log';
import { CATALOGUE_MESSAGES as M } from './catalogue.messages';
import { readVersionFile, storedFormOf } from './catalogue-files';
import { checkFile, insertPublication, insertVersion, type ScheduledHook } from './catalogue-import';
import {
  announcePublish,
  findLatestVersion,
  findVersionByHash,
  findVersionByNumber,
  type VersionRow,
} from './catalogue-version-rows';

/** Something an OEM admin does to one version of a brand (cancel its schedule, delete it), at a time. */
export type VersionAction = { brandId: string; version: VersionRow; userId: string | null; now?: Date };

/** A time as messages show it: `2027-01-01 00:00 UTC`. */
export const messageTime = (time: Date) => `${time.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** A later scheduled publish whose version lacks the changes being published, and the merge of them into it. */
type LaterScheduled = {
  publicationId: string;
  validFrom: Date;
  note: string | null;
  version: VersionRow;
  basedOn: number | null;
  merged: CatalogueFile;
  conflicts: MergeConflict[];
};

/** The publishes of a brand still to come after a time, with their versions. */
const publishesAfter = async (db: DbOrTx, brandId: string, after: Date) =>
  db
    .select({
      id: cataloguePublications.id,
      validFrom: cataloguePublications.validFrom,
      note: cataloguePublications.note,
      version: catalogueVersions,
    })
    .from(cataloguePublications)
    .innerJoin(catalogueVersions, eq(catalogueVersions.id, cataloguePublications.versionId))
    .where(and(eq(cataloguePublications.brandId, brandId), gt(cataloguePublications.validFrom, after)))
    .orderBy(cataloguePublications.validFrom);

const resolutionsOf = (resolutions: readonly MergeResolution[], version: number): Map<string, MergeSide> =>
  new Map(resolutions.filter((item) => item.Version === version).map((item) => [item.Path, item.Take]));

/**
 * The publishes scheduled after a publish's time (and after now) whose version lacks the file's changes: for each, the
 * three-way merge of the file into it (base: the version the scheduled one was built on). A scheduled version that
 * the merge leaves as it is holds the changes already (or the file changes nothing it has), and is not listed.
 */
export const findLaterScheduled = async (
  db: DbOrTx,
  {
    brandId,
    file,
    validFrom,
    versionId,
    resolutions = [],
    now = new Date(),
  }: {
    brandId: string;
    file: CatalogueFile;
    validFrom: Date;
    versionId: string | null;
    resolutions?: readonly MergeResolution[];
    now?: Date;
  },
): Promise<LaterScheduled[]> => {
  const after = new Date(Math.max(validFrom.getTime(), now.getTime()));
  const later = (await publishesAfter(db, brandId, after)).filter((row) => row.version.id !== versionId);
  const found: LaterScheduled[] = [];
  for (const row of later) {
    const baseRow =
      row.version.basedOn === null ? undefined : await findVersionByNumber(db, brandId, row.version.basedOn);
    const [scheduled, base] = await Promise.all([
      readVersionFile(db, row.version),
      baseRow ? readVersionFile(db, baseRow) : null,
    ]);
    const { merged, conflicts } = mergeCatalogues(
      base,
      scheduled,
      file,
      resolutionsOf(resolutions, row.version.number),
    );
    if (conflicts.length === 0 && sameJson(merged, scheduled)) {
      continue;
    }
    found.push({
      publicationId: row.id,
      validFrom: row.validFrom,
      note: row.note,
      version: row.version,
      basedOn: baseRow ? baseRow.number : null,
      merged,
      conflicts,
    });
  }
  return found;
};

/** The situation of later scheduled publishes on the wire. */
export const wireSituation = (later: LaterScheduled[]): CatalogueScheduledSituation[] =>
  later.map((entry) => ({
    Version: entry.version.number,
    ValidFrom: entry.validFrom.toISOString(),
    BasedOn: entry.basedOn,
    Conflicts: entry.conflicts.map((item) => ({
      Path: item.path,
      Field: item.field,
      ...('base' in item ? { Base: item.base } : {}),
      ...('scheduled' in item ? { Scheduled: item.scheduled } : {}),
      ...('published' in item ? { Published: item.published } : {}),
    })),
  }));

const situationError = (kind: ErrorKind, later: LaterScheduled[], values: Record<string, string | number>) =>
  new AppError(kind, {
    message: formatMessage(kind, values),
    extra: () => ({ Scheduled: wireSituation(later) }),
  });

/** The merged file checked as an import checks a file: lint and the catalogue's own tests (400 with the findings). */
const checkMerged = (entry: LaterScheduled, brandName: string): CatalogueFile => {
  try {
    return checkFile(readCatalogue(entry.merged), brandName, true).file;
  } catch (error) {
    if (error instanceof AppError && error.extra) {
      throw new AppError(M.mergeInvalid, {
        message: formatMessage(M.mergeInvalid, { version: entry.version.number, count: 1 }),
        detail: error.detail,
        extra: error.extra,
      });
    }
    throw error;
  }
};

/** Holds the brand's catalogue lock until the transaction ends (imports take it too), so version numbers stay unique. */
export const lockBrand = async (tx: DbOrTx, brandId: string) => {
  await executeRows(tx, sql`select pg_advisory_xact_lock(hashtext(${`catalogue:${brandId}`}))`);
};

/** Removes scheduled publishes by id; a publish that is gone already means someone changed the schedule (409). */
const removePublishes = async (tx: DbOrTx, ids: string[]) => {
  const removed = await tx
    .delete(cataloguePublications)
    .where(inArray(cataloguePublications.id, ids))
    .returning({ id: cataloguePublications.id });
  if (removed.length !== ids.length) {
    throw new AppError(M.importConflict);
  }
};

/** The name of a brand, for the audit log. */
export const brandNameOf = async (db: DbOrTx, brandId: string) => {
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return brand?.name ?? '';
};

/**
 * What a publish does to later scheduled publishes that lack its changes: without a choice it is refused (409) with
 * each of them and the conflicts a merge would meet; `merge` carries the changes into each (a new version, source
 * `merge`, built on the published one, scheduled at the same time in its place; refused while a conflict has no
 * resolution, or when the merged file fails lint or its tests); `cancel` cancels them; `keep` leaves them. Each
 * merge and cancel is in the audit log. `outcome()` tells what was done, for the reply.
 */
export const createScheduledHook = ({
  brandId,
  userId,
  choice,
  resolutions = [],
  isImport = false,
}: {
  brandId: string;
  userId: string | null;
  choice: ScheduledChoice | null;
  resolutions?: readonly MergeResolution[];
  /** An import (its query carries no resolutions): a merge with conflicts is refused with the way round it. */
  isImport?: boolean;
}) => {
  let later: LaterScheduled[] = [];
  let checked: CatalogueFile[] = [];
  let outcome: CatalogueScheduledOutcome | undefined;

  const hook: ScheduledHook = {
    async prepare(db, file, validFrom, versionId) {
      later = await findLaterScheduled(db, { brandId, file, validFrom, versionId, resolutions });
      const first = later[0];
      if (!first) {
        return;
      }
      if (choice === null) {
        throw situationError(M.laterScheduled, later, {
          version: first.version.number,
          from: messageTime(first.validFrom),
        });
      }
      if (choice === 'merge') {
        const conflicted = later.find((entry) => entry.conflicts.length > 0);
        if (conflicted) {
          throw situationError(isImport ? M.mergeConflictsInImport : M.mergeConflicts, later, {
            version: conflicted.version.number,
            count: later.reduce((sum, entry) => sum + entry.conflicts.length, 0),
          });
        }
        const brandName = await brandNameOf(db, brandId);
        checked = later.map((entry) => checkMerged(entry, brandName));
      }
    },

    async apply(tx, published) {
      if (later.length === 0 || choice === null) {
        return;
      }
      const merged: (number | null)[] = later.map(() => null);
      if (choice === 'cancel') {
        await removePublishes(
          tx,
          later.map((entry) => entry.publicationId),
        );
        for (const entry of later) {
          await recordCancel(tx, brandId, userId, entry.version.number, entry.validFrom);
        }
        await announcePublish(tx, brandId);
      }
      if (choice === 'merge') {
        await lockBrand(tx, brandId);
        const ids = createCatalogueIds(brandId);
        for (const [index, entry] of later.entries()) {
          const file = checked[index] as CatalogueFile;
          const stored = storedFormOf(file);
          const latest = await findLatestVersion(tx, brandId);
          const version =
            (await findVersionByHash(tx, brandId, stored.contentHash)) ??
            (await insertVersion(
              tx,
              { brandId, source: 'merge', userId },
              file,
              (latest?.number ?? 0) + 1,
              published.number,
              stored,
              file.models.map((model) => ids.model(model.code)),
            ));
          await removePublishes(tx, [entry.publicationId]);
          await insertPublication(tx, brandId, version.id, entry.validFrom, userId, entry.note);
          await recordAudit(tx, {
            actorUserId: userId,
            action: 'catalogue.merge',
            entityType: 'catalogue',
            entityId: brandId,
            entityName: await brandNameOf(tx, brandId),
            before: { version: entry.version.number, validFrom: entry.validFrom.toISOString() },
            after: {
              version: version.number,
              validFrom: entry.validFrom.toISOString(),
              base: entry.basedOn,
              merged: published.number,
            },
          });
          merged[index] = version.number;
        }
      }
      outcome = {
        Choice: choice,
        Versions: later.map((entry, index) => ({
          Version: entry.version.number,
          ValidFrom: entry.validFrom.toISOString(),
          MergedVersion: merged[index] ?? null,
        })),
      };
    },
  };
  return { hook, outcome: () => outcome };
};

const recordCancel = async (tx: DbOrTx, brandId: string, userId: string | null, version: number, validFrom: Date) =>
  recordAudit(tx, {
    actorUserId: userId,
    action: 'catalogue.cancel',
    entityType: 'catalogue',
    entityId: brandId,
    entityName: await brandNameOf(tx, brandId),
    before: { version, validFrom: validFrom.toISOString() },
    after: null,
  });

/**
 * Cancels a version's publishes still to come (404 when it has none); each cancel is in the audit log and every
 * process hears of it. Returns the times they were scheduled for.
 */
export const cancelScheduledPublishes = async (
  db: Db,
  { brandId, version, userId, now = new Date() }: VersionAction,
): Promise<Date[]> =>
  db.transaction(async (tx) => {
    const removed = await tx
      .delete(cataloguePublications)
      .where(
        and(
          eq(cataloguePublications.brandId, brandId),
          eq(cataloguePublications.versionId, version.id),
          gt(cataloguePublications.validFrom, now),
        ),
      )
      .returning({ validFrom: cataloguePublications.validFrom });
    if (removed.length === 0) {
      throw new AppError(M.notScheduled, { message: formatMessage(M.notScheduled, { version: version.number }) });
    }
    const times = removed.map((row) => row.validFrom).sort((a, b) => a.getTime() - b.getTime());
    for (const time of times) {
      await recordCancel(tx, brandId, userId, version.number, time);
    }
    await announcePublish(tx, brandId);
    return times;
  });
