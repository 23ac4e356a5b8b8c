import type { CatalogueFile, CatalogueModel, CatalogueRule } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { exampleCatalogue, readDemoCatalogueText } from '#server/test/demo-catalogue';
import { type Finding, findingLine, hasErrors } from './catalogue-findings';
import { lintCatalogue } from './catalogue-lint';
import { readCatalogue, readCatalogueText } from './catalogue-read';

const demo = (): CatalogueFile => JSON.parse(readDemoCatalogueText());
const text = (value: string) => ({ sl: value, en: value, de: value, fr: value });
const lint = (file: unknown) => lintCatalogue(readCatalogue(file));
const modelIndex = (file: CatalogueFile, code: string) => file.models.findIndex((model) => model.code === code);
const modelOf = (file: CatalogueFile, code: string) => file.models[modelIndex(file, code)] as CatalogueModel;
const useIndex = (file: CatalogueFile, model: string, param: string) =>
  modelOf(file, model).parameters.findIndex((use) => use.code === param);
const paramIndex = (file: CatalogueFile, code: string) => file.parameters.findIndex((param) => param.code === code);
/** Adds a rule to a model and returns its JSON pointer. */
const addRule = (file: CatalogueFile, model: string, rule: CatalogueRule) => {
  const target = modelOf(file, model);
  target.rules = [...(target.rules ?? []), rule];
  return `/models/${modelIndex(file, model)}/rules/${target.rules.length - 1}`;
};

describe('lint of the demo catalogues', () => {
  it('finds nothing in either demo file', () => {
    for (const name of ['alpina.json', 'nordhaus.json']) {
      expect(lintCatalogue(readCatalogueText(readDemoCatalogueText(name))).map((item) => findingLine(item))).toEqual(
        [],
      );
    }
  });
});

