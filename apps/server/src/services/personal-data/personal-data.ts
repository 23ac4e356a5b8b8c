import type { PersonalDataErasure, PersonalDataExport } from '@door/contract';
import { and, eq, getTableColumns, getTableName, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';
import { contacts, salesDocuments, users } from '#server/db/schema';
import { recordAudit } from '#server/services/audit-log';
import type { FileStore } from '#server/services/file-store';
import {
  deleteRows,
  documentIn,
  keptDocument,
  PERSONAL_DATA_TABLES,
  type PersonalDataSubject,
  subjectDocuments,
} from './personal-data-tables';

/** Whose data, before the names and documents that name them are looked up. */
export type SubjectRequest = Omit<PersonalDataSubject, 'names' | 'documentIds'>;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/**
 * GDPR Art. 15 and 17 over the declared tables (PERSONAL_DATA_TABLES): the export of every row that names a person,
 * and the erasure of their personal data but what the law keeps on issued documents. Both are audited with counts
 * only (never an erased value).
 */
export const createPersonalDataService = ({ db, files }: { db: Db; files: FileStore }) => {
  /** The subject with the names it goes by and the documents that name it. */
  const resolve = async (request: SubjectRequest): Promise<PersonalDataSubject> => {
    const documents = await db
      .select({ id: salesDocuments.id, first: salesDocuments.contactFirstName, last: salesDocuments.contactLastName })
      .from(salesDocuments)
      .where(subjectDocuments(request));
    const contactNames = await db
      .select({ first: contacts.firstName, last: contacts.lastName })
      .from(contacts)
      .where(
        and(
          eq(contacts.kind, 'customer'),
          sql`lower(${contacts.email}) = ${request.email}`,
          request.brandPartnerId ? eq(contacts.brandPartnerId, request.brandPartnerId) : undefined,
        ),
      );
    const account = request.userId
      ? await db
          .select({ first: users.firstName, last: users.lastName })
          .from(users)
          .where(eq(users.id, request.userId))
      : [];
    const names = new Set(
      [...documents, ...contactNames, ...account].map((row) => fullName(row.first, row.last)).filter(Boolean),
    );
    return { ...request, names: [...names], documentIds: documents.map((row) => row.id) };
  };

  /** Each declared table's rows of the subject (secrets left out), by table name. */
  const tablesOf = async (subject: PersonalDataSubject): Promise<PersonalDataExport['Tables']> => {
    const tables: PersonalDataExport['Tables'] = {};
    for (const entry of PERSONAL_DATA_TABLES) {
      const secret = new Set<PgColumn>(entry.secret ?? []);
      const columns = Object.fromEntries(
        Object.entries(getTableColumns(entry.table)).filter(([, column]) => !secret.has(column)),
      );
      tables[getTableName(entry.table)] = await db
        .select(columns)
        .from(entry.table)
        .where(entry.rows(subject, 'export'));
    }
    return tables;
  };

  const auditTarget = (subject: PersonalDataSubject) => ({
    entityType: 'personalData' as const,
    // An account's id, or the storefront of a contact with none: never the e-mail or a name.
    entityId: subject.userId ?? subject.brandPartnerId ?? '',
    entityName: '',
  });

  return {
    resolve,

    /** Every datum held about the subject, by table; audited (who asked, for which account or storefront). */
    async exportData(actorUserId: string, request: SubjectRequest): Promise<PersonalDataExport> {
      const subject = await resolve(request);
      const tables = await tablesOf(subject);
      await recordAudit(db, {
        actorUserId,
        action: 'personalData.export',
        ...auditTarget(subject),
        before: null,
        after: { Rows: Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length])) },
      });
      return { ExportedAt: new Date().toISOString(), Email: request.email, Tables: tables };
    },

    /**
     * Erases the subject's personal data in one transaction, table by table, then the stored files of printed
     * documents the law does not keep; the audit entry holds counts only.
     */
    async erase(actorUserId: string, request: SubjectRequest): Promise<PersonalDataErasure> {
      const subject = await resolve(request);
      const fileKeys: string[] = [];
      const result = await db.transaction(async (tx) => {
        const [kept] = await executeRows<{ count: number | string }>(
          tx,
          sql`select count(*) as count from ${salesDocuments} where ${documentIn(salesDocuments.id, subject)} and ${keptDocument(salesDocuments)}`,
        );
        const erasure: PersonalDataErasure = { Deleted: {}, Anonymised: {}, KeptDocuments: Number(kept?.count ?? 0) };
        for (const entry of PERSONAL_DATA_TABLES) {
          const done = entry.erase
            ? await entry.erase(tx, subject)
            : await deleteRows(tx, entry.table, entry.rows(subject, 'erase'));
          const name = getTableName(entry.table);
          erasure.Deleted[name] = done.deleted;
          erasure.Anonymised[name] = done.anonymised;
          fileKeys.push(...(done.fileKeys ?? []));
        }
        await recordAudit(tx, {
          actorUserId,
          action: 'personalData.erase',
          ...auditTarget(subject),
          before: null,
          after: { Deleted: erasure.Deleted, Anonymised: erasure.Anonymised, KeptDocuments: erasure.KeptDocuments },
        });
        return erasure;
      });
      for (const key of fileKeys) {
        await files.delete(key).catch(() => undefined);
      }
      return result;
    },

    /** The registered customer of a storefront with this e-mail, if any (staff accounts are never the subject). */
    async customerOf(brandPartnerId: string, email: string): Promise<string | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`lower(${users.email}) = ${email}`,
            isNull(users.role),
            eq(users.customerBrandPartnerId, brandPartnerId),
          ),
        );
      return row?.id ?? null;
    },
  };
};

/** The data requests' service. */
export type PersonalDataService = ReturnType<typeof createPersonalDataService>;
