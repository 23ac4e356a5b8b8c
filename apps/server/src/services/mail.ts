import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '#server/db/client';
import { mailAttachments, mailOutbox } from '#server/db/schema';
import { type ClaimStore, createPoller, type RetryPolicy, runClaimedBatch } from './claimed-work';

/** A file attached to a mail. */
export type MailAttachment = { fileName: string; contentType: string; content: Buffer };

/**
 * An e-mail to send; `kind` names what it is about, for the per-recipient caps (default `other`); `attachments`
 * are kept with the outbox row until it is sent.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind?: string;
  attachments?: MailAttachment[];
};

/**
 * Ten attempts over about three hours (30 s doubling to at most an hour between two), so a mail server that is
 * down for a while loses nothing, and a mail that can never go out ends `failed` instead of being tried forever.
 * A claim left by a process that died mid-send is taken again after five minutes, well above the longest send
 * (the SMTP timeouts below).
 */
export const MAIL_RETRY_POLICY: RetryPolicy = {
  maxAttempts: 10,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  claimTimeoutMs: 5 * 60_000,
};

/**
 * SMTP timeouts in milliseconds: nodemailer's defaults (2 min to connect, 10 min of silence) would hold a batch
 * for minutes on a server that accepts and never answers. A query of `SMTP_URL` overrides them
 * (`smtp://host:25?greetingTimeout=10000`).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 };

const BATCH_SIZE = 20;
const ERROR_MAX_LENGTH = 1000;

/** nodemailer error codes that mean the mail server itself is unreachable or refuses us, not this one mail. */
const SERVICE_DOWN_CODES = new Set([
  'ECONNECTION',
  'ETIMEDOUT',
  'ESOCKET',
  'EDNS',
  'ETLS',
  'EAUTH',
  'ENOAUTH',
  'EPROXY',
]);

/**
 * Puts an e-mail into the outbox inside the caller's transaction, so the change and its mail are saved together
 * and a mail server that is down loses nothing.
 */
export const enqueueMail = async (tx: DbOrTx, message: MailMessage): Promise<string> => {
  const [row] = await tx
    .insert(mailOutbox)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      kind: message.kind ?? 'other',
    })
    .returning({ id: mailOutbox.id });
  if (!row) {
    throw new Error('outbox insert returned no row');
  }
  if (message.attachments && message.attachments.length > 0) {
    await tx.insert(mailAttachments).values(
      message.attachments.map((attachment) => ({
        mailId: row.id,
        fileName: attachment.fileName,
        contentType: attachment.contentType,
        contentBase64: attachment.content.toString('base64'),
      })),
    );
  }
  return row.id;
};

/**
 * Whether `to` (any letter case) got fewer than `perHour` mails of `kind` in the last hour. It first takes a lock on
 * the address that lasts until the caller's transaction ends, so the check and the caller's `enqueueMail` are one
 * step and concurrent requests cannot all slip under the cap. Must run inside a transaction.
 */
export const hasMailQuota = async (tx: DbOrTx, to: string, kind: string, perHour: number): Promise<boolean> => {
  const address = to.trim().toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mail-cap:${kind}:${address}`}))`);
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        sql`lower(${mailOutbox.toAddress}) = ${address}`,
        eq(mailOutbox.kind, kind),
        sql`${mailOutbox.createdAt} > now() - interval '1 hour'`,
      ),
    );
  return (row?.count ?? 0) < perHour;
};

/**
 * Enqueues a mail unless its recipient already got `perHour` mails of the same kind in the last hour (see
 * `hasMailQuota`); returns whether it was enqueued. Must run inside a transaction.
 */
export const enqueueCappedMail = async (
  tx: DbOrTx,
  message: MailMessage & { kind: string },
  perHour: number,
): Promise<boolean> => {
  if (!(await hasMailQuota(tx, message.to, message.kind, perHour))) {
    return false;
  }
  await enqueueMail(tx, message);
  return true;
};

type OutboxRow = typeof mailOutbox.$inferSelect;
type Delivered = 'sent' | 'stored';

