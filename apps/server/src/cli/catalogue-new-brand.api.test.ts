import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  type AuditPage,
  type CatalogueBrand,
  type CatalogueFile,
  type CatalogueRefusal,
  catalogueNewBrandReplySchema,
  configurationReplySchema,
  configurationUpdateReplySchema,
  type ManageScope,
  managedBrandPartnerSchema,
} from '@door/contract';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCatalogueIds } from '#server/catalogue/catalogue-ids';
import { runCatalogueCommand } from '#server/cli/catalogue-command';
import { auditEntries, brands, catalogueVersions } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { buildTestApp } from '#server/test/build-test-app';
import { createApiCaller } from '#server/test/catalogue';
import { TEST_THEME } from '#server/test/manage-bodies';
import { DEMO_PASSWORD, DEMO_USERS, signIn } from '#server/test/sign-in';

// A manufacturer the demo does not know: a German interior-door maker with codes of its own (`finish`, `breite`,
// `lichtausschnitt`, …; none of the demo's `leafColour`, `glass`, `handle`), its drawing declared by roles.
const FIXTURE = path.join(import.meta.dirname, '../test/fixtures/brenner-innentueren.json');
const FIXTURE_TEXT = readFileSync(FIXTURE, 'utf8');
const brenner = (): CatalogueFile => JSON.parse(FIXTURE_TEXT) as CatalogueFile;

const { app, database } = await buildTestApp();
const db = database.db;
const call = createApiCaller(app, (email) => signIn(app, email));
const oem = DEMO_USERS.oem;

