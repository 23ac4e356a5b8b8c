import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import { cataloguePublications, catalogueVersionModels, catalogueVersions, users } from '#server/db/schema';

/**
 * The channel of the notice "a brand's published catalogue or one of its brand partners changed" (payload: the brand
 * id); a trigger on `brand_partners` announces every change of a brand partner too (migration 0024).
 */
export const CATALOGUE_CHANNEL = 'catalogue_published';

/** A publish as the current-version cache keeps it. */
export type PublicationRow = { versionId: string; number: number; validFrom: Date; publishedAt: Date };

/** A stored version without its models. */
export type VersionRow = typeof catalogueVersions.$inferSelect;

/** Reads of the stored versions that the catalogue store needs on hot paths, prepared once per database. */
export const createVersionReads = (db: Db) => {
  const versionById = db
    .select()
    .from(catalogueVersions)
    .where(eq(catalogueVersions.id, sql.placeholder('id')))
    .prepare('catalogue_version_by_id');
  const modelText = db
    .select({ model: catalogueVersionModels.model })
    .from(catalogueVersionModels)
    .where(
      and(
        eq(catalogueVersionModels.versionId, sql.placeholder('versionId')),
        eq(catalogueVersionModels.modelId, sql.placeholder('modelId')),
      ),
    )
    .prepare('catalogue_version_model');
  return {
    /** A version without its models; undefined when unknown. */
    async version(id: string): Promise<VersionRow | undefined> {
      const [row] = await versionById.execute({ id });
      return row;
    },
    /** The JSON of one model of a version; undefined when the version has no such model. */
    async modelText(versionId: string, modelId: string): Promise<string | undefined> {
      const [row] = await modelText.execute({ versionId, modelId });
      return row?.model;
    },
    /** Every publish of a brand, latest time first (read once per brand and kept: not a hot path). */
    publications: (brandId: string): Promise<PublicationRow[]> => readPublications(db, brandId),
  };
};
/** The hot-path reads of stored versions. */
export type VersionReads = ReturnType<typeof createVersionReads>;

/** Every publish of a brand, latest time first (ties: the latest publish first). */
export const readPublications = async (db: DbOrTx, brandId: string): Promise<PublicationRow[]> =>
  db
    .select({
      versionId: cataloguePublications.versionId,
      number: catalogueVersions.number,
      validFrom: cataloguePublications.validFrom,
      publishedAt: cataloguePublications.publishedAt,
    })
    .from(cataloguePublications)
    .innerJoin(catalogueVersions, eq(catalogueVersions.id, cataloguePublications.versionId))
    .where(eq(cataloguePublications.brandId, brandId))
    .orderBy(desc(cataloguePublications.validFrom), desc(cataloguePublications.publishedAt));

/** The version current at a time among a brand's publishes (latest time first); null before the first. */
export const currentPublication = (rows: PublicationRow[], now: number): PublicationRow | null =>
  rows.find((row) => row.validFrom.getTime() <= now) ?? null;

/** The latest version of a brand (by number); undefined before the first import. */
export const findLatestVersion = async (db: DbOrTx, brandId: string): Promise<VersionRow | undefined> => {
  const [row] = await db
    .select()
    .from(catalogueVersions)
    .where(eq(catalogueVersions.brandId, brandId))
    .orderBy(desc(catalogueVersions.number))
    .limit(1);
  return row;
};

/** A version of a brand by its number; undefined when the brand has no such version. */
export const findVersionByNumber = async (db: DbOrTx, brandId: string, number: number) => {
  const [row] = await db
    .select()
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.brandId, brandId), eq(catalogueVersions.number, number)))
    .limit(1);
  return row;
};

/** A version of a brand whose content has this hash (the newest such); undefined when none. */
export const findVersionByHash = async (db: DbOrTx, brandId: string, contentHash: string) => {
  const [row] = await db
    .select()
    .from(catalogueVersions)
    .where(and(eq(catalogueVersions.brandId, brandId), eq(catalogueVersions.contentHash, contentHash)))
    .orderBy(desc(catalogueVersions.number))
    .limit(1);
  return row;
};

/** The models of a version as stored (their JSON), in the file's order. */
export const listVersionModels = async (db: DbOrTx, versionId: string): Promise<string[]> => {
  const rows = await db
    .select({ model: catalogueVersionModels.model })
    .from(catalogueVersionModels)
    .where(eq(catalogueVersionModels.versionId, versionId))
    .orderBy(asc(catalogueVersionModels.position));
  return rows.map((row) => row.model);
};

/** Every version of a brand, newest first, with who made it. */
export const listVersions = async (db: DbOrTx, brandId: string) =>
  db
    .select({
      id: catalogueVersions.id,
      number: catalogueVersions.number,
      source: catalogueVersions.source,
      basedOn: catalogueVersions.basedOn,
      modelCount: catalogueVersions.modelCount,
      createdAt: catalogueVersions.createdAt,
      createdBy: users.email,
    })
    .from(catalogueVersions)
    .leftJoin(users, eq(users.id, catalogueVersions.createdByUserId))
    .where(eq(catalogueVersions.brandId, brandId))
    .orderBy(desc(catalogueVersions.number));

/** Every publish of a brand, oldest first, with who published it. */
export const listPublications = async (db: DbOrTx, brandId: string) =>
  db
    .select({
      versionId: cataloguePublications.versionId,
      validFrom: cataloguePublications.validFrom,
      publishedAt: cataloguePublications.publishedAt,
      publishedBy: users.email,
      note: cataloguePublications.note,
    })
    .from(cataloguePublications)
    .leftJoin(users, eq(users.id, cataloguePublications.publishedByUserId))
    .where(eq(cataloguePublications.brandId, brandId))
    .orderBy(asc(cataloguePublications.publishedAt));

/** Tells every server process that a brand's published catalogue changed (delivered when the transaction commits). */
export const announcePublish = async (tx: DbOrTx, brandId: string) => {
  await executeRows(tx, sql`select pg_notify(${CATALOGUE_CHANNEL}, ${brandId})`);
};
