import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CatalogueFile } from '@door/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { stableId } from '#server/core/stable-id';
import { CATALOGUES_DIR } from '#server/db/seed/catalogue.seed';
import { DEMO_IDS } from '#server/db/seed/demo-tenancy.seed';
import { exampleCatalogue, readDemoCatalogueText } from '#server/test/demo-catalogue';
import { buildCatalogue, buildModelDefinition } from './catalogue-build';
import { catalogueJson, catalogueSchemaText } from './catalogue-canonical';
import { diffCatalogues, diffLines, isEmptyDiff } from './catalogue-diff';
import { findingLine } from './catalogue-findings';
import { lintCatalogue } from './catalogue-lint';
import { applyPriceSheet, readPriceSheet, writePriceSheet } from './catalogue-prices-sheet';
import { readCatalogue, readCatalogueText } from './catalogue-read';
import { runCatalogueTests, testFailures } from './catalogue-tests';

const demo = (): CatalogueFile => JSON.parse(readDemoCatalogueText());

describe('the canonical file', () => {
  it('writes the demo files back byte for byte, whatever order the keys came in', () => {
    for (const name of ['alpina.json', 'nordhaus.json']) {
      const text = readDemoCatalogueText(name);
      const file = readCatalogueText(text).file as CatalogueFile;
      expect(catalogueJson(file)).toBe(text);
      const shuffled = JSON.parse(text, (_key, value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).reverse())
          : value,
      );
      expect(catalogueJson(readCatalogue(shuffled).file as CatalogueFile)).toBe(text);
    }
  });
});

describe('a file with only the keys CONVENTIONS fixes', () => {
  it('is a whole catalogue: it lints clean and builds its model', () => {
    const text = (value: string) => ({ sl: value, en: value, de: value, fr: value });
    const file = {
      formatVersion: 1,
      brand: { name: 'Minimal' },
      categories: [{ code: 'main', names: text('Main') }],
      parameters: [
        {
          code: 'colour',
          dataType: 'color',
          category: 'main',
          names: text('Colour'),
          values: [
            { code: 'white', names: text('White'), priceCents: 0, isDefault: true },
            { code: 'black', names: text('Black'), priceCents: 5000 },
          ],
        },
      ],
      models: [
        {
          code: 'M1',
          name: 'One',
          titles: text('Door one'),
          basePriceCents: 30000,
          isSpecialOffer: false,
          parameters: [{ code: 'colour', values: ['white', 'black'] }],
          rules: [
            {
              kind: 'part',
              id: 'leaf',
              partId: '6f1c2a4e-8b3d-4e5f-9a7b-1c2d3e4f5a6b',
              partCode: 'LEAF',
              title: text('Leaf'),
            },
          ],
        },
      ],
      tests: [],
    };
    const reading = readCatalogue(file);
    expect(lintCatalogue(reading).map((item) => findingLine(item))).toEqual([]);
    const built = buildCatalogue(DEMO_IDS.brandAlpina, reading.file as CatalogueFile);
    expect(
      buildModelDefinition(built, (reading.file as CatalogueFile).models[0] as CatalogueFile['models'][number])
        .parameters,
    ).toHaveLength(1);
  });
});

describe('a part rule', () => {
  it('takes the part id the file gives (an ERP’s), else derives one from brand, model and part code', () => {
    const file = demo();
    const rules = file.models[0]?.rules ?? [];
    const given = '0b6b9c61-1f0e-4a57-9d56-2a1f4f8c1a10';
    const frame = rules.find((rule) => rule.kind === 'part' && rule.partCode === 'FRAME');
    if (frame?.kind === 'part') {
      frame.partId = given;
    }
    const reading = readCatalogue(file);
    expect(catalogueJson(reading.file as CatalogueFile)).toContain(`"partId": "${given}"`);
    const built = buildCatalogue(DEMO_IDS.brandAlpina, reading.file as CatalogueFile);
    const parts = buildModelDefinition(
      built,
      (reading.file as CatalogueFile).models[0] as CatalogueFile['models'][number],
    ).rules.filter((rule) => rule.kind === 'part');
    expect(parts.find((rule) => rule.partCode === 'FRAME')).toMatchObject({ partId: given });
    expect(parts.find((rule) => rule.partCode === 'HINGE-3')).toMatchObject({
      partId: stableId(`catalogue:${DEMO_IDS.brandAlpina}`, 'part:AURORA:HINGE-3'),
    });
  });
});

