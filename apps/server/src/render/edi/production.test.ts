import type { PartsTreeNode } from '@door/contract';
import { type Change, configure, type EngineResult, presentPartsTree } from '@door/engine';
import { doorSizeFromConfiguration } from '@door/engine/door';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadDemoCatalogue } from '#server/test/demo-catalogue';
import { ediDocumentArbitrary, sampleDocument, validateAgainstXsd } from './edi.fixtures';
import type { EdiCatalogue, EdiDocument, EdiPosition } from './edi-document';
import { toProductionFile } from './edi-file';
import { readEdiXml } from './edi-read';
import { writeEdiXml } from './edi-write';
import { cutSizesOf, writeProductionXml } from './production-write';

const loaded = loadDemoCatalogue();
const PRICES = { markupBasisPoints: 0 };
const modelOf = (code: string) => {
  const model = loaded.ordered.find((candidate) => candidate.def.code === code);
  if (!model) {
    throw new Error(`no model ${code}`);
  }
  return model.compiled;
};

/** The real demo catalogue as the import sees it, by codes. */
const realCatalogue: EdiCatalogue = {
  hasModel: (code) => loaded.ordered.some((model) => model.def.code === code),
  hasParameter: (code, parameter) => modelOf(code).paramIndexByCode.has(parameter),
  hasValue: (code, parameter, value) => {
    const model = modelOf(code);
    const param = model.params[model.paramIndexByCode.get(parameter) ?? -1];
    return param?.valueIndexByCode.has(value) ?? false;
  },
};

/** Configures a demo model by codes, as the configurator would. */
const configureByCodes = (code: string, changes: [string, string][]): EngineResult => {
  const model = modelOf(code);
  let result = configure(model, {}, null, PRICES);
  for (const [paramCode, value] of changes) {
    const param = model.params[model.paramIndexByCode.get(paramCode) as number];
    if (!param) {
      throw new Error(`no parameter ${paramCode}`);
    }
    const valueId = param.valueIndexByCode.has(value)
      ? param.def.values[param.valueIndexByCode.get(value) as number]?.id
      : undefined;
    const change: Change = valueId
      ? { parameterId: param.def.id, parameterValueId: valueId }
      : { parameterId: param.def.id, customValue: value };
    result = configure(model, result.choices, change, PRICES);
  }
  return result;
};

/** A position carrying every parameter of an engine result by codes (what the document routes will build). */
const positionOf = (result: EngineResult, position: number, quantity: number): EdiPosition => ({
  position,
  quantity,
  modelCode: result.model.def.code,
  modelName: result.model.def.names.name.en,
  parameters: result.model.params.map((param) => {
    const index = param.index;
    if (param.isList) {
      return {
        code: param.def.code,
        valueCode: param.def.values[result.state.sel[index] ?? -1]?.code ?? '',
        customValue: '',
      };
    }
    const number = result.state.num[index] ?? Number.NaN;
    const custom = param.isNumeric ? (Number.isNaN(number) ? '' : String(number)) : (result.state.text[index] ?? '');
    return { code: param.def.code, valueCode: '', customValue: custom };
  }),
  unitPrice: (result.priceCents / 100).toFixed(2),
  totalPrice: ((result.priceCents * quantity) / 100).toFixed(2),
  commission: '',
  customerPosition: '',
  comment: '',
});

const hasGuid = (text: string) => /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i.test(text);

