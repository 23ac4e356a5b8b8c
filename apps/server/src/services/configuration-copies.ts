import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { configurations } from '#server/db/schema';

/**
 * A new configuration with the model, catalogue version, choices and comment of another, owned by `ownerUserId`:
 * editing the copy leaves the source alone. A configuration is in at most one document, so everything that puts a
 * configuration that is not the caller's own free one into a document puts a copy there.
 */
export const copyConfiguration = async (
  tx: DbOrTx,
  configurationId: string,
  ownerUserId: string | null,
): Promise<string> => {
  const [source] = await tx.select().from(configurations).where(eq(configurations.id, configurationId));
  if (!source) {
    throw new Error(`configuration ${configurationId} vanished inside the transaction`);
  }
  const [row] = await tx
    .insert(configurations)
    .values({
      brandPartnerId: source.brandPartnerId,
      modelId: source.modelId,
      catalogueVersionId: source.catalogueVersionId,
      choices: source.choices,
      comment: source.comment,
      ownerUserId,
    })
    .returning({ id: configurations.id });
  return (row as { id: string }).id;
};