const intervalMs = (ms: number) => sql`make_interval(secs => ${ms / 1000})`;

/** The outbox table as a claim store: every method is its own short statement or transaction. */
const createOutboxStore = (db: Db): ClaimStore<OutboxRow, Delivered> => {
  // Only the process holding the current claim may finish it: one whose claim went stale and was taken over
  // must not overwrite what the new holder recorded.
  const holdsClaim = (row: OutboxRow) =>
    and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, 'sending'),
      row.claimedAt ? eq(mailOutbox.claimedAt, row.claimedAt) : sql`false`,
    );
  return {
    async claimDue(limit, policy) {
      return db.transaction(async (tx) => {
        const staleBefore = sql`now() - ${intervalMs(policy.claimTimeoutMs)}`;
        const due = await tx
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            or(
              and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
              and(eq(mailOutbox.status, 'sending'), lte(mailOutbox.claimedAt, staleBefore)),
            ),
          )
          .orderBy(mailOutbox.nextAttemptAt)
          .limit(limit)
          .for('update', { skipLocked: true });
        if (due.length === 0) {
          return [];
        }
        // A stale claim on its last attempt is not tried again: the process died while sending it, maybe after
        // the server took it, so the mail ends failed rather than going out once more than the policy allows.
        const exhausted = sql`${mailOutbox.status} = 'sending' and ${mailOutbox.attempts} >= ${policy.maxAttempts}`;
        const rows = await tx
          .update(mailOutbox)
          .set({
            status: sql`case when ${exhausted} then 'failed' else 'sending' end`,
            attempts: sql`case when ${exhausted} then ${mailOutbox.attempts} else ${mailOutbox.attempts} + 1 end`,
            lastError: sql`case when ${exhausted} then 'the sending process stopped before it finished' else ${mailOutbox.lastError} end`,
            // Milliseconds, as a JavaScript Date holds them: the claim is compared by equality when it is finished.
            claimedAt: sql`date_trunc('milliseconds', now())`,
          })
          .where(
            inArray(
              mailOutbox.id,
              due.map((row) => row.id),
            ),
          )
          .returning();
        return rows.filter((row) => row.status === 'sending');
      });
    },
    async markDone(row, outcome) {
      await db
        .update(mailOutbox)
        .set({ status: outcome, sentAt: sql`now()`, lastError: null, claimedAt: null })
        .where(holdsClaim(row));
    },
    async markRetry(row, error, delayMs) {
      await db
        .update(mailOutbox)
        .set({
          status: 'pending',
          lastError: error,
          claimedAt: null,
          nextAttemptAt: sql`now() + ${intervalMs(delayMs)}`,
        })
        .where(holdsClaim(row));
    },
    async markFailed(row, error) {
      await db.update(mailOutbox).set({ status: 'failed', lastError: error, claimedAt: null }).where(holdsClaim(row));
    },
    async release(rows, reason, delayMs) {
      for (const row of rows) {
        await db
          .update(mailOutbox)
          .set({
            status: 'pending',
            attempts: sql`${mailOutbox.attempts} - 1`,
            lastError: reason.slice(0, ERROR_MAX_LENGTH),
            claimedAt: null,
            nextAttemptAt: sql`now() + ${intervalMs(delayMs)}`,
          })
          .where(holdsClaim(row));
      }
    },
  };
};

/** The user name and password of an SMTP URL, raw and decoded, so error texts can be cleaned of them. */
const secretsOf = (smtpUrl: string | undefined): string[] => {
  if (!smtpUrl) {
    return [];
  }
  try {
    const url = new URL(smtpUrl);
    return [url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password)].filter(
      (secret) => secret.length >= 3,
    );
  } catch {
    return [];
  }
};

/** The error as stored in `last_error`: code and message, without credentials, at most 1000 characters. */
export const describeMailError = (error: unknown, secrets: readonly string[] = []): string => {
  const code = (error as { code?: unknown } | null)?.code;
  let text = error instanceof Error ? error.message : String(error);
  if (typeof code === 'string' && !text.includes(code)) {
    text = `${code}: ${text}`;
  }
  for (const secret of secrets) {
    text = text.split(secret).join('***');
  }
  // Credentials in any URL the message may quote (a proxy, the server address).
  text = text.replace(/(\/\/)[^/\s@]*@/g, '$1***@');
  return text.slice(0, ERROR_MAX_LENGTH);
};

