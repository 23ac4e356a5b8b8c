import type { AuditFilter } from '@door/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { auditEntries } from '#server/db/schema';
import { AUDIT_BOUNDS } from '#server/services/audit-log';

/** The most entries one CSV export holds (the newest). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const conditionsOf = (filter: AuditFilter): SQL | undefined =>
  and(
    filter.entityType ? eq(auditEntries.entityType, filter.entityType) : undefined,
    filter.action ? eq(auditEntries.action, filter.action) : undefined,
    filter.actor ? ilike(auditEntries.actorName, `%${escapeLike(filter.actor)}%`) : undefined,
    filter.from ? gte(auditEntries.createdAt, new Date(filter.from)) : undefined,
    filter.to ? lt(auditEntries.createdAt, new Date(filter.to)) : undefined,
  );

/**
 * A before or after as read: over the bound (an entry written before there was one, migration 0033) it comes out
 * as its hash and size, so no read carries a whole picture.
 */
const boundedValue = (column: typeof auditEntries.before | typeof auditEntries.after) =>
  sql<Record<string, unknown> | null>`case when octet_length(${column}::text) > ${AUDIT_BOUNDS.storedMaxBytes}
    then jsonb_build_object('omitted', true, 'bytes', octet_length(${column}::text),
      'sha256', encode(sha256(convert_to(${column}::text, 'UTF8')), 'hex'))
    else ${column} end`;

const columns = {
  id: auditEntries.id,
  createdAt: auditEntries.createdAt,
  actorUserId: auditEntries.actorUserId,
  actorName: auditEntries.actorName,
  action: auditEntries.action,
  entityType: auditEntries.entityType,
  entityId: auditEntries.entityId,
  entityName: auditEntries.entityName,
  before: boundedValue(auditEntries.before),
  after: boundedValue(auditEntries.after),
};

/** An entry as read (its before and after within the bound). */
export type AuditRow = {
  id: string;
  createdAt: Date;
  actorUserId: string | null;
  actorName: string;
  action: string;
  entityType: string;
  entityId: string;
  entityName: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const newestFirst = [desc(auditEntries.createdAt), desc(auditEntries.id)];

/** Drizzle queries of the audit log: it is only read here (entries are written by `services/audit-log.ts`). */
export const createAuditRepository = () => ({
  /** A page of the entries that match, newest first, and how many match. */
  async listPage(db: DbOrTx, filter: AuditFilter, page: number, pageSize: number) {
    const where = conditionsOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select(columns)
        .from(auditEntries)
        .where(where)
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ value: count() }).from(auditEntries).where(where),
    ]);
    return { rows: rows as AuditRow[], total: total?.value ?? 0 };
  },

  /**
   * The entries that match, newest first (at most `AUDIT_EXPORT_MAX_ROWS`), read `batchSize` at a time by their
   * position (time and id), so an export holds one batch in memory, never the whole log.
   */
  async *listBatches(db: DbOrTx, filter: AuditFilter, batchSize = 500): AsyncGenerator<AuditRow[]> {
    let lastId: string | null = null;
    let left = AUDIT_EXPORT_MAX_ROWS;
    while (left > 0) {
      // After the last row read, by the stored time itself (a JavaScript date drops its microseconds).
      const position = lastId
        ? sql`(${auditEntries.createdAt}, ${auditEntries.id}) <
            (select a.created_at, a.id from audit_entries a where a.id = ${lastId})`
        : undefined;
      const rows = (await db
        .select(columns)
        .from(auditEntries)
        .where(and(conditionsOf(filter), position))
        .orderBy(...newestFirst)
        .limit(Math.min(batchSize, left))) as AuditRow[];
      if (rows.length === 0) {
        return;
      }
      yield rows;
      left -= rows.length;
      lastId = (rows[rows.length - 1] as AuditRow).id;
    }
  },
});
/** The audit log's queries. */
export type AuditRepository = ReturnType<typeof createAuditRepository>;
