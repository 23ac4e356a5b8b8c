import { CATALOGUE_MAX_CENTS, type CatalogueFile, type CatalogueRule, isSafeText, type Language } from '@door/contract';
import ExcelJS from 'exceljs';
import { completeText } from './catalogue-build';
import { type PricePoint, pricePoints } from './catalogue-diff';
import { type Finding, finding } from './catalogue-findings';

/** The sheet's name; findings name cells as `Prices!H14`. */
export const PRICE_SHEET_NAME = 'Prices';

const HEADER_ROW = 5;
const COLUMNS = [
  { key: 'kind', header: 'Kind', width: 8 },
  { key: 'model', header: 'Model', width: 14 },
  { key: 'ruleSet', header: 'Rule set', width: 16 },
  { key: 'parameter', header: 'Parameter', width: 16 },
  { key: 'value', header: 'Value', width: 14 },
  { key: 'rule', header: 'Rule', width: 26 },
  { key: 'unit', header: 'Unit', width: 8 },
  { key: 'price', header: 'Price', width: 12 },
  { key: 'name', header: 'Name', width: 48 },
] as const;
const PRICE_COLUMN = 'H';
const UNIT_TEXT: Record<PricePoint['unit'], string> = { each: 'EUR', perM2: 'EUR/m²', perMm: 'EUR/mm', percent: '%' };

/** Where a price sits in the catalogue, as a row of the sheet names it. */
type PriceKey =
  | { kind: 'model'; model: string }
  | { kind: 'value'; parameter: string; value: string }
  | { kind: 'rule'; model: string; ruleSet: string; rule: string };

const keyText = (key: PriceKey) =>
  key.kind === 'model'
    ? key.model
    : key.kind === 'value'
      ? `${key.parameter}.${key.value}`
      : key.ruleSet
        ? `ruleSet:${key.ruleSet}/${key.rule}`
        : `${key.model}/${key.rule}`;

const keyOf = (item: string): PriceKey => {
  if (item.startsWith('ruleSet:')) {
    const [set, rule] = item.slice('ruleSet:'.length).split('/') as [string, string];
    return { kind: 'rule', model: '', ruleSet: set, rule };
  }
  if (item.includes('/')) {
    const [model, rule] = item.split('/') as [string, string];
    return { kind: 'rule', model, ruleSet: '', rule };
  }
  if (item.includes('.')) {
    const at = item.indexOf('.');
    return { kind: 'value', parameter: item.slice(0, at), value: item.slice(at + 1) };
  }
  return { kind: 'model', model: item };
};

/** The amount as the sheet shows it: euros (2 decimals), or percent for a percentage (basis points / 100). */
const shown = (point: PricePoint) => point.amount / 100;

const nameOf = (file: CatalogueFile, key: PriceKey, lang: Language): string => {
  if (key.kind === 'model') {
    return file.models.find((model) => model.code === key.model)?.name ?? '';
  }
  if (key.kind === 'value') {
    const param = file.parameters.find((candidate) => candidate.code === key.parameter);
    const value = param?.values.find((candidate) => candidate.code === key.value);
    return param && value ? `${completeText(param.names)[lang]}: ${completeText(value.names)[lang]}` : '';
  }
  const rules: CatalogueRule[] = key.ruleSet
    ? ((file.ruleSets ?? []).find((set) => set.code === key.ruleSet)?.rules ?? [])
    : ((file.models.find((model) => model.code === key.model)?.rules ?? []) as CatalogueRule[]);
  const rule = rules.find((candidate) => candidate.id === key.rule);
  return rule?.kind === 'price' ? completeText(rule.label)[lang] : '';
};

/**
 * Every price of a catalogue version as one sheet a pricing clerk edits: model base prices, value prices and the
 * amounts of price rules, each on a row named by its codes, the price in column H (EUR, EUR per m² or per mm, or %).
 */
