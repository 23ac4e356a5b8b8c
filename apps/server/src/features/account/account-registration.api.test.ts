import { DEFAULT_BRAND_PARTNER_ID, INACTIVE_BRAND_PARTNER_ID } from '@door/contract';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { accountTokens, countries, mailOutbox, users } from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_PASSWORD, DEMO_USERS, requestPasswordGrant, signIn } from '#server/test/sign-in';
import { startSmtpSink } from '#server/test/smtp-sink';
import { REGISTRATION_MAILS_PER_HOUR } from './account-registration.service';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, database, env } = await buildTestApp({ SMTP_URL: sink.url });
const { db } = database;

const [country] = await db.select().from(countries).where(eq(countries.code, 'SI'));
const COUNTRY_ID = country?.id ?? '';
const NEW_PASSWORD = 'Vrata-Hrast-2026';

const post = (url: string, payload: unknown, lang = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: { 'accept-language': lang },
  });

const registration = (email: string, overrides: Record<string, unknown> = {}) => ({
  BrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
  Email: email,
  Password: NEW_PASSWORD,
  ConfirmPassword: NEW_PASSWORD,
  Addressing: 'Ms',
  FirstName: 'Nina',
  LastName: 'Novak',
  Address: 'Slovenska cesta 1',
  Zip: '1000',
  City: 'Ljubljana',
  CountryId: COUNTRY_ID,
  Telephone: '+386 1 234 5678',
  Marketing: true,
  Lang: 'en',
  ...overrides,
});

const mailsTo = (email: string) =>
  db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));

