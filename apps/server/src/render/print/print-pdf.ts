import { createHash } from 'node:crypto';
import { blend } from '@door/contract';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { createPdf, PDF_FONT } from '../pdf/pdf';
import {
  changesTitle,
  documentTitle,
  type PrintAmount,
  type PrintModel,
  type PrintPosition,
  pageLabel,
  printDetails,
  printLabels,
  printMoney,
  taxLine,
  termLine,
} from './print-model';

const A4_WIDTH = 595.28;
const BAND_HEIGHT = 78;
const png = (buffer: Buffer) => `data:image/png;base64,${buffer.toString('base64')}`;

/**
 * Names each distinct picture once in the document's image dictionary: pdfkit decodes and embeds a PNG once per
 * name, so a door that appears in several positions (copied configurations) costs one embedding.
 */
const pictureNames = (model: PrintModel) => {
  const names = new Map<Buffer, string>();
  const byContent = new Map<string, string>();
  const images: Record<string, string> = {};
  const add = (buffer: Buffer | null) => {
    if (!buffer || names.has(buffer)) {
      return;
    }
    const key = createHash('sha1').update(buffer).digest('hex');
    let name = byContent.get(key);
    if (!name) {
      name = `picture${byContent.size}`;
      byContent.set(key, name);
      images[name] = png(buffer);
    }
    names.set(buffer, name);
  };
  add(model.letterhead.logo);
  if (model.options.showImages) {
    for (const position of model.positions) {
      add(position.picture);
    }
  }
  return { images, nameOf: (buffer: Buffer) => names.get(buffer) ?? png(buffer) };
};
type NameOf = ReturnType<typeof pictureNames>['nameOf'];

/** A row of `span` columns: an empty first cell, `label` over the middle columns and `amount` in the last. */
const spanRow = (span: number, label: TableCell, amount: TableCell): TableCell[] => [
  { text: '' },
  { ...(label as object), colSpan: span - 2 } as TableCell,
  ...Array.from({ length: span - 3 }, () => ({ text: '' })),
  amount,
];

const amountRows = (model: PrintModel, label: string, amounts: PrintAmount[], span: number): TableCell[][] =>
  amounts.map((amount) =>
    spanRow(
      span,
      {
        text: [{ text: `${label}: `, color: '#555555' }, amount.name, amount.note ? ` (${amount.note})` : ''],
        style: 'small',
      },
      { text: printMoney(model, amount.cents), alignment: 'right', style: 'small' },
    ),
  );

/**
 * The chosen parameters of a position in two name–value pairs a row, the first half on the left: half as tall as
 * one pair a row, and each name column as wide as its longest word, so no word is broken.
 */
const parameterTable = (position: PrintPosition): Content | null => {
  const { parameters } = position;
  if (parameters.length === 0) {
    return null;
  }
  const half = Math.ceil(parameters.length / 2);
  const pair = (index: number): TableCell[] => {
    const parameter = parameters[index];
    return parameter
      ? [{ text: parameter.name, color: '#555555' }, { text: parameter.value }]
      : [{ text: '' }, { text: '' }];
  };
  const body = Array.from({ length: half }, (_, row) => [...pair(row), ...pair(row + half)]);
  return {
    table: { widths: ['auto', '*', 'auto', '*'], body },
    layout: { ...NO_BORDERS, paddingLeft: (column) => (column === 2 ? 10 : 0), paddingRight: () => 4 },
    style: 'small',
  };
};

const NO_BORDERS = { hLineWidth: () => 0, vLineWidth: () => 0, paddingTop: () => 0.5, paddingBottom: () => 0.5 };

/** What is under a position's name: its chosen parameters and (optionally) its documentation items. */
const detailsOf = (model: PrintModel, position: PrintPosition): Content => {
  const label = printLabels(model.language);
  const stack: Content[] = [];
  const parameters = parameterTable(position);
  if (parameters) {
    stack.push(parameters);
  }
  if (model.options.showDocumentation) {
    stack.push({ text: label('documentation'), bold: true, style: 'small', margin: [0, 4, 0, 1] });
    stack.push({
      ul: position.documentation.map((item) => (item.url ? { text: item.fileName, link: item.url } : item.fileName)),
      style: 'small',
    });
  }
  return { stack };
};

/** The columns of the positions: no picture column without images, no price columns without prices. */
const positionColumns = (model: PrintModel) => {
  const label = printLabels(model.language);
  const { showImages, showPrices } = model.options;
  const widths: (string | number)[] = [24];
  const header: TableCell[] = [{ text: label('position'), style: 'th' }];
  if (showImages) {
    widths.push(80);
    header.push({ text: label('picture'), style: 'th' });
  }
  widths.push('*', 34);
  header.push(
    { text: label('description'), style: 'th' },
    { text: label('quantity'), style: 'th', alignment: 'right' },
  );
  if (showPrices) {
    widths.push(66, 70);
    header.push(
      { text: label('unitPrice'), style: 'th', alignment: 'right' },
      { text: label('amount'), style: 'th', alignment: 'right' },
    );
  }
  return { widths, header };
};