const isServiceDown = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && SERVICE_DOWN_CODES.has(code);
};

/** The host part of the sender address, for Message-IDs. */
const domainOf = (from: string): string => /@([^\s>]+)/.exec(from)?.[1] ?? 'localhost';

/** Options of the mail dispatcher; `retryPolicy` and `smtpTimeouts` override the defaults (tests shorten them). */
export type MailerOptions = {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  retryPolicy?: Partial<RetryPolicy>;
  smtpTimeouts?: Partial<typeof SMTP_TIMEOUTS>;
  onError?: (error: unknown) => void;
};

/** What one dispatch did. */
export type DispatchResult = { delivered: number; retried: number; failed: number; released: number };

/**
 * Sends what waits in the outbox: through SMTP when configured, else as `.eml` files under `data/mail/` (status
 * stored). The job runner's loop calls `dispatchDue` (services/job-runner.ts: one background mechanism). Rows are claimed in a short transaction and sent with none open, so a slow mail server never holds the
 * database; failures retry with backoff and end `failed` after the policy's last attempt.
 */
export const createMailer = ({
  db,
  smtpUrl,
  from,
  dataDir,
  retryPolicy,
  smtpTimeouts,
  onError = () => undefined,
}: MailerOptions) => {
  const policy: RetryPolicy = { ...MAIL_RETRY_POLICY, ...retryPolicy };
  const secrets = secretsOf(smtpUrl);
  // Options given in the URL's query win over these defaults (nodemailer merges the URL last).
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS, ...smtpTimeouts })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const mailDir = path.join(dataDir, 'mail');
  const store = createOutboxStore(db);
  const messageDomain = domainOf(from);

  const deliver = async (row: OutboxRow): Promise<Delivered> => {
    const attachments = await db
      .select()
      .from(mailAttachments)
      .where(eq(mailAttachments.mailId, row.id))
      .orderBy(mailAttachments.createdAt, mailAttachments.id);
    const info = await transport.sendMail({
      from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody,
      attachments: attachments.map((attachment) => ({
        filename: attachment.fileName,
        contentType: attachment.contentType,
        content: Buffer.from(attachment.contentBase64, 'base64'),
      })),
      // The same Message-ID on every attempt lets a receiving server drop a copy it already took before a crash.
      messageId: `<${row.id}@${messageDomain}>`,
    });
    if (smtpUrl) {
      return 'sent';
    }
    const message: unknown = info.message;
    if (!Buffer.isBuffer(message)) {
      throw new Error('the stream transport returned no message buffer');
    }
    await mkdir(mailDir, { recursive: true });
    await writeFile(path.join(mailDir, `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`), message);
    return 'stored';
  };

  const dispatchBatch = async (): Promise<DispatchResult> => {
    const result = await runClaimedBatch({
      store,
      policy,
      batchSize: BATCH_SIZE,
      run: deliver,
      describeError: (error) => describeMailError(error, secrets),
      isServiceDown,
    });
    return { delivered: result.done, retried: result.retried, failed: result.failed, released: result.released };
  };

  const poller = createPoller(dispatchBatch, onError);

  return {
    /** Delivers one batch of due mails; returns how many went out. Tests call this instead of waiting. */
    async dispatchDue(): Promise<number> {
      return (await poller.runNow()).delivered;
    },
    /** Like `dispatchDue`, with what was retried, failed and handed back too. */
    dispatchDueWithResult: poller.runNow,
    /** Waits for a running batch and closes the SMTP connection (the job runner's loop polls the outbox). */
    async stop(): Promise<void> {
      await poller.stop();
      transport.close();
    },
  };
};
/** The outbox dispatcher. */
export type Mailer = ReturnType<typeof createMailer>;
