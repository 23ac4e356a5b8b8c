import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { decodeMail, startSmtpSink } from '#server/test/smtp-sink';
import { createMailer, describeMailError, enqueueMail } from './mail';

const { database, env } = await buildTestApp();
const sink = await startSmtpSink();
afterAll(() => sink.close());

const message = (to: string) => ({
  to,
  subject: 'Povpraševanje št. 12',
  text: 'Hvala — vaša vrata čakajo.',
  html: '<p>Hvala</p>',
});

describe('mail outbox', () => {
  it('delivers a queued mail through SMTP once, with its subject and UTF-8 text', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: sink.url, from: 'shop@demo.test', dataDir: env.DATA_DIR });
    const id = await enqueueMail(database.db, message('eva@demo.test'));
    expect(await mailer.dispatchDue()).toBe(1);
    expect(await mailer.dispatchDue()).toBe(0);
    await mailer.stop();
    const mail = sink.received.find((item) => item.to.includes('eva@demo.test'));
    expect(mail?.raw).toContain('Subject: =?UTF-8?');
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('sent');
  });

  it('keeps the mail pending with a later retry when the SMTP server is down', async () => {
    const mailer = createMailer({
      db: database.db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'shop@demo.test',
      dataDir: env.DATA_DIR,
    });
    const id = await enqueueMail(database.db, message('down@demo.test'));
    expect(await mailer.dispatchDue()).toBe(0);
    await mailer.stop();
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(row?.lastError).toBeTruthy();
  });

  it('writes the mail under data/mail when no SMTP server is configured', async () => {
    const mailer = createMailer({ db: database.db, smtpUrl: undefined, from: 'shop@demo.test', dataDir: env.DATA_DIR });
    const id = await enqueueMail(database.db, message('nosmtp@demo.test'));
    await mailer.dispatchDue();
    const folder = path.join(env.DATA_DIR, 'mail');
    expect(existsSync(folder)).toBe(true);
    const file = readdirSync(folder).find((name) => name.includes(id));
    const eml = file ? readFileSync(path.join(folder, file), 'utf8') : '';
    expect(eml).toContain('To: nosmtp@demo.test');
    // A full RFC 822 message: the UTF-8 subject as an encoded word, and both the text and the HTML part.
    expect(eml).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(eml).not.toContain('Subject: Povpraševanje');
    expect(decodeMail(eml)).toContain('Subject: Povpraševanje št. 12');
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(eml).toMatch(/Content-Type: text\/html; charset=utf-8/i);
    expect(decodeMail(eml)).toContain('<p>Hvala</p>');
    expect(eml).toContain(`Message-ID: <${id}@demo.test>`);
    const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row).toMatchObject({ status: 'stored', attempts: 1, claimedAt: null });
  });
});

describe('describeMailError', () => {
  it('keeps code and message but drops the SMTP credentials', () => {
    const error = Object.assign(new Error('Invalid login for mailer:S3cr3t-pass@smtp.example.com: 535 denied'), {
      code: 'EAUTH',
    });
    const text = describeMailError(error, ['mailer', 'S3cr3t-pass']);
    expect(text).toBe('EAUTH: Invalid login for ***:***@smtp.example.com: 535 denied');
    expect(describeMailError(new Error('proxy at http://user:pw@proxy.local failed'))).toBe(
      'proxy at http://***@proxy.local failed',
    );
  });

  it('cuts long errors to 1000 characters', () => {
    expect(describeMailError(new Error('x'.repeat(5000)))).toHaveLength(1000);
  });
});
