import { createHash } from 'node:crypto';
import { blend } from '@door/contract';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { createPdf, PDF_FONT } from '../pdf/pdf';
import {
  documentTitle,
  type PrintAmount,
  type PrintModel,
  type PrintPosition,
  pageLabel,
  printDate,
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

/** The description cell of a position: name, chosen parameters and (optionally) its documentation items. */
const descriptionOf = (model: PrintModel, position: PrintPosition): Content => {
  const label = printLabels(model.language);
  const parameters: TableCell[][] = position.parameters.map((parameter) => [
    { text: parameter.name, color: '#555555' },
    { text: parameter.value },
  ]);
  const stack: Content[] = [{ text: position.name, bold: true, margin: [0, 0, 0, 3] }];
  if (parameters.length > 0) {
    stack.push({
      table: { widths: ['40%', '*'], body: parameters },
      layout: 'noBorders',
      style: 'small',
    });
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

/** The positions table; its columns follow the options (no picture column without images, no prices without prices). */
const positionsTable = (model: PrintModel, nameOf: NameOf): Content => {
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
  const body: TableCell[][] = [header];
  for (const position of model.positions) {
    const row: TableCell[] = [{ text: String(position.position) }];
    if (showImages) {
      row.push(position.picture ? { image: nameOf(position.picture), fit: [76, 110] } : { text: '' });
    }
    row.push(descriptionOf(model, position), { text: String(position.quantity), alignment: 'right' });
    if (showPrices) {
      row.push(
        { text: printMoney(model, position.unitCents), alignment: 'right' },
        { text: printMoney(model, position.priceCents), alignment: 'right' },
      );
    }
    body.push(row);
    if (showPrices) {
      const span = widths.length;
      const extra = [
        ...amountRows(model, label('additionalCost'), position.additionalCosts, span),
        ...amountRows(model, label('discount'), position.discounts, span),
        ...amountRows(model, label('netCost'), position.netCosts, span),
      ];
      body.push(...extra);
      if (extra.length > 0) {
        body.push(
          spanRow(
            span,
            { text: label('positionTotal'), style: 'small', bold: true },
            { text: printMoney(model, position.totalCents), alignment: 'right', style: 'small', bold: true },
          ),
        );
      }
    }
  }
  const lines = blend(model.letterhead.accentColour, '#FFFFFF', 0.35);
  return {
    table: { headerRows: 1, widths, body, dontBreakRows: true },
    layout: {
      hLineWidth: (index) => (index === 1 ? 1 : 0.5),
      vLineWidth: () => 0,
      hLineColor: (index) => (index === 1 ? model.letterhead.accentColour : lines),
      fillColor: (index) => (index === 0 ? blend(model.letterhead.accentColour, '#FFFFFF', 0.15) : null),
      paddingTop: () => 4,
      paddingBottom: () => 4,
    },
    margin: [0, 12, 0, 0],
  };
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

/** The pdfmake document of a print model: letterhead band, addresses, positions, totals, terms and page numbers. */
export const printDocumentDefinition = (model: PrintModel): TDocumentDefinitions => {
  const label = printLabels(model.language);
  const { letterhead } = model;
  const { images, nameOf } = pictureNames(model);
  const meta: TableCell[][] = [
    [label('number'), { text: model.documentNumber, bold: true }],
    [label('date'), printDate(model)],
  ];
  if (model.commission) {
    meta.push([label('commission'), model.commission]);
  }
  if (model.customerNumber) {
    meta.push([label('customerNumber'), model.customerNumber]);
  }
  if (model.salesman) {
    meta.push([label('salesman'), model.salesman]);
  }
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
      positionsTable(model, nameOf),
      ...(model.options.showPrices ? [totalsTable(model)] : []),
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