const empty = (count: number): TableCell[] => Array.from({ length: count }, () => ({ text: '' }));

/**
 * The rows of one position: its name line with quantity and prices, then the picture beside its parameters over
 * the full width, then its costs, discounts and total.
 */
const positionRows = (model: PrintModel, position: PrintPosition, span: number, nameOf: NameOf): TableCell[][] => {
  const label = printLabels(model.language);
  const { showImages, showPrices } = model.options;
  const nameColumns = showImages ? 2 : 1;
  const nameLine: TableCell[] = [
    { text: String(position.position), bold: true },
    { text: position.name, bold: true, colSpan: nameColumns },
    ...empty(nameColumns - 1),
    { text: String(position.quantity), alignment: 'right' },
  ];
  if (showPrices) {
    nameLine.push(
      { text: printMoney(model, position.unitCents), alignment: 'right' },
      { text: printMoney(model, position.priceCents), alignment: 'right' },
    );
  }
  const detailColumns = span - 1 - (showImages ? 1 : 0);
  const picture: TableCell = position.picture ? { image: nameOf(position.picture), fit: [76, 110] } : { text: '' };
  const details: TableCell[] = [
    { text: '' },
    ...(showImages ? [picture] : []),
    { ...(detailsOf(model, position) as object), colSpan: detailColumns } as TableCell,
    ...empty(detailColumns - 1),
  ];
  const rows = [nameLine, details];
  if (showPrices) {
    const extra = [
      ...amountRows(model, label('additionalCost'), position.additionalCosts, span),
      ...amountRows(model, label('discount'), position.discounts, span),
      ...amountRows(model, label('netCost'), position.netCosts, span),
    ];
    rows.push(...extra);
    if (extra.length > 0) {
      rows.push(
        spanRow(
          span,
          { text: label('positionTotal'), style: 'small', bold: true },
          { text: printMoney(model, position.totalCents), alignment: 'right', style: 'small', bold: true },
        ),
      );
    }
  }
  return rows;
};

/**
 * The positions: a header, then each position as a block kept on one page (a position moves to the next page
 * whole, the ones that fit share a page).
 */
const positionsTable = (model: PrintModel, nameOf: NameOf): Content[] => {
  const { widths, header } = positionColumns(model);
  const accent = model.letterhead.accentColour;
  const lines = blend(accent, '#FFFFFF', 0.35);
  const padding = { paddingTop: () => 3, paddingBottom: () => 3 };
  const headerBlock: Content = {
    table: { widths, body: [header] },
    layout: {
      ...padding,
      hLineWidth: (index) => (index === 1 ? 1 : 0),
      vLineWidth: () => 0,
      hLineColor: () => accent,
      fillColor: () => blend(accent, '#FFFFFF', 0.15),
    },
    margin: [0, 12, 0, 0],
  };
  const blocks: Content[] = model.positions.map((position) => ({
    table: { widths, body: positionRows(model, position, widths.length, nameOf) },
    layout: {
      ...padding,
      hLineWidth: (index, node) => (index === node.table.body.length ? 0.5 : 0),
      vLineWidth: () => 0,
      hLineColor: () => lines,
    },
    unbreakable: true,
  }));
  return [headerBlock, ...blocks];
};

const totalsTable = (model: PrintModel): Content => {
  const label = printLabels(model.language);
  return {
    columns: [
      { width: '*', text: '' },
      {
        width: 220,
        table: {
          widths: ['*', 90],
          body: [
            [label('totalNet'), { text: printMoney(model, model.totals.netCents), alignment: 'right' }],
            [taxLine(model), { text: printMoney(model, model.totals.taxCents), alignment: 'right' }],
            [
              { text: label('total'), bold: true, fontSize: 11 },
              { text: printMoney(model, model.totals.totalCents), alignment: 'right', bold: true, fontSize: 11 },
            ],
          ],
        },
        layout: {
          hLineWidth: (index, node) => (index === node.table.body.length - 1 ? 1 : 0),
          vLineWidth: () => 0,
          hLineColor: () => model.letterhead.accentColour,
        },
      },
    ],
    margin: [0, 10, 0, 0],
    unbreakable: true,
  };
};