describe('lint of a deliberately broken catalogue: one fault per rule, each at its place', () => {
  const file = demo();
  const expected: { path: string; key: Finding['key']; severity?: Finding['severity']; message?: RegExp }[] = [];
  const expect_ = (
    path: string,
    key: Finding['key'],
    extra: { severity?: Finding['severity']; message?: RegExp } = {},
  ) => expected.push({ path, key, ...extra });

  // Schema: a rule of an unknown kind, a code that is not a string.
  const triglav = modelOf(file, 'TRIGLAV').rules as unknown[];
  triglav.push({ kind: 'enabel', id: 'x' });
  expect_(`/models/${modelIndex(file, 'TRIGLAV')}/rules/${triglav.length - 1}/kind`, 'badRuleKind');
  // Unknown codes: a parameter, a value, a tag, a model tag, a selection value, a rule set, a parent part, a category.
  expect_(
    `${addRule(file, 'BLED', { kind: 'enable', id: 'lint-param', param: 'glass', when: { param: 'leafColor', in: ['oak'] }, reason: text('x') })}/when/param`,
    'unknownParameter',
  );
  const handle = useIndex(file, 'BOHINJ', 'handle');
  modelOf(file, 'BOHINJ').parameters[handle]?.values?.push('bar9000');
  expect_(`/models/${modelIndex(file, 'BOHINJ')}/parameters/${handle}/values/4`, 'unknownValue');
  expect_(
    `${addRule(file, 'SAVICA', { kind: 'enable', id: 'lint-tag', param: 'glass', when: { param: 'leafColour', tag: 'shiny' }, reason: text('x') })}/when/tag`,
    'unknownTag',
  );
  expect_(
    `${addRule(file, 'KAMNIK', { kind: 'enable', id: 'lint-model-tag', param: 'glass', when: { modelTag: 'bronze' }, reason: text('x') })}/when/modelTag`,
    'unknownModelTag',
  );
  modelOf(file, 'POHORJE').selection?.push('style:baroque');
  expect_(
    `/models/${modelIndex(file, 'POHORJE')}/selection/${(modelOf(file, 'POHORJE').selection?.length ?? 0) - 1}`,
    'unknownSelection',
  );
  modelOf(file, 'VELIKA').ruleSets?.push('hinges');
  expect_(
    `/models/${modelIndex(file, 'VELIKA')}/ruleSets/${(modelOf(file, 'VELIKA').ruleSets?.length ?? 0) - 1}`,
    'unknownRuleSet',
  );
  expect_(
    `${addRule(file, 'LOGAR', { kind: 'part', id: 'lint-part', partCode: 'KNOB', title: text('Knob'), parent: 'DOOR' })}/parent`,
    'unknownPart',
  );
  file.parameters.push({
    code: 'spare',
    dataType: 'string',
    category: 'accessories',
    names: text('Spare'),
    values: [{ code: 'a', names: text('A'), priceCents: 0 }],
  });
  expect_(`/parameters/${file.parameters.length - 1}/category`, 'unknownCategory');
  // Duplicate codes.
  file.categories.push({ ...structuredClone(file.categories[1] as CatalogueFile['categories'][number]), order: 99 });
  expect_(`/categories/${file.categories.length - 1}`, 'duplicate');
  // A default value the model's own rules forbid: RC3 needs a multi-point lock, the default lock is single.
  const security = useIndex(file, 'KRAS', 'security');
  (modelOf(file, 'KRAS').parameters[security] as { defaultValue?: string }).defaultValue = 'rc3';
  expect_(`/models/${modelIndex(file, 'KRAS')}/parameters/${security}/defaultValue`, 'defaultForbidden');
  // Values and parameters no choice can reach.
  expect_(
    addRule(file, 'MANGART', {
      kind: 'allow',
      id: 'lint-never',
      param: 'lock',
      values: ['motor'],
      when: { modelTag: 'interior' },
      reason: text('x'),
    }),
    'unreachableValue',
  );
  expect_(
    addRule(file, 'MANGART', {
      kind: 'enable',
      id: 'lint-never-enabled',
      param: 'houseNumber',
      when: { modelTag: 'glass' },
      reason: text('x'),
    }),
    'unreachableParameter',
  );
  // A reachable dead end: a flat threshold only without a side panel, and standard only without one either.
  addRule(file, 'PIRAN', {
    kind: 'allow',
    id: 'lint-threshold',
    param: 'threshold',
    values: ['standard', 'flat'],
    when: { param: 'sidePanel', in: ['none'] },
    reason: text('Only without a side panel.'),
  });
  expect_(`/models/${modelIndex(file, 'PIRAN')}/parameters/${useIndex(file, 'PIRAN', 'threshold')}`, 'deadEnd', {
    message: /parameter "threshold" has no allowed value after sidePanel = (left|right|both)/,
  });
  // Missing texts in one of the four languages.
  (file.parameters[3] as { names: { fr?: string } }).names.fr = '';
  expect_('/parameters/3/names/fr', 'missingText', { message: /French/ });
  delete (file.categories[0] as { names: { de?: string } }).names.de;
  expect_('/categories/0/names/de', 'missingText');
  // A value without a price in a category that shows prices (a warning).
  const colour = paramIndex(file, 'leafColour');
  delete file.parameters[colour]?.values[2]?.priceCents;
  expect_(`/parameters/${colour}/values/2/priceCents`, 'missingPrice', { severity: 'warning' });
  // Rules that depend on each other in a circle.
  const cycle = addRule(file, 'SOCA', {
    kind: 'enable',
    id: 'lint-cycle-a',
    param: 'hinge',
    when: { param: 'opening', in: ['inward'] },
    reason: text('x'),
  });
  addRule(file, 'SOCA', {
    kind: 'enable',
    id: 'lint-cycle-b',
    param: 'opening',
    when: { param: 'hinge', in: ['left'] },
    reason: text('x'),
  });
  expect_(cycle, 'ruleCycle');
  // A test of a model the file does not have.
  file.tests?.push({ name: 'ghost', model: 'GHOST', expect: {} });
  expect_(`/tests/${(file.tests?.length ?? 0) - 1}/model`, 'unknownModel');

  const findings = lint(file);

  it.each(expected)('reports $key at $path', ({ path, key, severity = 'error', message }) => {
    const found = findings.filter((item) => item.path === path && item.key === key);
    expect(found, findings.map((item) => findingLine(item)).join('\n')).toHaveLength(1);
    expect(found[0]?.severity).toBe(severity);
    if (message) {
      expect(findingLine(found[0] as Finding)).toMatch(message);
    }
  });

  it('prints each finding as one line starting with its JSON pointer, and counts as failed', () => {
    expect(hasErrors(findings)).toBe(true);
    for (const item of findings) {
      expect(findingLine(item)).toMatch(/^\/[^ ]*: \S/);
    }
  });

  it('speaks the four languages', () => {
    const item = findings.find((candidate) => candidate.key === 'deadEnd') as Finding;
    expect(findingLine(item, 'de')).toContain('Sackgasse in Modell PIRAN');
    expect(findingLine(item, 'sl')).toContain('slepa ulica');
    expect(findingLine(item, 'fr')).toContain('impasse');
  });
});