/** What the command printed. */
const runCommand = async (args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCatalogueCommand(args, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

/** How many brands, versions and audit entries there are: a refused creation changes none. */
const counts = async () => {
  const [brandRows] = await db.select({ n: count() }).from(brands);
  const [versionRows] = await db.select({ n: count() }).from(catalogueVersions);
  const [auditRows] = await db.select({ n: count() }).from(auditEntries);
  return { brands: brandRows?.n, versions: versionRows?.n, audit: auditRows?.n };
};

const tokens = new Map<string, string>();
/** `POST /catalogue/brands` with a file (a text as it is, anything else as JSON), as a user or anonymously. */
const postBrand = async (file: unknown, query = '', email: string | null = oem) => {
  if (email && !tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method: 'POST',
    url: `/api/v1/catalogue/brands${query}`,
    headers: {
      'accept-language': 'en',
      'content-type': 'application/json',
      ...(email ? { authorization: tokens.get(email) } : {}),
    },
    payload: typeof file === 'string' ? file : JSON.stringify(file),
  });
};

const STOREFRONT = {
  PartnerId: DEMO_IDS.partnerDealer,
  Title: 'Brenner Innentüren',
  IsActive: true,
  RedirectBrandPartnerId: null,
  Style: { ...TEST_THEME, BackgroundColor: '#3b2a1a', HeaderText: 'Brenner' },
  Footer: { Footer1text: '', Footer1url: '', Footer2text: '', Footer2url: '', Footer3text: '', Footer3url: '' },
  InquiryEmail: 'shop@brenner.example',
  PriceMarkupPercent: 0,
  ShowConsents: true,
  EnabledApplication: true,
};

describe('a catalogue of a brand the demo does not know, with codes of its own', () => {
  // The command talks to a server over HTTP; the test app listens (it is closed with the file).
  const address = app.listen({ port: 0, host: '127.0.0.1' });

  it('lints and tests clean, is created by import --new-brand --publish, sold by a new storefront, and drawn by its declared roles', async () => {
    const file = brenner();
    const codes = JSON.stringify([file.parameters.map((p) => p.code), file.parameters.flatMap((p) => p.values)]);
    for (const demoCode of ['"leafColour"', '"frameColour"', '"glass"', '"handle"', '"width"', '"height"', '"clear"']) {
      expect(codes).not.toContain(`"code":${demoCode}`);
    }

    const lint = await runCommand(['lint', FIXTURE]);
    expect(lint, lint.out).toMatchObject({ code: 0, out: '' });
    const test = await runCommand(['test', FIXTURE]);
    expect(test.code, test.out).toBe(0);
    expect(test.err).toContain(`${file.tests?.length} test(s), 0 failed`);

    const url = await address;
    const imported = await runCommand([
      'import',
      FIXTURE,
      '--new-brand',
      '--publish',
      '--url',
      url,
      '--user',
      oem,
      '--password',
      DEMO_PASSWORD,
    ]);
    expect(imported.code, `${imported.out}\n${imported.err}`).toBe(0);
    expect(imported.out).toContain('stored as version 1');
    expect(imported.out).toContain('published version 1');
    const brandId = imported.out.match(/created brand "Holzmanufaktur Brenner" \(([0-9a-f-]{36})\)/)?.[1] as string;
    expect(brandId).toBeDefined();

    // The OEM admin manages it at once, and the storefront editor offers it.
    const managed = (await call(oem, 'GET', 'catalogue/brands')).json<CatalogueBrand[]>();
    expect(managed.find((brand) => brand.BrandId === brandId)).toMatchObject({
      Name: 'Holzmanufaktur Brenner',
      BrandPartnerIds: [],
      CurrentVersion: 1,
      LatestVersion: 1,
    });
    const scope = (await call(oem, 'GET', 'manage/scope')).json<ManageScope>();
    expect(scope.Brands).toContainEqual({ BrandId: brandId, Name: 'Holzmanufaktur Brenner' });

    const created = await call(oem, 'POST', 'manage/brand-partners', { ...STOREFRONT, BrandId: brandId });
    expect(created.statusCode, created.body).toBe(200);
    const storefront = managedBrandPartnerSchema.parse(created.json());

    // The anonymous selection of the new storefront lists the brand's models.
    const selection = await app.inject({
      method: 'POST',
      url: `/api/v1/selection/models/${storefront.BrandPartnerId}`,
      headers: { 'accept-language': 'de' },
      payload: { pageSize: 100 },
    });
    expect(selection.statusCode, selection.body).toBe(200);
    const models = selection.json<{
      BrandModelsSpecial: { PartId: string; Name: string }[];
      BrandModelsNotSpecial: { PartId: string; Name: string }[];
    }>();
    const listed = [...models.BrandModelsSpecial, ...models.BrandModelsNotSpecial];
    expect(listed.map((model) => model.Name).sort()).toEqual(['Linea', 'Quadra', 'Stilo']);

    // The customer configures Linea; picking another value of the parameter declared as the leaf colour repaints it.
    const ids = createCatalogueIds(brandId);
    const linea = ids.model('BR-LINEA');
    expect(listed.map((model) => model.PartId)).toContain(linea);
    const start = await app.inject({
      url: `/api/v1/configurator/create?brandPartnerId=${storefront.BrandPartnerId}&partId=${linea}`,
      headers: { 'accept-language': 'de' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const configuration = configurationReplySchema.parse(start.json());
    const configurationId = configuration.Metadata.ConfigurationId;
    const leafColour = file.parameters.find((parameter) => parameter.drawing?.role === 'leafColour');
    expect(leafColour?.code).toBe('finish');
    const finish = configuration.ViewModel.Tree.find((parameter) => parameter.ParameterId === ids.parameter('finish'));
    expect(finish?.Name).toBe('Oberfläche Türblatt');
    const anthracite = leafColour?.values.find((value) => value.code === 'anthrazit');
    const picture = async () => {
      const png = await app.inject({ url: `/api/v1/configurator/${configurationId}/image` });
      expect(png.headers['content-type']).toBe('image/png');
      const svg = await app.inject({ url: `/api/v1/configurator/${configurationId}/image?format=svg` });
      return { png: png.rawPayload, svg: svg.body };
    };
    const before = await picture();
    expect(before.svg.toLowerCase()).not.toContain(anthracite?.color?.toLowerCase());

    const update = await app.inject({
      url: `/api/v1/configurator/update?brandPartnerId=${storefront.BrandPartnerId}&configurationId=${configurationId}&partId=${linea}&parameterId=${ids.parameter('finish')}&parameterValueId=${ids.value('finish', 'anthrazit')}`,
      headers: { 'accept-language': 'de' },
    });
    expect(update.statusCode, update.body).toBe(200);
    const updated = configurationUpdateReplySchema.parse(update.json());
    expect(updated.Tree.find((parameter) => parameter.ParameterId === ids.parameter('finish'))?.ParameterValueId).toBe(
      ids.value('finish', 'anthrazit'),
    );
    const after = await picture();
    expect(after.svg.toLowerCase()).toContain(anthracite?.color?.toLowerCase());
    expect(Buffer.compare(before.png, after.png)).not.toBe(0);

    // The export of its version 1 is the file as the format writes it.
    const exported = await call(oem, 'GET', `catalogue/brands/${brandId}/versions/current`);
    expect(JSON.parse(exported.body)).toEqual(file);

    // The audit log records the new brand and its publish.
    const audit = (await call(oem, 'GET', 'manage/audit?entityType=brand')).json<AuditPage>();
    expect(audit.Items).toContainEqual(
      expect.objectContaining({
        Action: 'brand.create',
        EntityType: 'brand',
        EntityId: brandId,
        EntityName: 'Holzmanufaktur Brenner',
        ActorName: expect.stringContaining(oem),
      }),
    );
    const publishes = (await call(oem, 'GET', 'manage/audit?action=catalogue.publish')).json<AuditPage>();
    expect(publishes.Items.map((entry) => entry.EntityId)).toContain(brandId);

    // A second run of the same command is refused: the name exists (409), and nothing more is created.
    const again = await counts();
    await expect(
      runCommand(['import', FIXTURE, '--new-brand', '--url', url, '--user', oem, '--password', DEMO_PASSWORD]),
    ).rejects.toMatchObject({
      message: expect.stringContaining('Holzmanufaktur Brenner'),
      refusal: { status: 409, detail: 'brandExists' },
    });
    expect(await counts()).toEqual(again);
  });
});

describe('POST /api/v1/catalogue/brands', () => {
  const named = (name: string): CatalogueFile => ({ ...brenner(), brand: { name } });

  it('creates a brand whose file is version 1, a draft unless published, and says so', async () => {
    const response = await postBrand(named('Türenwerk Ost'));
    expect(response.statusCode, response.body).toBe(200);
    const reply = catalogueNewBrandReplySchema.parse(response.json());
    expect(reply).toMatchObject({
      BrandName: 'Türenwerk Ost',
      Version: 1,
      IsNew: true,
      DryRun: false,
      ComparedWith: null,
      Published: null,
    });
    expect(reply.Diff.Models.Added).toEqual(['BR-LINEA', 'BR-QUADRA', 'BR-STILO']);
    const versions = (await call(oem, 'GET', `catalogue/brands/${reply.BrandId}/versions`)).json<{
      CurrentVersion: number | null;
      Versions: { Number: number; Source: string; CreatedBy: string | null }[];
    }>();
    expect(versions.CurrentVersion).toBeNull();
    expect(versions.Versions).toEqual([expect.objectContaining({ Number: 1, Source: 'file', CreatedBy: oem })]);
    const [row] = await db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.id, reply.BrandId as string));
    expect(row?.name).toBe('Türenwerk Ost');
  });

  it('checks on a dry run and creates nothing', async () => {
    const before = await counts();
    const response = await postBrand(named('Probelauf GmbH'), '?dryRun=true&publish=true');
    expect(response.statusCode, response.body).toBe(200);
    expect(catalogueNewBrandReplySchema.parse(response.json())).toMatchObject({
      DryRun: true,
      BrandId: null,
      BrandName: 'Probelauf GmbH',
      Version: null,
      Published: null,
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a name that exists, in any case and with spaces around (409), and creates nothing', async () => {
    const before = await counts();
    for (const name of ['Alpina Vrata', '  nordhaus TÜREN ']) {
      const response = await postBrand(named(name), '?publish=true');
      expect(response.statusCode, name).toBe(409);
      expect(response.json()).toMatchObject({ detail: 'brandExists', Message: expect.stringContaining(name) });
    }
    expect(await counts()).toEqual(before);
  });

  it('says a taken name before it reads the rest of the file: a broken rest is a 409, not its findings', async () => {
    const before = await counts();
    // The name first, then models that break the schema and, after them, text that is not JSON at all.
    const broken = `{"formatVersion": 1, "brand": {"name": "alpina vrata"}, "models": [{"code": 5}], "tests": [oops`;
    const taken = await postBrand(broken, '?publish=true');
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({ detail: 'brandExists', Message: expect.stringContaining('alpina vrata') });
    // The answer comes while the rest of the file is still on its way: here it never comes.
    const coming = new Readable({ read: () => undefined });
    coming.push('{"formatVersion": 1, "brand": {"name": "Nordhaus Türen"}, "models": [');
    const early = await app.inject({
      method: 'POST',
      url: '/api/v1/catalogue/brands',
      headers: { 'accept-language': 'en', 'content-type': 'application/json', authorization: tokens.get(oem) },
      payload: coming,
    });
    coming.destroy();
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json()).toMatchObject({ detail: 'brandExists', Message: expect.stringContaining('Nordhaus Türen') });
    // A brand written after large lists is found by stepping over them.
    const late = JSON.stringify({ ...named('x'), brand: undefined, tail: { brand: { name: 'x' } } }).replace(
      /}$/,
      ',"brand":{"name":"Nordhaus Türen"}}',
    );
    expect((await postBrand(late)).statusCode).toBe(409);
    // A name the text rule refuses is not looked up: the file's findings say what is wrong with it.
    for (const name of ['Alpina\u0000Vrata', '\ud800Alpina', 'A'.repeat(300)]) {
      const unsafe = await postBrand(`{"formatVersion": 1, "brand": {"name": "${name}"}, "models": []}`);
      expect(unsafe.statusCode, name).toBe(400);
    }
    // The same broken rest under a free name: its findings (nothing hides a broken file).
    const free = await postBrand(broken.replace('alpina vrata', 'Frei GmbH').replace(', "tests": [oops', '}'));
    expect(free.statusCode).toBe(400);
    expect(free.json<CatalogueRefusal>().Findings?.length).toBeGreaterThan(0);
    expect(await counts()).toEqual(before);
  });

  it('refuses a broken file with every finding (400) and creates nothing', async () => {
    const before = await counts();
    const file = named('Kaputt AG');
    const finish = file.parameters.find((parameter) => parameter.code === 'finish');
    (finish as { drawing: unknown }).drawing = { role: 'knocker' };
    const test = file.tests?.[2];
    if (test?.expect.priceTerms) {
      test.expect.priceTerms.tuerflaeche = 1;
    }
    const lintRefusal = await postBrand(file, '?publish=true');
    expect(lintRefusal.statusCode).toBe(400);
    const body = lintRefusal.json<CatalogueRefusal>();
    expect(body.Findings?.map((item) => item.Path)).toContain('/parameters/2/drawing/role');

    // Lint clean but a test of the file fails: refused as well.
    const failing = named('Kaputt AG');
    const priced = failing.tests?.[2];
    if (priced?.expect.priceTerms) {
      priced.expect.priceTerms.tuerflaeche = 1;
    }
    const testRefusal = await postBrand(failing, '?publish=true');
    expect(testRefusal.statusCode).toBe(400);
    expect(testRefusal.json<CatalogueRefusal>().Findings?.[0]?.Path).toBe('/tests/2/expect/priceTerms/tuerflaeche');

    const notJson = await postBrand('{"formatVersion": 1, ');
    expect(notJson.statusCode).toBe(400);
    const blank = await postBrand(named('   '));
    expect(blank.statusCode).toBe(400);
    expect(blank.json<CatalogueRefusal>().Findings).toEqual([expect.objectContaining({ Path: '/brand/name' })]);
    expect(await counts()).toEqual(before);
  });

  it('is for OEM admins only', async () => {
    const before = await counts();
    for (const email of [DEMO_USERS.admin, DEMO_USERS.sales, DEMO_USERS.customer]) {
      expect((await postBrand(named(`Fremd ${email}`), '', email)).statusCode, email).toBe(403);
    }
    expect((await postBrand(named('Anonym'), '', null)).statusCode).toBe(401);
    expect(await counts()).toEqual(before);
  });
});
