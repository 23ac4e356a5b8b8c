import type { AuditFilter } from '@door/contract';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { auditEntries } from '#server/db/schema';

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

/** Drizzle queries of the audit log: it is only read here (entries are written by `services/audit-log.ts`). */
export const createAuditRepository = () => ({
  /** A page of the entries that match, newest first, and how many match. */
  async listPage(db: DbOrTx, filter: AuditFilter, page: number, pageSize: number) {
    const where = conditionsOf(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(auditEntries)
        .where(where)
        .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ value: count() }).from(auditEntries).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  /** Every entry that matches, newest first (at most `AUDIT_EXPORT_MAX_ROWS`). */
  listAll(db: DbOrTx, filter: AuditFilter) {
    return db
      .select()
      .from(auditEntries)
      .where(conditionsOf(filter))
      .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
      .limit(AUDIT_EXPORT_MAX_ROWS);
  },
});
/** The audit log's queries. */
export type AuditRepository = ReturnType<typeof createAuditRepository>;
