import { and, asc, eq, sql } from 'drizzle-orm';
import { repairedJsonText } from '#server/catalogue/json-texts';
import { contentHashOf } from '#server/services/catalogue/catalogue-files';
import type { Db } from '../client';
import { catalogueDrafts, catalogueTextRepairs, catalogueVersionModels, catalogueVersions } from '../schema';

/**
 * Repairs the catalogue versions and drafts stored before catalogue texts followed the API's text rule (issue 37;
 * listed by migration 0034): every NUL, other control character and unpaired surrogate of a text or key becomes
 * U+FFFD. Such a character made every document pinned to the version answer 500 (PostgreSQL's jsonb refuses `\u0000`
 * and lone surrogates), for ever, since configurations stay on their version. A version keeps its id and number, so
 * every configuration stays pinned to it; its texts and content hash are written again. A draft's revision is raised,
 * so an open workbench reloads it. Safe on every start: each entry is repaired and removed in one transaction.
 */
export const repairCatalogueTexts = async (db: Db) => {
  const pending = await db.select().from(catalogueTextRepairs);
  for (const entry of pending) {
    await db.transaction(async (tx) => {
      if (entry.versionId) {
        const [version] = await tx.select().from(catalogueVersions).where(eq(catalogueVersions.id, entry.versionId));
        const models = await tx
          .select({ modelId: catalogueVersionModels.modelId, model: catalogueVersionModels.model })
          .from(catalogueVersionModels)
          .where(eq(catalogueVersionModels.versionId, entry.versionId))
          .orderBy(asc(catalogueVersionModels.position));
        if (version) {
          const catalogue = repairedJsonText(version.catalogue);
          const modelIndex = repairedJsonText(version.modelIndex);
          const repairedModels = models.map((row) => ({ ...row, repaired: repairedJsonText(row.model) }));
          for (const row of repairedModels) {
            if (row.repaired !== null) {
              await tx
                .update(catalogueVersionModels)
                .set({ model: row.repaired })
                .where(
                  and(
                    eq(catalogueVersionModels.versionId, version.id),
                    eq(catalogueVersionModels.modelId, row.modelId),
                  ),
                );
            }
          }
          if (catalogue !== null || modelIndex !== null || repairedModels.some((row) => row.repaired !== null)) {
            const shared = catalogue ?? version.catalogue;
            await tx
              .update(catalogueVersions)
              .set({
                catalogue: shared,
                modelIndex: modelIndex ?? version.modelIndex,
                contentHash: contentHashOf(
                  shared,
                  repairedModels.map((row) => row.repaired ?? row.model),
                ),
              })
              .where(eq(catalogueVersions.id, version.id));
          }
        }
      }
      if (entry.draftId) {
        const [draft] = await tx.select().from(catalogueDrafts).where(eq(catalogueDrafts.id, entry.draftId));
        const file = draft ? repairedJsonText(draft.file) : null;
        if (draft && file !== null) {
          await tx
            .update(catalogueDrafts)
            .set({ file, revision: sql`${catalogueDrafts.revision} + 1`, updatedAt: sql`now()` })
            .where(eq(catalogueDrafts.id, draft.id));
        }
      }
      await tx.delete(catalogueTextRepairs).where(eq(catalogueTextRepairs.id, entry.id));
    });
  }
};
