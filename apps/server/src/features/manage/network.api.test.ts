import {
  DEFAULT_BRAND_PARTNER_ID,
  INACTIVE_BRAND_PARTNER_ID,
  type ManagedBrandPartner,
  type ManagedPartner,
  type ManagedUser,
  type ManageScope,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import { accountTokens, auditEntries, brandPartnerTerms, contacts } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { userBodyOf as bodyOf, partnerBodyOf, storefrontBodyOf, TEST_THEME } from '#server/test/manage-bodies';
import { DEMO_USERS, requestPasswordGrant, signIn } from '#server/test/sign-in';
import { decodeMail, startSmtpSink } from '#server/test/smtp-sink';
import { INVITATIONS_PER_HOUR } from './users.service';

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { app, database } = await buildTestApp({ SMTP_URL: sink.url, PUBLIC_URL: 'http://doors.test:8080' });
const { db } = database;

const DEALER = 'dealer@demo.test';
const OWN_PARTNER = DEMO_IDS.partnerDistributor;
const CHILD_PARTNER = DEMO_IDS.partnerDealer;
const FOREIGN_PARTNER = DEMO_IDS.partnerManufacturer;
const OWN_USER = DEMO_IDS.userSales;
const CHILD_USER = stableId('user', DEALER);
const FOREIGN_USER = DEMO_IDS.userOem;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const tokens = new Map<string, string>();
const auth = async (email: string) => {
  const cached = tokens.get(email) ?? (await signIn(app, email)).authorization;
  tokens.set(email, cached);
  return cached;
};
const call = async (email: string | null, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { 'accept-language': 'en', ...(email ? { authorization: await auth(email) } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });

let serial = 0;
const newUserBody = (partnerId: string, extra: Record<string, unknown> = {}) => {
  serial += 1;
  return {
    Email: `new.user.${serial}@example.com`,
    FirstName: 'Nova',
    LastName: `Oseba ${serial}`,
    Role: 'prod',
    PartnerId: partnerId,
    BrandPartnerIds: [DEFAULT_BRAND_PARTNER_ID],
    Language: 'en',
    ...extra,
  };
};
const userOf = async (userId: string) =>
  (await call(DEMO_USERS.oem, 'GET', `manage/users/${userId}`)).json<ManagedUser>();
const partnerOf = async (partnerId: string) =>
  (await call(DEMO_USERS.oem, 'GET', `manage/partners/${partnerId}`)).json<ManagedPartner>();
const storefrontOf = async (id: string) =>
  (await call(DEMO_USERS.oem, 'GET', `manage/brand-partners/${id}`)).json<ManagedBrandPartner>();

/** The link of the newest invitation mailed to an address. */
const invitationTokenOf = async (email: string) => {
  await app.ctx.mailer.dispatchDue();
  const mails = sink.received.filter((mail) => mail.to.includes(email));
  const text = decodeMail(mails.at(-1)?.raw ?? '');
  const match = /\/reset\?token=([\w-]+)/.exec(text);
  if (!match?.[1]) {
    throw new Error(`no invitation link mailed to ${email}`);
  }
  return match[1];
};
const setPassword = (token: string, password = 'Vrata-2026-geslo!') =>
  app.inject({
    method: 'POST',
    url: '/api/v1/account/resetPassword',
    headers: { 'accept-language': 'en' },
    payload: { Token: token, Password: password, ConfirmPassword: password },
  });

describe('delegated administration: who may do what', () => {
  type Actor = 'oem' | 'admin' | 'sales' | 'installer' | 'customer' | 'anonymous';
  const emailOf: Record<Actor, string | null> = {
    oem: DEMO_USERS.oem,
    admin: DEMO_USERS.admin,
    sales: DEMO_USERS.sales,
    installer: DEMO_USERS.installer,
    customer: DEMO_USERS.customer,
    anonymous: null,
  };
  const refused = { sales: 403, installer: 403, customer: 403, anonymous: 401 } as const;
  const cases: { name: string; run: (email: string | null) => ReturnType<typeof call>; oem: number; admin: number }[] =
    [
      { name: 'list users', run: (e) => call(e, 'GET', 'manage/users'), oem: 200, admin: 200 },
      {
        name: 'read a user of the own partner',
        run: (e) => call(e, 'GET', `manage/users/${OWN_USER}`),
        oem: 200,
        admin: 200,
      },
      {
        name: 'read a user of a child partner',
        run: (e) => call(e, 'GET', `manage/users/${CHILD_USER}`),
        oem: 200,
        admin: 200,
      },
      {
        name: 'read a user of a foreign partner',
        run: (e) => call(e, 'GET', `manage/users/${FOREIGN_USER}`),
        oem: 200,
        admin: 403,
      },
      {
        name: 'create a user in the own partner',
        run: (e) => call(e, 'POST', 'manage/users', newUserBody(OWN_PARTNER)),
        oem: 200,
        admin: 200,
      },
      {
        name: 'create a user in a child partner',
        run: (e) => call(e, 'POST', 'manage/users', newUserBody(CHILD_PARTNER)),
        oem: 200,
        admin: 200,
      },
      {
        name: 'create a user in a foreign partner',
        run: (e) => call(e, 'POST', 'manage/users', newUserBody(FOREIGN_PARTNER)),
        oem: 200,
        admin: 403,
      },
      { name: 'list partners', run: (e) => call(e, 'GET', 'manage/partners'), oem: 200, admin: 200 },
      {
        name: 'read the own partner',
        run: (e) => call(e, 'GET', `manage/partners/${OWN_PARTNER}`),
        oem: 200,
        admin: 200,
      },
      {
        name: 'read a child partner',
        run: (e) => call(e, 'GET', `manage/partners/${CHILD_PARTNER}`),
        oem: 200,
        admin: 200,
      },
      {
        name: 'read a foreign partner',
        run: (e) => call(e, 'GET', `manage/partners/${FOREIGN_PARTNER}`),
        oem: 200,
        admin: 403,
      },
      {
        name: 'create a partner below a child partner',
        run: (e) =>
          call(e, 'POST', 'manage/partners', { Name: `Podjetje A ${e ?? ''}`, ParentPartnerId: CHILD_PARTNER }),
        oem: 200,
        admin: 200,
      },
      {
        name: 'create a partner below a foreign partner',
        run: (e) =>
          call(e, 'POST', 'manage/partners', { Name: `Podjetje B ${e ?? ''}`, ParentPartnerId: FOREIGN_PARTNER }),
        oem: 200,
        admin: 403,
      },
      { name: 'list storefronts', run: (e) => call(e, 'GET', 'manage/brand-partners'), oem: 200, admin: 403 },
      {
        name: 'read a storefront',
        run: (e) => call(e, 'GET', `manage/brand-partners/${DEFAULT_BRAND_PARTNER_ID}`),
        oem: 200,
        admin: 403,
      },
      { name: 'read the audit log', run: (e) => call(e, 'GET', 'manage/audit'), oem: 200, admin: 403 },
      { name: 'export the audit log', run: (e) => call(e, 'GET', 'manage/audit/export'), oem: 200, admin: 403 },
      {
        name: 'invite again a user of the own partner who has set a password',
        run: (e) => call(e, 'POST', `manage/users/${OWN_USER}/invitation`),
        oem: 409,
        admin: 409,
      },
      {
        name: 'invite again a user of a foreign partner',
        run: (e) => call(e, 'POST', `manage/users/${FOREIGN_USER}/invitation`),
        oem: 409,
        admin: 403,
      },
      {
        name: 'create a storefront',
        run: (e) =>
          call(e, 'POST', 'manage/brand-partners', {
            BrandId: DEMO_IDS.brandAlpina,
            PartnerId: CHILD_PARTNER,
            Title: `Matrix ${e ?? 'anonymous'}`,
            IsActive: true,
            RedirectBrandPartnerId: null,
            Style: TEST_THEME,
            Footer: {
              Footer1text: '',
              Footer1url: '',
              Footer2text: '',
              Footer2url: '',
              Footer3text: '',
              Footer3url: '',
            },
            InquiryEmail: 'matrix@example.com',
            PriceMarkupPercent: 5,
            ShowConsents: true,
            EnabledApplication: true,
          }),
        oem: 200,
        admin: 403,
      },
    ];
  for (const entry of cases) {
    for (const actor of Object.keys(emailOf) as Actor[]) {
      const expected = actor === 'oem' ? entry.oem : actor === 'admin' ? entry.admin : refused[actor];
      it(`${entry.name}: ${actor} → ${expected}`, async () => {
        const response = await entry.run(emailOf[actor]);
        expect(response.statusCode, response.body).toBe(expected);
      });
    }
  }

  it('changes of users, partners and storefronts follow the same reach', async () => {
    const own = await userOf(OWN_USER);
    const foreign = await userOf(FOREIGN_USER);
    const child = await partnerOf(CHILD_PARTNER);
    const storefront = await storefrontOf(DEFAULT_BRAND_PARTNER_ID);
    const writes = [
      [`manage/users/${OWN_USER}`, bodyOf(own, { FirstName: 'Marko' }), 200, 403],
      [`manage/users/${FOREIGN_USER}`, bodyOf(foreign), 403, 403],
      [`manage/partners/${CHILD_PARTNER}`, partnerBodyOf(child), 200, 403],
      [`manage/brand-partners/${DEFAULT_BRAND_PARTNER_ID}`, storefrontBodyOf(storefront), 403, 403],
    ] as const;
    for (const [path, body, admin, sales] of writes) {
      expect((await call(DEMO_USERS.admin, 'PUT', path, body)).statusCode, path).toBe(admin);
      expect((await call(DEMO_USERS.sales, 'PUT', path, body)).statusCode, path).toBe(sales);
      expect((await call(DEMO_USERS.installer, 'PUT', path, body)).statusCode, path).toBe(403);
      expect((await call(null, 'PUT', path, body)).statusCode, path).toBe(401);
    }
  });

  it('refuses every privilege a head of sales does not hold itself, naming the field', async () => {
    const attempts: [Record<string, unknown>, string][] = [
      [{ IsOemAdmin: true }, 'IsOemAdmin'],
      [{ IsOem: true }, 'IsOem'],
      [{ BrandPartnerIds: [INACTIVE_BRAND_PARTNER_ID] }, 'BrandPartnerIds'],
    ];
    for (const [extra, field] of attempts) {
      const response = await call(DEMO_USERS.admin, 'POST', 'manage/users', newUserBody(OWN_PARTNER, extra));
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().detail).toBe(field);
    }
    // Raising an existing user: the installer to OEM admin.
    const installer = await userOf(DEMO_IDS.userInstaller);
    const raised = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/users/${DEMO_IDS.userInstaller}`,
      bodyOf(installer, { IsOemAdmin: true }),
    );
    expect(raised.statusCode).toBe(403);
    expect((await userOf(DEMO_IDS.userInstaller)).IsOemAdmin).toBe(false);
    // A partner with the OEM flag, or at the top of the tree.
    const oemPartner = await call(DEMO_USERS.admin, 'POST', 'manage/partners', {
      Name: 'Nova tovarna',
      ParentPartnerId: CHILD_PARTNER,
      IsOem: true,
    });
    expect([oemPartner.statusCode, oemPartner.json().detail]).toEqual([403, 'IsOem']);
    const top = await call(DEMO_USERS.admin, 'POST', 'manage/partners', { Name: 'Vrh', ParentPartnerId: null });
    expect([top.statusCode, top.json().detail]).toEqual([400, 'ParentPartnerId']);
    // Moving its own partner elsewhere.
    const own = await partnerOf(OWN_PARTNER);
    const moved = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/partners/${OWN_PARTNER}`,
      partnerBodyOf(own, { ParentPartnerId: CHILD_PARTNER }),
    );
    expect(moved.statusCode).toBe(403);
    // Its own account: no self-deactivation, no new role.
    const self = await userOf(DEMO_IDS.userAdmin);
    const selfOff = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/users/${DEMO_IDS.userAdmin}`,
      bodyOf(self, { IsActive: false }),
    );
    expect([selfOff.statusCode, selfOff.json().detail]).toEqual([403, 'IsActive']);
  });

  it('answers the scope each caller has: menu, grantable roles, flags and storefronts', async () => {
    const oem = (await call(DEMO_USERS.oem, 'GET', 'manage/scope')).json<ManageScope>();
    expect([oem.CanManageUsers, oem.CanManageBrandPartners, oem.CanReadAudit]).toEqual([true, true, true]);
    const admin = (await call(DEMO_USERS.admin, 'GET', 'manage/scope')).json<ManageScope>();
    expect([admin.CanManageUsers, admin.CanManageBrandPartners, admin.CanReadAudit]).toEqual([true, false, false]);
    expect(admin.GrantableFlags).toEqual({ IsOem: false, IsOemAdmin: false, IsParentPartner: true });
    expect(admin.BrandPartners.map((row) => row.BrandPartnerId).sort()).toEqual(
      [DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID].sort(),
    );
    expect(admin.Partners.map((row) => row.PartnerId).sort()).toEqual(
      expect.arrayContaining([OWN_PARTNER, CHILD_PARTNER]),
    );
    expect(admin.Partners.map((row) => row.PartnerId)).not.toContain(FOREIGN_PARTNER);
    const sales = (await call(DEMO_USERS.sales, 'GET', 'manage/scope')).json<ManageScope>();
    expect([sales.CanManageUsers, sales.CanManagePartners, sales.CanReadAudit]).toEqual([false, false, false]);
  });
});

describe('invitations', () => {
  it('mails a link that sets the password once; the user then signs in with the granted storefront only', async () => {
    const body = newUserBody(CHILD_PARTNER, { BrandPartnerIds: [SECOND_BRAND_PARTNER_ID], Language: 'de' });
    const created = await call(DEMO_USERS.admin, 'POST', 'manage/users', body);
    expect(created.statusCode, created.body).toBe(200);
    const user = created.json<ManagedUser>();
    expect(user).toMatchObject({ InvitationPending: true, IsActive: true, Role: 'prod' });
    expect(user).not.toHaveProperty('Password');
    // No password yet: signing in fails.
    expect((await requestPasswordGrant(app, body.Email, 'anything')).statusCode).toBe(400);
    await app.ctx.mailer.dispatchDue();
    const mail = decodeMail(sink.received.filter((each) => each.to.includes(body.Email)).at(-1)?.raw ?? '');
    expect(mail).toContain('Passwort festlegen');
    expect(mail).toContain('http://doors.test:8080/reset?token=');
    const token = await invitationTokenOf(body.Email);
    expect((await setPassword(token)).statusCode).toBe(200);
    expect((await setPassword(token, 'Drugo-geslo-2026!')).statusCode).toBe(400);
    const signedIn = await signIn(app, body.Email, 'Vrata-2026-geslo!');
    const brands = await app.inject({ url: '/api/v1/brand', headers: { authorization: signedIn.authorization } });
    expect(brands.json<{ BrandPartnerId: string }[]>().map((row) => row.BrandPartnerId)).toEqual([
      SECOND_BRAND_PARTNER_ID,
    ]);
    expect((await userOf(user.UserId)).InvitationPending).toBe(false);
    // Accepted: no more invitations.
    expect((await call(DEMO_USERS.admin, 'POST', `manage/users/${user.UserId}/invitation`)).statusCode).toBe(409);
  });

  it('refuses an expired link, and limits resending to three an hour (the earlier link stops working)', async () => {
    const body = newUserBody(OWN_PARTNER);
    const user = (await call(DEMO_USERS.oem, 'POST', 'manage/users', body)).json<ManagedUser>();
    const first = await invitationTokenOf(body.Email);
    for (let sent = 1; sent < INVITATIONS_PER_HOUR; sent += 1) {
      expect((await call(DEMO_USERS.oem, 'POST', `manage/users/${user.UserId}/invitation`)).statusCode).toBe(200);
    }
    expect((await call(DEMO_USERS.oem, 'POST', `manage/users/${user.UserId}/invitation`)).statusCode).toBe(429);
    const newest = await invitationTokenOf(body.Email);
    expect(newest).not.toBe(first);
    expect((await setPassword(first)).statusCode).toBe(400);
    await db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.userId, user.UserId));
    expect((await setPassword(newest)).statusCode).toBe(400);
  });
});

describe('deactivation', () => {
  it("refuses the deactivated user's refresh token at once", async () => {
    const body = newUserBody(OWN_PARTNER);
    const user = (await call(DEMO_USERS.admin, 'POST', 'manage/users', body)).json<ManagedUser>();
    expect((await setPassword(await invitationTokenOf(body.Email))).statusCode).toBe(200);
    const session = await signIn(app, body.Email, 'Vrata-2026-geslo!');
    const off = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/users/${user.UserId}`,
      bodyOf(await userOf(user.UserId), { IsActive: false }),
    );
    expect(off.statusCode, off.body).toBe(200);
    const refreshed = await app.inject({
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
    expect(refreshed.statusCode).toBe(400);
    expect((await requestPasswordGrant(app, body.Email, 'Vrata-2026-geslo!')).statusCode).toBe(400);
  });
});

describe('bad input: refused with the field named, nothing half-saved', () => {
  it('a duplicate e-mail (409), an e-mail that is not one, a user without a partner (400)', async () => {
    const duplicate = await call(
      DEMO_USERS.oem,
      'POST',
      'manage/users',
      newUserBody(OWN_PARTNER, { Email: 'SALES@demo.test' }),
    );
    expect([duplicate.statusCode, duplicate.json().detail]).toEqual([409, 'Email']);
    const notEmail = await call(
      DEMO_USERS.oem,
      'POST',
      'manage/users',
      newUserBody(OWN_PARTNER, { Email: 'no-at-sign' }),
    );
    expect(notEmail.statusCode).toBe(400);
    expect(notEmail.body).toContain('Email');
    const { PartnerId: _partner, ...withoutPartner } = newUserBody(OWN_PARTNER);
    const orphan = await call(DEMO_USERS.oem, 'POST', 'manage/users', withoutPartner);
    expect(orphan.statusCode).toBe(400);
    expect(orphan.body).toContain('PartnerId');
  });

  it('a head of sales’ new partner without a parent (400) or below a partner outside its reach (403): the words name the parent', async () => {
    const german = async (body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/manage/partners',
        headers: { 'accept-language': 'de', authorization: await auth(DEMO_USERS.admin) },
        payload: body,
      });
    const none = await german({ Name: 'Ohne Eltern', ParentPartnerId: null });
    expect([none.statusCode, none.json().detail]).toEqual([400, 'ParentPartnerId']);
    expect(none.json().Message).toMatch(/übergeordneten Partner/);
    const foreign = await german({ Name: 'Fremd', ParentPartnerId: FOREIGN_PARTNER });
    expect([foreign.statusCode, foreign.json().detail]).toEqual([403, 'ParentPartnerId']);
    expect(foreign.json().Message).toMatch(/übergeordnete Partner/);
    const names = (await call(DEMO_USERS.oem, 'GET', 'manage/partners?search=Ohne&includeInactive=true')).json();
    expect(names.Items).toEqual([]);
  });

  it('a parent that makes a cycle (400), a stale version (409)', async () => {
    const own = await partnerOf(OWN_PARTNER);
    const cycle = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/partners/${OWN_PARTNER}`,
      partnerBodyOf(own, { ParentPartnerId: CHILD_PARTNER }),
    );
    expect([cycle.statusCode, cycle.json().detail]).toEqual([400, 'ParentPartnerId']);
    const renamed = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/partners/${OWN_PARTNER}`,
      partnerBodyOf(own, { Name: 'Alpina Prodaja' }),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/partners/${OWN_PARTNER}`,
      partnerBodyOf(own, { Name: 'Stale' }),
    );
    expect([stale.statusCode, stale.json().detail]).toEqual([409, 'Version']);
    expect((await partnerOf(OWN_PARTNER)).Name).toBe('Alpina Prodaja');
  });

  it('a redirect to an inactive or foreign storefront, a colour that is not one, a markup out of range', async () => {
    const storefront = await storefrontOf(DEFAULT_BRAND_PARTNER_ID);
    const path = `manage/brand-partners/${DEFAULT_BRAND_PARTNER_ID}`;
    const attempts: [Record<string, unknown>, string][] = [
      [{ RedirectBrandPartnerId: INACTIVE_BRAND_PARTNER_ID }, 'RedirectBrandPartnerId'],
      [{ RedirectBrandPartnerId: SECOND_BRAND_PARTNER_ID }, 'RedirectBrandPartnerId'],
      [{ Style: { ...storefront.Style, ButtonColor: 'blue-ish' } }, 'ButtonColor'],
      [{ Style: { ...storefront.Style, HeaderFontColor: 'rgb(0,0,0)' } }, 'HeaderFontColor'],
      [{ PriceMarkupPercent: 301 }, 'PriceMarkupPercent'],
      // A text file called a PNG, and a PNG above 200 KB.
      [
        {
          Style: {
            ...storefront.Style,
            HeaderLogo: `data:image/png;base64,${Buffer.from('<svg/>').toString('base64')}`,
          },
        },
        'Style.HeaderLogo',
      ],
      [
        {
          Style: {
            ...storefront.Style,
            HeaderLogotype: `data:image/png;base64,${Buffer.concat([PNG_SIGNATURE, Buffer.alloc(210_000)]).toString('base64')}`,
          },
        },
        'HeaderLogotype',
      ],
      [{ PriceMarkupPercent: -50.5 }, 'PriceMarkupPercent'],
    ];
    for (const [change, field] of attempts) {
      const response = await call(DEMO_USERS.oem, 'PUT', path, storefrontBodyOf(storefront, change));
      expect(response.statusCode, field).toBe(400);
      expect(response.body, field).toContain(field);
    }
    expect(await storefrontOf(DEFAULT_BRAND_PARTNER_ID)).toEqual(storefront);
  });
});

describe('storefront changes and the audit log', () => {
  it('serves a saved theme at once and records every management write with before and after', async () => {
    const storefront = await storefrontOf(DEFAULT_BRAND_PARTNER_ID);
    const saved = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/brand-partners/${DEFAULT_BRAND_PARTNER_ID}`,
      storefrontBodyOf(storefront, {
        Style: { ...storefront.Style, ButtonColor: '#1d4ed8', ButtonFontColor: '#ffffff' },
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // An uploaded SVG logo is stored without what could run.
    const logo = `data:image/svg+xml,${encodeURIComponent('<svg onload="alert(1)"><script>alert(2)</script><rect width="4" height="2"/></svg>')}`;
    const withLogo = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/brand-partners/${DEFAULT_BRAND_PARTNER_ID}`,
      storefrontBodyOf(saved.json<ManagedBrandPartner>(), {
        Style: { ...saved.json<ManagedBrandPartner>().Style, HeaderLogo: logo },
      }),
    );
    expect(withLogo.statusCode, withLogo.body).toBe(200);
    const storedLogo = withLogo.json<ManagedBrandPartner>().Style.HeaderLogo;
    const svg = Buffer.from(storedLogo.split(',')[1] ?? '', 'base64').toString('utf8');
    expect(svg).toContain('<rect width="4" height="2"');
    expect(svg).not.toMatch(/script|onload|alert/);
    const served = await app.inject({ url: `/api/v1/brand/${DEFAULT_BRAND_PARTNER_ID}/data` });
    expect(served.json().Style.ButtonColor).toBe('#1d4ed8');
    const entries = await db.select().from(auditEntries);
    const actions = new Set(entries.map((entry) => entry.action));
    for (const action of [
      'user.create',
      'user.update',
      'user.deactivate',
      'user.invite',
      'partner.create',
      'partner.update',
      'brandPartner.update',
    ]) {
      expect(actions, action).toContain(action);
    }
    const themeEntry = entries.find((entry) => entry.action === 'brandPartner.update');
    const buttonOf = (side: unknown) => (side as { Style?: { ButtonColor?: string } } | null)?.Style?.ButtonColor;
    expect(buttonOf(themeEntry?.before)).toBe(storefront.Style.ButtonColor);
    expect(buttonOf(themeEntry?.after)).toBe('#1d4ed8');
  });
});

describe('contact persons and default terms', () => {
  it("keeps a partner's contact persons as the contacts documents are forwarded to; one left out is deactivated", async () => {
    const dealer = await partnerOf(CHILD_PARTNER);
    const added = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/partners/${CHILD_PARTNER}`,
      partnerBodyOf(dealer, {
        Contacts: [
          ...dealer.Contacts,
          { FirstName: 'Nina', LastName: 'Nabava', Title: 'Nabava', Email: 'nina@example.com' },
        ],
      }),
    );
    expect(added.statusCode, added.body).toBe(200);
    const withNina = added.json<ManagedPartner>();
    const nina = withNina.Contacts.find((contact) => contact.LastName === 'Nabava');
    expect(nina).toMatchObject({ FirstName: 'Nina', Email: 'nina@example.com' });
    const [row] = await db
      .select()
      .from(contacts)
      .where(eq(contacts.id, nina?.ContactId ?? ''));
    expect([row?.kind, row?.partnerId, row?.isActive]).toEqual(['partner', CHILD_PARTNER, true]);
    const removed = await call(
      DEMO_USERS.admin,
      'PUT',
      `manage/partners/${CHILD_PARTNER}`,
      partnerBodyOf(withNina, { Contacts: withNina.Contacts.filter((contact) => contact.LastName !== 'Nabava') }),
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<ManagedPartner>().Contacts.map((contact) => contact.LastName)).not.toContain('Nabava');
    const [after] = await db
      .select()
      .from(contacts)
      .where(eq(contacts.id, nina?.ContactId ?? ''));
    expect(after?.isActive).toBe(false);
    // Another partner's contact cannot be taken over.
    const foreign = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/partners/${OWN_PARTNER}`,
      partnerBodyOf(await partnerOf(OWN_PARTNER), { Contacts: [{ ...nina, ContactId: nina?.ContactId }] }),
    );
    expect([foreign.statusCode, foreign.json().detail]).toEqual([400, 'Contacts']);
  });

  it("keeps a storefront's default terms (new documents copy them) and its EDI licences", async () => {
    const storefront = await storefrontOf(SECOND_BRAND_PARTNER_ID);
    const saved = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/brand-partners/${SECOND_BRAND_PARTNER_ID}`,
      storefrontBodyOf(storefront, {
        EnabledEdifactExport: true,
        DefaultTerms: [
          ...storefront.DefaultTerms,
          { Kind: 'payment', Name: 'Skonto 3 %', Value: 3, SortOrder: 9 },
          { Kind: 'delivery', Name: 'Abholung im Werk', SortOrder: 9 },
        ],
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<ManagedBrandPartner>();
    expect(after.EnabledEdifactExport).toBe(true);
    expect(after.DefaultTerms).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Kind: 'payment', Name: 'Skonto 3 %', Value: 3 }),
        expect.objectContaining({ Kind: 'delivery', Name: 'Abholung im Werk', Value: null }),
      ]),
    );
    const rows = await db
      .select()
      .from(brandPartnerTerms)
      .where(eq(brandPartnerTerms.brandPartnerId, SECOND_BRAND_PARTNER_ID));
    expect(rows.find((row) => row.name === 'Skonto 3 %')?.valueHundredths).toBe(300);
    const trimmed = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/brand-partners/${SECOND_BRAND_PARTNER_ID}`,
      storefrontBodyOf(after, { DefaultTerms: after.DefaultTerms.filter((term) => term.Name !== 'Abholung im Werk') }),
    );
    expect(trimmed.json<ManagedBrandPartner>().DefaultTerms.map((term) => term.Name)).not.toContain('Abholung im Werk');
  });
});
