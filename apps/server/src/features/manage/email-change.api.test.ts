import { DEFAULT_BRAND_PARTNER_ID, type ManagedUser } from '@door/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { hashPassword } from '#server/services/passwords';
import { buildTestApp } from '#server/test/build-test-app';
import { userBodyOf } from '#server/test/manage-bodies';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { decodeMail, startSmtpSink } from '#server/test/smtp-sink';

// Issue 37, finding 5: a head of sales changed a salesperson's e-mail to its own mailbox (200), then asked a password
// reset for it; the old address was never told.

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, database } = await buildTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'http://doors.test:8080' });
afterAll(() => app.close());
const { db } = database;
const PASSWORD = 'Vrata-2026-geslo!';
const HEAD_OF_SALES_MAILBOX = 'head.of.sales@example.com';

const tokens = new Map<string, string>();
const call = async (who: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => {
  if (who && !tokens.has(who)) {
    tokens.set(who, (await signIn(app, who)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', ...(who ? { authorization: tokens.get(who) } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
};

/** The mails the sink received for an address since a count, decoded. */
const mailsTo = async (email: string) => {
  await app.ctx.mailer.dispatchDue();
  return sink.received.filter((mail) => mail.to.includes(email)).map((mail) => decodeMail(mail.raw));
};
const tokenIn = (text: string | undefined, path: string) =>
  new RegExp(`/${path}\\?token=([\\w-]+)`).exec(text ?? '')?.[1] ?? '';

let serial = 0;
/** A salesperson of the head of sales' own partner with a password. */
const newSalesperson = async () => {
  serial += 1;
  const email = `sales.person.${serial}@example.com`;
  const created = await call(DEMO_USERS.admin, 'POST', 'manage/users', {
    Email: email,
    FirstName: 'Mojca',
    LastName: `Prodaja ${serial}`,
    Role: 'prod',
    PartnerId: DEMO_IDS.partnerDistributor,
    BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
    Language: 'de',
  });
  expect(created.statusCode, created.body).toBe(200);
  const user = created.json<ManagedUser>();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.UserId));
  return (await call(DEMO_USERS.admin, 'GET', `manage/users/${user.UserId}`)).json<ManagedUser>();
};
const changeEmail = (user: ManagedUser, email: string, by: string = DEMO_USERS.admin) =>
  call(by, 'PUT', `manage/users/${user.UserId}`, userBodyOf(user, { Email: email }));
const askReset = (email: string) => call(null, 'POST', 'account/reset', { username: email });
const confirm = (token: string) => call(null, 'POST', 'account/confirmEmail', { Token: token });

describe('finding 5: an e-mail change is confirmed by the new address and told to the old one', () => {
  it('keeps the takeover out: the reset goes to the old address, nothing to the new one, and the old one is told', async () => {
    const victim = await newSalesperson();
    // A reset link the salesperson asked for before the change.
    await askReset(victim.Email);
    const earlierReset = tokenIn((await mailsTo(victim.Email)).at(-1), 'reset');
    expect(earlierReset).not.toBe('');

    const changed = await changeEmail(victim, HEAD_OF_SALES_MAILBOX);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ManagedUser>()).toMatchObject({ Email: victim.Email, PendingEmail: HEAD_OF_SALES_MAILBOX });

    // The old address is told, in the user's language, naming the new address.
    const notice = (await mailsTo(victim.Email)).at(-1) ?? '';
    expect(notice).toContain('E-Mail-Adresse Ihres Kontos');
    expect(notice).toContain(HEAD_OF_SALES_MAILBOX);
    // The reset link sent before no longer works.
    const withEarlier = await call(null, 'POST', 'account/resetPassword', {
      Token: earlierReset,
      Password: 'Ganz-neues-2026!',
      ConfirmPassword: 'Ganz-neues-2026!',
    });
    expect(withEarlier.statusCode).toBe(400);

    // The head of sales asks a reset for its own mailbox: nothing is sent there.
    const before = (await mailsTo(HEAD_OF_SALES_MAILBOX)).length;
    expect((await askReset(HEAD_OF_SALES_MAILBOX)).statusCode).toBe(200);
    const atNew = await mailsTo(HEAD_OF_SALES_MAILBOX);
    expect(atNew).toHaveLength(before);
    expect(atNew.some((text) => text.includes('/reset?token='))).toBe(false);
    // Asked for the account's address, the reset goes to the old address.
    await askReset(victim.Email);
    expect(tokenIn((await mailsTo(victim.Email)).at(-1), 'reset')).not.toBe('');
    // The salesperson still signs in with its address.
    await expect(signIn(app, victim.Email, PASSWORD)).resolves.toBeTruthy();
  });

  it('changes the address when the link is confirmed, once; the old address keeps no reset link', async () => {
    const user = await newSalesperson();
    const newEmail = `confirmed.${serial}@example.com`;
    expect((await changeEmail(user, newEmail)).statusCode).toBe(200);
    const link = tokenIn((await mailsTo(newEmail)).at(-1), 'confirm-email');
    expect(link).not.toBe('');
    // A reset asked meanwhile went to the old address; confirming revokes it.
    await askReset(user.Email);
    const oldReset = tokenIn((await mailsTo(user.Email)).at(-1), 'reset');

    const confirmed = await confirm(link);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ Success: true, Email: newEmail });
    expect((await call(DEMO_USERS.admin, 'GET', `manage/users/${user.UserId}`)).json<ManagedUser>()).toMatchObject({
      Email: newEmail,
      PendingEmail: null,
    });
    await expect(signIn(app, newEmail, PASSWORD)).resolves.toBeTruthy();
    const withOld = await call(null, 'POST', 'account/resetPassword', {
      Token: oldReset,
      Password: 'Ganz-neues-2026!',
      ConfirmPassword: 'Ganz-neues-2026!',
    });
    expect(withOld.statusCode).toBe(400);

    const again = await confirm(link);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ Message: string }>().Message).toMatch(/invalid or has expired/);
  });

  it('refuses an expired link and keeps the old address', async () => {
    const user = await newSalesperson();
    const newEmail = `late.${serial}@example.com`;
    expect((await changeEmail(user, newEmail)).statusCode).toBe(200);
    const link = tokenIn((await mailsTo(newEmail)).at(-1), 'confirm-email');
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(accountTokens.userId, user.UserId), eq(accountTokens.purpose, 'email')));
    expect((await confirm(link)).statusCode).toBe(400);
    expect((await call(DEMO_USERS.admin, 'GET', `manage/users/${user.UserId}`)).json<ManagedUser>()).toMatchObject({
      Email: user.Email,
      PendingEmail: null,
    });
  });

  it('answers 409 when another account took the address meanwhile', async () => {
    const user = await newSalesperson();
    const other = await newSalesperson();
    const wanted = `wanted.${serial}@example.com`;
    expect((await changeEmail(user, wanted)).statusCode).toBe(200);
    expect((await changeEmail(other, wanted)).statusCode).toBe(200);
    const links = (await mailsTo(wanted)).map((text) => tokenIn(text, 'confirm-email'));
    expect((await confirm(links[1] ?? '')).statusCode).toBe(200);
    expect((await confirm(links[0] ?? '')).statusCode).toBe(409);
  });
});
