import { AppError, type ErrorKind, formatMessage } from '#server/core/app-error';
import { EDI_MESSAGES } from './edi.messages';
import {
  EDI_AMOUNT_PATTERN,
  EDI_COUNTRY_PATTERN,
  EDI_CURRENCY_PATTERN,
  EDI_DATE_PATTERN,
  EDI_MAX_PARAMETERS,
  EDI_MAX_POSITIONS,
  EDI_MAX_TEXT,
  EDI_PARTY_ROLES,
  EDI_QUANTITY_RANGE,
  type EdiDocument,
} from './edi-document';

/** An EDI error of the given kind with its placeholders filled; `detail` names the kind and the element. */
export const ediError = (kind: ErrorKind, values: Record<string, string | number>, detail?: string): AppError =>
  new AppError(kind, { message: formatMessage(kind, values), detail: detail ?? kind.code });

/** The error for an element with a bad value. */
export const invalidValue = (element: string): AppError =>
  ediError(EDI_MESSAGES.invalidValue, { element }, `invalidValue:${element}`);

/** A code: 1–100 characters on one line without surrounding spaces (XSD type CodeType). */
export const CODE_PATTERN = /^[^\s](?:[^\r\n]{0,98}[^\s])?$/;

const checkText = (element: string, value: string) => {
  if (value.length > EDI_MAX_TEXT) {
    throw invalidValue(element);
  }
};

const checkPattern = (element: string, value: string, pattern: RegExp, optional = false) => {
  if (!(optional && value === '') && !pattern.test(value)) {
    throw invalidValue(element);
  }
};

/** Whether a date text names a real calendar day (the pattern lets 2026-02-31 through). */
const isRealDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * Checks every rule of the format that the XML structure alone does not carry (limits, patterns, ranges,
 * uniqueness) and throws an EDI error naming the element; both the writer and the import use it, so what is
 * written can always be read back.
 */
