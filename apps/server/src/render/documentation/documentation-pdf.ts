import { createRequire } from 'node:module';
import path from 'node:path';
import type { Language, PartsTreeNode } from '@door/contract';
import {
  Document,
  Font,
  Image,
  Line,
  Page,
  Polygon,
  renderToBuffer,
  StyleSheet,
  Svg,
  Text,
  View,
} from '@react-pdf/renderer';
import { createElement as h, type ReactElement } from 'react';
import { svgToPng } from '../door/door-png';
import { type DoorDrawing, drawDoorSvg } from '../door/door-svg';

// DejaVu Sans covers the Slovenian, German and French letters (č, š, ž, ß, é, …); the built-in PDF fonts do not.
const FONT_DIR = path.join(
  path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
);
const FONT = 'DejaVuSans';
Font.register({
  family: FONT,
  fonts: [
    { src: path.join(FONT_DIR, 'DejaVuSans.ttf') },
    { src: path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'), fontWeight: 'bold' },
  ],
});
// Words are not split at syllables (react-pdf's default hyphenation would cut part codes).
Font.registerHyphenationCallback((word) => [word]);

/** What the three sheets of a configuration's technical documentation show. */
export type DocumentationSheetInput = {
  language: Language;
  /** The model's name in the language. */
  modelName: string;
  /** `2026-14 / position 2`. */
  reference: string;
  brandPartnerName: string;
  drawing: DoorDrawing;
  parts: readonly PartsTreeNode[];
  /** Chosen parameters in display order. */
  parameters: ReadonlyArray<{ name: string; value: string }>;
  createdAt: Date;
};

const LABELS = {
  sl: {
    drawing: 'Kotirana risba',
    parts: 'Kosovnica',
    parameters: 'List parametrov',
    width: 'Širina',
    height: 'Višina',
    opening: 'Odpiranje',
    inward: 'navznoter',
    outward: 'navzven',
    hingesLeft: 'tečaji levo',
    hingesRight: 'tečaji desno',
    leaves: 'Krila',
    code: 'Šifra',
    part: 'Del',
    quantity: 'Količina',
    parameter: 'Parameter',
    value: 'Vrednost',
    page: 'Stran',
    of: 'od',
    none: 'Ni delov.',
  },
  en: {
    drawing: 'Dimensioned drawing',
    parts: 'Parts list',
    parameters: 'Parameter sheet',
    width: 'Width',
    height: 'Height',
    opening: 'Opening',
    inward: 'inward',
    outward: 'outward',
    hingesLeft: 'hinges left',
    hingesRight: 'hinges right',
    leaves: 'Leaves',
    code: 'Code',
    part: 'Part',
    quantity: 'Quantity',
    parameter: 'Parameter',
    value: 'Value',
    page: 'Page',
    of: 'of',
    none: 'No parts.',
  },
  de: {
    drawing: 'Maßzeichnung',
    parts: 'Stückliste',
    parameters: 'Parameterblatt',
    width: 'Breite',
    height: 'Höhe',
    opening: 'Öffnung',
    inward: 'nach innen',
    outward: 'nach außen',
    hingesLeft: 'Bänder links',
    hingesRight: 'Bänder rechts',
    leaves: 'Flügel',
    code: 'Code',
    part: 'Teil',
    quantity: 'Menge',
    parameter: 'Parameter',
    value: 'Wert',
    page: 'Seite',
    of: 'von',
    none: 'Keine Teile.',
  },
  fr: {
    drawing: 'Plan coté',
    parts: 'Nomenclature',
    parameters: 'Fiche des paramètres',
    width: 'Largeur',
    height: 'Hauteur',
    opening: 'Ouverture',
    inward: 'vers l’intérieur',
    outward: 'vers l’extérieur',
    hingesLeft: 'paumelles à gauche',
    hingesRight: 'paumelles à droite',
    leaves: 'Vantaux',
    code: 'Code',
    part: 'Pièce',
    quantity: 'Quantité',
    parameter: 'Paramètre',
    value: 'Valeur',
    page: 'Page',
    of: 'sur',
    none: 'Aucune pièce.',
  },
} as const satisfies Record<Language, Record<string, string>>;

const INK = '#1F2A30';
const MUTED = '#5B6770';
const DIMENSION = '#B3261E';

const styles = StyleSheet.create({
  page: { fontFamily: FONT, fontSize: 9, color: INK, padding: 36, paddingBottom: 48 },
  header: { borderBottomWidth: 1, borderBottomColor: INK, paddingBottom: 6, marginBottom: 12 },
  title: { fontSize: 16, fontWeight: 'bold' },
  subtitle: { fontSize: 9, color: MUTED, marginTop: 2 },
  footer: { position: 'absolute', bottom: 24, left: 36, right: 36, fontSize: 8, color: MUTED, flexDirection: 'row' },
  footerLeft: { flexGrow: 1 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderBottomColor: '#C9D1D6', paddingVertical: 3 },
  headRow: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: INK, paddingVertical: 3 },
  bold: { fontWeight: 'bold' },
  dimension: { position: 'absolute', color: DIMENSION, fontSize: 10, fontWeight: 'bold' },
  facts: { marginTop: 10, flexDirection: 'row', gap: 18 },
});

