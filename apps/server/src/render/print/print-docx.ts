import { blend } from '@door/contract';
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  ImageRun,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import {
  changesTitle,
  documentTitle,
  type PrintModel,
  type PrintPosition,
  pageLabel,
  printDetails,
  printLabels,
  printMoney,
  taxLine,
  termLine,
} from './print-model';

const FONT = 'Calibri';
const hex = (colour: string) => colour.replace('#', '').toUpperCase();
const NO_BORDER = { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' };
const NO_BORDERS = { top: NO_BORDER, bottom: NO_BORDER, left: NO_BORDER, right: NO_BORDER };

const run = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text, font: FONT, size: options.size ?? 18, bold: options.bold, color: options.color });

const paragraph = (
  text: string,
  options: { bold?: boolean; size?: number; color?: string; align?: 'left' | 'right'; after?: number } = {},
) =>
  new Paragraph({
    children: [run(text, options)],
    alignment: options.align === 'right' ? AlignmentType.RIGHT : AlignmentType.LEFT,
    spacing: { after: options.after ?? 0 },
  });

const cell = (
  children: Paragraph[] | Table[] | (Paragraph | Table)[],
  options: { width?: number; fill?: string; span?: number; bottom?: string } = {},
) =>
  new TableCell({
    children,
    columnSpan: options.span,
    width: options.width ? { size: options.width, type: WidthType.DXA } : undefined,
    shading: options.fill ? { type: ShadingType.CLEAR, color: 'auto', fill: hex(options.fill) } : undefined,
    borders: {
      ...NO_BORDERS,
      bottom: options.bottom ? { style: BorderStyle.SINGLE, size: 4, color: hex(options.bottom) } : NO_BORDER,
    },
    margins: { top: 60, bottom: 60, left: 80, right: 80 },
  });

/** Picture size in points, fitted into a box of 76 × 110 points like the PDF. */
const fit = (png: Buffer, box: { width: number; height: number }) => {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const scale = Math.min(box.width / width, box.height / height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
};

const descriptionOf = (model: PrintModel, position: PrintPosition): Paragraph[] => {
  const label = printLabels(model.language);
  const lines = [
    paragraph(position.name, { bold: true, after: 60 }),
    ...position.parameters.map(
      (parameter) =>
        new Paragraph({
          children: [run(`${parameter.name}: `, { size: 16, color: '555555' }), run(parameter.value, { size: 16 })],
        }),
    ),
  ];
  if (model.options.showDocumentation) {
    lines.push(paragraph(label('documentation'), { bold: true, size: 16 }));
    lines.push(
      ...position.documentation.map((item) =>
        paragraph(item.url ? `• ${item.fileName} (${item.url})` : `• ${item.fileName}`, { size: 16 }),
      ),
    );
  }
  return lines;
};

const positionsTable = (model: PrintModel) => {
  const label = printLabels(model.language);
  const { showImages, showPrices } = model.options;
  const accent = model.letterhead.accentColour;
  const headFill = blend(accent, '#FFFFFF', 0.15);
  const line = blend(accent, '#FFFFFF', 0.35);
  const headers: [string, number, boolean][] = [[label('position'), 500, false]];
  if (showImages) {
    headers.push([label('picture'), 1700, false]);
  }
  headers.push([label('description'), showImages ? 4000 : 5700, false], [label('quantity'), 700, true]);
  if (showPrices) {
    headers.push([label('unitPrice'), 1300, true], [label('amount'), 1400, true]);
  }
  const span = headers.length;
  const rows: TableRow[] = [
    new TableRow({
      tableHeader: true,
      children: headers.map(([text, width, right]) =>
        cell([paragraph(text, { bold: true, size: 16, align: right ? 'right' : 'left' })], {
          width,
          fill: headFill,
          bottom: accent,
        }),
      ),
    }),
  ];
  const spanRow = (text: string, amount: string, bold = false) =>
    new TableRow({
      children: [
        cell([paragraph('')], { bottom: line }),
        cell([paragraph(text, { size: 16, bold })], { span: span - 2, bottom: line }),
        cell([paragraph(amount, { size: 16, bold, align: 'right' })], { bottom: line }),
      ],
    });
  for (const position of model.positions) {
    const cells = [cell([paragraph(String(position.position))], { bottom: line })];
    if (showImages) {
      cells.push(
        cell(
          [
            new Paragraph({
              children: position.picture
                ? [
                    new ImageRun({
                      type: 'png',
                      data: position.picture,
                      transformation: fit(position.picture, { width: 76, height: 110 }),
                    }),
                  ]
                : [],
            }),
          ],
          { bottom: line },
        ),
      );
    }
    cells.push(
      cell(descriptionOf(model, position), { bottom: line }),
      cell([paragraph(String(position.quantity), { align: 'right' })], { bottom: line }),
    );
    if (showPrices) {
      cells.push(
        cell([paragraph(printMoney(model, position.unitCents), { align: 'right' })], { bottom: line }),
        cell([paragraph(printMoney(model, position.priceCents), { align: 'right' })], { bottom: line }),
      );
    }
    rows.push(new TableRow({ children: cells, cantSplit: true }));
    if (showPrices) {
      const extra = [
        ...position.additionalCosts.map((amount) => [label('additionalCost'), amount] as const),
        ...position.discounts.map((amount) => [label('discount'), amount] as const),
        ...position.netCosts.map((amount) => [label('netCost'), amount] as const),
      ];
      for (const [kind, amount] of extra) {
        const note = amount.note ? ` (${amount.note})` : '';
        rows.push(spanRow(`${kind}: ${amount.name}${note}`, printMoney(model, amount.cents)));
      }
      if (extra.length > 0) {
        rows.push(spanRow(label('positionTotal'), printMoney(model, position.totalCents), true));
      }
    }
  }
  return new Table({ rows, width: { size: 100, type: WidthType.PERCENTAGE }, layout: TableLayoutType.FIXED });
};

const plainTable = (rows: [string, string, boolean?][], widths: [number, number]) =>
  new Table({
    rows: rows.map(
      ([name, value, bold]) =>
        new TableRow({
          children: [
            cell([paragraph(name, { bold, size: 18 })], { width: widths[0] }),
            cell([paragraph(value, { bold, size: 18, align: 'right' })], { width: widths[1] }),
          ],
        }),
    ),
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER },
  });