const linkToken = (text: string, path: '/activate' | '/reset') => {
  const match = new RegExp(`${env.PUBLIC_URL}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) {
    throw new Error(`no ${path} link in mail: ${text}`);
  }
  return match[1];
};

const latestToken = async (email: string, path: '/activate' | '/reset') => {
  const [mail] = await mailsTo(email);
  return linkToken(mail?.textBody ?? '', path);
};

const userByEmail = async (email: string) => {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row;
};

const tryPassword = (email: string, password: string) => requestPasswordGrant(app, email, password);

describe('POST /api/v1/account/register', () => {
  it('creates an inactive customer, mails a one-time activation link and activates it once', async () => {
    const email = 'nina.novak@example.com';
    const response = await post('/account/register', registration(email));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true });

    const user = await userByEmail(email);
    expect(user).toMatchObject({ isActive: false, role: null, customerBrandPartnerId: DEFAULT_BRAND_PARTNER_ID });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await tryPassword(email, NEW_PASSWORD)).statusCode).toBe(400);

    const token = await latestToken(email, '/activate');
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, user?.id ?? ''));
    expect(stored?.tokenHash).toHaveLength(64);
    expect(stored?.tokenHash).not.toContain(token);

    expect((await post('/account/activate', { Token: token })).json()).toEqual({ Success: true });
    expect((await tryPassword(email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await post('/account/activate', { Token: token });
    expect(again.statusCode).toBe(400);
    expect(again.json().Message).toBe('Invalid activation. Please sign up again.');

    const tokens = await signIn(app, email, NEW_PASSWORD);
    const profile = await app.inject({ url: '/api/v1/account', headers: { authorization: tokens.authorization } });
    expect(profile.json()).toMatchObject({
      FirstName: 'Nina',
      City: 'Ljubljana',
      CountryId: COUNTRY_ID,
      Marketing: true,
    });
  });

  it('answers an existing e-mail exactly like a new one and mails "you already have an account" instead', async () => {
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(users);
    const response = await post('/account/register', registration('CUSTOMER@demo.test'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true });
    expect(await db.select({ count: sql<number>`count(*)::int` }).from(users)).toEqual(before);
    const [mail] = await mailsTo(DEMO_USERS.customer);
    expect(mail?.textBody).toContain(`${env.PUBLIC_URL}/reset`);
    expect(mail?.textBody).not.toContain('token=');
    expect((await tryPassword(DEMO_USERS.customer, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('mails the owner of an existing e-mail at most three times an hour however often it is registered', async () => {
    const email = DEMO_USERS.installer;
    // In waves of ten at once, so concurrent registrations cannot slip past the cap either.
    for (let wave = 0; wave < 2; wave += 1) {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          post('/account/register', registration(index % 2 === 0 ? email : email.toUpperCase())),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(10).fill(200));
    }
    expect(REGISTRATION_MAILS_PER_HOUR).toBe(3);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    expect(mails.every((mail) => mail.kind === 'existing-account')).toBe(true);
  }, 60_000);

  it('sends at most three activation mails an hour to a never-activated e-mail, and the last link still works', async () => {
    const email = 'again.and.again@example.com';
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await post('/account/register', registration(email, { FirstName: `Try${attempt}` }))).statusCode).toBe(
        200,
      );
    }
    expect(await mailsTo(email)).toHaveLength(3);
    // The capped registrations changed nothing: the third one stands, with its link.
    expect((await userByEmail(email))?.firstName).toBe('Try2');
    expect((await post('/account/activate', { Token: await latestToken(email, '/activate') })).json()).toEqual({
      Success: true,
    });
  });

  it('delivers the activation mail through SMTP', async () => {
    await post('/account/register', registration('smtp.check@example.com'));
    await app.ctx.mailer.dispatchDue();
    const received = sink.received.find((mail) => mail.to.includes('smtp.check@example.com'));
    expect(received?.raw).toContain('Activate your account');
  });

  it('lets a new registration of a never-activated e-mail replace the pending one and its link', async () => {
    const email = 'pending@example.com';
    await post('/account/register', registration(email));
    const first = await latestToken(email, '/activate');
    await post('/account/register', registration(email, { FirstName: 'Petra' }));
    const second = await latestToken(email, '/activate');
    expect((await post('/account/activate', { Token: first })).statusCode).toBe(400);
    expect((await post('/account/activate', { Token: second })).statusCode).toBe(200);
    expect((await userByEmail(email))?.firstName).toBe('Petra');
  });

  it.each([
    [{ ConfirmPassword: 'Something-else-42' }, 'Please enter equal passwords'],
    [{ FirstName: '' }, 'Please enter all required fields.'],
    [{ CountryId: '00000000-0000-0000-0000-000000000000' }, 'Please enter all required fields.'],
    [{ Email: '' }, 'Please enter all required fields.'],
    [{ Email: 'not-an-address' }, 'Enter a valid e-mail address.'],
    [{ Password: 'Short1!', ConfirmPassword: 'Short1!' }, 'The password must have at least 8 characters.'],
    [
      { Password: 'Password123!', ConfirmPassword: 'Password123!' },
      'This password is too common and easy to guess. Please choose another one.',
    ],
    [
      { Password: 'refused.user-2026', ConfirmPassword: 'refused.user-2026' },
      'The password must not contain your e-mail address.',
    ],
    [{ BrandPartnerId: INACTIVE_BRAND_PARTNER_ID }, 'Registration failed'],
  ])('refuses %o with its message and creates nothing', async (overrides, message) => {
    const response = await post('/account/register', registration('refused.user@example.com', overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().Message).toBe(message);
    expect(await userByEmail('refused.user@example.com')).toBeUndefined();
  });

  it('refuses an unknown country and a field over its maximum length', async () => {
    const unknownCountry = await post(
      '/account/register',
      registration('x1@example.com', { CountryId: '11111111-2222-4333-8444-555555555555' }),
    );
    expect(unknownCountry.statusCode).toBe(400);
    const tooLong = await post('/account/register', registration('x2@example.com', { Zip: 'x'.repeat(51) }));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().Message).toContain('Zip');
  });

  it('answers an unknown or expired activation link with missingToken in the caller language', async () => {
    const unknown = await post('/account/activate', { Token: 'no-such-token' }, 'de');
    expect(unknown.json().Message).toBe('Ungültige Aktivierung. Bitte registrieren Sie sich erneut.');
    const email = 'late@example.com';
    await post('/account/register', registration(email));
    const token = await latestToken(email, '/activate');
    const user = await userByEmail(email);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user?.id ?? ''));
    expect((await post('/account/activate', { Token: token })).statusCode).toBe(400);
    expect((await userByEmail(email))?.isActive).toBe(false);
  });
});

describe('POST /api/v1/account/reset and /account/resetPassword', () => {
  it('answers the same success for an unknown e-mail and mails nothing', async () => {
    const response = await post('/account/reset', { username: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Success: true });
    expect(await mailsTo('nobody@example.com')).toEqual([]);
    expect((await post('/account/reset', { username: '' })).json()).toEqual({ Success: true });
  });

  it('mails a one-time link that sets the new password and ends the old sessions', async () => {
    const email = DEMO_USERS.installer;
    const session = await signIn(app, email);
    const response = await post('/account/reset', { username: 'Installer@Demo.test' });
    expect(response.json()).toEqual({ Success: true });
    const token = await latestToken(email, '/reset');

    const mismatch = await post('/account/resetPassword', {
      Token: token,
      Password: NEW_PASSWORD,
      ConfirmPassword: 'other-Pass-77',
    });
    expect(mismatch.json().Message).toBe('Please enter equal passwords');
    const common = await post('/account/resetPassword', {
      Token: token,
      Password: 'qwerty2024',
      ConfirmPassword: 'qwerty2024',
    });
    expect(common.statusCode).toBe(400);

    const done = await post('/account/resetPassword', {
      Token: token,
      Password: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    });
    expect(done.json()).toEqual({ Success: true });
    expect((await tryPassword(email, DEMO_PASSWORD)).statusCode).toBe(400);
    expect((await tryPassword(email, NEW_PASSWORD)).statusCode).toBe(200);
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: session.refresh_token,
        client_id: 'configurator-web',
        client_secret: 'configurator-web-secret',
      }).toString(),
    });
    expect(refresh.json().error).toBe('invalid_grant');

    const reused = await post('/account/resetPassword', {
      Token: token,
      Password: 'Another-Door-99',
      ConfirmPassword: 'Another-Door-99',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().Message).toBe('The password reset link is invalid or has expired. Please request a new one.');
  });

  it('keeps only the newest link working and sends at most three mails an hour per account', async () => {
    const email = DEMO_USERS.oem;
    await post('/account/reset', { username: email });
    const first = await latestToken(email, '/reset');
    await post('/account/reset', { username: email });
    const second = await latestToken(email, '/reset');
    await post('/account/reset', { username: email });
    await post('/account/reset', { username: email });
    expect(await mailsTo(email)).toHaveLength(3);
    const body = { Password: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD };
    expect((await post('/account/resetPassword', { Token: first, ...body })).statusCode).toBe(400);
    expect((await post('/account/resetPassword', { Token: second, ...body })).statusCode).toBe(400);
    const third = await latestToken(email, '/reset');
    expect((await post('/account/resetPassword', { Token: third, ...body })).statusCode).toBe(200);
    const oem = await userByEmail(email);
    const unused = await db
      .select()
      .from(accountTokens)
      .where(
        and(eq(accountTokens.userId, oem?.id ?? ''), eq(accountTokens.purpose, 'reset'), isNull(accountTokens.usedAt)),
      );
    expect(unused).toEqual([]);
  });
});

describe('rate limit of the public account calls', () => {
  it('answers 429 once a client address spends its budget', async () => {
    const limited = await buildTestApp({ TOKEN_RATE_LIMIT_PER_MINUTE: 2 });
    const call = () =>
      limited.app.inject({ method: 'POST', url: '/api/v1/account/reset', payload: { username: 'a@example.com' } });
    expect((await call()).statusCode).toBe(200);
    expect((await call()).statusCode).toBe(200);
    const third = await call();
    expect(third.statusCode).toBe(429);
    expect(third.json().Message).toBeTruthy();
  });
});
