import type { CatalogueFile } from '@door/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDemoCatalogueText } from '#server/test/demo-catalogue';
import { catalogueJson } from './catalogue-canonical';
import { findingLine } from './catalogue-findings';
import { lintCatalogue } from './catalogue-lint';
import { type DraftCatalogue, readCatalogue } from './catalogue-read';
import { type Renamed, renameCode } from './catalogue-rename';
import { checkStructure } from './catalogue-structure';
import { runCatalogueTests } from './catalogue-tests';

const demo = (name: string): CatalogueFile => JSON.parse(readDemoCatalogueText(name));
/** The file's text as the server writes it: key order counts. */
const text = (file: unknown) => JSON.stringify(file, null, 2);

/** Every entry of a file that has a code, by its JSON pointer. */
const codedEntries = (file: CatalogueFile): string[] => [
  ...file.categories.map((_, index) => `/categories/${index}`),
  ...file.parameters.flatMap((parameter, index) => [
    `/parameters/${index}`,
    ...parameter.values.map((_, value) => `/parameters/${index}/values/${value}`),
  ]),
  ...(file.selection ?? []).flatMap((filter, index) => [
    `/selection/${index}`,
    ...filter.values.map((_, value) => `/selection/${index}/values/${value}`),
  ]),
  ...(file.ruleSets ?? []).flatMap((set, index) => [
    `/ruleSets/${index}`,
    ...set.rules.map((_, rule) => `/ruleSets/${index}/rules/${rule}`),
  ]),
  ...file.models.flatMap((model, index) => [
    `/models/${index}`,
    ...(model.rules ?? []).map((_, rule) => `/models/${index}/rules/${rule}`),
  ]),
  ...(file.tests ?? []).map((_, index) => `/tests/${index}`),
];

const renamed = (outcome: ReturnType<typeof renameCode>): Renamed => {
  if ('refusal' in outcome) {
    throw new Error(`refused: ${JSON.stringify(outcome)}`);
  }
  return outcome;
};

/** The place of an entry by its code. */
const at = (
  file: CatalogueFile,
  list: 'categories' | 'parameters' | 'models' | 'ruleSets' | 'selection',
  code: string,
) => `/${list}/${(file[list] ?? []).findIndex((entry) => entry.code === code)}`;

