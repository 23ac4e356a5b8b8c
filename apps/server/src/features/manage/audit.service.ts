import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  AUDIT_PAGE_MAX_BYTES,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  auditCsvFileName,
  type Language,
} from '@door/contract';
import type { Caller } from '#server/core/caller';
import type { Db } from '#server/db/client';
import { requireAuditReader } from '#server/policies/manage.policy';
import type { AuditRepository, AuditRow } from './audit.repository';
import { AUDIT_CSV_HEADINGS } from './manage.messages';

const entryOf = (row: AuditRow): AuditEntry => ({
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

/** A before or after as its hash and size only. */
const summaryOf = (value: Record<string, unknown> | null) => {
  if (value === null) {
    return null;
  }
  const json = JSON.stringify(value);
  return { omitted: true, sha256: createHash('sha256').update(json).digest('hex'), bytes: Buffer.byteLength(json) };
};

/**
 * The entries of a page within `AUDIT_PAGE_MAX_BYTES`: once the entries so far fill it, each further entry keeps
 * its before and after as hash and size only (an entry is bounded when written, so this only bites on pages of
 * entries from before the bound, or of many large ones).
 */
export const boundPage = (entries: readonly AuditEntry[]): AuditEntry[] => {
  let used = 0;
  return entries.map((entry) => {
    const bytes = Buffer.byteLength(JSON.stringify(entry));
    if (used + bytes <= AUDIT_PAGE_MAX_BYTES) {
      used += bytes;
      return entry;
    }
    const summarised = { ...entry, Before: summaryOf(entry.Before), After: summaryOf(entry.After) };
    used += Buffer.byteLength(JSON.stringify(summarised));
    return summarised;
  });
};

/**
 * A CSV field: quoted when it holds the separator, a quote or a line break; a leading `=`, `+`, `-` or `@` is
 * prefixed with `'` so a spreadsheet shows the text instead of running it as a formula.
 */
const csvField = (value: string) => {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The first line of the CSV: a byte order mark and the headings in the language. */
export const auditCsvHead = (lang: Language): string =>
  `\uFEFF${Object.values(AUDIT_CSV_HEADINGS)
    .map((heading) => csvField(heading[lang]))
    .join(';')}\r\n`;

/** Rows as lines of the CSV: semicolons (what spreadsheets of these languages expect), each ending in CRLF. */
export const auditCsvLines = (rows: readonly AuditRow[]): string =>
  rows
    .map(
      (row) =>
        `${[
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
          .join(';')}\r\n`,
    )
    .join('');

/** The audit log for the manufacturer's OEM admins: a filtered page, and the same as a CSV file. */
export const createAuditService = ({ db, repository }: { db: Db; repository: AuditRepository }) => ({
  /** `GET /manage/audit`: a page of entries, newest first, within the page's byte bound. */
  async list(caller: Caller, query: AuditFilter & { page: number; pageSize: number }): Promise<AuditPage> {
    requireAuditReader(caller);
    const { page, pageSize, ...filter } = query;
    const { rows, total } = await repository.listPage(db, filter, page, pageSize);
    return { Items: boundPage(rows.map(entryOf)), Total: total, Page: page, PageSize: pageSize };
  },

  /**
   * `GET /manage/audit/export`: the CSV file's name and its bytes as a stream that reads the log a batch at a time
   * while it is sent (UTF-8 with a byte order mark), so no export is one string in memory.
   */
  export(caller: Caller, filter: AuditFilter, lang: Language, now = new Date()) {
    requireAuditReader(caller);
    async function* csv() {
      yield Buffer.from(auditCsvHead(lang), 'utf8');
      for await (const rows of repository.listBatches(db, filter)) {
        yield Buffer.from(auditCsvLines(rows), 'utf8');
      }
    }
    return { fileName: auditCsvFileName(lang, now.toISOString().slice(0, 10)), body: Readable.from(csv()) };
  },
});
