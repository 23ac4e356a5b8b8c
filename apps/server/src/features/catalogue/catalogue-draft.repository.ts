import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { catalogueDrafts, catalogueVersions, users } from '#server/db/schema';

/** Queries of a brand's open catalogue draft. */
export const createCatalogueDraftRepository = () => ({
  /** The brand's open draft with the version it started from and who changed it last; null when none is open. */
  async find(db: DbOrTx, brandId: string) {
    const [row] = await db
      .select({
        id: catalogueDrafts.id,
        brandId: catalogueDrafts.brandId,
        file: catalogueDrafts.file,
        revision: catalogueDrafts.revision,
        updatedAt: catalogueDrafts.updatedAt,
        basedOnVersion: catalogueVersions.number,
        updatedBy: sql<string>`coalesce(${users.firstName} || ' ' || ${users.lastName}, '')`,
      })
      .from(catalogueDrafts)
      .leftJoin(catalogueVersions, eq(catalogueVersions.id, catalogueDrafts.basedOnVersionId))
      .leftJoin(users, eq(users.id, catalogueDrafts.updatedByUserId))
      .where(eq(catalogueDrafts.brandId, brandId));
    return row ?? null;
  },

  /** Which draft the brand has open and its revision, without its file; null when none is open. */
  async head(db: DbOrTx, brandId: string): Promise<{ id: string; revision: number } | null> {
    const [row] = await db
      .select({ id: catalogueDrafts.id, revision: catalogueDrafts.revision })
      .from(catalogueDrafts)
      .where(eq(catalogueDrafts.brandId, brandId));
    return row ?? null;
  },

  /** Opens a draft; false when the brand has one open already. */
  async insert(
    db: DbOrTx,
    values: { brandId: string; basedOnVersionId: string | null; file: string; userId: string },
  ): Promise<boolean> {
    const rows = await db
      .insert(catalogueDrafts)
      .values({
        brandId: values.brandId,
        basedOnVersionId: values.basedOnVersionId,
        file: values.file,
        createdByUserId: values.userId,
        updatedByUserId: values.userId,
      })
      .onConflictDoNothing({ target: catalogueDrafts.brandId })
      .returning({ id: catalogueDrafts.id });
    return rows.length > 0;
  },

  /** Stores the changed file when the draft still has the revision read (raising it); false when it is stale. */
  async update(db: DbOrTx, brandId: string, revision: number, file: string, userId: string): Promise<boolean> {
    const rows = await db
      .update(catalogueDrafts)
      .set({ file, revision: sql`${catalogueDrafts.revision} + 1`, updatedByUserId: userId, updatedAt: sql`now()` })
      .where(and(eq(catalogueDrafts.brandId, brandId), eq(catalogueDrafts.revision, revision)))
      .returning({ id: catalogueDrafts.id });
    return rows.length > 0;
  },

  /** Closes the brand's draft (discarded, or published at the revision given); false when there was none. */
  async remove(db: DbOrTx, brandId: string, revision?: number): Promise<boolean> {
    const rows = await db
      .delete(catalogueDrafts)
      .where(
        and(
          eq(catalogueDrafts.brandId, brandId),
          revision === undefined ? undefined : eq(catalogueDrafts.revision, revision),
        ),
      )
      .returning({ id: catalogueDrafts.id });
    return rows.length > 0;
  },
});
/** The draft queries. */
export type CatalogueDraftRepository = ReturnType<typeof createCatalogueDraftRepository>;
