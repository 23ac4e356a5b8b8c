import type { AuditEntry, AuditFilter, AuditPage, FileReply, Language } from '@door/contract';
import type { Caller } from '#server/core/caller';
import type { Db } from '#server/db/client';
import type { auditEntries } from '#server/db/schema';
import { requireAuditReader } from '#server/policies/manage.policy';
import type { AuditRepository } from './audit.repository';
import { AUDIT_CSV_HEADINGS, AUDIT_CSV_NAME } from './manage.messages';

type Row = typeof auditEntries.$inferSelect;

const entryOf = (row: Row): AuditEntry => ({
  AuditEntryId: row.id,
  CreatedAt: row.createdAt.toISOString(),
  ActorUserId: row.actorUserId,
  ActorName: row.actorName,
  Action: row.action,
  EntityType: row.entityType,
  EntityId: row.entityId,
  EntityName: row.entityName,
  Before: row.before ?? null,
  After: row.after ?? null,
});

/**
 * A CSV field: quoted when it holds the separator, a quote or a line break; a leading `=`, `+`, `-` or `@` is
 * prefixed with `'` so a spreadsheet shows the text instead of running it as a formula.
 */
const csvField = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The rows as CSV: semicolons (what spreadsheets of these languages expect), UTF-8 with a byte order mark. */
export const auditCsv = (rows: readonly Row[], lang: Language): string => {
  const headings = Object.values(AUDIT_CSV_HEADINGS).map((heading) => heading[lang]);
  const lines = rows.map((row) =>
    [
      row.createdAt.toISOString(),
      row.actorName,
      row.action,
      row.entityType,
      row.entityId,
      row.entityName,
      row.before ? JSON.stringify(row.before) : '',
      row.after ? JSON.stringify(row.after) : '',
    ]
      .map(csvField)
      .join(';'),
  );
  return `\uFEFF${[headings.map(csvField).join(';'), ...lines].join('\r\n')}\r\n`;
};

/** The audit log for the manufacturer's OEM admins: a filtered page, and the same as a CSV file. */
export const createAuditService = ({ db, repository }: { db: Db; repository: AuditRepository }) => ({
  async list(caller: Caller, query: AuditFilter & { page: number; pageSize: number }): Promise<AuditPage> {
    requireAuditReader(caller);
    const { page, pageSize, ...filter } = query;
    const { rows, total } = await repository.listPage(db, filter, page, pageSize);
    return { Items: rows.map(entryOf), Total: total, Page: page, PageSize: pageSize };
  },

  async export(caller: Caller, filter: AuditFilter, lang: Language, now = new Date()): Promise<FileReply> {
    requireAuditReader(caller);
    const rows = await repository.listAll(db, filter);
    return {
      FileName: `${AUDIT_CSV_NAME[lang]}-${now.toISOString().slice(0, 10)}.csv`,
      MimeType: 'text/csv; charset=utf-8',
      Contents: Buffer.from(auditCsv(rows, lang), 'utf8').toString('base64'),
    };
  },
});
