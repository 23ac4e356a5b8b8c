import { randomUUID } from 'node:crypto';
import { isSafeText } from '@door/contract';
import { sql } from 'drizzle-orm';
import { diffCatalogues } from '#server/catalogue/catalogue-diff';
import { finding } from '#server/catalogue/catalogue-findings';
import { createCatalogueIds } from '#server/catalogue/catalogue-ids';
import { missingPictureFindings } from '#server/catalogue/catalogue-pictures';
import type { CatalogueReading } from '#server/catalogue/catalogue-read';
import { AppError, formatMessage } from '#server/core/app-error';
import { measure } from '#server/core/telemetry';
import type { Db, DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import { brands } from '#server/db/schema';
import { recordAudit } from '#server/services/audit-log';
import { CATALOGUE_MESSAGES as M } from './catalogue.messages';
import { storedFormOf } from './catalogue-files';
import {
  assertPublishTime,
  checkFile,
  type ImportOutcome,
  insertPublication,
  insertVersion,
  noteOf,
  type PublishRequest,
  refusal,
} from './catalogue-import';

/** A new brand from a catalogue file: the file as read, who creates it, and whether to store and publish it. */
export type NewBrandRequest = {
  /** Reads the file (a large file takes seconds: only once its declared name is free). */
  read: () => CatalogueReading;
  /** The `brand.name` the file declares, read from its beginning (null when it could not be read so). */
  declaredName: string | null;
  userId: string | null;
  dryRun: boolean;
  publish: PublishRequest | null;
  /** Whether an uploaded picture is in the file store; with it, a file naming a missing picture is refused. */
  pictureExists?: (key: string) => Promise<boolean>;
  now?: Date;
};

/** What creating a brand did (on a dry run: would do): the import's outcome, the brand's id (null on a dry run). */
export type NewBrandOutcome = ImportOutcome & { brandId: string | null; brandName: string };

/** Two brand names are one when they differ only in case and the spaces around them. */
const nameKey = (name: string) => name.trim().toLowerCase();

/** The brand of that name (any case, spaces around ignored), if there is one. */
const findBrandNamed = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(sql`lower(btrim(${brands.name})) = ${nameKey(name)}`)
    .limit(1);
  return row ?? null;
};

const brandExists = (name: string) => new AppError(M.brandExists, { message: formatMessage(M.brandExists, { name }) });

/** The longest brand name a file may give (the format's `brand.name`). */
const BRAND_NAME_MAX_LENGTH = 200;

/**
 * Refuses (409) a name a brand has already (any case, spaces around ignored). A blank name, a name too long or one
 * breaking the API's text rule is not looked up: the file's full reading refuses it with its finding.
 */
export const assertBrandNameFree = async (db: DbOrTx, name: string): Promise<void> => {
  if (name.trim() === '' || name.length > BRAND_NAME_MAX_LENGTH || !isSafeText(name)) {
    return;
  }
  if (await findBrandNamed(db, name)) {
    throw brandExists(name);
  }
};

/** Serialises the creation of brands (every process): the name check and the insert happen under it. */
const NEW_BRAND_LOCK = 'catalogue:new-brand';

const createBrand = async (db: Db, request: NewBrandRequest): Promise<NewBrandOutcome> => {
  const now = request.now ?? new Date();
  assertPublishTime(request.publish, now);
  // A name that is taken is said at once, before a large file is read and checked (and again under the lock),
  // whatever the rest of the file holds.
  const declared = request.declaredName;
  if (declared !== null) {
    await assertBrandNameFree(db, declared);
  }
  const reading = request.read();
  const name = reading.file?.brand.name ?? '';
  if (reading.file && name.trim() === '') {
    throw refusal(M.invalidCatalogue, [finding('/brand/name', 'brandNameBlank', {})]);
  }
  if (reading.file && name !== declared) {
    await assertBrandNameFree(db, name);
  }
  // The whole file first: lint, the file's own tests and its pictures; a refusal creates nothing.
  const { file, warnings } = checkFile(reading, name, true);
  if (request.pictureExists) {
    const missing = await missingPictureFindings(file, request.pictureExists);
    if (missing.length > 0) {
      throw refusal(M.invalidCatalogue, missing);
    }
  }
  const diff = diffCatalogues(null, file);
  const validFrom = request.publish ? (request.publish.from ?? request.now ?? new Date()) : null;
  const outcome = { dryRun: request.dryRun, comparedWith: null, diff, warnings, brandName: name };
  if (request.dryRun) {
    return { ...outcome, brandId: null, version: null, isNew: false, published: null };
  }
  const brandId = randomUUID();
  const ids = createCatalogueIds(brandId);
  const stored = storedFormOf(file);
  return db.transaction(async (tx) => {
    await executeRows(tx, sql`select pg_advisory_xact_lock(hashtext(${NEW_BRAND_LOCK}))`);
    if (await findBrandNamed(tx, name)) {
      throw brandExists(name);
    }
    await tx.insert(brands).values({ id: brandId, name });
    await recordAudit(tx, {
      actorUserId: request.userId,
      action: 'brand.create',
      entityType: 'brand',
      entityId: brandId,
      entityName: name,
      before: null,
      after: { Name: name, version: 1, modelCount: file.models.length },
    });
    const version = await insertVersion(
      tx,
      { brandId, source: 'file', userId: request.userId },
      file,
      1,
      null,
      stored,
      file.models.map((model) => ids.model(model.code)),
    );
    if (validFrom) {
      await insertPublication(tx, brandId, version.id, validFrom, request.userId, noteOf(request.publish?.note));
    }
    return { ...outcome, brandId, version: version.number, isNew: true, published: validFrom ? { validFrom } : null };
  });
};

/**
 * Creates a brand from a catalogue file: the brand named by the file's `brand.name` (409 when a brand of that name
 * exists, in any case, said before the file is read when its beginning declares the name), the file its version 1, published when asked. The whole file is checked first (lint, its
 * tests, its pictures; 400 with every finding), then the brand, the version, its publish and the audit entry are
 * stored in one transaction: a refusal creates nothing. A dry run checks and creates nothing.
 */
export const importNewBrand = (db: Db, request: NewBrandRequest): Promise<NewBrandOutcome> =>
  measure('catalogueImport', () => createBrand(db, request));