describe('the dead-end explorer', () => {
  it('finds a dead end two changes deep with its seeded random walks, and names the choices that reach it', () => {
    const file = demo();
    // Standard threshold only without a side panel; flat only without a fanlight: both at once leave nothing.
    addRule(file, 'AURORA', {
      kind: 'allow',
      id: 'deep-standard',
      param: 'threshold',
      values: ['standard'],
      when: { param: 'sidePanel', in: ['none'] },
      reason: text('Standard threshold only without a side panel.'),
    });
    addRule(file, 'AURORA', {
      kind: 'allow',
      id: 'deep-flat',
      param: 'threshold',
      values: ['flat'],
      when: { param: 'fanlight', in: ['none'] },
      reason: text('Flat threshold only without a fanlight.'),
    });
    const path = `/models/0/parameters/${useIndex(file, 'AURORA', 'threshold')}`;
    const findings = lintCatalogue(readCatalogue(file), { explore: { seed: 7, walks: 60, steps: 16 } });
    const deadEnd = findings.find((item) => item.key === 'deadEnd' && item.path === path);
    expect(deadEnd, findings.map((item) => findingLine(item)).join('\n')).toBeDefined();
    const line = findingLine(deadEnd as Finding);
    expect(line).toMatch(/sidePanel = (left|right|both)/);
    expect(line).toMatch(/fanlight = rect/);
    // The same seed finds the same path again.
    const again = lintCatalogue(readCatalogue(file), { explore: { seed: 7, walks: 60, steps: 16 } });
    expect(again.find((item) => item.key === 'deadEnd' && item.path === path)).toEqual(deadEnd);
  });
});

describe('reading a file', () => {
  it('refuses text that is not JSON, and a file that is not an object', () => {
    expect(readCatalogueText('{"formatVersion": 1,').findings).toEqual([
      expect.objectContaining({ path: '', key: 'notJson' }),
    ]);
    expect(readCatalogue([]).findings).toEqual([expect.objectContaining({ path: '', key: 'wrongType' })]);
  });

  it('reads every valid entry of a broken file, so lint still checks the rest', () => {
    const file = demo() as unknown as { formatVersion: number; models: unknown[]; extra: boolean };
    file.formatVersion = 2;
    file.extra = true;
    (file.models as unknown[])[4] = 'not a model';
    const reading = readCatalogue(file);
    expect(reading.file).toBeNull();
    expect(reading.findings.map((item) => item.path)).toEqual(['/extra', '/formatVersion', '/models/4']);
    expect(reading.draft?.models.filter(Boolean)).toHaveLength(31);
  });

  it('reads a model without rules and without parameters: the format lets `rules` out, and such a model is clean', () => {
    const file = demo();
    file.models.push({
      code: 'EMPTY',
      name: 'Empty',
      titles: text('An empty model'),
      basePriceCents: 0,
      parameters: [],
    });
    const reading = readCatalogue(file);
    expect(reading.findings).toEqual([]);
    expect(reading.file?.models.at(-1)).not.toHaveProperty('rules');
    expect(lintCatalogue(reading).map((item) => findingLine(item))).toEqual([]);
  });
});

describe('a number parameter whose rules leave it no room', () => {
  it('names the bounds the rules and the model set, not the number the engine keeps', () => {
    const file = exampleCatalogue();
    const model = file.models[0] as CatalogueModel;
    // The model sells widths up to 1000 mm; satin glass asks for at least 1050 mm.
    model.parameters = model.parameters.map((use) => (use.code === 'width' ? { ...use, max: 1000 } : use));
    model.rules = [
      ...(model.rules ?? []),
      {
        kind: 'range',
        id: 'satin-wide',
        param: 'width',
        when: { param: 'glass', in: ['satin'] },
        min: 1050,
        reason: text('Satin glass needs a wide door.'),
      },
    ];
    const deadEnd = lint(file).find((item) => item.key === 'deadEndRange');
    expect(
      deadEnd,
      lint(file)
        .map((item) => findingLine(item))
        .join('\n'),
    ).toBeDefined();
    const line = findingLine(deadEnd as Finding);
    expect(line).toContain('(min 1050 > max 1000)');
    expect(line).toContain('after glass = satin');
  });
});
