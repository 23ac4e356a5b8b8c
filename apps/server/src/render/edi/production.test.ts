import type { PartsTreeNode } from '@door/contract';
import { type Change, configure, type EngineResult, presentPartsTree } from '@door/engine';
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

  it('a real configuration carries every parameter by code and round-trips through the EDI import', () => {
    const xml = writeEdiXml(doc);
    expect(doc.positions[0]?.parameters.length).toBe(double.model.params.length);
    expect(readEdiXml(xml, realCatalogue)).toEqual(doc);
    expect(hasGuid(xml)).toBe(false);
  });

  it('writes each position with its parts tree and cut sizes, valid against the XSD, without database ids', async () => {
    const xml = writeProductionXml(doc, trees);
    expect(xml).toContain('<ProductionOrder xmlns="urn:door-configurator:edi:1" version="1">');
    expect(xml).toContain('<Code>TRIGLAV</Code>');
    expect(xml).toContain('<CutSizes unit="mm">');
    expect(hasGuid(xml)).toBe(false);
    expect(writeProductionXml(structuredClone(doc), trees)).toBe(xml);
    expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
    const file = toProductionFile(doc, trees);
    expect(file.FileName).toBe('production-2026-15.xml');
    expect(Buffer.from(file.Contents, 'base64').toString('utf8')).toBe(xml);
  });

  it('derives cut sizes from width, height and leaves by the documented rule', () => {
    const height = Number(doc.positions[0]?.parameters.find((parameter) => parameter.code === 'height')?.customValue);
    expect(height).toBeGreaterThan(0);
    // 1500 wide double door, 2 pieces: clear width 1500 − 2·60 − 2·3 − 3 = 1371, two leaves of 685 mm.
    expect(cutSizesOf(doc.positions[0] as EdiPosition)).toEqual([
      { item: 'FRAME_JAMB', pieces: 4, lengthMm: height },
      { item: 'FRAME_HEAD', pieces: 2, lengthMm: 1500 },
      { item: 'LEAF', pieces: 4, widthMm: 685, heightMm: height - 73 },
    ]);
    const [, , leaf] = cutSizesOf(doc.positions[1] as EdiPosition);
    expect(leaf).toMatchObject({ item: 'LEAF', pieces: 1, widthMm: 900 - 126 });
    const sizeless = { ...(doc.positions[1] as EdiPosition), parameters: [] };
    expect(cutSizesOf(sizeless)).toEqual([]);
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
      const withSizes: EdiDocument = {
        ...generated,
        positions: generated.positions.map((line, lineIndex) => ({
          ...line,
          parameters: [
            { code: 'width', valueCode: '', customValue: String(700 + lineIndex * 311) },
            { code: 'height', valueCode: '', customValue: '2050' },
            { code: 'leaves', valueCode: lineIndex % 2 ? 'double' : 'single', customValue: '' },
            ...line.parameters,
          ],
        })),
      };
      const partsTrees = new Map(
        withSizes.positions.map((line) => [line.position, [node('A', [node('B'), node('B', [node('C')])]), node('D')]]),
      );
      return { fileName: `production-${index}.xml`, contents: writeProductionXml(withSizes, partsTrees) };
    });
    const validation = await validateAgainstXsd(files);
    expect(validation.errors).toEqual([]);
    expect(validation.valid).toBe(true);
  });
});
