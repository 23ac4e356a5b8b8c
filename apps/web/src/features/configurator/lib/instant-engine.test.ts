import {
  DEFINITION_MARKUP_BASIS_POINTS,
  DEFINITION_PRICE_SCALE,
  type LocalizedText,
  type ModelDefinitionReply,
} from '@door/contract';
import { describe, expect, it } from 'vitest';
import { choicesOfTree, compareResults, digestOf, evaluateInstant, prepareInstantModel } from './instant-engine';

const text = (value: string): LocalizedText => ({ sl: value, en: value, de: value, fr: value });
const guid = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const category = {
  id: guid(90),
  parentId: null,
  names: text('General'),
  order: 1,
  showZeroPrices: true,
  statusId: guid(91),
};
const value = (id: number, code: string, cents: number, isDefault = false, drawingKind: string | null = null) => ({
  id: guid(id),
  code,
  names: text(code),
  brandNames: null,
  intValue: null,
  value: code,
  priceCents: cents * DEFINITION_PRICE_SCALE,
  hasImage: false,
  isDefault,
  tags: [],
  color: null,
  drawingKind,
  min: null,
  max: null,
});
const param = (
  id: number,
  code: string,
  dataType: 'string' | 'text',
  values: ReturnType<typeof value>[],
  drawingRole: 'leaves' | 'houseNumber' | null = null,
) => ({
  id: guid(id),
  partParameterId: guid(id + 100),
  code,
  dataType,
  order: id,
  showPicture: false,
  isPopup: false,
  names: { name: text(code), title: text(code), brandName: null },
  category,
  drawingRole,
  values,
});

/** A priced definition as the server sends it: amounts in 1/10 000 cent, the engine's markup to match. */
const DEFINITION: ModelDefinitionReply = {
  VersionId: guid(80),
  PartId: guid(81),
  BrandPartnerId: guid(82),
  ShowPrices: true,
  ShowPartsTree: false,
  MarkupBasisPoints: DEFINITION_MARKUP_BASIS_POINTS,
  Design: { kind: 'interior', pattern: 'flush', glazing: 'none', inlay: 'none' },
  Model: {
    id: guid(81),
    code: 'TEST',
    names: { name: text('Test'), title: text('Test'), brandName: null },
    basePriceCents: 12_345 * DEFINITION_PRICE_SCALE,
    tags: [],
    parameters: [
      // Codes of their own: the drawing follows the roles and kinds the definition declares.
      param(
        1,
        'fluegel',
        'string',
        [value(2, 'ein', 0, true, 'single'), value(3, 'zwei', 25_050, false, 'double')],
        'leaves',
      ),
      param(4, 'hausnummer', 'text', [], 'houseNumber'),
    ],
    rules: [],
  },
};

describe('the instant configurator’s evaluation', () => {
  const model = prepareInstantModel(DEFINITION);
  const opened = evaluateInstant(model, {}, null, 'en');

  it('prices on the definition’s scale to the cent, and draws the door', () => {
    expect(opened.Price).toBe(123.45);
    const double = evaluateInstant(model, opened.choices, { parameterId: guid(1), parameterValueId: guid(3) }, 'en');
    expect(double.Price).toBe(373.95);
    expect(double.Tree[0]?.Price).toBe(250.5);
    expect(double.PictureSvg).toMatch(/^<svg/);
    expect(double.PictureSvg).not.toBe(opened.PictureSvg);
  });

  it('reads back from its tree the choices it made', () => {
    const typed = evaluateInstant(model, opened.choices, { parameterId: guid(4), customValue: 'Ulica 3' }, 'en');
    expect(choicesOfTree(typed.Tree)).toEqual(typed.choices);
  });

  it('finds no difference in an equal result, and names a differing one without the typed text', () => {
    const typed = evaluateInstant(model, opened.choices, { parameterId: guid(4), customValue: 'Ulica 3' }, 'en');
    expect(compareResults(typed, typed)).toEqual([]);
    const other = evaluateInstant(model, opened.choices, { parameterId: guid(4), customValue: 'Ulica 5' }, 'en');
    const differences = compareResults(typed, { ...other, Price: 1 });
    expect(differences).toContainEqual({ Field: 'price', Browser: '123.45', Server: '1' });
    expect(differences).toContainEqual({
      Field: 'choice',
      ParameterId: guid(4),
      Browser: digestOf('Ulica 3'),
      Server: digestOf('Ulica 5'),
    });
    expect(JSON.stringify(differences)).not.toContain('Ulica');
  });
});