const termsBlock = (model: PrintModel): Content[] => {
  const label = printLabels(model.language);
  const block = (title: string, terms: PrintModel['paymentTerms']): Content[] =>
    terms.length === 0
      ? []
      : [
          { text: title, style: 'h2' },
          { ul: terms.map((term) => termLine(model, term)), style: 'small' },
        ];
  return [...block(label('paymentTerms'), model.paymentTerms), ...block(label('deliveryTerms'), model.deliveryTerms)];
};

const changesBlock = (model: PrintModel): Content[] => {
  const changes = model.changes;
  if (!changes) {
    return [];
  }
  const label = printLabels(model.language);
  return [
    { text: changesTitle(model, changes), style: 'h2' },
    changes.rows.length === 0
      ? { text: label('noChanges'), style: 'small' }
      : {
          table: {
            headerRows: 1,
            widths: ['*', 'auto', 'auto'],
            body: [
              [label('description'), label('before'), label('after')].map((text) => ({ text, style: 'th' })),
              ...changes.rows.map((row) => [row.what, row.from, { text: row.to, bold: true }]),
            ],
          },
          layout: 'lightHorizontalLines',
          style: 'small',
        },
  ];
};

/** The pdfmake document of a print model: letterhead band, addresses, positions, totals, terms and page numbers. */
export const printDocumentDefinition = (model: PrintModel): TDocumentDefinitions => {
  const label = printLabels(model.language);
  const { letterhead } = model;
  const { images, nameOf } = pictureNames(model);
  const meta: TableCell[][] = printDetails(model).map(([name, value], index) =>
    index === 0 ? [name, { text: value, bold: true }] : [name, value],
  );
  const addresses: Content[] = [
    { stack: [{ text: label('customer'), style: 'caption' }, ...model.customer.lines] },
    model.delivery ? { stack: [{ text: label('delivery'), style: 'caption' }, ...model.delivery.lines] } : { text: '' },
    { table: { widths: ['auto', '*'], body: meta }, layout: 'noBorders', style: 'small' },
  ];
  return {
    pageSize: 'A4',
    images,
    pageMargins: [40, BAND_HEIGHT + 22, 40, 48],
    info: {
      title: documentTitle(model),
      author: letterhead.name,
      subject: model.templateName,
      creator: letterhead.name,
      producer: 'door-configurator',
      // A fixed creation date: the same model always gives the same file.
      creationDate: new Date(`${model.date}T00:00:00Z`),
      modDate: new Date(`${model.date}T00:00:00Z`),
    },
    background: () => ({
      canvas: [
        { type: 'rect', x: 0, y: 0, w: A4_WIDTH, h: BAND_HEIGHT, color: letterhead.bandColour },
        { type: 'rect', x: 0, y: BAND_HEIGHT, w: A4_WIDTH, h: 3, color: letterhead.accentColour },
      ],
    }),
    header: () => ({
      columns: [
        letterhead.logo ? { image: nameOf(letterhead.logo), fit: [40, 52], width: 44 } : { text: '', width: 0 },
        {
          stack: [
            { text: letterhead.name, fontSize: 16, bold: true, color: letterhead.bandTextColour },
            { text: letterhead.lines.join(' · '), fontSize: 8, color: letterhead.bandTextColour },
          ],
          margin: [8, 12, 0, 0],
        },
      ],
      margin: [40, 13, 40, 0],
    }),
    footer: (page, pages) => ({
      columns: [
        { text: `${documentTitle(model)} · ${letterhead.name}`, style: 'small', color: '#555555' },
        { text: pageLabel(model.language, page, pages), alignment: 'right', style: 'small', color: '#555555' },
      ],
      margin: [40, 16, 40, 0],
    }),
    content: [
      { text: documentTitle(model), style: 'h1' },
      { columns: addresses, columnGap: 16, margin: [0, 8, 0, 0], style: 'body' },
      ...positionsTable(model, nameOf),
      ...(model.options.showPrices ? [totalsTable(model)] : []),
      ...changesBlock(model),
      ...(model.options.showTerms ? termsBlock(model) : []),
    ],
    defaultStyle: { font: PDF_FONT, fontSize: 9, color: '#1A1A1A', lineHeight: 1.15 },
    styles: {
      h1: { fontSize: 18, bold: true, color: '#1A1A1A' },
      h2: { fontSize: 11, bold: true, margin: [0, 14, 0, 4] },
      caption: { fontSize: 8, bold: true, color: '#555555', margin: [0, 0, 0, 2] },
      th: { bold: true, fontSize: 8 },
      small: { fontSize: 8 },
      body: { fontSize: 9 },
    },
  };
};

/** Renders the print model as a PDF (A4, fonts embedded, no outside resources). */
export const renderPrintPdf = async (model: PrintModel): Promise<Buffer> => {
  return createPdf(printDocumentDefinition(model));
};
