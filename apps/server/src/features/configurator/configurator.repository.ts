import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { configurations } from '../../db/schema';

/** A stored configuration. */
export type ConfigurationRow = typeof configurations.$inferSelect;

/** Queries of the configurations table; prepared once, so the hot update path costs one read and one write. */
export const createConfiguratorRepository = (db: Db) => {
  const byId = db
    .select()
    .from(configurations)
    .where(eq(configurations.id, sql.placeholder('id')))
    .prepare('configurator_get_by_id');
  const writeChoices = db
    .update(configurations)
    .set({
      choices: sql`${sql.placeholder('choices')}::jsonb`,
      comment: sql`${sql.placeholder('comment')}`,
      updatedAt: sql`now()`,
    })
    .where(eq(configurations.id, sql.placeholder('id')))
    .returning({ updatedAt: configurations.updatedAt })
    .prepare('configurator_write_choices');

  return {
    /** Reads one configuration; undefined when the id is unknown. */
    async getById(id: string): Promise<ConfigurationRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    /** Inserts a new configuration and returns it. */
    async insert(
      tx: DbOrTx,
      values: Pick<ConfigurationRow, 'brandPartnerId' | 'modelId' | 'choices' | 'comment' | 'ownerUserId'>,
    ): Promise<ConfigurationRow> {
      const [row] = await tx.insert(configurations).values(values).returning();
      return row as ConfigurationRow;
    },
    /** Writes the choices and comment of a configuration; returns the new modification time. */
    async writeChoices(id: string, choices: Record<string, string>, comment: string): Promise<Date> {
      const [row] = await writeChoices.execute({ id, choices: JSON.stringify(choices), comment });
      return row?.updatedAt ?? new Date();
    },
    /** The database, for transactions. */
    db,
  };
};
/** Queries of the configurations table. */
export type ConfiguratorRepository = ReturnType<typeof createConfiguratorRepository>;
