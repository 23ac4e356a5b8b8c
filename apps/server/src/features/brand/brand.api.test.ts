import {
  accountInfoSchema,
  brandActiveSchema,
  brandDataSchema,
  brandListSchema,
  DEFAULT_BRAND_PARTNER_ID,
  footerSchema,
  INACTIVE_BRAND_PARTNER_ID,
  licenceSchema,
  SECOND_BRAND_PARTNER_ID,
} from '@door/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app } = await buildTestApp();

describe('GET /api/v1/brand/{bpi}/data and /footer/{bpi}', () => {
  it('gives the theme of the default storefront with the specification colours', async () => {
    const data = brandDataSchema.parse(
      (await app.inject({ url: `/api/v1/brand/${DEFAULT_BRAND_PARTNER_ID}/data` })).json(),
    );
    expect(data.Style.ButtonColor).toBe('#86A33C');
    expect(data.Style.HeaderLogo).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(data.Style.ShowExposedBanner).toBe(true);
  });

  it('gives the second storefront its own theme and footer', async () => {
    const data = brandDataSchema.parse(
      (await app.inject({ url: `/api/v1/brand/${SECOND_BRAND_PARTNER_ID}/data` })).json(),
    );
    expect(data.Style.ButtonColor).not.toBe('#86A33C');
    const footerIn = async (language: string) =>
      footerSchema.parse(
        (
          await app.inject({
            url: `/api/v1/footer/${SECOND_BRAND_PARTNER_ID}`,
            headers: { 'accept-language': language },
          })
        ).json(),
      ).Footer1text;
    expect(await footerIn('de')).toBe('Impressum');
    expect(await footerIn('en')).toBe('Legal notice');
  });

  it("speaks the caller's language in title, banner and footer, its own words where it has no translation", async () => {
    const dataIn = async (language: string) =>
      brandDataSchema.parse(
        (
          await app.inject({
            url: `/api/v1/brand/${DEFAULT_BRAND_PARTNER_ID}/data`,
            headers: { 'accept-language': language },
          })
        ).json(),
      );
    const german = await dataIn('de');
    expect(german.Title).toBe('Alpina Vrata — Konfigurator');
    expect(german.Style.ExposedBannerText).toContain('Herbstaktion');
    expect(german.Style.HeaderText).toBe('Türen nach Maß seit 1978');
    const documentsTheme = brandDataSchema.parse(
      (
        await app.inject({
          url: `/api/v1/brand/${DEFAULT_BRAND_PARTNER_ID}/data?variant=documents`,
          headers: { 'accept-language': 'de' },
        })
      ).json(),
    );
    expect(documentsTheme.Style.HeaderText).toBe('Technische Dokumentation');
    expect((await dataIn('sl')).Style.ExposedBannerText).toContain('Jesenska akcija');
    expect((await dataIn('fr')).Title).toBe('Alpina Vrata — configurateur');
    const footer = footerSchema.parse(
      (
        await app.inject({ url: `/api/v1/footer/${DEFAULT_BRAND_PARTNER_ID}`, headers: { 'accept-language': 'de' } })
      ).json(),
    );
    expect([footer.Footer1text, footer.Footer2text, footer.Footer3text]).toEqual(['AGB', 'Datenschutz', 'Kontakt']);
    expect(footer.Footer1url).toBe('https://alpina-vrata.example/pogoji');
  });

  it('gives the documents variant of the theme', async () => {
    const main = (await app.inject({ url: `/api/v1/brand/${DEFAULT_BRAND_PARTNER_ID}/data` })).json();
    const documents = (
      await app.inject({ url: `/api/v1/brand/${DEFAULT_BRAND_PARTNER_ID}/data?variant=documents` })
    ).json();
    expect(documents.Style.HeaderLogo).not.toBe(main.Style.HeaderLogo);
  });

  it('answers 404 for an unknown storefront', async () => {
    const response = await app.inject({ url: '/api/v1/brand/00000000-0000-4000-8000-000000000000/data' });
    expect(response.statusCode).toBe(404);
    expect(response.json().Message).toBeTruthy();
  });
});

describe('GET /api/v1/brand/{bpi}/active', () => {
  it('says the default storefront is active', async () => {
    const active = brandActiveSchema.parse(
      (await app.inject({ url: `/api/v1/brand/${DEFAULT_BRAND_PARTNER_ID}/active` })).json(),
    );
    expect(active).toEqual({ isActive: true, message: '', redirectBpi: null });
  });

  it('sends the inactive storefront to the default one with a message', async () => {
    const response = await app.inject({
      url: `/api/v1/brand/${INACTIVE_BRAND_PARTNER_ID}/active`,
      headers: { 'accept-language': 'en' },
    });
    const active = brandActiveSchema.parse(response.json());
    expect(active.isActive).toBe(false);
    expect(active.redirectBpi).toBe(DEFAULT_BRAND_PARTNER_ID);
    expect(active.message).toContain('no longer active');
  });
});

describe('GET /api/v1/brand', () => {
  it('lists both storefronts for the head of sales', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.admin);
    const brands = brandListSchema.parse(
      (await app.inject({ url: '/api/v1/brand', headers: { authorization } })).json(),
    );
    expect(brands.map((brand) => brand.BrandPartnerId)).toEqual([DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID]);
  });

  it('refuses customers and anonymous callers', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.customer);
    expect((await app.inject({ url: '/api/v1/brand', headers: { authorization } })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/v1/brand' })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/account/info and /account/licence', () => {
  it.each([
    ['admin', 'admin', true, false, 2],
    ['sales', 'prod', false, false, 1],
    ['installer', 'mon', false, false, 2],
    ['oem', 'admin', false, true, 2],
  ] as const)('gives the %s user role %s and the session flags', async (name, role, isParent, isOem, brandCount) => {
    const { authorization } = await signIn(app, DEMO_USERS[name]);
    const info = accountInfoSchema.parse(
      (await app.inject({ url: '/api/v1/account/info', headers: { authorization } })).json(),
    );
    expect(info.PartnerUserType).toBe(role);
    expect(info.Roles).toEqual([role]);
    expect(info.IsParentPartner).toBe(isParent);
    expect(info.IsUserOem).toBe(isOem);
    expect(info.IsUserOemAdmin).toBe(isOem);
    expect(info.NumberOfBrands).toBe(brandCount);
    expect(info.BrandInfo.BrandPartnerId).toBe(DEFAULT_BRAND_PARTNER_ID);
    expect(info.Footer1text).toBe('Splošni pogoji');
  });

  it('gives a customer no role and the storefront it belongs to', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.customer);
    const info = accountInfoSchema.parse(
      (await app.inject({ url: '/api/v1/account/info', headers: { authorization } })).json(),
    );
    expect(info).toMatchObject({ Type: 'customer', Roles: [], PartnerUserType: null, NumberOfBrands: 1 });
  });

  it('gives the licences of a storefront the user acts for, and refuses others', async () => {
    const { authorization } = await signIn(app, DEMO_USERS.admin);
    const second = await app.inject({
      url: `/api/v1/account/licence?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
      headers: { authorization },
    });
    expect(licenceSchema.parse(second.json())).toEqual({
      EnabledApplication: true,
      EnabledEdifactExport: false,
      EnabledEdifactImport: false,
    });
    const sales = await signIn(app, DEMO_USERS.sales);
    const refused = await app.inject({
      url: `/api/v1/account/licence?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`,
      headers: { authorization: sales.authorization },
    });
    expect(refused.statusCode).toBe(403);
  });
});