describe('the JSON Schema', () => {
  it('beside the demo files is the one the format generates (npm run catalogue -- schema --out …)', () => {
    expect(readFileSync(path.join(CATALOGUES_DIR, 'catalogue.schema.json'), 'utf8')).toBe(catalogueSchemaText());
  });

  it('asks an editor for all four languages of every text and refuses unknown keys', () => {
    const schema = JSON.parse(catalogueSchemaText()) as {
      $defs: Record<string, { required?: string[]; additionalProperties?: boolean }>;
    };
    expect(schema.$defs.Text?.required).toEqual(['sl', 'en', 'de', 'fr']);
    expect(schema.$defs.Model?.additionalProperties).toBe(false);
  });
});

describe('the example of docs/catalogue-format.md', () => {
  it('is a complete brand that lint and its own tests pass', () => {
    const page = readFileSync(path.join(CATALOGUES_DIR, '..', 'docs', 'catalogue-format.md'), 'utf8');
    const example = page.slice(page.indexOf('## A complete example')).match(/```json\n([\s\S]*?)\n```/)?.[1];
    const reading = readCatalogueText(example ?? '');
    expect(lintCatalogue(reading).map((item) => findingLine(item))).toEqual([]);
    const outcomes = runCatalogueTests(reading.file as CatalogueFile);
    expect(outcomes).toHaveLength(2);
    expect(testFailures(outcomes)).toEqual([]);
  });
});

describe('the catalogue tests', () => {
  it('pass on the demo files', () => {
    for (const name of ['alpina.json', 'nordhaus.json']) {
      const outcomes = runCatalogueTests(readCatalogueText(readDemoCatalogueText(name)).file as CatalogueFile);
      expect(outcomes.length).toBeGreaterThan(2);
      expect(testFailures(outcomes)).toEqual([]);
    }
  });

  it('report each expectation that fails at its place', () => {
    const file = demo();
    file.tests = [
      {
        name: 'wrong on purpose',
        model: 'AURORA',
        changes: [{ param: 'lock', value: 'multi3' }],
        expect: {
          choices: { lock: 'single', width: 1100 },
          allowed: { security: ['rc1'] },
          enabled: ['sideWidth'],
          disabled: ['glass'],
          priceTerms: { 'leaf-area': 1 },
          parts: ['LOCK-5'],
          absentParts: ['LOCK-3'],
          message: 'no such message',
        },
      },
      { name: 'refused change', model: 'AURORA', changes: [{ param: 'width', value: 9999 }], expect: {} },
    ];
    const failures = testFailures(runCatalogueTests(file));
    expect(failures.map((item) => item.path)).toEqual([
      '/tests/0/expect/choices/lock',
      '/tests/0/expect/choices/width',
      '/tests/0/expect/allowed/security',
      '/tests/0/expect/enabled/0',
      '/tests/0/expect/disabled/0',
      '/tests/0/expect/priceTerms/leaf-area',
      '/tests/0/expect/parts/0',
      '/tests/0/expect/absentParts/0',
      '/tests/0/expect/message',
      '/tests/1/changes/0',
    ]);
    expect(findingLine(failures[1] as (typeof failures)[number])).toBe(
      '/tests/0/expect/choices/width: test "wrong on purpose": expected width = 1100, got 1000',
    );
  });
});

describe('the diff', () => {
  it('finds nothing between a file and itself, and lists prices as old → new', () => {
    const a = demo();
    expect(isEmptyDiff(diffCatalogues(a, demo()))).toBe(true);
    const b = demo();
    const rule = b.ruleSets
      ?.find((set) => set.code === 'dimensions')
      ?.rules.find((item) => item.id === 'height-over-2100');
    if (rule?.kind === 'price' && rule.term.type === 'perMmOver') {
      rule.term.centsPerMm = 50;
    }
    const model = b.models.find((item) => item.code === 'LIPA');
    if (model) {
      model.titles.en = 'Interior door, oak veneer';
    }
    const diff = diffCatalogues(a, b);
    expect(diff.Prices).toEqual([{ Item: 'ruleSet:dimensions/height-over-2100', Unit: 'perMm', From: 45, To: 50 }]);
    expect(diff.Models.Changed).toEqual(['LIPA']);
    expect(diff.Rules.Changed).toEqual([]);
  });
});

