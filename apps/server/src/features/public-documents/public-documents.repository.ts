import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { configurationDocumentation, configurations, salesDocumentConfigurations } from '#server/db/schema';

/** Drizzle queries of the public documents page. */
export const createPublicDocumentsRepository = (db: Db) => ({
  /** Whether the configuration exists. */
  async configurationExists(configurationId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: configurations.id })
      .from(configurations)
      .where(eq(configurations.id, configurationId));
    return row !== undefined;
  },

  /** Every documentation item of a configuration, in whichever documents it is, newest first. */
  listItems: (configurationId: string) =>
    db
      .select({
        id: configurationDocumentation.id,
        fileName: configurationDocumentation.fileName,
        url: configurationDocumentation.url,
        fileKey: configurationDocumentation.fileKey,
        updatedAt: configurationDocumentation.updatedAt,
      })
      .from(configurationDocumentation)
      .innerJoin(
        salesDocumentConfigurations,
        eq(salesDocumentConfigurations.id, configurationDocumentation.documentConfigurationId),
      )
      .where(eq(salesDocumentConfigurations.configurationId, configurationId))
      .orderBy(desc(configurationDocumentation.updatedAt), configurationDocumentation.fileName),
});
/** Drizzle queries of the public documents page. */
export type PublicDocumentsRepository = ReturnType<typeof createPublicDocumentsRepository>;
