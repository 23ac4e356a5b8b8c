import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { salesDocumentConfigurations, salesDocuments } from './documents';
import { createdAtColumn, idColumn } from './helpers';

/**
 * Background work (technical documentation, …) that survives a restart: a row per job, claimed by one server process
 * at a time (`FOR UPDATE SKIP LOCKED`) under a lease the running process keeps renewing; a lease that ran out
 * belongs to a process that died, and the job is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    /** The handler that runs it (`technicalDocumentation`, …). */
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** pending → running (claimed) → done, back to pending for a retry, or failed for good. */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** Attempts started so far, counted when the job is claimed (a process killed mid-run used one too). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current claim was taken: the claim's identity, compared when the job is finished. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Until when the claim holds; renewed while the job runs. A running job past it belongs to a dead process. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The document whose history shows the job's start, end or failure; null for jobs of no document. */
    documentId: uuid('document_id').references(() => salesDocuments.id, { onDelete: 'cascade' }),
    documentConfigurationId: uuid('document_configuration_id').references(() => salesDocumentConfigurations.id, {
      onDelete: 'cascade',
    }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** W3C `traceparent` of the span that queued the job (tracing on): its runs are spans of that trace. */
    traceParent: varchar('trace_parent', { length: 55 }),
    createdAt: createdAtColumn(),
  },
  (table) => [
    index('jobs_due_idx').on(table.status, table.nextAttemptAt),
    index('jobs_document_configuration_idx').on(table.documentConfigurationId),
    check('jobs_status_valid', sql`${table.status} in ('pending', 'running', 'done', 'failed')`),
    check('jobs_attempts_non_negative', sql`${table.attempts} >= 0`),
  ],
);