describe('the diff of a changed model and a changed rule', () => {
  it('says what changed in each, field by field, and the command prints it', () => {
    const before = exampleCatalogue();
    const after = exampleCatalogue();
    const model = after.models[0] as CatalogueFile['models'][number];
    model.isSpecialOffer = false;
    model.parameters = model.parameters.filter((use) => use.code !== 'glass');
    model.titles.de = 'Innentür, glatt';
    const rule = after.ruleSets?.[0]?.rules.find((item) => item.id === 'glazed-narrow');
    if (rule?.kind === 'range') {
      rule.max = 900;
      rule.when = { param: 'glass', in: ['satin', 'none'] };
    }
    const diff = diffCatalogues(before, after);
    expect(diff.Models.Changed).toEqual(['EX-PLAIN']);
    expect(diff.Details).toContainEqual({
      Kind: 'Models',
      Item: 'EX-PLAIN',
      Fields: [
        { Field: ['titles', 'de'], From: 'Innentür, glattes Türblatt', To: 'Innentür, glatt' },
        { Field: ['isSpecialOffer'], From: true, To: false },
        { Field: ['parameters', 'glass'], From: { code: 'glass' } },
      ],
    });
    const ruleChange = diff.Details?.find((detail) => detail.Kind === 'Rules');
    expect(ruleChange).toMatchObject({
      Item: 'ruleSet:basics/glazed-narrow',
      Fields: [
        { Field: ['when', 'in'], From: ['satin'], To: ['satin', 'none'] },
        { Field: ['max'], From: 1000, To: 900 },
      ],
      Before: { id: 'glazed-narrow', max: 1000 },
      After: { id: 'glazed-narrow', max: 900 },
    });
    // The rule's sentence needs the names of the parameters it names.
    expect(diff.Names?.glass?.Names.de).toBe('Glas');
    expect(diff.Names?.width?.Names.en).toBe('Width (mm)');
    expect(diffLines(diff)).toEqual(
      expect.arrayContaining([
        'models: 1 changed (EX-PLAIN)',
        '  EX-PLAIN: titles.de: "Innentür, glattes Türblatt" → "Innentür, glatt"; isSpecialOffer: true → false; parameters.glass: removed (was {"code":"glass"})',
        'rules: 1 changed (ruleSet:basics/glazed-narrow)',
        '  ruleSet:basics/glazed-narrow: when.in: ["satin"] → ["satin","none"]; max: 1000 → 900',
      ]),
    );
  });
});

describe('prices as a spreadsheet', () => {
  it('writes every price and reads the sheet back to the same catalogue', async () => {
    const file = demo();
    const buffer = await writePriceSheet(file, 4, 'de');
    const { sheet, findings } = await readPriceSheet(buffer);
    expect(findings).toEqual([]);
    expect(sheet).toMatchObject({ brandName: 'Alpina Vrata', version: 4 });
    expect(applyPriceSheet(file, sheet as NonNullable<typeof sheet>)).toEqual({ file, findings: [] });
  });

  it('refuses a price with more than two decimals and a repeated row, with the cell of each', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await writePriceSheet(demo(), 1, 'en')) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Prices') as ExcelJS.Worksheet;
    sheet.getCell('H6').value = 10.005;
    const copy = sheet.getRow(7).values as ExcelJS.CellValue[];
    sheet.addRow(copy.slice(1));
    const { findings } = await readPriceSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(findings.map((item) => findingLine(item))).toEqual([
      'Prices!H6: has more than 2 decimals',
      `Prices!A${sheet.rowCount}: this price is already in row 7`,
    ]);
  });

  it('refuses a sheet of another layout', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Prices').getCell('A5').value = 'Code';
    const { sheet, findings } = await readPriceSheet(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(sheet).toBeNull();
    expect(findings).toEqual([expect.objectContaining({ path: 'Prices!A5', key: 'priceSheetLayout' })]);
  });
});
