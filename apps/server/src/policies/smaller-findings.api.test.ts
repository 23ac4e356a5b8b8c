import { createHash } from 'node:crypto';
import {
  configurationReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  type ManagedBrandPartner,
  MODEL_DEFINITION_FORMAT,
} from '@door/contract';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { storefrontBodyOf } from '#server/test/manage-bodies';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

// Issue 37, finding 8: the smaller holes of the hostile test of the administration.
const { app } = await buildTestApp();
const BPI = DEFAULT_BRAND_PARTNER_ID;

const tokens = new Map<string, string>();
const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, lang = 'en') => {
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: tokens.get(email), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
};

const storefrontOf = async (id: string) =>
  (await call(DEMO_USERS.oem, 'GET', `manage/brand-partners/${id}`)).json<ManagedBrandPartner>();

describe('the smaller findings of the administration (issue 37, finding 8)', () => {
  it('keys the ETag of a priced model definition with a server secret, so no markup tried reproduces it', async () => {
    const models = (
      await app.inject({ method: 'POST', url: `/api/v1/selection/models/${BPI}`, payload: { pageSize: 1 } })
    ).json<{ BrandModelsNotSpecial: { PartId: string }[]; BrandModelsSpecial: { PartId: string }[] }>();
    const partId = (models.BrandModelsNotSpecial[0] ?? models.BrandModelsSpecial[0])?.PartId as string;
    const opened = configurationReplySchema.parse(
      (await call(DEMO_USERS.admin, 'GET', `configurator/admin/create?brandPartnerId=${BPI}&partId=${partId}`)).json(),
    );
    const versionId = opened.Metadata.Catalogue.VersionId;
    const definition = await call(
      DEMO_USERS.admin,
      'GET',
      `configurator/definition/${versionId}/model/${partId}?brandPartnerId=${BPI}`,
    );
    expect(definition.statusCode).toBe(200);
    expect(definition.json()).toMatchObject({ ShowPrices: true });
    const etag = definition.headers.etag as string;
    // The attack of the hostile test: hash the inputs with every markup from −50 % to +300 % and compare.
    const unkeyed = (markup: number, showPartsTree: boolean) =>
      `"${createHash('sha256')
        .update([MODEL_DEFINITION_FORMAT, versionId, partId, BPI, markup, true, showPartsTree].join('|'))
        .digest('base64url')
        .slice(0, 27)}"`;
    const found: number[] = [];
    for (let markup = -5000; markup <= 30000; markup += 1) {
      if (unkeyed(markup, true) === etag || unkeyed(markup, false) === etag) {
        found.push(markup);
      }
    }
    expect(found).toEqual([]);
    // The ETag still works as one: the same definition again is 304.
    const again = await app.inject({
      url: `/api/v1/configurator/definition/${versionId}/model/${partId}?brandPartnerId=${BPI}`,
      headers: { authorization: tokens.get(DEMO_USERS.admin), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('takes defect reports of ids, enums and digests only, never free text', async () => {
    const partId = await findModelPartId(app, BPI, (await firstModelName()) as string);
    const opened = configurationReplySchema.parse(
      (await call(DEMO_USERS.admin, 'GET', `configurator/admin/create?brandPartnerId=${BPI}&partId=${partId}`)).json(),
    );
    const report = (Browser: string, Server: string) =>
      call(DEMO_USERS.admin, 'POST', `configurator/${opened.Metadata.ConfigurationId}/defect`, {
        VersionId: opened.Metadata.Catalogue.VersionId,
        PartId: partId,
        ParameterId: opened.ViewModel.Tree[0]?.ParameterId,
        Differences: [{ Field: 'choice', Browser, Server }],
      });
    const typed = await report('Ana Kos, Kranj, 041 555 123', 'h:0a1b2c3d');
    expect(typed.statusCode).toBe(400);
    expect(typed.json().detail).toContain('Browser');
    for (const [browser, server] of [
      ['h:0a1b2c3d', 'h:99aa00ff'],
      ['900', '1000.5'],
      ['true:h:0a1b2c3d', 'false:null'],
      ['700..1200', '700..1000'],
      [opened.ViewModel.Tree[0]?.ParameterId ?? '', 'none'],
    ]) {
      expect((await report(browser as string, server as string)).statusCode, `${browser} / ${server}`).toBe(204);
    }
  });

  it('accepts footer and banner links of https:, http:, mailto: and tel: only, with a 400 in the caller’s language', async () => {
    const path = `manage/brand-partners/${BPI}`;
    for (const [field, link] of [
      ['Footer1url', 'javascript:alert(document.cookie)'],
      ['Footer2url', 'data:text/html,<script>alert(1)</script>'],
      ['Footer3url', 'JaVaScRiPt:alert(1)'],
      ['ExposedBannerUrl', 'java\tscript:alert(1)'],
      ['Footer1url', '//evil.example/phish'],
    ] as const) {
      const storefront = await storefrontOf(BPI);
      const body =
        field === 'ExposedBannerUrl'
          ? storefrontBodyOf(storefront, { Style: { ...storefront.Style, ExposedBannerUrl: link } })
          : storefrontBodyOf(storefront, { Footer: { ...storefront.Footer, [field]: link } });
      const refused = await call(DEMO_USERS.oem, 'PUT', path, body, 'de');
      expect(refused.statusCode, link).toBe(400);
      expect(refused.json().Message).toContain(field);
      expect(refused.json().Message).toMatch(/Ungültig|ungültig/);
    }
    for (const link of [
      'https://door.example/terms',
      'http://door.example',
      'mailto:sales@door.example',
      'tel:+38641555123',
      '',
    ]) {
      const storefront = await storefrontOf(BPI);
      const saved = await call(
        DEMO_USERS.oem,
        'PUT',
        path,
        storefrontBodyOf(storefront, { Footer: { ...storefront.Footer, Footer1url: link } }),
      );
      expect(saved.statusCode, link).toBe(200);
    }
  });

  it('keeps a storefront that others redirect to active until their redirects are cleared', async () => {
    const target = await storefrontOf(BPI);
    const sources = (
      await call(DEMO_USERS.oem, 'GET', 'manage/brand-partners?pageSize=200&includeInactive=true')
    ).json<{
      Items: ManagedBrandPartner[];
    }>();
    const redirecting = sources.Items.filter((row) => row.RedirectBrandPartnerId === BPI);
    expect(redirecting.length).toBeGreaterThan(0);
    const refused = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/brand-partners/${BPI}`,
      storefrontBodyOf(target, { IsActive: false }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ detail: 'IsActive' });
    expect(refused.json().Message).toContain(redirecting[0]?.Title);
    expect((await storefrontOf(BPI)).IsActive).toBe(true);
    // With the redirects cleared, it may be deactivated.
    for (const row of redirecting) {
      const source = await storefrontOf(row.BrandPartnerId);
      const cleared = await call(
        DEMO_USERS.oem,
        'PUT',
        `manage/brand-partners/${row.BrandPartnerId}`,
        storefrontBodyOf(source, { RedirectBrandPartnerId: null }),
      );
      expect(cleared.statusCode).toBe(200);
    }
    const deactivated = await call(
      DEMO_USERS.oem,
      'PUT',
      `manage/brand-partners/${BPI}`,
      storefrontBodyOf(await storefrontOf(BPI), { IsActive: false }),
    );
    expect(deactivated.statusCode).toBe(200);
  });
});

/** The name of the default storefront's first model, as the selection lists it. */
async function firstModelName() {
  const reply = (
    await app.inject({ method: 'POST', url: `/api/v1/selection/models/${BPI}`, payload: { pageSize: 1 } })
  ).json<{ BrandModelsNotSpecial: { Name: string }[]; BrandModelsSpecial: { Name: string }[] }>();
  return (reply.BrandModelsNotSpecial[0] ?? reply.BrandModelsSpecial[0])?.Name;
}
