import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import {
  configurations,
  documentHistory,
  projects,
  salesDocumentConfigurations,
  salesDocuments,
} from '#server/db/schema';
import { accessOwnerPartner, joinDocumentAccess } from '#server/policies/document-access-query';
import { refreshLineTotals } from '#server/services/calculation/line-totals';

/** The document fields that decide access, read-only state, prices and currency of a configuration in it. */
const documentFields = {
  documentId: salesDocuments.id,
  brandPartnerId: salesDocuments.brandPartnerId,
  currency: salesDocuments.currency,
  typeId: salesDocuments.typeId,
  statusId: salesDocuments.statusId,
  projectStatusId: projects.statusId,
  ownerPartnerId: salesDocuments.ownerPartnerId,
  ownerParentPartnerId: accessOwnerPartner.parentPartnerId,
  recipientPartnerId: salesDocuments.recipientPartnerId,
};

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
  // The documents a configuration is in (normally one: a document's configurations are its own clones), read on every
  // configurator call through one prepared statement on the configuration index.
  const linesOf = joinDocumentAccess(
    db
      .select({
        ...documentFields,
        lineId: salesDocumentConfigurations.id,
        position: salesDocumentConfigurations.position,
        lineStatusId: salesDocumentConfigurations.statusId,
      })
      .from(salesDocumentConfigurations)
      .innerJoin(salesDocuments, eq(salesDocuments.id, salesDocumentConfigurations.documentId))
      .$dynamic(),
  )
    .where(eq(salesDocumentConfigurations.configurationId, sql.placeholder('id')))
    .limit(10)
    .prepare('configurator_document_lines');
  const inDocument = db
    .select({ id: salesDocumentConfigurations.id })
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.configurationId, sql.placeholder('id')))
    .limit(1)
    .prepare('configurator_in_document');
  const documentById = joinDocumentAccess(db.select(documentFields).from(salesDocuments).$dynamic())
    .where(eq(salesDocuments.id, sql.placeholder('id')))
    .prepare('configurator_document_by_id');

  return {
    /** Reads one configuration; undefined when the id is unknown. */
    async getById(id: string): Promise<ConfigurationRow | undefined> {
      const [row] = await byId.execute({ id });
      return row;
    },
    /** Inserts a new configuration and returns it. */
    async insert(
      tx: DbOrTx,
      values: Pick<
        ConfigurationRow,
        'brandPartnerId' | 'modelId' | 'catalogueVersionId' | 'choices' | 'comment' | 'ownerUserId'
      >,
    ): Promise<ConfigurationRow> {
      const [row] = await tx.insert(configurations).values(values).returning();
      return row as ConfigurationRow;
    },
    /** Writes the choices and comment of a configuration; returns the new modification time. */
    async writeChoices(id: string, choices: Record<string, string>, comment: string): Promise<Date> {
      const [row] = await writeChoices.execute({ id, choices: JSON.stringify(choices), comment });
      return row?.updatedAt ?? new Date();
    },
    /** The configurations in documents that hold this configuration, with their documents. */
    async listDocumentLines(configurationId: string) {
      return linesOf.execute({ id: configurationId });
    },
    /** Whether the configuration is in a document (whoever's): then it keeps its catalogue version. */
    async isInDocument(configurationId: string): Promise<boolean> {
      return (await inDocument.execute({ id: configurationId })).length > 0;
    },
    /** Moves a configuration to another catalogue version with the choices the engine settled there. */
    async moveToVersion(id: string, catalogueVersionId: string, choices: Record<string, string>): Promise<Date> {
      const [row] = await db
        .update(configurations)
        .set({ catalogueVersionId, choices, updatedAt: sql`now()` })
        .where(eq(configurations.id, id))
        .returning({ updatedAt: configurations.updatedAt });
      return row?.updatedAt ?? new Date();
    },
    /**
     * Moves a configuration of a document to another catalogue version and prices its line again, recorded in the
     * document's history: one transaction.
     */
    async moveLineToVersion(
      move: { id: string; catalogueVersionId: string; choices: Record<string, string> },
      line: { id: string; unitPriceCents: number },
      entry: typeof documentHistory.$inferInsert,
    ): Promise<Date> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(configurations)
          .set({ catalogueVersionId: move.catalogueVersionId, choices: move.choices, updatedAt: sql`now()` })
          .where(eq(configurations.id, move.id))
          .returning({ updatedAt: configurations.updatedAt });
        await tx
          .update(salesDocumentConfigurations)
          .set({ unitPriceCents: line.unitPriceCents, updatedAt: sql`now()` })
          .where(eq(salesDocumentConfigurations.id, line.id));
        await refreshLineTotals(tx, [line.id]);
        await tx.insert(documentHistory).values(entry);
        return row?.updatedAt ?? new Date();
      });
    },
    /** A document's access, state, storefront and currency; undefined when unknown. */
    async findDocument(documentId: string) {
      const [row] = await documentById.execute({ id: documentId });
      return row;
    },
    /**
     * A changed configuration whose special documentation was generated goes back to draft, recorded in history
     * (only when its status still is the special one, so two concurrent changes record it once).
     */
    async resetSpecialStatus(
      lineId: string,
      fromStatusId: string,
      toStatusId: string,
      entry: typeof documentHistory.$inferInsert,
    ) {
      await db.transaction(async (tx) => {
        const changed = await tx
          .update(salesDocumentConfigurations)
          .set({ statusId: toStatusId, updatedAt: sql`now()` })
          .where(
            sql`${salesDocumentConfigurations.id} = ${lineId} and ${salesDocumentConfigurations.statusId} = ${fromStatusId}`,
          )
          .returning({ id: salesDocumentConfigurations.id });
        if (changed.length > 0) {
          await tx.insert(documentHistory).values(entry);
        }
      });
    },
    /** The database, for transactions. */
    db,
  };
};
/** Queries of the configurations table. */
export type ConfiguratorRepository = ReturnType<typeof createConfiguratorRepository>;