const dateText = (date: Date) => date.toISOString().slice(0, 10);

const header = (title: string, input: DocumentationSheetInput) =>
  h(
    View,
    { style: styles.header },
    h(Text, { style: styles.title }, `${title}: ${input.modelName}`),
    h(
      Text,
      { style: styles.subtitle },
      `${input.brandPartnerName} · ${input.reference} · ${dateText(input.createdAt)}`,
    ),
  );

const footer = (input: DocumentationSheetInput) => {
  const labels = LABELS[input.language];
  return h(
    View,
    { style: styles.footer, fixed: true },
    h(Text, { style: styles.footerLeft }, `${input.modelName} · ${input.reference}`),
    h(Text, {
      render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
        `${labels.page} ${pageNumber} ${labels.of} ${totalPages}`,
    }),
  );
};

const sheet = (input: DocumentationSheetInput, title: string, body: ReactElement, size: 'A4' = 'A4') =>
  h(
    Document,
    { title: `${title}: ${input.modelName}`, author: input.brandPartnerName, language: input.language },
    h(Page, { size, style: styles.page }, header(title, input), body, footer(input)),
  );

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Where the door leaf lies in the picture drawn by `drawDoorSvg` (the same geometry as there), as fractions of the
 * picture's width and height, so the dimension lines sit on the door's edges.
 */
const leafBox = (d: DoorDrawing) => {
  const frame = d.kind === 'entrance' ? 80 : d.kind === 'interior' ? 55 : 40;
  const sideW = d.sidePanel === 'none' ? 0 : clamp(d.sideWidthMm, 150, 1500);
  const leftW = d.sidePanel === 'left' || d.sidePanel === 'both' ? sideW : 0;
  const rightW = d.sidePanel === 'right' || d.sidePanel === 'both' ? sideW : 0;
  const fanH = d.fanlight ? clamp(d.fanlightHeightMm, 150, 1000) : 0;
  const doorW = clamp(d.widthMm, 400, 4000);
  const doorH = clamp(d.heightMm, 1200, 3500);
  const outerW = leftW + doorW + rightW + 2 * frame;
  const outerH = fanH + doorH + frame;
  const margin = Math.max(outerW, outerH) * 0.12;
  const viewW = outerW + 2 * margin;
  const viewH = outerH + margin * 1.6;
  const left = margin + frame + leftW;
  const top = margin + fanH;
  return {
    viewW,
    viewH,
    left: left / viewW,
    right: (left + doorW) / viewW,
    top: top / viewH,
    bottom: (margin + outerH) / viewH,
  };
};

/** The dimensioned drawing: the configurator's door picture with width, height and opening marked. */
const drawingSheet = (input: DocumentationSheetInput) => {
  const labels = LABELS[input.language];
  const d = input.drawing;
  const box = leafBox(d);
  // The picture fits 440 × 560 points, keeping the drawing's proportions.
  const scale = Math.min(440 / box.viewW, 560 / box.viewH);
  const imageW = box.viewW * scale;
  const imageH = box.viewH * scale;
  // 1.5 pixels per point: sharp in print at the sheet's size, and about half the rendering time of 2.
  const png = svgToPng(drawDoorSvg(d, { width: Math.round(imageW * 1.5), height: Math.round(imageH * 1.5) }));
  const x1 = box.left * imageW;
  const x2 = box.right * imageW;
  const y1 = box.top * imageH;
  const y2 = box.bottom * imageH;
  const widthY = imageH + 14;
  const heightX = imageW + 14;
  const arrow = (points: string) => h(Polygon, { points, fill: DIMENSION });
  const dimensionLines = h(
    Svg,
    { width: imageW + 40, height: imageH + 30, style: { position: 'absolute', left: 0, top: 0 } },
    // Width: extension lines from the leaf edges down past the picture, the dimension line with arrows.
    h(Line, { x1, y1: y2, x2: x1, y2: widthY + 4, stroke: DIMENSION, strokeWidth: 0.6 }),
    h(Line, { x1: x2, y1: y2, x2, y2: widthY + 4, stroke: DIMENSION, strokeWidth: 0.6 }),
    h(Line, { x1, y1: widthY, x2, y2: widthY, stroke: DIMENSION, strokeWidth: 1 }),
    arrow(`${x1},${widthY} ${x1 + 6},${widthY - 3} ${x1 + 6},${widthY + 3}`),
    arrow(`${x2},${widthY} ${x2 - 6},${widthY - 3} ${x2 - 6},${widthY + 3}`),
    // Height: from the top of the leaf to the floor, right of the picture.
    h(Line, { x1: x2, y1, x2: heightX + 4, y2: y1, stroke: DIMENSION, strokeWidth: 0.6 }),
    h(Line, { x1: x2, y1: y2, x2: heightX + 4, y2, stroke: DIMENSION, strokeWidth: 0.6 }),
    h(Line, { x1: heightX, y1, x2: heightX, y2, stroke: DIMENSION, strokeWidth: 1 }),
    arrow(`${heightX},${y1} ${heightX - 3},${y1 + 6} ${heightX + 3},${y1 + 6}`),
    arrow(`${heightX},${y2} ${heightX - 3},${y2 - 6} ${heightX + 3},${y2 - 6}`),
  );
  const opening = `${labels.opening}: ${d.opening === 'outward' ? labels.outward : labels.inward}, ${
    d.hingeSide === 'right' ? labels.hingesRight : labels.hingesLeft
  }`;
  return sheet(
    input,
    labels.drawing,
    h(
      View,
      null,
      h(
        View,
        { style: { width: imageW + 90, height: imageH + 34, position: 'relative' } },
        h(Image, { src: { data: png, format: 'png' }, style: { width: imageW, height: imageH } }),
        dimensionLines,
        h(
          Text,
          { style: [styles.dimension, { left: (x1 + x2) / 2 - 40, top: widthY + 4, width: 80, textAlign: 'center' }] },
          `${d.widthMm} mm`,
        ),
        h(Text, { style: [styles.dimension, { left: heightX + 6, top: (y1 + y2) / 2 - 6 }] }, `${d.heightMm} mm`),
      ),
      h(
        View,
        { style: styles.facts },
        h(Text, null, `${labels.width}: ${d.widthMm} mm`),
        h(Text, null, `${labels.height}: ${d.heightMm} mm`),
        h(Text, null, `${labels.leaves}: ${d.leaves}`),
        h(Text, null, opening),
      ),
    ),
  );
};