export const writePriceSheet = async (file: CatalogueFile, version: number, lang: Language): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Door configurator';
  const sheet = workbook.addWorksheet(PRICE_SHEET_NAME, { views: [{ state: 'frozen', ySplit: HEADER_ROW }] });
  sheet.getCell('A1').value = 'Brand';
  sheet.getCell('B1').value = file.brand.name;
  sheet.getCell('A2').value = 'Catalogue version';
  sheet.getCell('B2').value = version;
  sheet.getCell('A3').value =
    'Change only the prices in column H (EUR, EUR per m² or per mm, or %; at most 2 decimals), then import this file.';
  sheet.columns = COLUMNS.map((column) => ({ key: column.key, width: column.width }));
  const header = sheet.getRow(HEADER_ROW);
  COLUMNS.forEach((column, index) => {
    header.getCell(index + 1).value = column.header;
  });
  header.font = { bold: true };
  for (const point of pricePoints(file)) {
    const key = keyOf(point.item);
    const row = sheet.addRow({
      kind: key.kind,
      model: key.kind === 'value' ? '' : key.model,
      ruleSet: key.kind === 'rule' ? key.ruleSet : '',
      parameter: key.kind === 'value' ? key.parameter : '',
      value: key.kind === 'value' ? key.value : '',
      rule: key.kind === 'rule' ? key.rule : '',
      unit: UNIT_TEXT[point.unit],
      price: shown(point),
      name: nameOf(file, key, lang),
    });
    row.getCell(PRICE_COLUMN).numFmt = '0.00';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** What a price sheet says: its brand and version, and the price of each row (in cents or basis points). */
export type PriceSheet = {
  brandName: string;
  version: number | null;
  prices: { key: string; amount: number; cell: string }[];
};

const cellAddress = (column: string, row: number) => `${PRICE_SHEET_NAME}!${column}${row}`;

const textOf = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) {
    return '';
  }
  if (typeof value === 'object' && 'result' in value) {
    return textOf(value.result as ExcelJS.CellValue);
  }
  if (typeof value === 'object' && 'richText' in value) {
    return value.richText.map((part) => part.text).join('');
  }
  return String(value).trim();
};

const numberOf = (value: ExcelJS.CellValue): number | null => {
  if (typeof value === 'number') {
    return value;
  }
  if (value !== null && typeof value === 'object' && 'result' in value && typeof value.result === 'number') {
    return value.result;
  }
  return null;
};

/**
 * Reads a price sheet written by writePriceSheet (after a clerk's edits): every row with its codes and price.
 * Refuses, with the cell's address, a sheet of another layout, a price that is not a number, negative, or has more
 * than two decimals, an unknown kind, and a row that repeats another.
 */
export const readPriceSheet = async (buffer: Buffer): Promise<{ sheet: PriceSheet | null; findings: Finding[] }> => {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch (error) {
    return {
      sheet: null,
      findings: [
        finding(PRICE_SHEET_NAME, 'priceSheetLayout', {
          reason: error instanceof Error ? error.message : 'unreadable',
        }),
      ],
    };
  }
  const sheet = workbook.getWorksheet(PRICE_SHEET_NAME);
  if (!sheet) {
    return {
      sheet: null,
      findings: [finding(PRICE_SHEET_NAME, 'priceSheetLayout', { reason: `no sheet "${PRICE_SHEET_NAME}"` })],
    };
  }
  const header = sheet.getRow(HEADER_ROW);
  const wrong = COLUMNS.findIndex((column, index) => textOf(header.getCell(index + 1).value) !== column.header);
  if (wrong >= 0) {
    const column = String.fromCharCode(65 + wrong);
    return {
      sheet: null,
      findings: [
        finding(cellAddress(column, HEADER_ROW), 'priceSheetLayout', {
          reason: `"${COLUMNS[wrong]?.header}" expected`,
        }),
      ],
    };
  }
  const findings: Finding[] = [];
  const versionCell = numberOf(sheet.getCell('B2').value);
  const prices: PriceSheet['prices'] = [];
  const seen = new Map<string, number>();
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber <= HEADER_ROW) {
      return;
    }
    const text = (index: number) => textOf(row.getCell(index).value);
    const kind = text(1);
    if (kind === '' && row.cellCount === 0) {
      return;
    }
    // The cells that name a price follow the API's text rule like every text of a catalogue.
    const unsafe = COLUMNS.findIndex((_column, index) => !isSafeText(text(index + 1)));
    if (unsafe >= 0) {
      findings.push(finding(cellAddress(String.fromCharCode(65 + unsafe), rowNumber), 'unsafeText'));
      return;
    }
    let key: PriceKey;
    if (kind === 'model') {
      key = { kind, model: text(2) };
    } else if (kind === 'value') {
      key = { kind, parameter: text(4), value: text(5) };
    } else if (kind === 'rule') {
      key = { kind, model: text(2), ruleSet: text(3), rule: text(6) };
    } else {
      findings.push(finding(cellAddress('A', rowNumber), 'notOneOf', { options: '"model", "value", "rule"' }));
      return;
    }
    const priceCell = cellAddress(PRICE_COLUMN, rowNumber);
    const raw = row.getCell(PRICE_COLUMN).value;
    const price = numberOf(raw);
    if (price === null || !Number.isFinite(price)) {
      findings.push(finding(priceCell, 'priceNotNumber'));
      return;
    }
    if (Math.abs(price * 100) > CATALOGUE_MAX_CENTS) {
      findings.push(finding(priceCell, 'tooBig', { maximum: CATALOGUE_MAX_CENTS / 100 }));
      return;
    }
    const amount = Math.round(price * 100);
    if (Math.abs(price * 100 - amount) > 1e-6) {
      findings.push(finding(priceCell, 'priceDecimals'));
      return;
    }
    const keyString = keyText(key);
    const earlier = seen.get(keyString);
    if (earlier !== undefined) {
      findings.push(finding(cellAddress('A', rowNumber), 'priceDuplicateRow', { row: earlier }));
      return;
    }
    seen.set(keyString, rowNumber);
    prices.push({ key: keyString, amount, cell: `${rowNumber}` });
  });
  const brandName = textOf(sheet.getCell('B1').value);
  if (!isSafeText(brandName)) {
    findings.push(finding(cellAddress('B', 1), 'unsafeText'));
  }
  return { sheet: { brandName, version: versionCell, prices }, findings };
};

