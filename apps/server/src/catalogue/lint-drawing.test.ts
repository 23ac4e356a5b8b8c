import type { CatalogueFile } from '@door/contract';
import { describe, expect, it } from 'vitest';
import { readDemoCatalogueText } from '#server/test/demo-catalogue';
import { findingLine, hasErrors } from './catalogue-findings';
import { lintCatalogue } from './catalogue-lint';
import { readCatalogue } from './catalogue-read';

const demo = (): CatalogueFile => JSON.parse(readDemoCatalogueText());
const lint = (file: unknown) => lintCatalogue(readCatalogue(file));
const paramIndex = (file: CatalogueFile, code: string) => file.parameters.findIndex((param) => param.code === code);
const paramOf = (file: CatalogueFile, code: string) =>
  file.parameters[paramIndex(file, code)] as CatalogueFile['parameters'][number];

describe('lint of the drawing a file declares', () => {
  it('reports each fault at its place and refuses the file', () => {
    const file = demo();
    // A role on a parameter of the wrong type: width is a number role, hinge a list.
    paramOf(file, 'hinge').drawing = { role: 'width' };
    // An unknown role, and an unknown kind of a known role.
    paramOf(file, 'lock').drawing = { role: 'doorKnocker' };
    const handle = paramOf(file, 'handle');
    (handle.values[1] as { drawing?: string }).drawing = 'doorknob';
    // A kind-role value without its kind.
    const leaves = paramOf(file, 'leaves');
    delete (leaves.values[1] as { drawing?: string }).drawing;
    // A kind on a value of a parameter that draws no kinds.
    (paramOf(file, 'security').values[0] as { drawing?: string }).drawing = 'clear';
    // Two parameters with one role in a model: threshold becomes a second glass.
    const threshold = paramOf(file, 'threshold');
    threshold.drawing = { role: 'glass' };
    for (const value of threshold.values) {
      value.drawing = 'clear';
    }
    const findings = lint(file);
    const lines = findings.map((item) => findingLine(item));
    const at = (path: string, key: string) =>
      expect(
        findings.some((item) => item.path === path && item.key === key),
        `${path} ${key}\n${lines.join('\n')}`,
      ).toBe(true);
    at(`/parameters/${paramIndex(file, 'hinge')}/drawing/role`, 'drawingRoleType');
    at(`/parameters/${paramIndex(file, 'lock')}/drawing/role`, 'unknownDrawingRole');
    at(`/parameters/${paramIndex(file, 'handle')}/values/1/drawing`, 'unknownDrawingKind');
    at(`/parameters/${paramIndex(file, 'leaves')}/values/1/drawing`, 'drawingKindMissing');
    at(`/parameters/${paramIndex(file, 'security')}/values/0/drawing`, 'drawingKindWithoutRole');
    const twice = findings.find((item) => item.key === 'drawingRoleTwice');
    expect(twice?.path).toMatch(/^\/models\/\d+\/parameters\/\d+$/);
    expect(findingLine(twice as (typeof findings)[number])).toMatch(/two parameters with the drawing role "glass"/);
    expect(lines.find((line) => line.includes('doorKnocker'))).toMatch(
      /^\/parameters\/\d+\/drawing\/role: unknown drawing role "doorKnocker"; the roles are "width", /,
    );
    expect(hasErrors(findings)).toBe(true);
    // The faults do not hide the engine's checks: no parameter became a hole, no model lost its parameters.
    expect(findings.filter((item) => item.key === 'unknownParameter')).toEqual([]);
  });

  it('warns about a colour role value without a colour, and speaks every language', () => {
    const file = demo();
    delete paramOf(file, 'frameColour').values[0]?.color;
    const findings = lint(file);
    const warning = findings.find((item) => item.key === 'drawingColourMissing');
    expect(warning).toMatchObject({
      path: `/parameters/${paramIndex(file, 'frameColour')}/values/0/color`,
      severity: 'warning',
    });
    for (const lang of ['sl', 'de', 'fr'] as const) {
      expect(findingLine(warning as (typeof findings)[number], lang)).not.toContain('{');
    }
  });

  it('accepts a file whose parameters declare no drawing at all', () => {
    const file = demo();
    for (const param of file.parameters) {
      delete param.drawing;
      for (const value of param.values) {
        delete value.drawing;
      }
    }
    expect(lint(file).filter((item) => item.severity === 'error')).toEqual([]);
  });
});