type PartLine = { depth: number; code: string; title: string; quantity: number };

/** The parts tree as lines, equal sibling codes counted together (as in the production file). */
const partLines = (nodes: readonly PartsTreeNode[], depth = 0): PartLine[] => {
  const groups = new Map<string, { node: PartsTreeNode; count: number }>();
  for (const node of nodes) {
    const key = `${node.PartCode}\u0000${node.Title}`;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
    } else {
      groups.set(key, { node, count: 1 });
    }
  }
  return [...groups.values()].flatMap(({ node, count }) => [
    { depth, code: node.PartCode, title: node.Title, quantity: count },
    ...partLines(node.Childs, depth + 1),
  ]);
};

const table = (head: string[], widths: string[], rows: string[][], indents: number[] = []) =>
  h(
    View,
    null,
    h(
      View,
      { style: styles.headRow, fixed: true },
      ...head.map((cell, index) => h(Text, { key: index, style: [styles.bold, { width: widths[index] }] }, cell)),
    ),
    ...rows.map((row, rowIndex) =>
      h(
        View,
        { key: rowIndex, style: styles.row, wrap: false },
        ...row.map((cell, index) =>
          h(
            Text,
            {
              key: index,
              style: { width: widths[index], paddingLeft: index === 1 ? (indents[rowIndex] ?? 0) * 10 : 0 },
            },
            cell,
          ),
        ),
      ),
    ),
  );

const partsSheet = (input: DocumentationSheetInput) => {
  const labels = LABELS[input.language];
  const lines = partLines(input.parts);
  return sheet(
    input,
    labels.parts,
    lines.length === 0
      ? h(Text, null, labels.none)
      : table(
          [labels.code, labels.part, labels.quantity],
          ['25%', '60%', '15%'],
          lines.map((line) => [line.code, line.title, String(line.quantity)]),
          lines.map((line) => line.depth),
        ),
  );
};

const parameterSheet = (input: DocumentationSheetInput) => {
  const labels = LABELS[input.language];
  return sheet(
    input,
    labels.parameters,
    table(
      [labels.parameter, labels.value],
      ['45%', '55%'],
      input.parameters.map((parameter) => [parameter.name, parameter.value]),
    ),
  );
};

/** One rendered file of the documentation. */
export type DocumentationFile = { kind: 'drawing' | 'parts' | 'parameters'; fileName: string; body: Buffer };

const fileStem = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase() || 'door';

/** Renders the three PDFs of a configuration's technical documentation: drawing, parts list and parameter sheet. */
export const renderDocumentationFiles = async (input: DocumentationSheetInput): Promise<DocumentationFile[]> => {
  const labels = LABELS[input.language];
  const stem = fileStem(input.modelName);
  const [drawing, parts, parameters] = await Promise.all([
    renderToBuffer(drawingSheet(input)),
    renderToBuffer(partsSheet(input)),
    renderToBuffer(parameterSheet(input)),
  ]);
  return [
    { kind: 'drawing', fileName: `${fileStem(labels.drawing)}-${stem}.pdf`, body: drawing },
    { kind: 'parts', fileName: `${fileStem(labels.parts)}-${stem}.pdf`, body: parts },
    { kind: 'parameters', fileName: `${fileStem(labels.parameters)}-${stem}.pdf`, body: parameters },
  ];
};
