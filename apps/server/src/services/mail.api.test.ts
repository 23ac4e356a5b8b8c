import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { startSmtpBlackhole, startSmtpSink } from '#server/test/smtp-sink';
import { createMailer, enqueueMail, MAIL_RETRY_POLICY } from './mail';

const blackhole = await startSmtpBlackhole();
const sink = await startSmtpSink();
const refusingSink = await startSmtpSink({ rejectRecipients: true });
// The greeting timeout is shortened through the URL's query, as an operator would.
const { app, database, env } = await buildTestApp({ SMTP_URL: `${blackhole.url}?greetingTimeout=3000` });
afterAll(async () => {
  await Promise.all([blackhole.close(), sink.close(), refusingSink.close()]);
});
const { db } = database;

const message = (to: string) => ({ to, subject: 'Povpraševanje', text: 'Hvala', html: '<p>Hvala</p>' });
const rowsOf = (ids: string[]) => db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
/** Every waiting mail of earlier tests is put out of the way, so each test sends only its own. */
const parkWaitingMails = () =>
  db.update(mailOutbox).set({ nextAttemptAt: sql`now() + interval '1 day'` }).where(eq(mailOutbox.status, 'pending'));

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('mail outbox sender', () => {
  it('keeps answering other requests while a mail server that never answers holds the sender', async () => {
    await parkWaitingMails();
    const ids = await Promise.all(['a', 'b', 'c'].map((name) => enqueueMail(db, message(`${name}@hang.test`))));
    const dispatch = app.ctx.mailer.dispatchDueWithResult();
    // Wait until the sender sits in the silent connection, i.e. the outbox rows are claimed and the batch is open.
    while (blackhole.connections === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const health = await timed(() => app.inject({ method: 'GET', url: '/api/health' }));
    // A write that itself queues a mail: the outbox table is not locked either.
    const reset = await timed(() =>
      app.inject({ method: 'POST', url: '/api/v1/account/reset', payload: { username: 'customer@demo.test' } }),
    );
    const claimed = await timed(() => rowsOf(ids));
    expect(health.result.statusCode).toBe(200);
    expect(reset.result.statusCode).toBe(200);
    expect(claimed.result.map((row) => row.status)).toEqual(['sending', 'sending', 'sending']);
    expect(health.ms).toBeLessThan(800);
    expect(reset.ms).toBeLessThan(800);
    expect(claimed.ms).toBeLessThan(800);

    const result = await dispatch;
    // The first mail times out at the greeting; the server is down, so the other two go back untried.
    expect(result).toMatchObject({ delivered: 0, retried: 1, failed: 0, released: 2 });
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.status === 'pending' && row.claimedAt === null)).toBe(true);
    expect(rows.map((row) => row.attempts).sort()).toEqual([0, 0, 1]);
    expect(rows.find((row) => row.attempts === 1)?.lastError).toMatch(/ETIMEDOUT|greeting/i);
    expect(rows.filter((row) => row.attempts === 0).every((row) => row.lastError?.startsWith('not tried: '))).toBe(
      true,
    );
    expect(rows.every((row) => row.nextAttemptAt.getTime() > Date.now() + 20_000)).toBe(true);
    expect(blackhole.connections).toBe(1);
  });

  it('marks a mail the server keeps refusing failed after the last attempt, with the server’s answer', async () => {
    await parkWaitingMails();
    const mailer = createMailer({
      db,
      smtpUrl: refusingSink.url,
      from: 'shop@demo.test',
      dataDir: env.DATA_DIR,
      retryPolicy: { baseDelayMs: 0 },
    });
    const id = await enqueueMail(db, message('nobody@refused.test'));
    const outcomes = [];
    for (let attempt = 1; attempt <= MAIL_RETRY_POLICY.maxAttempts + 2; attempt += 1) {
      outcomes.push(await mailer.dispatchDueWithResult());
    }
    await mailer.stop();
    expect(outcomes.filter((outcome) => outcome.retried === 1)).toHaveLength(MAIL_RETRY_POLICY.maxAttempts - 1);
    expect(outcomes[MAIL_RETRY_POLICY.maxAttempts - 1]).toMatchObject({ failed: 1 });
    // Once failed, the mail is never claimed again.
    expect(outcomes.slice(MAIL_RETRY_POLICY.maxAttempts)).toEqual([
      { delivered: 0, retried: 0, failed: 0, released: 0 },
      { delivered: 0, retried: 0, failed: 0, released: 0 },
    ]);
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_POLICY.maxAttempts, claimedAt: null });
    expect(row?.lastError).toContain('550');
  });

  it('fails a mail after the last attempt when the server is not there at all', async () => {
    await parkWaitingMails();
    const mailer = createMailer({
      db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'shop@demo.test',
      dataDir: env.DATA_DIR,
      retryPolicy: { baseDelayMs: 0, maxAttempts: 3 },
    });
    const id = await enqueueMail(db, message('nobody@refused.test'));
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await mailer.dispatchDue();
    }
    await mailer.stop();
    const [row] = await rowsOf([id]);
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toMatch(/ECONNECTION|ECONNREFUSED/);
  });

  it('takes over a claim left by a process that died mid-send, and fails one that had no attempt left', async () => {
    await parkWaitingMails();
    const [stale, staleLast, fresh] = await Promise.all(
      ['stale', 'last', 'fresh'].map((name) => enqueueMail(db, message(`${name}@claims.test`))),
    );
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, claimedAt: sql`now() - interval '10 minutes'` })
      .where(eq(mailOutbox.id, stale as string));
    await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: MAIL_RETRY_POLICY.maxAttempts,
        claimedAt: sql`now() - interval '10 minutes'`,
      })
      .where(eq(mailOutbox.id, staleLast as string));
    // Claimed a moment ago by a living process: left alone.
    await db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, claimedAt: sql`now() - interval '10 seconds'` })
      .where(eq(mailOutbox.id, fresh as string));
    const mailer = createMailer({ db, smtpUrl: sink.url, from: 'shop@demo.test', dataDir: env.DATA_DIR });
    expect(await mailer.dispatchDue()).toBe(1);
    await mailer.stop();
    const rows = new Map((await rowsOf([stale, staleLast, fresh] as string[])).map((row) => [row.id, row]));
    expect(rows.get(stale as string)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(rows.get(staleLast as string)).toMatchObject({ status: 'failed', attempts: MAIL_RETRY_POLICY.maxAttempts });
    expect(rows.get(staleLast as string)?.lastError).toContain('stopped');
    expect(rows.get(fresh as string)).toMatchObject({ status: 'sending', attempts: 1 });
    expect(sink.received.filter((mail) => mail.to.includes('stale@claims.test'))).toHaveLength(1);
  });

  it('sends every mail exactly once when two server processes drain the outbox at the same time', async () => {
    await parkWaitingMails();
    const ids: string[] = [];
    for (let index = 0; index < 45; index += 1) {
      ids.push(await enqueueMail(db, message(`twice-${index}@race.test`)));
    }
    const mailers = [1, 2].map(() =>
      createMailer({ db, smtpUrl: sink.url, from: 'shop@demo.test', dataDir: env.DATA_DIR }),
    );
    let delivered = 0;
    for (let round = 0; round < 5; round += 1) {
      const counts = await Promise.all(mailers.map((mailer) => mailer.dispatchDue()));
      delivered += counts.reduce((sum, count) => sum + count, 0);
    }
    await Promise.all(mailers.map((mailer) => mailer.stop()));
    expect(delivered).toBe(45);
    const received = sink.received.filter((mail) => mail.to.some((to) => to.endsWith('@race.test')));
    expect(new Set(received.map((mail) => mail.to[0])).size).toBe(45);
    expect(received).toHaveLength(45);
    expect((await rowsOf(ids)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
