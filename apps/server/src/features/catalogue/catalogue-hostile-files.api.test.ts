import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type CatalogueFile, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogueVersionModels, catalogueVersions } from '#server/db/schema';
import { repairCatalogueTexts } from '#server/db/seed/catalogue-texts.repair';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { contentHashOf } from '#server/services/catalogue/catalogue-files';
import { findVersionByNumber, listVersionModels } from '#server/services/catalogue/catalogue-version-rows';
import { buildTestApp } from '#server/test/build-test-app';
import { findModelPartId } from '#server/test/catalogue';
import { exampleCatalogue, readDemoCatalogueText } from '#server/test/demo-catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

// Issue 37, finding 4: one bad catalogue file must not break documents for good. A catalogue of its own (the example
// of docs/catalogue-format.md) is imported into the brand the default storefront sells.
const { app, database } = await buildTestApp();
const { db } = database;
const BRAND = DEMO_IDS.brandAlpina;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const BRAND_NAME = (JSON.parse(readDemoCatalogueText()) as CatalogueFile).brand.name;
const MIGRATIONS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

const tokens = new Map<string, string>();
const call = async (email: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: {
      authorization: tokens.get(email),
      'accept-language': 'en',
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });
};
const oem = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call(DEMO_USERS.oem, method, url, payload);

/** The example catalogue as a version of the demo brand, with a model name of the test's own. */
const ownFile = (modelName = 'Plain'): CatalogueFile => {
  const file = exampleCatalogue();
  file.brand.name = BRAND_NAME;
  (file.models[0] as { name: string }).name = modelName;
  return file;
};
const pathsOf = (reply: { Findings: { Path: string; Code: string }[] }, code: string) =>
  reply.Findings.filter((item) => item.Code === code).map((item) => item.Path);
const versionCount = async () =>
  (await oem('GET', `catalogue/brands/${BRAND}/versions`)).json<{ Versions: unknown[] }>().Versions.length;

/** Writes into a stored version what an older server let through: each text replaced in every stored part. */
const tamper = async (versionId: string, from: string, to: string) => {
  const [version] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.id, versionId));
  await db
    .update(catalogueVersions)
    .set({
      catalogue: version?.catalogue.replaceAll(from, to),
      modelIndex: version?.modelIndex.replaceAll(from, to),
    })
    .where(eq(catalogueVersions.id, versionId));
  await db
    .update(catalogueVersionModels)
    .set({ model: sql`replace(${catalogueVersionModels.model}, ${from}, ${to})` })
    .where(eq(catalogueVersionModels.versionId, versionId));
};

/**
 * Imports a file, changes the stored version as an older server could have stored it (before any process reads it),
 * publishes it, and returns its row.
 */
const publishStored = async (file: CatalogueFile, from: string, to: string) => {
  const response = await oem('POST', `catalogue/brands/${BRAND}/versions`, file);
  expect(response.statusCode).toBe(200);
  const number = response.json<{ Version: number }>().Version;
  const version = await findVersionByNumber(db, BRAND, number);
  if (!version) {
    throw new Error('the version was not stored');
  }
  await tamper(version.id, from, to);
  expect((await oem('POST', `catalogue/brands/${BRAND}/versions/${number}/publish`, {})).statusCode).toBe(200);
  return version;
};

const adminGet = (url: string, method: 'GET' | 'POST' = 'GET', payload?: unknown) =>
  call(DEMO_USERS.admin, method, url, payload);

/** A new offer of the default storefront holding one configuration of the model. */
const documentWith = async (partId: string) => {
  const countries = (await adminGet('selection/countrylist')).json<{ CountryId: string }[]>();
  const offer = await adminGet('document', 'POST', {
    BrandPartnerId: BPI,
    ConfigurationContact: {
      ContactData: {
        FirstName: 'Ana',
        LastName: 'Kos',
        Email: 'ana.kos@example.com',
        City: 'Kranj',
        Zip: '4000',
        CountryId: countries[0]?.CountryId,
      },
    },
  });
  const documentId = offer.json<{ SalesDocumentId: string }>().SalesDocumentId;
  const created = await adminGet(`configurator/admin/create?brandPartnerId=${BPI}&partId=${partId}`);
  expect(created.statusCode).toBe(200);
  const configurationId = created.json<{ Metadata: { ConfigurationId: string } }>().Metadata.ConfigurationId;
  const added = await adminGet(
    `document/${documentId}?configurationId=${configurationId}&brandPartnerId=${BPI}`,
    'POST',
  );
  expect(added.statusCode).toBe(200);
  return { documentId, configurationId, created };
};

