import {
  DEFAULT_BRAND_PARTNER_ID,
  type ManagedPartner,
  type ManagedUser,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { hashPassword } from '#server/services/passwords';
import { buildTestApp } from '#server/test/build-test-app';
import { userBodyOf as bodyOf, partnerBodyOf } from '#server/test/manage-bodies';
import { DEMO_USERS, requestRefreshGrant, signIn } from '#server/test/sign-in';

// The findings of the hostile run over the administration (issue 37), each as a test of its own.

const { app, database } = await buildTestApp();
const { db } = database;
const PASSWORD = 'Vrata-2026-geslo!';
const OWN_PARTNER = DEMO_IDS.partnerDistributor;

const tokens = new Map<string, string>();
const authorizationOf = async (email: string) => {
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return tokens.get(email) as string;
};
/** A call as a demo user (by e-mail), with a given Authorization header, or anonymous (null). */
const call = async (who: string | { authorization: string } | null, method: string, url: string, body?: unknown) =>
  app.inject({
    method: method as 'GET',
    url: `/api/v1/${url}`,
    headers: {
      'accept-language': 'en',
      ...(who === null
        ? {}
        : { authorization: typeof who === 'string' ? await authorizationOf(who) : who.authorization }),
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
const refresh = (refreshToken: string) => requestRefreshGrant(app, refreshToken);

const userOf = async (userId: string) =>
  (await call(DEMO_USERS.oem, 'GET', `manage/users/${userId}`)).json<ManagedUser>();
const changeUser = async (userId: string, change: Record<string, unknown>, by: string = DEMO_USERS.oem) =>
  call(by, 'PUT', `manage/users/${userId}`, bodyOf(await userOf(userId), change));

let serial = 0;
/** A new staff user of the distributor with a password, signed in: its id, e-mail and session. */
const newSignedInUser = async (extra: Record<string, unknown> = {}) => {
  serial += 1;
  const email = `finding.${serial}@example.com`;
  const created = await call(DEMO_USERS.oem, 'POST', 'manage/users', {
    Email: email,
    FirstName: 'Naj',
    LastName: `Deni ${serial}`,
    Role: 'admin',
    PartnerId: OWN_PARTNER,
    IsParentPartner: true,
    BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID],
    Language: 'en',
    ...extra,
  });
  expect(created.statusCode, created.body).toBe(200);
  const userId = created.json<ManagedUser>().UserId;
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, userId));
  return { userId, email, session: await signIn(app, email, PASSWORD) };
};

describe('finding 1: account state is read on every request', () => {
  it('refuses the token a deactivated head of sales still holds: it cannot switch itself back on', async () => {
    const { userId, session } = await newSignedInUser();
    expect((await call(session, 'GET', 'manage/users')).statusCode).toBe(200);
    const off = await changeUser(userId, { IsActive: false });
    expect(off.statusCode, off.body).toBe(200);

    const selfOn = await call(
      session,
      'PUT',
      `manage/users/${userId}`,
      bodyOf(await userOf(userId), { IsActive: true }),
    );
    expect(selfOn.statusCode).toBe(401);
    const created = await call(session, 'POST', 'manage/users', {
      Email: 'second.admin@example.com',
      FirstName: 'Dru',
      LastName: 'Gi',
      Role: 'admin',
      PartnerId: OWN_PARTNER,
      BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
    });
    expect(created.statusCode).toBe(401);
    expect((await call(session, 'GET', 'brand')).statusCode).toBe(401);
    expect((await userOf(userId)).IsActive).toBe(false);
    // Its refresh token is refused too: no new access token for a deactivated user.
    expect((await refresh(session.refresh_token)).statusCode).toBe(400);
  });

  it('applies a changed role at once: the old token is refused, the refreshed one carries the new role', async () => {
    const { userId, session } = await newSignedInUser();
    expect((await call(session, 'GET', 'manage/users')).statusCode).toBe(200);
    expect((await changeUser(userId, { Role: 'prod', IsParentPartner: false })).statusCode).toBe(200);
    expect((await call(session, 'GET', 'manage/users')).statusCode).toBe(401);
    const refreshed = await refresh(session.refresh_token);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const again = { authorization: `Bearer ${refreshed.json<{ access_token: string }>().access_token}` };
    expect((await call(again, 'GET', 'manage/users')).statusCode).toBe(403);
  });

  it('applies a removed storefront at once; a change of name alone leaves the session as it is', async () => {
    const { userId, session } = await newSignedInUser();
    const renamed = await changeUser(userId, { FirstName: 'Preimenovan' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call(session, 'GET', 'brand')).statusCode).toBe(200);

    const narrowed = await changeUser(userId, {
      BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
      DefaultBrandPartnerId: DEFAULT_BRAND_PARTNER_ID,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect((await call(session, 'GET', 'brand')).statusCode).toBe(401);
    const refreshed = await refresh(session.refresh_token);
    const again = { authorization: `Bearer ${refreshed.json<{ access_token: string }>().access_token}` };
    const brands = await call(again, 'GET', 'brand');
    expect(brands.json<{ BrandPartnerId: string }[]>().map((row) => row.BrandPartnerId)).toEqual([
      DEFAULT_BRAND_PARTNER_ID,
    ]);
  });

  it('refuses every change of its own active state, role, flags, partner and storefronts, naming the field', async () => {
    const { userId, session } = await newSignedInUser();
    const self = await userOf(userId);
    const attempts: [Record<string, unknown>, string][] = [
      [{ IsActive: false }, 'IsActive'],
      [{ Role: 'prod' }, 'Role'],
      [{ IsParentPartner: false }, 'IsParentPartner'],
      [{ PartnerId: DEMO_IDS.partnerDealer }, 'PartnerId'],
      [
        { BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID], DefaultBrandPartnerId: DEFAULT_BRAND_PARTNER_ID },
        'BrandPartnerIds',
      ],
    ];
    for (const [change, field] of attempts) {
      const response = await call(session, 'PUT', `manage/users/${userId}`, bodyOf(self, change));
      expect([response.statusCode, response.json().detail], field).toEqual([403, field]);
      expect(response.json().Message, field).toContain(field);
    }
    const renamed = await call(session, 'PUT', `manage/users/${userId}`, bodyOf(self, { LastName: 'Sam' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});

describe('finding 6: the OEM flags move by OEM admins only', () => {
  it('refuses a head of sales marking its own partner as the manufacturer', async () => {
    const own = (await call(DEMO_USERS.admin, 'GET', `manage/partners/${OWN_PARTNER}`)).json<ManagedPartner>();
    const marked = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/partners/${OWN_PARTNER}`,
      partnerBodyOf(own, { IsOem: true }),
    );
    expect([marked.statusCode, marked.json().detail]).toEqual([403, 'IsOem']);
    const child = (
      await call(DEMO_USERS.admin, 'GET', `manage/partners/${DEMO_IDS.partnerDealer}`)
    ).json<ManagedPartner>();
    const childMarked = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/partners/${DEMO_IDS.partnerDealer}`,
      partnerBodyOf(child, { IsOem: true }),
    );
    expect([childMarked.statusCode, childMarked.json().detail]).toEqual([403, 'IsOem']);
    expect((await call(DEMO_USERS.oem, 'GET', `manage/partners/${OWN_PARTNER}`)).json<ManagedPartner>().IsOem).toBe(
      false,
    );
  });

  it('refuses a head of sales who holds the OEM flag giving or taking it; an OEM admin may', async () => {
    // A head of sales of the manufacturer's company that is no OEM admin.
    const { session } = await newSignedInUser({ PartnerId: DEMO_IDS.partnerManufacturer, IsOem: true });
    const colleague = await call(DEMO_USERS.oem, 'POST', 'manage/users', {
      Email: 'oem.colleague@example.com',
      FirstName: 'Ko',
      LastName: 'Lega',
      Role: 'prod',
      PartnerId: DEMO_IDS.partnerManufacturer,
      BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
    });
    const colleagueId = colleague.json<ManagedUser>().UserId;
    const raised = await call(
      session,
      'PUT',
      `manage/users/${colleagueId}`,
      bodyOf(await userOf(colleagueId), { IsOem: true }),
    );
    expect([raised.statusCode, raised.json().detail]).toEqual([403, 'IsOem']);
    const createdOem = await call(session, 'POST', 'manage/users', {
      Email: 'oem.new@example.com',
      FirstName: 'No',
      LastName: 'Vi',
      Role: 'prod',
      PartnerId: DEMO_IDS.partnerManufacturer,
      IsOem: true,
      BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
    });
    expect([createdOem.statusCode, createdOem.json().detail]).toEqual([403, 'IsOem']);
    const byOem = await changeUser(colleagueId, { IsOem: true });
    expect(byOem.statusCode, byOem.body).toBe(200);
    // Kept as it is, the flag does not stop the head of sales editing its colleague; taking it away does.
    const renamed = await call(
      session,
      'PUT',
      `manage/users/${colleagueId}`,
      bodyOf(await userOf(colleagueId), { FirstName: 'Kolegica' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const lowered = await call(
      session,
      'PUT',
      `manage/users/${colleagueId}`,
      bodyOf(await userOf(colleagueId), { IsOem: false }),
    );
    expect([lowered.statusCode, lowered.json().detail]).toEqual([403, 'IsOem']);
  });
});
