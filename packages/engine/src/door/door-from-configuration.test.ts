import { describe, expect, it } from 'vitest';
import { configure } from '../configure';
import type { ParameterDefinition } from '../definitions';
import { listValue, parameter, testModel } from '../engine.fixtures';
import { compileCatalogueModel } from '../index';
import { type DoorDesignInput, drawingFromConfiguration } from './door-from-configuration';

const DESIGN: DoorDesignInput = { kind: 'interior', pattern: 'flush', glazing: 'strip', inlay: 'none' };
const PRICES = { markupBasisPoints: 0 };

const withRole = (param: ParameterDefinition, role: ParameterDefinition['drawingRole']): ParameterDefinition => ({
  ...param,
  drawingRole: role,
});

const range = (code: string, intValue: number) =>
  parameter(code, 'integer', [listValue('range', { intValue, min: 100, max: 5000 })]);

/** A maker's own codes: nothing here is named like a role, the roles say what each parameter draws. */
const ownCodes = () =>
  compileCatalogueModel(
    testModel(
      [
        withRole(range('breite', 860), 'width'),
        withRole(range('hoehe', 1985), 'height'),
        withRole(
          parameter('finish', 'color', [
            listValue('weisslack', { isDefault: true, color: '#FAFAF5' }),
            listValue('eiche', { color: '#A67B4F', drawingKind: 'woodgrain' }),
          ]),
          'leafColour',
        ),
        withRole(
          parameter('lichtausschnitt', 'string', [
            listValue('ohne', { isDefault: true, drawingKind: 'none' }),
            listValue('mattiert', { color: '#E9EEF0', drawingKind: 'satin' }),
          ]),
          'glass',
        ),
        withRole(
          parameter('anschlag', 'string', [
            listValue('din-links', { isDefault: true, drawingKind: 'left' }),
            listValue('din-rechts', { drawingKind: 'right' }),
          ]),
          'hinge',
        ),
      ],
      [],
    ),
  );

const choose = (model: ReturnType<typeof ownCodes>, paramCode: string, valueCode: string) => {
  const param = model.params[model.paramIndexByCode.get(paramCode) as number];
  const value = param?.def.values[param.valueIndexByCode.get(valueCode) as number];
  return configure(model, {}, { parameterId: param?.def.id as string, parameterValueId: value?.id as string }, PRICES);
};

describe('the door drawn from the roles the catalogue declares', () => {
  it('reads sizes, colour, surface, glass and hinge from parameters with codes of their own', () => {
    const model = ownCodes();
    const start = drawingFromConfiguration(configure(model, {}, null, PRICES), DESIGN);
    expect(start).toMatchObject({
      widthMm: 860,
      heightMm: 1985,
      leafColor: '#FAFAF5',
      surface: 'smooth',
      glazing: 'none',
      hingeSide: 'left',
    });
    expect(drawingFromConfiguration(choose(model, 'finish', 'eiche'), DESIGN)).toMatchObject({
      leafColor: '#A67B4F',
      frameColor: '#A67B4F',
      surface: 'woodgrain',
    });
    expect(drawingFromConfiguration(choose(model, 'lichtausschnitt', 'mattiert'), DESIGN)).toMatchObject({
      glazing: 'strip',
      glassKind: 'satin',
      glassColor: '#E9EEF0',
    });
    expect(drawingFromConfiguration(choose(model, 'anschlag', 'din-rechts'), DESIGN).hingeSide).toBe('right');
  });

  it('ignores codes: parameters named like roles but declaring none leave the picture at its defaults', () => {
    const model = compileCatalogueModel(
      testModel(
        [
          range('width', 700),
          parameter('leafColour', 'color', [listValue('black', { isDefault: true, color: '#000000' })]),
          parameter('hinge', 'string', [listValue('right', { isDefault: true })]),
          parameter('leaves', 'string', [listValue('double', { isDefault: true })]),
        ],
        [],
      ),
    );
    expect(drawingFromConfiguration(configure(model, {}, null, PRICES), DESIGN)).toMatchObject({
      widthMm: 1000,
      leafColor: '#F1F0EA',
      hingeSide: 'left',
      leaves: 1,
      glazing: 'none',
    });
  });
});