describe('production file', () => {
  const double = configureByCodes('TRIGLAV', [
    ['leaves', 'double'],
    ['width', '1500'],
  ]);
  const single = configureByCodes('KAMNIK', [['width', '900']]);
  const doc: EdiDocument = {
    ...sampleDocument(),
    positions: [positionOf(double, 1, 2), positionOf(single, 2, 1)],
  };
  const trees = new Map([
    [1, presentPartsTree(double, 'en')],
    [2, presentPartsTree(single, 'en')],
  ]);
  // The sizes by the catalogue's drawing roles, as the document's production order reads them.
  const sizes = new Map([
    [1, doorSizeFromConfiguration(double)],
    [2, doorSizeFromConfiguration(single)],
  ]);

  it('a real configuration carries every parameter by code and round-trips through the EDI import', () => {
    const xml = writeEdiXml(doc);
    expect(doc.positions[0]?.parameters.length).toBe(double.model.params.length);
    expect(readEdiXml(xml, realCatalogue)).toEqual(doc);
    expect(hasGuid(xml)).toBe(false);
  });

  it('writes each position with its parts tree and cut sizes, valid against the XSD, without database ids', async () => {
    const xml = writeProductionXml(doc, trees, sizes);
    expect(xml).toContain('<ProductionOrder xmlns="urn:door-configurator:edi:1" version="1">');
    expect(xml).toContain('<Code>TRIGLAV</Code>');
    expect(xml).toContain('<CutSizes unit="mm">');
    expect(hasGuid(xml)).toBe(false);
    expect(writeProductionXml(structuredClone(doc), trees, sizes)).toBe(xml);
    expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
    const file = toProductionFile(doc, trees, sizes);
    expect(file.FileName).toBe('production-2026-15.xml');
    expect(Buffer.from(file.Contents, 'base64').toString('utf8')).toBe(xml);
  });

  it('derives cut sizes from the width, height and leaves roles by the documented rule', () => {
    const height = Number(doc.positions[0]?.parameters.find((parameter) => parameter.code === 'height')?.customValue);
    expect(height).toBeGreaterThan(0);
    expect(sizes.get(1)).toEqual({ widthMm: 1500, heightMm: height, leaves: 2 });
    // 1500 wide double door, 2 pieces: clear width 1500 − 2·60 − 2·3 − 3 = 1371, two leaves of 685 mm.
    expect(cutSizesOf(sizes.get(1), 2)).toEqual([
      { item: 'FRAME_JAMB', pieces: 4, lengthMm: height },
      { item: 'FRAME_HEAD', pieces: 2, lengthMm: 1500 },
      { item: 'LEAF', pieces: 4, widthMm: 685, heightMm: height - 73 },
    ]);
    const [, , leaf] = cutSizesOf(sizes.get(2), 1);
    expect(leaf).toMatchObject({ item: 'LEAF', pieces: 1, widthMm: 900 - 126 });
    // A door without parameters of the size roles (whatever its codes) has no cut sizes.
    expect(cutSizesOf({ widthMm: null, heightMm: 2000, leaves: 1 }, 1)).toEqual([]);
    expect(cutSizesOf(undefined, 1)).toEqual([]);
    const sizeless = doc.positions[1] as EdiPosition;
    expect(writeProductionXml({ ...doc, positions: [sizeless] }, new Map())).not.toContain('CutSizes');
  });

  it('counts equal sibling parts together and multiplies by the position quantity', () => {
    const leaf: PartsTreeNode = { Title: 'Leaf', PartCode: 'LEAF-1', PartId: 'ignored', Childs: [] };
    const tree: PartsTreeNode[] = [
      {
        Title: 'Door & frame',
        PartCode: 'TRIGLAV',
        PartId: '0d7b1c10-0001-4000-8000-000000000001',
        Childs: [leaf, { ...leaf, Childs: [{ Title: 'Hinge', PartCode: 'HINGE', PartId: 'x', Childs: [] }] }],
      },
    ];
    const xml = writeProductionXml({ ...doc, positions: [doc.positions[0] as EdiPosition] }, new Map([[1, tree]]));
    expect(xml).toContain(
      [
        '        <Part>',
        '          <Code>TRIGLAV</Code>',
        '          <Name>Door &amp; frame</Name>',
        '          <Quantity>2</Quantity>',
        '          <Parts>',
        '            <Part>',
        '              <Code>LEAF-1</Code>',
        '              <Name>Leaf</Name>',
        '              <Quantity>4</Quantity>',
        '              <Parts>',
        '                <Part>',
        '                  <Code>HINGE</Code>',
        '                  <Name>Hinge</Name>',
        '                  <Quantity>4</Quantity>',
      ].join('\n'),
    );
    expect(hasGuid(xml)).toBe(false);
  });

  it('every production file of generated documents validates against the XSD', async () => {
    const node = (code: string, children: PartsTreeNode[] = []): PartsTreeNode => ({
      Title: `${code} č&<`,
      PartCode: code,
      PartId: 'id',
      Childs: children,
    });
    const docs = fc.sample(ediDocumentArbitrary, { numRuns: 40, seed: 7 });
    const files = docs.map((generated, index) => {
      const partsTrees = new Map(
        generated.positions.map((line) => [line.position, [node('A', [node('B'), node('B', [node('C')])]), node('D')]]),
      );
      const doorSizes = new Map(
        generated.positions.map((line, lineIndex) => [
          line.position,
          { widthMm: 700 + lineIndex * 311, heightMm: 2050, leaves: lineIndex % 2 ? 2 : 1 } as const,
        ]),
      );
      return { fileName: `production-${index}.xml`, contents: writeProductionXml(generated, partsTrees, doorSizes) };
    });
    const validation = await validateAgainstXsd(files);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
  });
});
