import {
  CATALOGUE_FILE_MAX_BYTES,
  type CatalogueFile,
  catalogueImportReplySchema,
  catalogueVersionsReplySchema,
  DEFAULT_BRAND_PARTNER_ID,
  type FileReply,
} from '@door/contract';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { catalogueImportClaims } from '#server/db/schema';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { IMPORT_CLAIM_MINUTES } from '#server/services/catalogue/catalogue-import';
import { buildTestApp } from '#server/test/build-test-app';
import { readDemoCatalogueText } from '#server/test/demo-catalogue';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const ALPINA = DEMO_IDS.brandAlpina;
const NORDHAUS = DEMO_IDS.brandNordhaus;

const tokens = new Map<string, string>();
const call = async (
  email: string | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: string | object,
  headers: Record<string, string> = {},
) => {
  if (email && !tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      'accept-language': 'en',
      ...(email ? { authorization: tokens.get(email) } : {}),
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(payload === undefined ? {} : { payload }),
  });
};
const oem = (method: 'GET' | 'POST', url: string, payload?: string | object) =>
  call(DEMO_USERS.oem, method, url, payload);

const demoFile = (): CatalogueFile => JSON.parse(readDemoCatalogueText());
const versionsOf = async (brandId: string) =>
  catalogueVersionsReplySchema.parse((await oem('GET', `/catalogue/brands/${brandId}/versions`)).json());
const importFile = async (file: CatalogueFile | string, query = '') => {
  const response = await oem('POST', `/catalogue/brands/${ALPINA}/versions${query}`, file);
  return { response, reply: response.statusCode === 200 ? catalogueImportReplySchema.parse(response.json()) : null };
};

