import type { CatalogueDiff, CatalogueFile, CatalogueFinding, Language } from '@door/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { diffCatalogues } from '#server/catalogue/catalogue-diff';
import { type Finding, finding, findingLine, findingMessage, hasErrors } from '#server/catalogue/catalogue-findings';
import { createCatalogueIds } from '#server/catalogue/catalogue-ids';
import { lintCatalogue } from '#server/catalogue/catalogue-lint';
import { missingPictureFindings } from '#server/catalogue/catalogue-pictures';
import { type CatalogueReading, draftOf } from '#server/catalogue/catalogue-read';
import { runCatalogueTests, testFailures } from '#server/catalogue/catalogue-tests';
import { AppError, type ErrorKind, formatMessage } from '#server/core/app-error';
import { measure } from '#server/core/telemetry';
import type { Db, DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import {
  brands,
  catalogueImportClaims,
  cataloguePublications,
  catalogueVersionModels,
  catalogueVersions,
} from '#server/db/schema';
import type { CatalogueVersionSource } from '#server/db/schema/catalogue';
import { recordAudit } from '#server/services/audit-log';
import { emitCatalogueEvent } from '#server/services/webhook-events';
import { CATALOGUE_MESSAGES as M } from './catalogue.messages';
import { readVersionFile, storedFormOf } from './catalogue-files';
import {
  announcePublish,
  currentPublication,
  findLatestVersion,
  findVersionByHash,
  findVersionByNumber,
  readPublications,
  type VersionRow,
} from './catalogue-version-rows';

/** Findings on the wire, in a language. */
export const wireFindings = (findings: Finding[], lang: Language): CatalogueFinding[] =>
  findings.map((item) => ({
    Path: item.path,
    Severity: item.severity,
    Code: item.key,
    Message: findingMessage(item, lang),
  }));

/** A refusal that carries its findings (each with its place) in the error body. */
export const refusal = (kind: ErrorKind, findings: Finding[]) =>
  new AppError(kind, {
    message: formatMessage(kind, { count: findings.filter((item) => item.severity === 'error').length }),
    detail: findings[0] ? findingLine(findings[0]) : kind.code,
    extra: (lang) => ({ Findings: wireFindings(findings, lang) }),
  });

/** When a version is published (now, or from a time that must be in the future) and what the publisher wrote. */
export type PublishRequest = { from: Date | null; note?: string | null };

/**
 * What a publish does to later scheduled publishes whose version lacks its changes (catalogue-schedule.ts): `prepare`
 * refuses or plans before anything is stored, `apply` carries the plan out in the publish's own transaction.
 */
export type ScheduledHook = {
  prepare: (db: DbOrTx, file: CatalogueFile, validFrom: Date, versionId: string | null) => Promise<void>;
  apply: (tx: DbOrTx, published: VersionRow) => Promise<void>;
};

/** An import: the file as read, where it came from, who imports it, and whether to store and publish it. */
export type ImportRequest = {
  brandId: string;
  reading: CatalogueReading;
  source: CatalogueVersionSource;
  userId: string | null;
  dryRun: boolean;
  publish: PublishRequest | null;
  /** The version to compare with (a price sheet's own); default: the current version, else the latest. */
  compareWith?: VersionRow;
  /**
   * Whether the file's own tests are left out of the checks: a price sheet's dry run, which lists the tests the sheet
   * breaks beside its diff. Never when something is stored.
   */
  skipTests?: boolean;
  /** Whether an uploaded picture is in the file store; with it, a file naming a missing picture is refused. */
  pictureExists?: (key: string) => Promise<boolean>;
  /** With a publish: what becomes of later scheduled publishes that lack the file's changes. */
  scheduled?: ScheduledHook;
  now?: Date;
};

/** What an import did (or, on a dry run, would do). */
export type ImportOutcome = {
  dryRun: boolean;
  version: number | null;
  isNew: boolean;
  comparedWith: number | null;
  diff: CatalogueDiff;
  warnings: Finding[];
  published: { validFrom: Date } | null;
};

/** A scheduled publish must be in the future. */
export const assertPublishTime = (publish: PublishRequest | null, now: Date) => {
  if (publish?.from && publish.from.getTime() < now.getTime()) {
    throw new AppError(M.publishInPast, { detail: 'from' });
  }
};

/** The version a new import is compared with: the current one, else the latest; null before the first. */
const comparisonBase = async (db: DbOrTx, brandId: string, now: Date): Promise<VersionRow | null> => {
  const current = currentPublication(await readPublications(db, brandId), now.getTime());
  const base = current ? await findVersionByNumber(db, brandId, current.number) : await findLatestVersion(db, brandId);
  return base ?? null;
};

/** Lint, the brand's name and the catalogue's tests: the checks a file passes before it is stored. */
export const checkFile = (
  reading: CatalogueReading,
  brandName: string,
  withTests: boolean,
): { file: CatalogueFile; warnings: Finding[] } => {
  const findings = lintCatalogue(reading.file ? { ...reading, draft: draftOf(reading.file) } : reading);
  if (!reading.file || hasErrors(findings)) {
    throw refusal(
      M.invalidCatalogue,
      findings.filter((item) => item.severity === 'error'),
    );
  }
  const file = reading.file;
  if (file.brand.name !== brandName) {
    throw refusal(M.otherBrand, [finding('/brand/name', 'brandMismatch', { file: file.brand.name, brand: brandName })]);
  }
  const failures = withTests ? testFailures(runCatalogueTests(file)) : [];
  if (failures.length > 0) {
    throw refusal(M.testsFailed, failures);
  }
  return { file, warnings: findings };
};

const CHUNK = 200;

/** Stores a version of the file (its models in chunks) in the transaction. */
export const insertVersion = async (
  tx: DbOrTx,
  request: Pick<ImportRequest, 'brandId' | 'source' | 'userId'>,
  file: CatalogueFile,
  number: number,
  basedOn: number | null,
  stored: ReturnType<typeof storedFormOf>,
  modelIds: string[],
) => {
  const [version] = await tx
    .insert(catalogueVersions)
    .values({
      brandId: request.brandId,
      number,
      source: request.source,
      basedOn,
      contentHash: stored.contentHash,
      catalogue: stored.catalogue,
      modelIndex: stored.modelIndex,
      modelCount: file.models.length,
      createdByUserId: request.userId,
    })
    .returning();
  const row = version as VersionRow;
  for (let start = 0; start < stored.models.length; start += CHUNK) {
    await tx.insert(catalogueVersionModels).values(
      stored.models.slice(start, start + CHUNK).map((model, offset) => ({
        versionId: row.id,
        modelId: modelIds[start + offset] as string,
        code: model.code,
        position: start + offset,
        model: model.json,
      })),
    );
  }
  return row;
};

/** The brand's latest publish (its version number and start), for the audit log's "before". */
const latestPublication = async (tx: DbOrTx, brandId: string) => {
  const [row] = await tx
    .select({ version: catalogueVersions.number, validFrom: cataloguePublications.validFrom })
    .from(cataloguePublications)
    .innerJoin(catalogueVersions, eq(catalogueVersions.id, cataloguePublications.versionId))
    .where(eq(cataloguePublications.brandId, brandId))
    .orderBy(desc(cataloguePublications.publishedAt))
    .limit(1);
  return row ? { version: row.version, validFrom: row.validFrom.toISOString() } : null;
};

/** A publish note as stored: trimmed, and null when it says nothing. */
export const noteOf = (note: string | null | undefined): string | null => note?.trim() || null;

/** Records a publish of a version in the audit log and tells every process (when the transaction commits). */
export const insertPublication = async (
  tx: DbOrTx,
  brandId: string,
  versionId: string,
  validFrom: Date,
  userId: string | null,
  note: string | null = null,
) => {
  const before = await latestPublication(tx, brandId);
  await tx.insert(cataloguePublications).values({ brandId, versionId, validFrom, publishedByUserId: userId, note });
  const [version] = await tx
    .select({ number: catalogueVersions.number })
    .from(catalogueVersions)
    .where(eq(catalogueVersions.id, versionId));
  const [brand] = await tx.select({ name: brands.name }).from(brands).where(eq(brands.id, brandId));
  await recordAudit(tx, {
    actorUserId: userId,
    action: 'catalogue.publish',
    entityType: 'catalogue',
    entityId: brandId,
    entityName: brand?.name ?? '',
    before,
    after: { version: version?.number ?? null, validFrom: validFrom.toISOString(), note },
  });
  await emitCatalogueEvent(tx, {
    BrandId: brandId,
    BrandName: brand?.name ?? '',
    Version: version?.number ?? 0,
    ValidFrom: validFrom.toISOString(),
  });
  await announcePublish(tx, brandId);
};

/** How long a claim of a brand's import holds: a claim older than this is of a process that died. */
export const IMPORT_CLAIM_MINUTES = 10;

/**
 * Claims the brand's import, or refuses it (409) while another import of the brand runs; returns the release.
 * The claim is a row, so it holds across server processes.
 */
const claimImport = async (db: Db, brandId: string, userId: string | null): Promise<() => Promise<void>> => {
  const [claim] = await db
    .insert(catalogueImportClaims)
    .values({ brandId, claimedByUserId: userId })
    .onConflictDoUpdate({
      target: catalogueImportClaims.brandId,
      set: { claimedAt: sql`now()`, claimedByUserId: userId },
      setWhere: sql`${catalogueImportClaims.claimedAt} < now() - make_interval(mins => ${IMPORT_CLAIM_MINUTES})`,
    })
    // As text: a JavaScript date would drop the microseconds PostgreSQL keeps, and the release would match nothing.
    .returning({ claimedAt: sql<string>`${catalogueImportClaims.claimedAt}::text` });
  if (!claim) {
    throw new AppError(M.importConflict);
  }
  return async () => {
    await db
      .delete(catalogueImportClaims)
      .where(
        sql`${catalogueImportClaims.brandId} = ${brandId} and ${catalogueImportClaims.claimedAt} = ${claim.claimedAt}`,
      );
  };
};

const isUniqueViolation = (error: unknown): boolean => {
  const code =
    (error as { code?: string; cause?: { code?: string } }).code ??
    (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

const runImport = async (db: Db, request: ImportRequest): Promise<ImportOutcome> => {
  const ids = createCatalogueIds(request.brandId);
  const now = request.now ?? new Date();
  assertPublishTime(request.publish, now);
  const [brand] = await db.select({ name: brands.name }).from(brands).where(eq(brands.id, request.brandId));
  if (!brand) {
    throw new AppError(M.brandNotFound);
  }
  // Read before the checks: an import that finishes while this one is checked makes this one a loser (409).
  const latest = await findLatestVersion(db, request.brandId);
  const { file, warnings } = checkFile(request.reading, brand.name, !(request.dryRun && request.skipTests));
  if (request.pictureExists) {
    const missing = await missingPictureFindings(file, request.pictureExists);
    if (missing.length > 0) {
      throw refusal(M.invalidCatalogue, missing);
    }
  }
  const base = request.compareWith ?? (await comparisonBase(db, request.brandId, now));
  const diff = diffCatalogues(base ? await readVersionFile(db, base) : null, file);
  const stored = storedFormOf(file);
  const same = await findVersionByHash(db, request.brandId, stored.contentHash);
  // Publishing "now" means when the version is stored, not when the import began.
  const validFrom = request.publish ? (request.publish.from ?? request.now ?? new Date()) : null;
  const outcome = {
    dryRun: request.dryRun,
    comparedWith: base?.number ?? null,
    diff,
    warnings,
    published: validFrom ? { validFrom } : null,
  };
  if (request.dryRun) {
    return { ...outcome, version: null, isNew: false, published: null };
  }
  if (validFrom) {
    await request.scheduled?.prepare(db, file, validFrom, same?.id ?? null);
  }
  try {
    return await db.transaction(async (tx) => {
      const [lock] = await executeRows<{ locked: boolean }>(
        tx,
        sql`select pg_try_advisory_xact_lock(hashtext(${`catalogue:${request.brandId}`})) as locked`,
      );
      const nowLatest = await findLatestVersion(tx, request.brandId);
      if (!lock?.locked || nowLatest?.number !== latest?.number) {
        throw new AppError(M.importConflict);
      }
      const version =
        same ??
        (await insertVersion(
          tx,
          request,
          file,
          (latest?.number ?? 0) + 1,
          base?.number ?? null,
          stored,
          file.models.map((model) => ids.model(model.code)),
        ));
      if (validFrom) {
        await insertPublication(
          tx,
          request.brandId,
          version.id,
          validFrom,
          request.userId,
          noteOf(request.publish?.note),
        );
        await request.scheduled?.apply(tx, version);
      }
      return { ...outcome, version: version.number, isNew: !same };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(M.importConflict);
    }
    throw error;
  }
};

/**
 * Imports a catalogue file as a new immutable version of a brand: lint (errors refuse it), the brand's name, the
 * file's own tests (a failure refuses it), then the diff against the current version. A file equal to an existing
 * version stores nothing and names that version. Publishes it when asked (now, or from a future time). Whole or not
 * at all, in one transaction; while one import of a brand runs, another gets 409 (a dry run claims nothing).
 */
export const importCatalogue = (db: Db, request: ImportRequest): Promise<ImportOutcome> =>
  measure('catalogueImport', () => importClaimed(db, request));

const importClaimed = async (db: Db, request: ImportRequest): Promise<ImportOutcome> => {
  if (request.dryRun) {
    return runImport(db, request);
  }
  const release = await claimImport(db, request.brandId, request.userId);
  try {
    return await runImport(db, request);
  } finally {
    await release();
  }
};

/** Publishes a stored version of a brand now or from a future time (a re-publish of an older one is a rollback). */
export const publishVersion = (...args: Parameters<typeof publishNow>) =>
  measure('cataloguePublish', () => publishNow(...args));

const publishNow = async (
  db: Db,
  {
    brandId,
    number,
    from,
    userId,
    note = null,
    now = new Date(),
    scheduled,
  }: {
    brandId: string;
    number: number;
    from: Date | null;
    userId: string | null;
    note?: string | null;
    now?: Date;
    scheduled?: ScheduledHook;
  },
) => {
  assertPublishTime({ from }, now);
  const version = await findVersionByNumber(db, brandId, number);
  if (!version) {
    throw new AppError(M.versionNotFound);
  }
  const validFrom = from ?? now;
  await scheduled?.prepare(db, await readVersionFile(db, version), validFrom, version.id);
  await db.transaction(async (tx) => {
    await insertPublication(tx, brandId, version.id, validFrom, userId, noteOf(note));
    await scheduled?.apply(tx, version);
  });
  return { version, validFrom };
};
