import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { configurationDocumentation } from '#server/db/schema';
import type { FileLinks } from '#server/services/file-links';
import type { PrintDocumentation } from './print.service';

/** How long the download links printed into a document work: 90 days, a long offer's validity. */
const PRINTED_LINK_SECONDS = 90 * 24 * 3600;

/**
 * The technical documentation items of document configurations as print lists them: URL items with their address,
 * stored files with an absolute signed download link (valid 90 days), in the order they were added.
 */
export const createPrintDocumentation =
  (fileLinks: FileLinks): PrintDocumentation =>
  async (db: DbOrTx, documentConfigurationIds: string[], publicUrl: string) => {
    const items = new Map<string, { fileName: string; url: string }[]>();
    if (documentConfigurationIds.length === 0) {
      return items;
    }
    const rows = await db
      .select()
      .from(configurationDocumentation)
      .where(inArray(configurationDocumentation.documentConfigurationId, documentConfigurationIds))
      .orderBy(asc(configurationDocumentation.createdAt), asc(configurationDocumentation.id));
    const base = publicUrl.replace(/\/+$/, '');
    for (const row of rows) {
      const url = row.url
        ? row.url
        : row.fileKey
          ? `${base}${fileLinks.linkOf({ key: row.fileKey, fileName: row.fileName, expiresInSeconds: PRINTED_LINK_SECONDS })}`
          : '';
      const list = items.get(row.documentConfigurationId) ?? [];
      list.push({ fileName: row.fileName, url });
      items.set(row.documentConfigurationId, list);
    }
    return items;
  };
