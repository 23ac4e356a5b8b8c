import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentHistory, jobs, mailOutbox, salesDocuments } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { createJobRunner, enqueueJob } from './job-runner';
import { enqueueMail } from './mail';

const { app, database } = await buildTestApp();
const { db } = database;
const [document] = await db.select({ id: salesDocuments.id }).from(salesDocuments).limit(1);
const documentId = document?.id ?? '';

const historyOf = async (kind: string) =>
  (
    await db
      .select({ type: documentHistory.type, value: documentHistory.value })
      .from(documentHistory)
      .where(and(eq(documentHistory.documentId, documentId), eq(documentHistory.text, kind)))
      .orderBy(documentHistory.createdAt)
  ).map((row) => `${row.type}${row.value ? `: ${row.value}` : ''}`);
const jobOf = async (id: string) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];
const makeDue = (id: string) => db.update(jobs).set({ nextAttemptAt: sql`now()` }).where(eq(jobs.id, id));

describe('job runner', () => {
  it('runs a job outside any transaction, writes its result with its end and shows start and end in history', async () => {
    const runner = createJobRunner({ db });
    const seen: string[] = [];
    runner.register('greet', {
      run: async (job) => {
        seen.push(String(job.payload.name));
        return {
          finish: async (tx) => {
            await tx.update(salesDocuments).set({ comment: 'greeted' }).where(eq(salesDocuments.id, documentId));
          },
        };
      },
    });
    const id = await enqueueJob(db, { kind: 'greet', payload: { name: 'Ana' }, documentId });
    expect(await runner.runDue()).toMatchObject({ done: 1 });
    expect(seen).toEqual(['Ana']);
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(await historyOf('greet')).toEqual(['jobStarted: attempt 1', 'jobFinished']);
    const [row] = await db
      .select({ comment: salesDocuments.comment })
      .from(salesDocuments)
      .where(eq(salesDocuments.id, documentId));
    expect(row?.comment).toBe('greeted');
    // Nothing is due any more.
    expect(await runner.runDue()).toMatchObject({ done: 0, retried: 0, failed: 0 });
  });

  it('retries a failing job with a growing wait and fails it for good after the last attempt, with the reason', async () => {
    const runner = createJobRunner({ db, retryPolicy: { maxAttempts: 3, baseDelayMs: 60_000, maxDelayMs: 600_000 } });
    const failures: string[] = [];
    runner.register('flaky', {
      run: async () => {
        throw new Error('drawing service down');
      },
      onFailed: async (_tx, _job, error) => {
        failures.push(error);
      },
    });
    const id = await enqueueJob(db, { kind: 'flaky', documentId });
    expect(await runner.runDue()).toMatchObject({ retried: 1 });
    const first = await jobOf(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'drawing service down' });
    const wait1 = (first?.nextAttemptAt.getTime() ?? 0) - Date.now();
    expect(wait1).toBeGreaterThan(50_000);
    // Not due yet: nothing runs.
    expect(await runner.runDue()).toMatchObject({ retried: 0 });
    await makeDue(id);
    await runner.runDue();
    const second = await jobOf(id);
    expect((second?.nextAttemptAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(110_000);
    await makeDue(id);
    expect(await runner.runDue()).toMatchObject({ failed: 1 });
    expect(await jobOf(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'drawing service down' });
    expect(failures).toEqual(['drawing service down']);
    expect((await historyOf('flaky')).at(-1)).toBe('jobFailed: drawing service down');
  });

  it('takes over a job whose lease ran out, and a process that lost its claim writes nothing', async () => {
    const runner = createJobRunner({ db, leaseMs: 60_000 });
    let finishes = 0;
    runner.register('takeover', {
      run: async () => ({
        finish: async () => {
          finishes += 1;
        },
      }),
    });
    const id = await enqueueJob(db, { kind: 'takeover', documentId });
    // A process claimed it and died: its lease lies in the past.
    await db
      .update(jobs)
      .set({
        status: 'running',
        attempts: 1,
        claimedAt: sql`now() - interval '5 minutes'`,
        leaseUntil: sql`now() - interval '1 second'`,
      })
      .where(eq(jobs.id, id));
    expect(await runner.runDue()).toMatchObject({ done: 1 });
    expect(await jobOf(id)).toMatchObject({ status: 'done', attempts: 2 });
    expect(finishes).toBe(1);

    // A slow process whose claim was taken over meanwhile: its end changes nothing.
    const lost = createJobRunner({ db, leaseMs: 60_000 });
    const other = await enqueueJob(db, { kind: 'takeover', documentId });
    lost.register('takeover', {
      run: async () => {
        await db.update(jobs).set({ claimedAt: sql`now() + interval '1 second'` }).where(eq(jobs.id, other));
        return {
          finish: async () => {
            finishes += 1;
          },
        };
      },
    });
    await lost.runDue();
    expect(finishes).toBe(1);
    expect(await jobOf(other)).toMatchObject({ status: 'running' });
  });

  it('fails a job of an unknown kind after its attempts and drives the mail outbox in the same loop', async () => {
    const id = await enqueueJob(db, { kind: 'nobody' });
    await db.update(jobs).set({ attempts: 2 }).where(eq(jobs.id, id));
    const mailId = await enqueueMail(db, { to: 'loop@demo.test', subject: 'Loop', text: 'x', html: '<p>x</p>' });
    await app.ctx.jobs.runDue();
    expect(await jobOf(id)).toMatchObject({ status: 'failed', lastError: 'no handler for jobs of kind nobody' });
    const [mail] = await db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.id, mailId));
    expect(mail?.status).toBe('stored');
  });
});