describe('catalogue texts follow the API text rule (issue 37, finding 4)', () => {
  it('finds a NUL, a lone surrogate and a control character in any text of a file at its JSON pointer: check 200 with findings, import 400', async () => {
    const file = ownFile('Pl\u0000ain');
    (file.parameters[0] as { names: { fr: string } }).names.fr = 'Largeur\uD800';
    (file.tests?.[0] as { name: string }).name = 'Oak\u0007';
    const check = await oem('POST', `catalogue/brands/${BRAND}/check`, file);
    expect(check.statusCode).toBe(200);
    expect(pathsOf(check.json(), 'unsafeText')).toEqual(
      expect.arrayContaining(['/models/0/name', '/parameters/0/names/fr', '/tests/0/name']),
    );
    const before = await versionCount();
    const imported = await oem('POST', `catalogue/brands/${BRAND}/versions?publish=true`, file);
    expect(imported.statusCode).toBe(400);
    expect(pathsOf(imported.json(), 'unsafeText')).toContain('/models/0/name');
    expect(await versionCount()).toBe(before);
  });

  it('answers a rule condition nested 5,000 deep with a finding in check and a 400 in import, not a 500', async () => {
    const file = ownFile();
    const rule = file.models[0]?.rules?.find((item) => 'when' in item && item.when) as { when: unknown };
    rule.when = 'DEEP';
    const text = JSON.stringify(file).replace(
      '"DEEP"',
      `${'{"not":'.repeat(5000)}{"param":"glass","in":["satin"]}${'}'.repeat(5000)}`,
    );
    const check = await oem('POST', `catalogue/brands/${BRAND}/check`, text);
    expect(check.statusCode).toBe(200);
    expect(check.json().Findings).toContainEqual(
      expect.objectContaining({ Code: 'conditionTooDeep', Message: 'nests conditions deeper than 16 levels' }),
    );
    const imported = await oem('POST', `catalogue/brands/${BRAND}/versions?dryRun=true`, text);
    expect(imported.statusCode).toBe(400);
    expect(imported.json().Findings[0]).toMatchObject({ Code: 'conditionTooDeep' });
  });

  it('refuses a range up to 1e308 naming the bound, and a typed width of 10^307 with a 400 on a version stored before the bound', async () => {
    const file = ownFile('Wide');
    const width = file.parameters.find((param) => param.dataType === 'integer') as CatalogueFile['parameters'][0];
    (width.values[0] as { max: number }).max = 1e308;
    const check = await oem('POST', `catalogue/brands/${BRAND}/check`, file);
    const found = check.json().Findings.find((item: { Code: string }) => item.Code === 'numberOutOfBounds');
    expect(found).toMatchObject({ Path: `/parameters/${file.parameters.indexOf(width)}/values/0/max` });
    expect(found.Message).toContain('1000000');

    // An older server stored such a range: the configurator still refuses the number with a 400.
    (width.values[0] as { max: number }).max = 1200;
    await publishStored(file, '"max":1200', '"max":1e+308');
    const partId = await findModelPartId(app, BPI, 'Wide');
    const { created, configurationId } = await documentWith(partId);
    const tree = created.json<{ ViewModel: { Tree: { ParameterId: string; Name: string }[] } }>().ViewModel.Tree;
    const widthId = tree.find((parameter) => parameter.Name === width.names.en)?.ParameterId;
    const typed = await adminGet(
      `configurator/admin/update?brandPartnerId=${BPI}&configurationId=${configurationId}&partId=${partId}&parameterId=${widthId}&customValue=1${'0'.repeat(307)}`,
    );
    expect(typed.statusCode).toBe(400);
    expect(typed.json().Message).toContain('700–1000000');
  });

  it('refuses draft operations on the root, into themselves, with refused text or nesting, and growth past the file limit', async () => {
    expect((await oem('POST', `catalogue/brands/${BRAND}/draft`, { File: ownFile() })).statusCode).toBe(200);
    const change = (operations: unknown[] | string) =>
      oem(
        'PUT',
        `catalogue/brands/${BRAND}/draft`,
        typeof operations === 'string' ? operations : { Revision: 1, Operations: operations },
      );
    const root = await change([{ op: 'move', from: '', path: '/models/0/x' }]);
    expect(root.statusCode).toBe(400);
    expect(root.json().detail).toContain('Operations.0.from');
    expect((await change([{ op: 'replace', path: '', value: {} }])).statusCode).toBe(400);
    const intoItself = await change([{ op: 'move', from: '/models/0', path: '/models/0/parameters/0' }]);
    expect(intoItself.statusCode).toBe(400);
    expect(intoItself.json().detail).toBe('Operations/0/path');
    const nul = await change([{ op: 'replace', path: '/models/0/titles', value: { en: 'a\u0000b' } }]);
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ detail: 'Operations/0/value/en' });
    const deep = await change(
      `{"Revision":1,"Operations":[{"op":"add","path":"/x","value":${'['.repeat(5000)}${']'.repeat(5000)}}]}`,
    );
    expect(deep.statusCode).toBe(400);
    expect(deep.json().detail).toBe('Operations/0/value');
    const doubling = await change(
      Array.from({ length: 40 }, () => ({ op: 'copy', from: '/models', path: '/models/-' })),
    );
    expect(doubling.statusCode).toBe(400);
    expect(doubling.json().Message).toContain('50 MB');
    // Nothing of it was saved.
    const draft = await oem('GET', `catalogue/brands/${BRAND}/draft`);
    expect(draft.json()).toMatchObject({ Revision: 1 });
    expect(draft.json().File.models).toHaveLength(1);
  });
});

describe('documents pinned to a catalogue stored before the text rule (issue 37, finding 4)', () => {
  it('answers GET /document/{id} again after the start repairs the stored texts, keeping the version', async () => {
    // What an older server stored: a NUL in the model's name, written in JSON as \u0000.
    const version = await publishStored(ownFile('Pinned'), '"name":"Pinned"', '"name":"Pin\\u0000ned"');
    const partId = await findModelPartId(app, BPI, 'Pin\u0000ned');
    const { documentId } = await documentWith(partId);

    // The migration lists the stored versions and drafts to repair; the start repairs them.
    const migration = readFileSync(path.join(MIGRATIONS, '0034_catalogue_text_repairs.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').filter((part) => part.includes('INSERT'))) {
      await db.execute(sql.raw(statement));
    }
    await repairCatalogueTexts(db);

    const read = await adminGet(`document/${documentId}?brandPartnerId=${BPI}`);
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('Pin\uFFFDned');
    const [repaired] = await db.select().from(catalogueVersions).where(eq(catalogueVersions.id, version.id));
    expect(repaired?.number).toBe(version.number);
    expect(repaired?.modelIndex).toContain('Pin\uFFFDned');
    expect(repaired?.contentHash).toBe(
      contentHashOf(repaired?.catalogue ?? '', await listVersionModels(db, version.id)),
    );
  });
});