/** Renders the print model as a Word document (DOCX) with the same content and options as the PDF. */
export const renderPrintDocx = async (model: PrintModel): Promise<Buffer> => {
  const label = printLabels(model.language);
  const { letterhead } = model;
  const addressColumn = (title: string, lines: string[]) => [
    paragraph(title, { bold: true, size: 16, color: '555555' }),
    ...lines.map((text) => paragraph(text)),
  ];
  const meta = printDetails(model);
  const addresses = new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    borders: { ...NO_BORDERS, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER },
    rows: [
      new TableRow({
        children: [
          cell(addressColumn(label('customer'), model.customer.lines), { width: 3300 }),
          cell(model.delivery ? addressColumn(label('delivery'), model.delivery.lines) : [paragraph('')], {
            width: 3300,
          }),
          cell(
            meta.map(
              ([name, value]) =>
                new Paragraph({
                  children: [run(`${name}: `, { size: 16, color: '555555' }), run(value, { size: 16 })],
                }),
            ),
            { width: 3000 },
          ),
        ],
      }),
    ],
  });
  const body: (Paragraph | Table)[] = [
    paragraph(documentTitle(model), { bold: true, size: 36, after: 160 }),
    addresses,
    paragraph('', { after: 160 }),
    positionsTable(model),
  ];
  if (model.options.showPrices) {
    body.push(
      paragraph('', { after: 120 }),
      plainTable(
        [
          [label('totalNet'), printMoney(model, model.totals.netCents)],
          [taxLine(model), printMoney(model, model.totals.taxCents)],
          [label('total'), printMoney(model, model.totals.totalCents), true],
        ],
        [3000, 1800],
      ),
    );
  }
  if (model.changes) {
    body.push(paragraph(changesTitle(model, model.changes), { bold: true, size: 22, after: 80 }));
    body.push(
      model.changes.rows.length === 0
        ? paragraph(label('noChanges'), { size: 16 })
        : new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: [
              [label('description'), label('before'), label('after')],
              ...model.changes.rows.map((row) => [row.what, row.from, row.to]),
            ].map(
              (texts, index) =>
                new TableRow({
                  children: texts.map((text, column) =>
                    cell([paragraph(text, { bold: index === 0 || column === 2, size: 16 })], {
                      width: column === 0 ? 5000 : 2300,
                    }),
                  ),
                }),
            ),
          }),
    );
  }
  if (model.options.showTerms) {
    for (const [title, terms] of [
      [label('paymentTerms'), model.paymentTerms],
      [label('deliveryTerms'), model.deliveryTerms],
    ] as const) {
      if (terms.length > 0) {
        body.push(paragraph(title, { bold: true, size: 22, after: 80 }));
        body.push(...terms.map((term) => paragraph(`• ${termLine(model, term)}`, { size: 16 })));
      }
    }
  }
  const [before, between, after] = pageLabel(model.language, 1, 2).split(/1|2/) as [string, string, string];
  const document = new Document({
    creator: letterhead.name,
    title: documentTitle(model),
    description: model.templateName,
    styles: { default: { document: { run: { font: FONT, size: 18 } } } },
    sections: [
      {
        properties: { page: { margin: { top: 1700, bottom: 1100, left: 800, right: 800, header: 300 } } },
        headers: {
          default: new Header({
            children: [
              new Table({
                width: { size: 100, type: WidthType.PERCENTAGE },
                borders: { ...NO_BORDERS, insideHorizontal: NO_BORDER, insideVertical: NO_BORDER },
                rows: [
                  new TableRow({
                    children: [
                      cell(
                        [
                          new Paragraph({
                            children: letterhead.logo
                              ? [
                                  new ImageRun({
                                    type: 'png',
                                    data: letterhead.logo,
                                    transformation: fit(letterhead.logo, { width: 36, height: 48 }),
                                  }),
                                ]
                              : [],
                          }),
                        ],
                        { width: 900, fill: letterhead.bandColour, bottom: letterhead.accentColour },
                      ),
                      cell(
                        [
                          paragraph(letterhead.name, { bold: true, size: 32, color: hex(letterhead.bandTextColour) }),
                          paragraph(letterhead.lines.join(' · '), { size: 16, color: hex(letterhead.bandTextColour) }),
                        ],
                        { width: 9400, fill: letterhead.bandColour, bottom: letterhead.accentColour },
                      ),
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.RIGHT,
                children: [
                  new TextRun({
                    font: FONT,
                    size: 16,
                    color: '555555',
                    children: [
                      `${documentTitle(model)} · ${letterhead.name}    ${before}`,
                      PageNumber.CURRENT,
                      between,
                      PageNumber.TOTAL_PAGES,
                      after,
                    ],
                  }),
                ],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return Packer.toBuffer(document);
};
