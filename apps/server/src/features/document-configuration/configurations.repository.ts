import { DOCUMENT_STATUS_IDS } from '@door/contract';
import { and, asc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client';
import { configurations, documentHistory, salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { documentRowWithAccess, joinDocumentAccess } from '#server/policies/document-access-query';
import { newLineTotals, refreshLineTotals } from '#server/services/calculation/line-totals';
import { copyConfiguration } from '#server/services/configuration-copies';

/** A stored configuration in a document. */
export type DocumentLine = typeof salesDocumentConfigurations.$inferSelect;
/** The values of a new configuration in a document. */
export type NewDocumentLine = typeof salesDocumentConfigurations.$inferInsert;

/**
 * Drizzle queries of the configurations in a document: lines, positions, clones and the history. Positions stay
 * consecutive (1, 2, …): every insert and delete runs under the document's row lock and moves the positions after it.
 */
export const createConfigurationsRepository = (db: Db) => ({
  /** Runs work in one transaction. */
  transaction: <T>(work: (tx: DbOrTx) => Promise<T>) => db.transaction(work),
  /** The database, for reads outside a transaction. */
  db,

  /**
   * The document with its project status and its owner's parent partner; null when unknown. `lock` takes the row
   * lock of the document, so writes on one document's configurations run one after the other.
   */
  async findDocument(tx: DbOrTx, documentId: string, lock: boolean) {
    const query = joinDocumentAccess(tx.select(documentRowWithAccess).from(salesDocuments).$dynamic()).where(
      eq(salesDocuments.id, documentId),
    );
    const [row] = lock ? await query.for('update', { of: [salesDocuments] }) : await query;
    return row ?? null;
  },

  /** A configuration in a document; null when unknown. */
  async findLine(tx: DbOrTx, lineId: string): Promise<DocumentLine | null> {
    const [row] = await tx.select().from(salesDocumentConfigurations).where(eq(salesDocumentConfigurations.id, lineId));
    return row ?? null;
  },

  /** The line of a document that holds a configuration; null when the configuration is not in the document. */
  async findLineOfConfiguration(tx: DbOrTx, documentId: string, configurationId: string): Promise<DocumentLine | null> {
    const [row] = await tx
      .select()
      .from(salesDocumentConfigurations)
      .where(
        and(
          eq(salesDocumentConfigurations.documentId, documentId),
          eq(salesDocumentConfigurations.configurationId, configurationId),
        ),
      );
    return row ?? null;
  },

  /** The line of the one document that holds the configuration; null when it is in none. */
  async findHolderLine(tx: DbOrTx, configurationId: string): Promise<DocumentLine | null> {
    const [row] = await tx
      .select()
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.configurationId, configurationId));
    return row ?? null;
  },

  /** A stored configuration; null when unknown. */
  async findConfiguration(tx: DbOrTx, configurationId: string) {
    const [row] = await tx.select().from(configurations).where(eq(configurations.id, configurationId));
    return row ?? null;
  },

  /** The last position of a document (0 when it has no configurations). */
  async lastPosition(tx: DbOrTx, documentId: string): Promise<number> {
    const [row] = await tx
      .select({ last: sql<number>`coalesce(max(${salesDocumentConfigurations.position}), 0)::int` })
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, documentId));
    return Number(row?.last ?? 0);
  },

  /**
   * Moves the positions from `from` on by `delta` (+1 to open a gap, −1 to close one). The unique index on
   * (document, position) is checked row by row, so the rows pass through negative positions first.
   */
  async shiftPositions(tx: DbOrTx, documentId: string, from: number, delta: 1 | -1) {
    const where = and(
      eq(salesDocumentConfigurations.documentId, documentId),
      gte(salesDocumentConfigurations.position, from),
    );
    await tx
      .update(salesDocumentConfigurations)
      .set({ position: sql`-(${salesDocumentConfigurations.position} + ${delta})` })
      .where(where);
    await tx
      .update(salesDocumentConfigurations)
      .set({ position: sql`-${salesDocumentConfigurations.position}` })
      .where(
        and(eq(salesDocumentConfigurations.documentId, documentId), sql`${salesDocumentConfigurations.position} < 0`),
      );
  },

  /** Inserts a configuration into a document, with the totals of its price and quantity; returns the stored line. */
  async insertLine(tx: DbOrTx, values: NewDocumentLine): Promise<DocumentLine> {
    const [row] = await tx
      .insert(salesDocumentConfigurations)
      .values({ ...values, ...newLineTotals(values.unitPriceCents ?? 0, values.quantity ?? 1) })
      .returning();
    return row as DocumentLine;
  },

  /**
   * Changes a configuration in a document (and marks it changed now); a new price or quantity recomputes its totals.
   * Returns the stored line (its position data; read the totals again when needed).
   */
  async updateLine(tx: DbOrTx, lineId: string, values: Partial<NewDocumentLine>): Promise<DocumentLine> {
    const [row] = await tx
      .update(salesDocumentConfigurations)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(salesDocumentConfigurations.id, lineId))
      .returning();
    if (values.quantity !== undefined || values.unitPriceCents !== undefined) {
      await refreshLineTotals(tx, [lineId]);
    }
    return row as DocumentLine;
  },

  /** Removes a configuration from a document and closes the gap in the positions. */
  async deleteLine(tx: DbOrTx, line: DocumentLine) {
    await tx.delete(salesDocumentConfigurations).where(eq(salesDocumentConfigurations.id, line.id));
    const [after] = await tx
      .select({ id: salesDocumentConfigurations.id })
      .from(salesDocumentConfigurations)
      .where(
        and(
          eq(salesDocumentConfigurations.documentId, line.documentId),
          gt(salesDocumentConfigurations.position, line.position),
        ),
      )
      .limit(1);
    if (after) {
      await this.shiftPositions(tx, line.documentId, line.position + 1, -1);
    }
  },

  /** A new configuration with the choices and comment of another (editing the clone leaves the source alone). */
  cloneConfiguration: copyConfiguration,

  /**
   * Copies a configuration in a document to a position of the same document: the configuration is cloned, the
   * quantity, price and position data are kept; the copy starts as draft (no documentation of its own yet). The
   * service copies the line's calculation rows beside it (services/calculation/copy-calculation.ts).
   */
  async copyLine(tx: DbOrTx, line: DocumentLine, position: number, ownerUserId: string): Promise<DocumentLine> {
    const configurationId = await this.cloneConfiguration(tx, line.configurationId, ownerUserId);
    return this.insertLine(tx, {
      documentId: line.documentId,
      configurationId,
      position,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      statusId: DOCUMENT_STATUS_IDS.draft,
      customerPosition: line.customerPosition,
      customerSubPosition: line.customerSubPosition,
      deliveryDate: line.deliveryDate,
      commission: line.commission,
      comment: line.comment,
    });
  },

  /** The positions of a document's configurations in order (for checks and replies). */
  async listPositions(tx: DbOrTx, documentId: string) {
    return tx
      .select({ id: salesDocumentConfigurations.id, position: salesDocumentConfigurations.position })
      .from(salesDocumentConfigurations)
      .where(eq(salesDocumentConfigurations.documentId, documentId))
      .orderBy(asc(salesDocumentConfigurations.position));
  },

  /** Marks the document changed now (the lists sort by the last change). */
  async touchDocument(tx: DbOrTx, documentId: string) {
    await tx.update(salesDocuments).set({ updatedAt: sql`now()` }).where(eq(salesDocuments.id, documentId));
  },

  /** Records an entry of a document's history. */
  async insertHistory(tx: DbOrTx, entry: typeof documentHistory.$inferInsert) {
    await tx.insert(documentHistory).values(entry);
  },
});
/** Drizzle queries of the configurations in a document. */
export type ConfigurationsRepository = ReturnType<typeof createConfigurationsRepository>;