describe('the catalogue as a file', () => {
  it('exports the freshly seeded catalogue byte for byte as the demo file, and the second brand as its own', async () => {
    // Both files declare their drawing (`drawing.role`, a value's kind); the export keeps it as written.
    for (const file of ['alpina.json', 'nordhaus.json']) {
      expect(readDemoCatalogueText(file)).toMatch(/"drawing": \{\n\s+"role": "leafColour"/);
      expect(readDemoCatalogueText(file)).toContain('"drawing": "woodgrain"');
    }
    const alpina = await oem('GET', `/catalogue/brands/${ALPINA}/versions/current`);
    expect(alpina.statusCode).toBe(200);
    expect(alpina.headers['content-type']).toContain('application/json');
    expect(alpina.body).toBe(readDemoCatalogueText('alpina.json'));
    const nordhaus = await oem('GET', `/catalogue/brands/${NORDHAUS}/versions/1`);
    expect(nordhaus.body).toBe(readDemoCatalogueText('nordhaus.json'));
  });

  it('imports what it exported as the version it is (nothing new), and changes nothing on import → export → import', async () => {
    const exported = (await oem('GET', `/catalogue/brands/${ALPINA}/versions/1`)).body;
    const before = await versionsOf(ALPINA);
    const { reply } = await importFile(exported);
    expect(reply).toMatchObject({ IsNew: false, Version: 1, DryRun: false, Published: null });
    expect(reply?.Diff.Prices).toEqual([]);
    expect(reply?.Diff.Models).toEqual({ Added: [], Removed: [], Changed: [] });
    expect((await versionsOf(ALPINA)).Versions).toHaveLength(before.Versions.length);
    expect((await oem('GET', `/catalogue/brands/${ALPINA}/versions/1`)).body).toBe(exported);
  });

  it('shows on a dry run what an import would change, and stores nothing', async () => {
    const file = demoFile();
    const bohinj = file.models.find((model) => model.code === 'BOHINJ');
    if (!bohinj) {
      throw new Error('no BOHINJ');
    }
    bohinj.basePriceCents += 10_000;
    file.models = file.models.filter((model) => model.code !== 'LED');
    const glass = file.parameters.find((param) => param.code === 'glass');
    glass?.values.push({
      code: 'bronze',
      names: { sl: 'Bronasto', en: 'Bronze', de: 'Bronze', fr: 'Bronze' },
      priceCents: 11_000,
      color: '#8C6A43',
      drawing: 'clear',
    });
    const before = await versionsOf(ALPINA);
    const { reply } = await importFile(file, '?dryRun=true');
    expect(reply).toMatchObject({ DryRun: true, Version: null, IsNew: false, ComparedWith: before.CurrentVersion });
    expect(reply?.Diff.Models.Removed).toEqual(['LED']);
    expect(reply?.Diff.Values.Added).toEqual(['glass.bronze']);
    expect(reply?.Diff.Prices).toEqual(
      expect.arrayContaining([
        { Item: 'BOHINJ', Unit: 'each', From: 209_000, To: 219_000 },
        { Item: 'glass.bronze', Unit: 'each', From: null, To: 11_000 },
        { Item: 'LED', Unit: 'each', From: 74_000, To: null },
      ]),
    );
    expect(await versionsOf(ALPINA)).toEqual(before);
  });

  it('stores an import as a draft version, publishes it, and rolls back by re-publishing the older one', async () => {
    const file = demoFile();
    const kamnik = file.models.find((model) => model.code === 'KAMNIK');
    if (!kamnik) {
      throw new Error('no KAMNIK');
    }
    kamnik.basePriceCents += 5_000;
    const before = await versionsOf(ALPINA);
    const { reply } = await importFile(file);
    expect(reply).toMatchObject({ IsNew: true, Published: null });
    const draft = reply?.Version as number;
    expect((await versionsOf(ALPINA)).CurrentVersion).toBe(before.CurrentVersion);
    const published = await oem('POST', `/catalogue/brands/${ALPINA}/versions/${draft}/publish`, {});
    expect(published.json()).toMatchObject({ Version: draft, CurrentVersion: draft });
    const after = await versionsOf(ALPINA);
    expect(after.CurrentVersion).toBe(draft);
    expect(after.Versions[0]).toMatchObject({
      Number: draft,
      CreatedBy: DEMO_USERS.oem,
      Source: 'file',
      IsCurrent: true,
      Publications: [expect.objectContaining({ PublishedBy: DEMO_USERS.oem })],
    });
    const rollback = await oem('POST', `/catalogue/brands/${ALPINA}/versions/${before.CurrentVersion}/publish`, {});
    expect(rollback.json()).toMatchObject({ CurrentVersion: before.CurrentVersion });
    const history = await versionsOf(ALPINA);
    expect(history.Versions.find((version) => version.Number === before.CurrentVersion)?.Publications).toHaveLength(2);
  });

  it('switches to a version scheduled a moment ahead at its time', async () => {
    const file = demoFile();
    const vrsic = file.models.find((model) => model.code === 'VRSIC');
    if (!vrsic) {
      throw new Error('no VRSIC');
    }
    vrsic.basePriceCents = 177_700;
    const selection = async () => {
      const models = (
        await call(DEMO_USERS.sales, 'POST', `/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
          pageSize: 100,
        })
      ).json<{ BrandModelsNotSpecial: { Name: string; Price: number }[] }>();
      return models.BrandModelsNotSpecial.find((model) => model.Name === 'Vršič')?.Price;
    };
    // The import (the slow part) first, then the publish four seconds ahead: a loaded machine still reads before it.
    const { reply } = await importFile(file);
    const old = await selection();
    const from = new Date(Date.now() + 4000).toISOString();
    const published = await oem('POST', `/catalogue/brands/${ALPINA}/versions/${reply?.Version}/publish`, {
      From: from,
    });
    expect(published.json()).toMatchObject({ Version: reply?.Version, ValidFrom: from });
    const early = await selection();
    const earlyVersions = await versionsOf(ALPINA);
    // What was read before the time must be the old catalogue (a machine too loaded to read in time proves nothing).
    if (Date.now() < Date.parse(from)) {
      expect(early).toBe(old);
      expect(earlyVersions.Scheduled).toEqual([{ Version: reply?.Version, ValidFrom: from }]);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(from) - Date.now())));
    // The switch is due now; a loaded machine may answer a little later, so look again for up to five seconds.
    const deadline = Date.parse(from) + 5000;
    let now = await selection();
    while (now === old && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      now = await selection();
    }
    expect(now).not.toBe(old);
    expect((await versionsOf(ALPINA)).CurrentVersion).toBe(reply?.Version);
  });
});

describe('refusals name the place and change nothing', () => {
  const refusedWith = async (file: CatalogueFile | string, status = 400) => {
    const before = await versionsOf(ALPINA);
    const { response } = await importFile(file, '?publish=true');
    expect(response.statusCode).toBe(status);
    expect(await versionsOf(ALPINA)).toEqual(before);
    return response.json<{ Message: string; detail: string; Findings?: { Path: string; Message: string }[] }>();
  };

  it('refuses a malformed file with the JSON pointer of each fault', async () => {
    const file = demoFile() as unknown as { models: { rules: { kind: string }[] }[]; parameters: { code: number }[] };
    (file.models[2] as { rules: { kind: string }[] }).rules[1] = { kind: 'enabel' };
    (file.parameters[4] as { code: number }).code = 7;
    const body = await refusedWith(JSON.stringify(file));
    expect(body.Findings?.map((item) => item.Path)).toEqual(
      expect.arrayContaining(['/models/2/rules/1/kind', '/parameters/4/code']),
    );
  });

  it('refuses unknown codes, naming the rule', async () => {
    const file = demoFile();
    const model = file.models[0];
    model?.rules?.push({
      kind: 'allow',
      id: 'needs-wood',
      param: 'surface',
      values: ['woodgrain'],
      when: { param: 'leafColor', tag: 'wood' },
      reason: { sl: 'x', en: 'x', de: 'x', fr: 'x' },
    });
    const body = await refusedWith(file);
    const index = (model?.rules?.length ?? 0) - 1;
    expect(body.Findings).toEqual([
      expect.objectContaining({
        Path: `/models/0/rules/${index}/when/param`,
        Message: 'unknown parameter "leafColor"',
      }),
    ]);
  });

  it('refuses a catalogue whose tests fail', async () => {
    const file = demoFile();
    const test = file.tests?.find((candidate) => candidate.expect.priceTerms?.['leaf-area'] !== undefined);
    if (!test?.expect.priceTerms) {
      throw new Error('no price-term test');
    }
    test.expect.priceTerms['leaf-area'] = 1;
    const body = await refusedWith(file);
    expect(body.Findings?.[0]?.Path).toMatch(/^\/tests\/\d+\/expect\/priceTerms\/leaf-area$/);
  });

  it('refuses the catalogue of another brand', async () => {
    const nordhaus = JSON.parse(readDemoCatalogueText('nordhaus.json'));
    const body = await refusedWith(nordhaus);
    expect(body.Findings).toEqual([expect.objectContaining({ Path: '/brand/name' })]);
  });

  it('refuses a scheduled publish in the past, on import and on publish', async () => {
    const file = demoFile();
    const before = await versionsOf(ALPINA);
    const response = await oem(
      'POST',
      `/catalogue/brands/${ALPINA}/versions?publish=true&from=2001-01-01T00:00:00Z`,
      file,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'from' });
    const publish = await oem('POST', `/catalogue/brands/${ALPINA}/versions/1/publish`, {
      From: '2001-01-01T00:00:00Z',
    });
    expect(publish.statusCode).toBe(400);
    expect(await versionsOf(ALPINA)).toEqual(before);
  });

  it('refuses a file of 50 MB or more with 413', async () => {
    const big = `{"pad":"${'x'.repeat(CATALOGUE_FILE_MAX_BYTES)}"}`;
    const response = await oem('POST', `/catalogue/brands/${ALPINA}/versions`, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ Message: expect.any(String) });
  });

  it('answers 404 to a version the brand does not have', async () => {
    expect((await oem('GET', `/catalogue/brands/${ALPINA}/versions/999`)).statusCode).toBe(404);
    expect((await oem('POST', `/catalogue/brands/${ALPINA}/versions/999/publish`, {})).statusCode).toBe(404);
  });

  it('refuses an import while another import of the brand runs (409), and takes over the claim of a dead process', async () => {
    const file = demoFile();
    const model = file.models.find((candidate) => candidate.code === 'ZELENCI');
    if (model) {
      model.basePriceCents += 1000;
    }
    // Another import is running: its claim is a row, so it holds for every server process.
    await database.db.insert(catalogueImportClaims).values({ brandId: ALPINA });
    const before = await versionsOf(ALPINA);
    const refused = await importFile(file);
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json()).toMatchObject({ detail: 'importConflict' });
    expect(await versionsOf(ALPINA)).toEqual(before);
    // A dry run claims nothing and still answers.
    expect((await importFile(file, '?dryRun=true')).response.statusCode).toBe(200);
    // The process that claimed it died: after ten minutes the claim is taken over.
    await database.db
      .update(catalogueImportClaims)
      .set({ claimedAt: new Date(Date.now() - (IMPORT_CLAIM_MINUTES + 1) * 60_000) })
      .where(eq(catalogueImportClaims.brandId, ALPINA));
    const taken = await importFile(file);
    expect(taken.response.statusCode).toBe(200);
    expect(await database.db.select().from(catalogueImportClaims)).toEqual([]);
  });

  it('lets at most one of two imports that run at once store its version', async () => {
    const files = [1, 2].map((step) => {
      const file = demoFile();
      const model = file.models.find((candidate) => candidate.code === 'ZELENCI');
      if (model) {
        model.basePriceCents += 2000 + step;
      }
      return file;
    });
    const before = await versionsOf(ALPINA);
    const results = await Promise.all(files.map((file) => importFile(file)));
    const stored = results.filter((result) => result.response.statusCode === 200);
    expect(results.every((result) => [200, 409].includes(result.response.statusCode))).toBe(true);
    expect((await versionsOf(ALPINA)).Versions).toHaveLength(before.Versions.length + stored.length);
    expect(new Set(stored.map((result) => result.reply?.Version)).size).toBe(stored.length);
  });
});

describe('prices as a spreadsheet', () => {
  const sheetOf = async (version: string) => {
    const reply = (await oem('GET', `/catalogue/brands/${ALPINA}/versions/${version}/prices`)).json<FileReply>();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(reply.Contents, 'base64') as unknown as ArrayBuffer);
    return workbook;
  };
  const upload = async (workbook: ExcelJS.Workbook, query: string) =>
    oem('POST', `/catalogue/brands/${ALPINA}/prices${query}`, {
      FileName: 'prices.xlsx',
      Contents: Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64'),
    });
  const rowOf = (sheet: ExcelJS.Worksheet, test: (row: ExcelJS.Row) => boolean) => {
    let found: ExcelJS.Row | undefined;
    sheet.eachRow((row, index) => {
      if (index > 5 && !found && test(row)) {
        found = row;
      }
    });
    if (!found) {
      throw new Error('row not found');
    }
    return found;
  };

  it('exports every price of a version, and reads it back as a new version with the same dry-run diff', async () => {
    const workbook = await sheetOf('1');
    const sheet = workbook.getWorksheet('Prices') as ExcelJS.Worksheet;
    expect(sheet.getCell('B1').value).toBe('Alpina Vrata');
    const file = demoFile();
    const rows = sheet.rowCount - 5;
    const valuePrices = file.parameters.flatMap((param) =>
      param.values.filter((value) => value.priceCents !== undefined),
    );
    expect(rows).toBeGreaterThanOrEqual(file.models.length + valuePrices.length);
    // Unchanged, the sheet is the version it came from.
    const same = catalogueImportReplySchema.parse((await upload(workbook, '?dryRun=true')).json());
    expect(same.Diff.Prices).toEqual([]);
    rowOf(sheet, (row) => row.getCell(1).value === 'model' && row.getCell(2).value === 'AURORA').getCell('H').value =
      1999.5;
    rowOf(sheet, (row) => row.getCell(1).value === 'value' && row.getCell(5).value === 'ral7016').getCell('H').value =
      99;
    rowOf(sheet, (row) => row.getCell(1).value === 'rule' && row.getCell(6).value === 'passive-percent').getCell(
      'H',
    ).value = 7.5;
    const dry = catalogueImportReplySchema.parse((await upload(workbook, '?dryRun=true')).json());
    const expected = [
      { Item: 'AURORA', Unit: 'each', From: 189_000, To: 199_950 },
      { Item: 'leafColour.ral7016', Unit: 'each', From: 12_000, To: 9_900 },
      { Item: 'ruleSet:security/passive-percent', Unit: 'percent', From: 800, To: 750 },
    ];
    expect(dry.Diff.Prices).toEqual(expected);
    expect(dry.ComparedWith).toBe(1);
    const stored = catalogueImportReplySchema.parse((await upload(workbook, '')).json());
    expect(stored).toMatchObject({ IsNew: true, Diff: dry.Diff });
    const exported = JSON.parse(
      (await oem('GET', `/catalogue/brands/${ALPINA}/versions/${stored.Version}`)).body,
    ) as CatalogueFile;
    expect(exported.models.find((model) => model.code === 'AURORA')?.basePriceCents).toBe(199_950);
    const again = await sheetOf(String(stored.Version));
    const aurora = rowOf(
      again.getWorksheet('Prices') as ExcelJS.Worksheet,
      (row) => row.getCell(1).value === 'model' && row.getCell(2).value === 'AURORA',
    );
    expect(aurora.getCell('H').value).toBe(1999.5);
  });

  it('shows the diff of a sheet that breaks price tests, lists them, and updates their expected prices or leaves them out when asked', async () => {
    const workbook = await sheetOf('1');
    const sheet = workbook.getWorksheet('Prices') as ExcelJS.Worksheet;
    const leafArea = rowOf(sheet, (row) => row.getCell(1).value === 'rule' && row.getCell(6).value === 'leaf-area');
    leafArea.getCell('H').value = Number(leafArea.getCell('H').value) * 2;
    // The dry run shows the diff whatever the tests say, and names the tests the new price breaks.
    const dry = catalogueImportReplySchema.parse((await upload(workbook, '?dryRun=true')).json());
    expect(dry.Diff.Prices.map((price) => price.Item)).toEqual([expect.stringMatching(/leaf-area$/)]);
    expect(dry.PriceTests?.map((test) => test.Name)).toEqual([
      "Aurora's default configuration",
      'A side panel has a width, within 3400 mm with the door',
      'Height over 2100 mm costs per mm, and needs four hinges',
    ]);
    expect(dry.PriceTests?.[0]?.Failures[0]).toMatchObject({
      Path: expect.stringMatching(/^\/tests\/\d+\/expect\/priceTerms\/leaf-area$/),
      Code: 'testPriceTerm',
    });
    expect(dry.Diff.Tests.Changed).toEqual([]);
    expect(dry.PriceTestAction).toBeNull();
    // Stored without a choice, it is refused: nothing is imported.
    const before = (await versionsOf(ALPINA)).Versions.length;
    const refused = await upload(workbook, '');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ Message: string; Findings: unknown[] }>()).toMatchObject({
      Message: expect.stringContaining('3 catalogue tests'),
      Findings: expect.arrayContaining([expect.objectContaining({ Code: 'testPriceTerm' })]),
    });
    expect((await versionsOf(ALPINA)).Versions).toHaveLength(before);
    // Updated: the diff shows each test's expected price old → new, and the stored version passes its tests.
    const update = catalogueImportReplySchema.parse((await upload(workbook, '?dryRun=true&priceTests=update')).json());
    expect(update.PriceTestAction).toBe('update');
    expect(update.Diff.Tests.Changed).toHaveLength(3);
    const aurora = update.Diff.Details?.find((detail) => detail.Item === "Aurora's default configuration");
    expect(aurora?.Fields).toEqual([{ Field: ['expect', 'priceTerms', 'leaf-area'], From: 19_950, To: 39_900 }]);
    const stored = catalogueImportReplySchema.parse((await upload(workbook, '?priceTests=update')).json());
    expect(stored).toMatchObject({ IsNew: true, PriceTestAction: 'update' });
    const file = JSON.parse(
      (await oem('GET', `/catalogue/brands/${ALPINA}/versions/${stored.Version}`)).body,
    ) as CatalogueFile;
    expect(file.tests?.find((test) => test.name === "Aurora's default configuration")?.expect.priceTerms).toEqual({
      'leaf-area': 39_900,
    });
    // Left out: each failing expectation goes, the rest of each test stays.
    const drop = catalogueImportReplySchema.parse((await upload(workbook, '?dryRun=true&priceTests=drop')).json());
    const height = drop.Diff.Details?.find(
      (detail) => detail.Item === 'Height over 2100 mm costs per mm, and needs four hinges',
    );
    expect(height?.Fields).toEqual([{ Field: ['expect', 'priceTerms', 'leaf-area'], From: 22_800 }]);
  });

  it('refuses unknown codes, non-numbers and negative prices with the cell of each', async () => {
    const workbook = await sheetOf('1');
    const sheet = workbook.getWorksheet('Prices') as ExcelJS.Worksheet;
    const model = rowOf(sheet, (row) => row.getCell(1).value === 'model' && row.getCell(2).value === 'TRIGLAV');
    model.getCell('H').value = 'twelve';
    const value = rowOf(sheet, (row) => row.getCell(1).value === 'value' && row.getCell(5).value === 'satin');
    value.getCell('H').value = -10;
    const unknown = rowOf(sheet, (row) => row.getCell(1).value === 'value' && row.getCell(5).value === 'ornament');
    unknown.getCell('E').value = 'frosted';
    const response = await upload(workbook, '');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ Findings: { Path: string }[] }>().Findings.map((item) => item.Path)).toEqual([
      `Prices!H${model.number}`,
      `Prices!H${value.number}`,
      `Prices!D${unknown.number}`,
    ]);
  });
});

describe('only the manufacturer’s OEM admins manage the catalogue', () => {
  const routes: [method: 'GET' | 'POST', url: string, body?: object][] = [
    ['GET', '/catalogue/brands'],
    ['GET', `/catalogue/brands/${ALPINA}/versions`],
    ['GET', `/catalogue/brands/${ALPINA}/versions/1`],
    ['POST', `/catalogue/brands/${ALPINA}/versions?dryRun=true`, demoFile()],
    ['POST', `/catalogue/brands/${ALPINA}/versions/1/publish`, {}],
    ['GET', `/catalogue/brands/${ALPINA}/versions/1/prices`],
    ['POST', `/catalogue/brands/${ALPINA}/prices?dryRun=true`, { FileName: 'p.xlsx', Contents: '' }],
    ['GET', `/catalogue/brands/${ALPINA}/versions/1/diff?against=1`],
    ['POST', `/catalogue/brands/${ALPINA}/check`, demoFile()],
  ];

  it.each([DEMO_USERS.admin, DEMO_USERS.sales, DEMO_USERS.installer, DEMO_USERS.customer])(
    'answers 403 to %s on every catalogue call',
    async (email) => {
      for (const [method, url, body] of routes) {
        const response = await call(email, method, url, body);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        // A customer is refused by the routes' audience (staff) before anything is read; staff by the catalogue policy.
        expect(response.json()).toMatchObject({
          Message: expect.any(String),
          detail: email === DEMO_USERS.customer ? 'forbidden' : 'notOemAdmin',
        });
      }
    },
  );

  it('answers 401 without a sign-in on every catalogue call', async () => {
    for (const [method, url, body] of routes) {
      expect((await call(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the OEM admin’s brands with their storefronts and versions', async () => {
    const brands = (await oem('GET', '/catalogue/brands')).json<{ BrandId: string; BrandPartnerIds: string[] }[]>();
    expect(brands.map((brand) => brand.BrandId).sort()).toEqual([ALPINA, NORDHAUS].sort());
    expect(brands.find((brand) => brand.BrandId === ALPINA)?.BrandPartnerIds).toContain(DEFAULT_BRAND_PARTNER_ID);
  });

  it('checks a file without storing it: lint findings and the outcome of each test', async () => {
    const before = await versionsOf(ALPINA);
    const reply = (await oem('POST', `/catalogue/brands/${ALPINA}/check`, demoFile())).json<{
      Findings: unknown[];
      Tests: { Passed: boolean }[];
    }>();
    expect(reply.Findings).toEqual([]);
    expect(reply.Tests.length).toBeGreaterThan(5);
    expect(reply.Tests.every((test) => test.Passed)).toBe(true);
    expect(await versionsOf(ALPINA)).toEqual(before);
  });
});