const unknownRow = (key: PriceKey, row: string): Finding => {
  const column = key.kind === 'model' ? 'B' : key.kind === 'value' ? 'D' : 'F';
  return finding(cellAddress(column, Number(row)), 'priceUnknownRow', { what: keyText(key) });
};

/**
 * The catalogue with a sheet's prices put in: every row must name a price the catalogue has (else a finding at the
 * cell); prices the sheet leaves out stay as they are.
 */
export const applyPriceSheet = (
  file: CatalogueFile,
  sheet: PriceSheet,
): { file: CatalogueFile; findings: Finding[] } => {
  const next = structuredClone(file);
  const known = new Map(pricePoints(next).map((point) => [point.item, point]));
  const findings: Finding[] = [];
  const setRuleAmount = (rule: CatalogueRule | undefined, amount: number) => {
    if (rule?.kind !== 'price') {
      return;
    }
    const term = rule.term;
    if (term.type === 'fixed') {
      term.cents = amount;
    } else if (term.type === 'perM2') {
      term.centsPerM2 = amount;
    } else if (term.type === 'perMmOver') {
      term.centsPerMm = amount;
    } else {
      term.basisPoints = amount;
    }
  };
  for (const price of sheet.prices) {
    const key = keyOf(price.key);
    const point = known.get(price.key);
    if (!point) {
      findings.push(unknownRow(key, price.cell));
      continue;
    }
    // A percentage may be a discount; a price may not be negative.
    if (point.unit === 'percent' ? price.amount < -10000 || price.amount > 100000 : price.amount < 0) {
      const cell = cellAddress(PRICE_COLUMN, Number(price.cell));
      findings.push(
        point.unit !== 'percent'
          ? finding(cell, 'priceNegative')
          : price.amount < 0
            ? finding(cell, 'tooSmall', { minimum: -100 })
            : finding(cell, 'tooBig', { maximum: 1000 }),
      );
      continue;
    }
    if (key.kind === 'model') {
      const model = next.models.find((candidate) => candidate.code === key.model);
      if (model) {
        model.basePriceCents = price.amount;
      }
    } else if (key.kind === 'value') {
      const value = next.parameters
        .find((candidate) => candidate.code === key.parameter)
        ?.values.find((candidate) => candidate.code === key.value);
      if (value) {
        value.priceCents = price.amount;
      }
    } else {
      const rules = key.ruleSet
        ? (next.ruleSets ?? []).find((set) => set.code === key.ruleSet)?.rules
        : next.models.find((model) => model.code === key.model)?.rules;
      setRuleAmount(
        rules?.find((rule) => rule.id === key.rule),
        price.amount,
      );
    }
  }
  return { file: next, findings };
};
