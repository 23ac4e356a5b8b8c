import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, lte, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';

/** An e-mail to send. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

const MAX_BACKOFF_SECONDS = 15 * 60;
const BATCH_SIZE = 20;

/**
 * Puts an e-mail into the outbox inside the caller's transaction, so the change and its mail are saved together
 * and a mail server that is down loses nothing.
 */
export const enqueueMail = async (tx: DbOrTx, message: MailMessage): Promise<string> => {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
    .returning({ id: mailOutbox.id });
  if (!row) {
    throw new Error('outbox insert returned no row');
  }
  return row.id;
};

const toEml = (from: string, message: { toAddress: string; subject: string; textBody: string }) =>
  [
    `From: ${from}`,
    `To: ${message.toAddress}`,
    `Subject: ${message.subject}`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    message.textBody,
  ].join('\r\n');

/** Options of the mail dispatcher. */
export type MailerOptions = { db: Db; smtpUrl: string | undefined; from: string; dataDir: string };

/**
 * Sends what waits in the outbox: through SMTP when configured, else written to `data/mail/` and kept as stored.
 * Failed sends are retried with exponential backoff; rows are claimed with SKIP LOCKED so several servers can run it.
 */
export const createMailer = ({ db, smtpUrl, from, dataDir }: MailerOptions) => {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  const mailDir = path.join(dataDir, 'mail');
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  const deliver = async (row: typeof mailOutbox.$inferSelect): Promise<'sent' | 'stored'> => {
    if (!transport) {
      mkdirSync(mailDir, { recursive: true });
      writeFileSync(
        path.join(mailDir, `${row.createdAt.toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`),
        toEml(from, row),
      );
      return 'stored';
    }
    await transport.sendMail({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody });
    return 'sent';
  };

  const dispatchBatch = async (): Promise<number> => {
    let delivered = 0;
    await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
        .orderBy(mailOutbox.createdAt)
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      for (const row of due) {
        try {
          const status = await deliver(row);
          await tx
            .update(mailOutbox)
            .set({ status, sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
            .where(eq(mailOutbox.id, row.id));
          delivered += 1;
        } catch (error) {
          const attempts = row.attempts + 1;
          const delaySeconds = Math.min(2 ** attempts * 5, MAX_BACKOFF_SECONDS);
          await tx
            .update(mailOutbox)
            .set({
              attempts,
              lastError: String(error).slice(0, 2000),
              nextAttemptAt: new Date(Date.now() + delaySeconds * 1000),
            })
            .where(eq(mailOutbox.id, row.id));
        }
      }
    });
    return delivered;
  };

  return {
    /** Delivers every due message once; returns how many went out. Tests call this instead of waiting. */
    async dispatchDue(): Promise<number> {
      running ??= dispatchBatch().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** Starts polling the outbox every `intervalMs`. */
    start(intervalMs = 2000): void {
      timer ??= setInterval(() => {
        this.dispatchDue().catch(() => undefined);
      }, intervalMs);
      timer.unref();
    },
    /** Stops polling and closes the SMTP connection. */
    async stop(): Promise<void> {
      if (timer) {
        clearInterval(timer);
        timer = undefined;
      }
      await running;
      transport?.close();
    },
  };
};
/** The outbox dispatcher. */
export type Mailer = ReturnType<typeof createMailer>;