describe('renaming a code with every reference', () => {
  const nordhaus = demo('nordhaus.json');
  const glass = at(nordhaus, 'parameters', 'glass');
  const glassValues = nordhaus.parameters.find((parameter) => parameter.code === 'glass')?.values ?? [];
  const security = nordhaus.parameters.find((parameter) => parameter.code === 'security')?.values ?? [];
  const cases: { what: string; path: string; to: string; gone: RegExp; found: RegExp }[] = [
    {
      what: 'a category',
      path: at(nordhaus, 'categories', 'leaf'),
      to: 'door-leaf',
      gone: /"(parent|category)": "leaf"/,
      found: /"parent": "door-leaf"/,
    },
    {
      what: 'a parameter',
      path: glass,
      to: 'glazing-kind',
      gone: /"param": "glass"|"glass": /,
      found: /"param": "glazing-kind"/,
    },
    {
      what: 'a value',
      path: `${glass}/values/${glassValues.findIndex((value) => value.code === 'grey')}`,
      to: 'smoke-grey',
      // The value's drawing kind "grey" is no code: it stays.
      gone: /(?<!"drawing": )"grey"/,
      found: /"glass": "smoke-grey"/,
    },
    {
      what: 'a value that rules name',
      path: `${at(nordhaus, 'parameters', 'security')}/values/${security.findIndex((value) => value.code === 'rc3')}`,
      to: 'resistance-3',
      gone: /"rc3"/,
      found: /"value": "resistance-3"/,
    },
    {
      what: 'a model',
      path: at(nordhaus, 'models', 'KRAS'),
      to: 'NH-KRAS',
      gone: /"KRAS"/,
      found: /"model": "NH-KRAS"/,
    },
    {
      what: 'a rule set',
      path: at(nordhaus, 'ruleSets', 'security'),
      to: 'locks',
      gone: /"security",\n\s+"extensions"/,
      found: /"locks",\n\s+"extensions"/,
    },
    {
      what: 'a rule of a rule set that a test prices',
      path: `${at(nordhaus, 'ruleSets', 'area-entrance')}/rules/0`,
      to: 'entrance-area',
      gone: /"leaf-area": 19950/,
      found: /"entrance-area": 19950/,
    },
    {
      what: 'a test',
      path: '/tests/1',
      to: 'Multi-point lock for RC3',
      gone: /RC3 needs a multi-point lock/,
      found: /"name": "Multi-point lock for RC3"/,
    },
    {
      what: 'a selection filter',
      path: at(nordhaus, 'selection', 'material'),
      to: 'made-of',
      gone: /"material:/,
      found: /"made-of:wood"/,
    },
    {
      what: 'a selection value',
      path: `${at(nordhaus, 'selection', 'style')}/values/0`,
      to: 'contemporary',
      gone: /"style:modern"/,
      found: /"style:contemporary"/,
    },
  ];

  it.each(cases)(
    'renames $what: the file stays clean, its tests pass, and the old code is named nowhere',
    ({ path, to, gone, found }) => {
      const outcome = renamed(renameCode(nordhaus, path, to));
      const written = text(outcome.file);
      expect(written).not.toMatch(gone);
      expect(written).toMatch(found);
      const reading = readCatalogue(outcome.file);
      expect(lintCatalogue(reading).map((item) => findingLine(item))).toEqual([]);
      expect(runCatalogueTests(reading.file as CatalogueFile).filter((test) => test.failures.length > 0)).toEqual([]);
    },
  );

  it('changes nothing in the file it is given', () => {
    const before = text(nordhaus);
    renameCode(nordhaus, glass, 'glazing-kind');
    expect(text(nordhaus)).toBe(before);
  });

  it('refuses a code another entry has, naming it; a code of the wrong form; and a place without a code', () => {
    expect(renameCode(nordhaus, glass, 'leafColour')).toEqual({
      refusal: 'taken',
      kind: 'parameter',
      code: 'leafColour',
    });
    expect(renameCode(nordhaus, `${glass}/values/0`, glassValues[1]?.code ?? '')).toMatchObject({ refusal: 'taken' });
    // A rule set's rule may not take an id a model using the set sees already.
    expect(
      renameCode(nordhaus, `${at(nordhaus, 'ruleSets', 'area-entrance')}/rules/0`, 'rc3-needs-multipoint'),
    ).toEqual({
      refusal: 'taken',
      kind: 'rule',
      code: 'rc3-needs-multipoint',
    });
    expect(renameCode(nordhaus, '/tests/0', nordhaus.tests?.[2]?.name ?? '')).toMatchObject({ refusal: 'taken' });
    expect(renameCode(nordhaus, glass, 'two words')).toEqual({ refusal: 'badCode', kind: 'parameter' });
    expect(renameCode(nordhaus, '/tests/0', '')).toEqual({ refusal: 'badCode', kind: 'test' });
    for (const path of ['/brand', '/models/99', '/models/0/parameters/0', '/categories/0/values/0', '', '/models/x']) {
      expect(renameCode(nordhaus, path, 'anything')).toEqual({ refusal: 'unknownEntry' });
    }
  });

  it('reads only what a file has: a parameter coded like a name every object has gains nothing where it is absent', () => {
    const parameter = renamed(renameCode(nordhaus, glass, 'toString'));
    const grey = glassValues.findIndex((value) => value.code === 'grey');
    const value = renamed(renameCode(parameter.file, `${glass}/values/${grey}`, 'smoke'));
    const tests = (value.file as CatalogueFile).tests ?? [];
    const withChoice = tests.filter((test) => test.expect.choices && Object.hasOwn(test.expect.choices, 'toString'));
    expect(withChoice.map((test) => test.expect.choices?.toString)).toEqual(['smoke']);
    expect(tests.filter((test) => 'toString' in (test.expect.allowed ?? Object.create(null)))).toEqual([]);
    expect(value.file).toStrictEqual(JSON.parse(JSON.stringify(value.file)));
  });

  it('keeps a value of one parameter apart from the same code of another', () => {
    const file = demo('alpina.json');
    const paths = codedEntries(file).filter((path) => /^\/parameters\/\d+\/values\/\d+$/.test(path));
    // Two parameters sharing a value code: renaming one's leaves the other's references as they were.
    const byCode = new Map<string, string[]>();
    for (const path of paths) {
      const [, , parameter, , value] = path.split('/');
      const code = file.parameters[Number(parameter)]?.values[Number(value)]?.code ?? '';
      byCode.set(code, [...(byCode.get(code) ?? []), path]);
    }
    const [shared] = [...byCode.entries()].filter(([, places]) => places.length > 1);
    expect(shared, 'the demo has a value code two parameters share').toBeDefined();
    const [code, places] = shared as [string, string[]];
    const outcome = renamed(renameCode(file, places[0] as string, `${code}-renamed`));
    expect(lintCatalogue(readCatalogue(outcome.file)).filter((item) => item.severity === 'error')).toEqual([]);
  });
});

describe('renaming any code and renaming it back', () => {
  // Random codes, and codes that are names of every object's prototype or that JavaScript orders as array indexes.
  const codeArbitrary = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,24}$/),
    fc.constantFrom('constructor', 'toString', 'hasOwnProperty', 'valueOf', '0', '42', '1e3'),
  );

  it.each(['nordhaus.json', 'alpina.json'])('gives the same file (%s)', (name) => {
    const file = demo(name);
    const original = text(file);
    const canonical = catalogueJson(file);
    const entries = codedEntries(file);
    fc.assert(
      fc.property(fc.constantFrom(...entries), codeArbitrary, (path, to) => {
        const there = renameCode(file, path, to);
        // A code another entry has is refused and the file stays as it is.
        fc.pre(!('refusal' in there));
        const back = renamed(renameCode((there as Renamed).file, path, (there as Renamed).from));
        // The same content, and the same bytes as the format writes it (a code such as "0" is a key JavaScript
        // puts first in an object, so only the canonical form, records in code order, has one order for it).
        expect(back.file).toStrictEqual(file);
        if (text(back.file) !== original) {
          expect(catalogueJson(back.file as CatalogueFile)).toBe(canonical);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('follows every reference: the structure checks of a renamed demo file find no code that names nothing', () => {
    const file = demo('nordhaus.json');
    fc.assert(
      fc.property(fc.constantFrom(...codedEntries(file)), codeArbitrary, (path, to) => {
        const there = renameCode(file, path, to);
        fc.pre(!('refusal' in there));
        expect(checkStructure(readCatalogue((there as Renamed).file).draft as DraftCatalogue)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same file for a test renamed to any name', () => {
    const file = demo('nordhaus.json');
    const original = text(file);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: (file.tests?.length ?? 1) - 1 }),
        fc.string({ minLength: 1, maxLength: 200 }),
        (index, to) => {
          const there = renameCode(file, `/tests/${index}`, to);
          fc.pre(!('refusal' in there));
          expect(
            text(renamed(renameCode((there as Renamed).file, `/tests/${index}`, (there as Renamed).from)).file),
          ).toBe(original);
        },
      ),
    );
  });
});
