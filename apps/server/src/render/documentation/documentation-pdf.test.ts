import type { DoorDrawing } from '@door/engine/door';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type DocumentationSheetInput, renderDocumentationFiles } from './documentation-pdf';

const drawing: DoorDrawing = {
  kind: 'entrance',
  widthMm: 1010,
  heightMm: 2130,
  leaves: 1,
  leafColor: '#7A4B2A',
  frameColor: '#7A4B2A',
  surface: 'woodgrain',
  pattern: 'panels4',
  glazing: 'none',
  glassColor: '#CFE3EC',
  glassKind: 'clear',
  inlay: 'none',
  handle: 'lever',
  handleColor: '#B8BCBF',
  hingeSide: 'right',
  opening: 'outward',
  sidePanel: 'left',
  sideWidthMm: 400,
  fanlight: false,
  fanlightHeightMm: 300,
  houseNumber: '',
};

export const sampleSheetInput = (language: DocumentationSheetInput['language']): DocumentationSheetInput => ({
  language,
  modelName: 'Vhodna vrata Žirovnica',
  reference: '2026-14 / 2',
  brandPartnerName: 'Demo Šped d.o.o.',
  drawing,
  parts: [
    {
      Title: 'Krilo',
      PartCode: 'LEAF-01',
      PartId: '1',
      Childs: [
        { Title: 'Tečaj', PartCode: 'HINGE-3D', PartId: '2', Childs: [] },
        { Title: 'Tečaj', PartCode: 'HINGE-3D', PartId: '2', Childs: [] },
      ],
    },
    { Title: 'Podboj', PartCode: 'FRAME-80', PartId: '3', Childs: [] },
  ],
  parameters: [
    { name: 'Širina', value: '1010 mm' },
    { name: 'Barva krila', value: 'Češnja' },
  ],
  createdAt: new Date('2026-11-22T10:00:00Z'),
});

const textOf = async (body: Uint8Array) => {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
};

describe('technical documentation PDFs', () => {
  it('renders the drawing with width, height and opening marked, and readable parts list and parameter sheet', async () => {
    const files = await renderDocumentationFiles(sampleSheetInput('sl'));
    expect(files.map((file) => file.fileName)).toEqual([
      'kotirana-risba-vhodna-vrata-zirovnica.pdf',
      'kosovnica-vhodna-vrata-zirovnica.pdf',
      'list-parametrov-vhodna-vrata-zirovnica.pdf',
    ]);
    for (const file of files) {
      expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const [drawingText, partsText, parametersText] = await Promise.all(files.map((file) => textOf(file.body)));
    expect(drawingText).toContain('1010 mm');
    expect(drawingText).toContain('2130 mm');
    expect(drawingText).toContain('Odpiranje: navzven, tečaji desno');
    expect(drawingText).toContain('Vhodna vrata Žirovnica');
    expect(partsText).toMatch(/HINGE-3D\s*Tečaj\s*2/);
    expect(partsText).toContain('FRAME-80');
    expect(parametersText).toContain('Barva krila');
    expect(parametersText).toContain('Češnja');
  });

  it('speaks the language asked for', async () => {
    const [file] = await renderDocumentationFiles(sampleSheetInput('de'));
    const text = await textOf(file?.body ?? new Uint8Array());
    expect(text).toContain('Maßzeichnung');
    expect(text).toContain('Öffnung: nach außen, Bänder rechts');
  });
});
