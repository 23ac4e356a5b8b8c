import { describe, expect, it } from 'vitest';
import { listValue, parameter, testModel, text } from './engine.fixtures';
import { CatalogueError, compileCatalogueModel } from './index';

const colour = parameter('colour', 'string', [listValue('white', { isDefault: true }), listValue('black')]);
const glass = parameter('glass', 'string', [listValue('clear', { isDefault: true }), listValue('satin')]);
const width = parameter('width', 'integer', [listValue('range', { min: 600, max: 1200, intValue: 900 })]);
const why = text('because');

describe('compiling a model', () => {
  it('refuses a rule that names an unknown parameter, naming the model and the rule', () => {
    const model = testModel(
      [colour],
      [{ kind: 'enable', id: 'r1', param: 'colour', when: { param: 'handle', in: ['x'] }, reason: why }],
    );
    expect(() => compileCatalogueModel(model)).toThrow(
      new CatalogueError('Model TEST, rule r1: unknown parameter "handle"', {
        key: 'unknownParameter',
        params: { model: 'TEST', code: 'handle' },
        ruleId: 'r1',
      }),
    );
  });

  it('refuses a rule that names an unknown value', () => {
    const model = testModel(
      [colour, glass],
      [
        {
          kind: 'allow',
          id: 'r2',
          param: 'glass',
          values: ['grey'],
          when: { param: 'colour', in: ['white'] },
          reason: why,
        },
      ],
    );
    expect(() => compileCatalogueModel(model)).toThrow(/rule r2: unknown value "grey" of parameter "glass"/);
  });

  it('refuses rules that depend on each other in a cycle', () => {
    const model = testModel(
      [colour, glass],
      [
        { kind: 'enable', id: 'a', param: 'glass', when: { param: 'colour', in: ['white'] }, reason: why },
        { kind: 'enable', id: 'b', param: 'colour', when: { param: 'glass', in: ['clear'] }, reason: why },
      ],
    );
    expect(() => compileCatalogueModel(model)).toThrow(/cycle among parameters/);
  });

  it('refuses a model whose default value its own rules exclude', () => {
    const model = testModel(
      [colour, glass],
      [
        {
          kind: 'allow',
          id: 'clear-only-black',
          param: 'glass',
          values: ['clear'],
          when: { param: 'colour', in: ['black'] },
          reason: why,
        },
      ],
    );
    expect(() => compileCatalogueModel(model)).toThrow(
      /Model TEST: default value "clear" of parameter "glass" is not allowed/,
    );
  });

  it('refuses a numeric default outside the range', () => {
    const bad = parameter('width', 'integer', [listValue('range', { min: 600, max: 1200, intValue: 1300 })]);
    expect(() => compileCatalogueModel(testModel([bad], []))).toThrow(
      /default 1300 of parameter "width" is outside 600..1200/,
    );
  });

  it('orders parameters so that each rule reads only earlier ones, whatever the display order', () => {
    const late = parameter('colour', 'string', [listValue('white', { isDefault: true }), listValue('black')], 99);
    const model = compileCatalogueModel(
      testModel(
        [glass, width, late],
        [{ kind: 'enable', id: 'g', param: 'glass', when: { param: 'colour', in: ['white'] }, reason: why }],
      ),
    );
    expect(model.params.map((param) => param.def.code)).toEqual(['width', 'colour', 'glass']);
  });
});