export const checkEdiDocument = (doc: EdiDocument): void => {
  const { header } = doc;
  checkPattern('Header/DocumentNumber', header.number, CODE_PATTERN);
  for (const [element, value] of [
    ['Header/DocumentDate', header.documentDate],
    ['Header/DeliveryDate', header.deliveryDate],
  ] as const) {
    checkPattern(element, value, EDI_DATE_PATTERN, element === 'Header/DeliveryDate');
    if (value !== '' && !isRealDate(value)) {
      throw invalidValue(element);
    }
  }
  checkPattern('Header/Currency', header.currency, EDI_CURRENCY_PATTERN);
  checkText('Header/Commission', header.commission);
  checkText('Header/CustomerNumber', header.customerNumber);
  checkText('Header/Comment', header.comment);

  const roles = new Set<string>();
  for (const party of doc.parties) {
    const qualifier = EDI_PARTY_ROLES[party.role];
    if (roles.has(party.role)) {
      throw ediError(EDI_MESSAGES.duplicateParty, { role: qualifier }, `duplicateParty:${qualifier}`);
    }
    roles.add(party.role);
    const at = `Party[@qualifier="${qualifier}"]`;
    checkPattern(`${at}/Code`, party.code, CODE_PATTERN, true);
    checkPattern(`${at}/CountryCode`, party.countryCode, EDI_COUNTRY_PATTERN, true);
    for (const [field, value] of Object.entries(party)) {
      checkText(`${at}/${field}`, value);
    }
  }
  if (!roles.has('seller')) {
    throw ediError(EDI_MESSAGES.missingElement, { element: 'Party[@qualifier="SE"]' }, 'missingElement:Party-SE');
  }

  if (doc.positions.length > EDI_MAX_POSITIONS) {
    throw ediError(EDI_MESSAGES.tooManyPositions, { limit: EDI_MAX_POSITIONS });
  }
  const positions = new Set<number>();
  for (const line of doc.positions) {
    if (!Number.isInteger(line.position) || line.position < 1 || line.position > 99_999) {
      throw invalidValue('Line/@number');
    }
    if (positions.has(line.position)) {
      throw ediError(EDI_MESSAGES.duplicatePosition, { position: line.position });
    }
    positions.add(line.position);
    const at = `Line[@number="${line.position}"]`;
    if (
      !Number.isInteger(line.quantity) ||
      line.quantity < EDI_QUANTITY_RANGE.min ||
      line.quantity > EDI_QUANTITY_RANGE.max
    ) {
      throw ediError(
        EDI_MESSAGES.invalidQuantity,
        { position: line.position, ...EDI_QUANTITY_RANGE },
        `invalidQuantity:${line.position}`,
      );
    }
    checkPattern(`${at}/Model/Code`, line.modelCode, CODE_PATTERN);
    checkText(`${at}/Model/Name`, line.modelName);
    if (line.parameters.length > EDI_MAX_PARAMETERS) {
      throw invalidValue(`${at}/Parameters`);
    }
    for (const parameter of line.parameters) {
      checkPattern(`${at}/Parameters/Parameter/Code`, parameter.code, CODE_PATTERN);
      checkPattern(`${at}/Parameters/Parameter/Value`, parameter.valueCode, CODE_PATTERN, true);
      checkText(`${at}/Parameters/Parameter/CustomValue`, parameter.customValue);
    }
    checkPattern(`${at}/UnitPrice`, line.unitPrice, EDI_AMOUNT_PATTERN);
    checkPattern(`${at}/TotalPrice`, line.totalPrice, EDI_AMOUNT_PATTERN);
    checkText(`${at}/Commission`, line.commission);
    checkText(`${at}/CustomerPosition`, line.customerPosition);
    checkText(`${at}/Comment`, line.comment);
    if (line.calculation) {
      const path = `${at}/Calculation`;
      const calculation = line.calculation;
      for (const [name, costs] of [
        ['AdditionalCost', calculation.additionalCosts],
        ['NetCost', calculation.netCosts],
      ] as const) {
        for (const cost of costs) {
          checkName(`${path}/${name}/Name`, cost.name);
          checkPattern(`${path}/${name}/Amount`, cost.amount, EDI_AMOUNT_PATTERN);
        }
      }
      for (const discount of calculation.discounts) {
        checkName(`${path}/Discount/Name`, discount.name);
        checkPattern(`${path}/Discount/Value`, discount.value, EDI_AMOUNT_PATTERN);
        checkPattern(`${path}/Discount/Amount`, discount.amount, EDI_AMOUNT_PATTERN);
        if (!Number.isInteger(discount.level) || discount.level < 0 || discount.level > 100) {
          throw invalidValue(`${path}/Discount/Level`);
        }
      }
      checkPattern(`${path}/TaxRate`, calculation.taxRate, EDI_AMOUNT_PATTERN, true);
      checkPattern(`${path}/WithAdditionalCost`, calculation.withAdditionalCost, EDI_AMOUNT_PATTERN);
      checkPattern(`${path}/NetAmount`, calculation.netAmount, EDI_AMOUNT_PATTERN);
      checkPattern(`${path}/TaxAmount`, calculation.taxAmount, EDI_AMOUNT_PATTERN);
      checkPattern(`${path}/TotalAmount`, calculation.totalAmount, EDI_AMOUNT_PATTERN);
    }
  }
  checkPattern('Totals/NetAmount', doc.totals.net, EDI_AMOUNT_PATTERN);
  checkPattern('Totals/TaxAmount', doc.totals.tax, EDI_AMOUNT_PATTERN);
  checkPattern('Totals/TotalAmount', doc.totals.total, EDI_AMOUNT_PATTERN);
  for (const term of doc.terms?.payment ?? []) {
    checkName('Terms/PaymentTerm/Name', term.name);
    checkText('Terms/PaymentTerm/Description', term.description);
    checkPattern('Terms/PaymentTerm/Value', term.value, EDI_AMOUNT_PATTERN);
  }
  for (const term of doc.terms?.delivery ?? []) {
    checkName('Terms/DeliveryTerm/Name', term.name);
    checkText('Terms/DeliveryTerm/Description', term.description);
  }
};

/** A name of a cost, discount or term: 1 to 255 characters. */
const checkName = (element: string, value: string) => {
  if (value.length === 0 || value.length > 255) {
    throw invalidValue(element);
  }
  checkText(element, value);
};
