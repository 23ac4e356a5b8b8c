import type { CatalogueFile, CatalogueParameter } from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { canonicalCatalogue } from '#server/catalogue/catalogue-canonical';
import { declareImplicitDrawing, declaresDrawing } from '#server/catalogue/catalogue-drawing-upgrade';
import { readVersionFile, storedFormOf } from '#server/services/catalogue/catalogue-files';
import type { Db } from '../client';
import { catalogueDrafts, catalogueDrawingUpgrades, catalogueVersions } from '../schema';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A draft's parameter that can be read as one (a draft may hold entries that are not yet valid). */
const isParameter = (value: unknown): value is CatalogueParameter =>
  isObject(value) &&
  typeof value.code === 'string' &&
  typeof value.dataType === 'string' &&
  Array.isArray(value.values) &&
  value.values.every((item) => isObject(item) && typeof item.code === 'string');

/** A version's file with the drawing the old code read written into it; null when it declares one already. */
const upgradedFile = (file: CatalogueFile): CatalogueFile | null =>
  declaresDrawing(file.parameters)
    ? null
    : canonicalCatalogue({ ...file, parameters: declareImplicitDrawing(file.parameters) });

/** A draft's file text with the drawing written into it; null when it declares one already or has no parameters. */
const upgradedDraft = (text: string): string | null => {
  const json: unknown = JSON.parse(text);
  if (!isObject(json) || !Array.isArray(json.parameters)) {
    return null;
  }
  const readable = json.parameters.filter(isParameter);
  if (declaresDrawing(readable)) {
    return null;
  }
  const parameters = json.parameters.map((param) =>
    isParameter(param) ? (declareImplicitDrawing([param])[0] as CatalogueParameter) : param,
  );
  return JSON.stringify({ ...json, parameters });
};

/**
 * Upgrades the catalogue versions and drafts stored before the drawing was declared in the file (issue 38; listed by
 * migration 0031): each gets the roles and kinds the drawing then read from codes, so every configuration priced
 * with it keeps its picture. A version keeps its id and number (configurations stay pinned to it); its shared part
 * and content hash are written again. A draft's revision is raised, so an open workbench reloads it. Safe on every
 * start: each entry is upgraded and removed in one transaction, and the table is empty afterwards.
 */
export const upgradeCatalogueDrawings = async (db: Db) => {
  const pending = await db.select().from(catalogueDrawingUpgrades);
  for (const entry of pending) {
    await db.transaction(async (tx) => {
      if (entry.versionId) {
        const [version] = await tx.select().from(catalogueVersions).where(eq(catalogueVersions.id, entry.versionId));
        const file = version ? upgradedFile(await readVersionFile(tx, version)) : null;
        if (version && file) {
          const stored = storedFormOf(file);
          await tx
            .update(catalogueVersions)
            .set({ catalogue: stored.catalogue, contentHash: stored.contentHash })
            .where(eq(catalogueVersions.id, version.id));
        }
      }
      if (entry.draftId) {
        const [draft] = await tx.select().from(catalogueDrafts).where(eq(catalogueDrafts.id, entry.draftId));
        const file = draft ? upgradedDraft(draft.file) : null;
        if (draft && file) {
          await tx
            .update(catalogueDrafts)
            .set({ file, revision: sql`${catalogueDrafts.revision} + 1`, updatedAt: sql`now()` })
            .where(eq(catalogueDrafts.id, draft.id));
        }
      }
      await tx.delete(catalogueDrawingUpgrades).where(eq(catalogueDrawingUpgrades.id, entry.id));
    });
  }
};
