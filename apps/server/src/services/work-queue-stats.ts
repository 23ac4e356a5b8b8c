import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { executeRows } from '#server/db/execute-rows';

/** Jobs waiting or running, per kind, and the age of the oldest of them. */
export type JobQueueStats = { kind: string; pending: number; running: number; oldestAgeSeconds: number };

/** The job table's queue now: one short query on the status index (done and failed jobs are not read). */
export const readJobQueue = async (db: Db): Promise<JobQueueStats[]> => {
  const rows = await executeRows<{ kind: string; pending: unknown; running: unknown; oldest: unknown }>(
    db,
    sql`select kind,
          count(*) filter (where status = 'pending') as pending,
          count(*) filter (where status = 'running') as running,
          extract(epoch from now() - min(created_at)) as oldest
        from jobs where status in ('pending', 'running') group by kind`,
  );
  return rows.map((row) => ({
    kind: row.kind,
    pending: Number(row.pending),
    running: Number(row.running),
    oldestAgeSeconds: Math.max(Number(row.oldest), 0),
  }));
};

/** The statuses of the mail outbox that are still work: waiting, being sent, failed for good. */
export const OUTBOX_STATUSES = ['pending', 'sending', 'failed'] as const;

/** Mails in the outbox per status of `OUTBOX_STATUSES` (sent and stored mails are not counted). */
export const readMailOutbox = async (db: Db): Promise<Record<(typeof OUTBOX_STATUSES)[number], number>> => {
  const rows = await executeRows<{ status: string; count: unknown }>(
    db,
    sql`select status, count(*) as count from mail_outbox
        where status in ('pending', 'sending', 'failed') group by status`,
  );
  const counts = { pending: 0, sending: 0, failed: 0 };
  for (const row of rows) {
    if (row.status === 'pending' || row.status === 'sending' || row.status === 'failed') {
      counts[row.status] = Number(row.count);
    }
  }
  return counts;
};
