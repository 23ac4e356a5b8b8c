import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import { auditCsvHead, auditCsvLines } from './audit.service';

const { app, database } = await buildTestApp();
afterAll(() => app.close());
const ALPINA = DEMO_IDS.brandAlpina;

const tokens = new Map<string, string>();
const call = async (email: string | null, method: 'GET' | 'POST', url: string, language = 'en') => {
  if (email && !tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      'accept-language': language,
      ...(email ? { authorization: tokens.get(email) } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    },
    ...(method === 'POST' ? { payload: {} } : {}),
  });
};

type Page = {
  Items: {
    ActorUserId: string | null;
    ActorName: string;
    Action: string;
    EntityId: string;
    Before: unknown;
    After: unknown;
  }[];
  Total: number;
  Page: number;
  PageSize: number;
};

describe('the audit log', () => {
  it('holds the seed’s publishes as the server’s own, and a publish by an OEM admin with who, before and after', async () => {
    const seeded = (await call(DEMO_USERS.oem, 'GET', '/manage/audit?entityType=catalogue')).json<Page>();
    expect(seeded.Items.some((entry) => entry.Action === 'catalogue.publish' && entry.ActorUserId === null)).toBe(true);

    const published = await call(DEMO_USERS.oem, 'POST', `/catalogue/brands/${ALPINA}/versions/1/publish`);
    expect(published.statusCode).toBe(200);
    const page = (await call(DEMO_USERS.oem, 'GET', '/manage/audit?actor=oem%40demo')).json<Page>();
    expect(page.Total).toBe(1);
    expect(page.Items[0]).toMatchObject({
      Action: 'catalogue.publish',
      EntityId: ALPINA,
      ActorName: expect.stringContaining('<oem@demo.test>'),
      Before: { version: 1 },
      After: { version: 1 },
    });
  });

  it('pages newest first and filters by time', async () => {
    const first = (await call(DEMO_USERS.oem, 'GET', '/manage/audit?pageSize=1')).json<Page>();
    expect(first.Items).toHaveLength(1);
    expect(first.Total).toBeGreaterThanOrEqual(2);
    expect(first.Items[0]?.ActorName).toContain('oem@demo.test');
    const future = new Date(Date.now() + 60_000).toISOString();
    expect(
      (await call(DEMO_USERS.oem, 'GET', `/manage/audit?from=${encodeURIComponent(future)}`)).json<Page>(),
    ).toMatchObject({ Items: [], Total: 0 });
  });

  it('exports the filtered log as CSV with headings in the caller’s language', async () => {
    const response = await call(DEMO_USERS.oem, 'GET', '/manage/audit/export?entityType=catalogue', 'de');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="pruefprotokoll-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = response.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFZeit;Wer;Aktion;Art;ID;Name;Vorher;Nachher\r\n')).toBe(true);
    expect(text).toContain(';catalogue.publish;catalogue;');
  });

  it('cannot be changed: every update and delete is refused by the database', async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      database.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`update audit_entries set action = 'forged'`)).toMatch(/cannot be changed/);
    expect(await refusal(sql`delete from audit_entries`)).toMatch(/cannot be changed/);
  });

  it('is read by OEM admins only: 401 without a sign-in, 403 for everyone else', async () => {
    for (const url of ['/manage/audit', '/manage/audit/export']) {
      expect((await call(null, 'GET', url)).statusCode).toBe(401);
      for (const email of [DEMO_USERS.admin, DEMO_USERS.sales, DEMO_USERS.installer, DEMO_USERS.customer]) {
        expect((await call(email, 'GET', url)).statusCode, `${email} ${url}`).toBe(403);
      }
    }
  });

  it('refuses a bad filter with 400 naming it', async () => {
    const response = await call(DEMO_USERS.oem, 'GET', '/manage/audit?from=yesterday');
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('from');
    expect((await call(DEMO_USERS.oem, 'GET', '/manage/audit?pageSize=0')).statusCode).toBe(400);
  });
});

describe('auditCsvLines', () => {
  it('quotes separators and quotes, and keeps a spreadsheet from running a value as a formula', () => {
    const text = auditCsvLines([
      {
        id: '0d7b1c10-0000-4000-8000-000000000001',
        createdAt: new Date('2026-11-25T08:00:00Z'),
        actorUserId: null,
        actorName: 'Ana "A"; Novak',
        action: 'catalogue.publish',
        entityType: 'catalogue',
        entityId: 'b',
        entityName: '=HYPERLINK("x")',
        before: null,
        after: { version: 2 },
      },
    ]);
    expect(text).toBe(
      `2026-11-25T08:00:00.000Z;"Ana ""A""; Novak";catalogue.publish;catalogue;b;"'=HYPERLINK(""x"")";;"{""version"":2}"\r\n`,
    );
    expect(auditCsvHead('en')).toBe('\uFEFFTime;Who;Action;Kind;ID;Name;Before;After\r\n');
  });
});
