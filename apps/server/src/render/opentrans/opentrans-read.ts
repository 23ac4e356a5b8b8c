import type { Language } from '@door/contract';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { checkEdiDocument, ediError } from '#server/render/edi/edi-check';
import {
  type EdiCalculation,
  type EdiCatalogue,
  type EdiDocument,
  type EdiParty,
  type EdiPartyRole,
  type EdiPosition,
  emptyParty,
} from '#server/render/edi/edi-document';
import { checkCatalogue, XML_DECLARATION } from '#server/render/edi/edi-read';
import {
  decodeXmlText,
  findXmlOverLimit,
  indexOfNonXmlChar,
  lineAt,
  shortReason,
  XML_MAX_ELEMENTS,
} from '#server/render/edi/xml-text';
import { OPENTRANS_MESSAGES as M } from './opentrans.messages';
import { OPENTRANS_LANGUAGES, OPENTRANS_MAX_BYTES, OPENTRANS_NAMESPACE, parseConfigCode } from './opentrans-document';

type Raw = Record<string, unknown>;

// The elements that may repeat and are read as lists (the parser gives them as arrays even when there is one).
const REPEATED = new Set(['ORDER_ITEM', 'ORDERRESPONSE_ITEM', 'PARTY', 'ALLOW_OR_CHARGE', 'REMARKS', 'FEATURE']);

/** openTRANS nests about 10 deep; a hostile file nesting thousands deep is refused before it is validated. */
const MAX_DEPTH = 32;

// Entity processing stays off (only XML's five entities and character references are resolved, by decodeXmlText);
// prefixes are dropped so `bme:` and `bmecat:` read alike (the root's namespace is checked on the text first).
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  removeNSPrefix: true,
  cdataPropName: '#cdata',
  commentPropName: false,
  maxNestedTags: MAX_DEPTH,
  isArray: (name) => REPEATED.has(name),
});

/** The encoding an XML declaration names, if any. */
const DECLARED_ENCODING = /^\uFEFF?<\?xml[^>]*?\sencoding\s*=\s*["']([^"']*)["']/;

const invalid = (element: string) => ediError(M.invalidValue, { element }, `invalidValue:${element}`);

// openTRANS attributes are short codes (`type="supplier_specific"`, `default="true"`) and few per element; a file
// carrying megabytes in attributes the reader never reads is refused, not stored past.
const ATTRIBUTE_MAX_LENGTH = 1000;
const ATTRIBUTES_PER_ELEMENT_MAX = 16;

/** Refuses an element (or one below it) with too many or too long attributes, naming it (400). */
const checkAttributes = (value: unknown, path: string): void => {
  if (Array.isArray(value)) {
    for (const item of value) {
      checkAttributes(item, path);
    }
    return;
  }
  if (typeof value !== 'object' || value === null) {
    return;
  }
  const entries = Object.entries(value);
  let attributes = 0;
  for (const [key, item] of entries) {
    if (key.startsWith('@_')) {
      attributes += 1;
      if (attributes > ATTRIBUTES_PER_ELEMENT_MAX || String(item).length > ATTRIBUTE_MAX_LENGTH) {
        throw invalid(`${path}/@${key.slice(2)}`);
      }
    } else {
      checkAttributes(item, path ? `${path}/${key}` : key);
    }
  }
};
const missing = (element: string) => ediError(M.missingElement, { element }, `missingElement:${element}`);

/**
 * The checks every openTRANS upload passes before its elements are read: at most 20 MB of UTF-8, no DOCTYPE or
 * entity declaration (looked for in the raw text, before any parser sees it), well-formed, nested at most 32 deep,
 * and the root one of `roots` in the openTRANS 2.1 namespace. Each refusal is a 400 naming the problem.
 */
export const parseOpenTrans = <R extends string>(bytes: Buffer, roots: readonly R[]): { root: R; element: Raw } => {
  if (bytes.length > OPENTRANS_MAX_BYTES) {
    throw ediError(M.tooLarge, { limit: OPENTRANS_MAX_BYTES / 1024 / 1024 });
  }
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw ediError(M.malformed, { line: 1, reason: 'not UTF-8' });
  }
  // A file that says it is in another encoding is read as it says by the ERP, not as the UTF-8 decoded here.
  const declared = DECLARED_ENCODING.exec(xml)?.[1];
  if (declared !== undefined && !/^utf-?8$/i.test(declared)) {
    throw ediError(M.malformed, { line: 1, reason: 'not UTF-8' });
  }
  // A raw NUL or control character is not XML (the validator lets it through; the database would refuse it later).
  const notXml = indexOfNonXmlChar(xml);
  if (notXml >= 0) {
    const line = xml.slice(0, notXml).split('\n').length;
    throw ediError(M.malformed, { line, reason: 'a character XML does not allow' });
  }
  // Nor is a reference to one, wherever it stands (also in elements the reader never reads).
  for (const reference of xml.matchAll(/&#(?:x[0-9a-fA-F]+|[0-9]+);/g)) {
    if (decodeXmlText(reference[0]) === null) {
      const line = xml.slice(0, reference.index).split('\n').length;
      throw ediError(M.malformed, { line, reason: `${reference[0].slice(0, 20)} is no XML character` });
    }
  }
  if (XML_DECLARATION.test(xml)) {
    throw ediError(M.declarationNotAllowed, {});
  }
  const source = xml.startsWith('\uFEFF') ? xml.slice(1) : xml;
  const overLimit = findXmlOverLimit(source, { maxDepth: MAX_DEPTH, maxElements: XML_MAX_ELEMENTS });
  if (overLimit) {
    throw ediError(M.malformed, { line: lineAt(source, overLimit.at), reason: overLimit.reason });
  }
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    throw ediError(M.malformed, { line: valid.err.line, reason: shortReason(valid.err.msg) });
  }
  const wrongRoot = () =>
    ediError(M.wrongRoot, { roots: roots.join(' / '), namespace: OPENTRANS_NAMESPACE }, `wrongRoot:${roots.join('|')}`);
  // The root's start tag must bind its own prefix (or the default namespace) to openTRANS 2.1.
  const start = /^(?:\s|<\?[^>]*\?>|<!--[\s\S]*?-->)*<(?:([A-Za-z_][\w.-]*):)?([A-Za-z_][\w.-]*)([^>]*)>/.exec(source);
  const prefix = start?.[1];
  const binding = prefix ? `xmlns:${prefix}` : 'xmlns';
  if (!start || !new RegExp(`\\s${binding}\\s*=\\s*["']${OPENTRANS_NAMESPACE}["']`).test(start[3] ?? '')) {
    throw wrongRoot();
  }
  let parsed: Raw;
  try {
    parsed = parser.parse(source) as Raw;
  } catch (error) {
    throw ediError(M.malformed, {
      line: '?',
      reason: shortReason(error instanceof Error ? error.message : 'unreadable'),
    });
  }
  checkAttributes(parsed, '');
  const keys = Object.keys(parsed).filter((key) => !key.startsWith('?') && key !== '#text');
  const root = keys[0] as R | undefined;
  const element = root === undefined ? undefined : parsed[root];
  if (keys.length !== 1 || !root || !roots.includes(root) || typeof element !== 'object' || element === null) {
    throw wrongRoot();
  }
  if ((element as Raw)['@_version'] !== '2.1') {
    throw wrongRoot();
  }
  return { root, element: element as Raw };
};

/** A child element with children (an object); `required` ones missing are named in a 400. */
const child = (parent: Raw, name: string, path: string, required = true): Raw | null => {
  const value = parent[name];
  if (value === undefined) {
    if (required) {
      throw missing(`${path}/${name}`);
    }
    return null;
  }
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'object' || first === null) {
    throw invalid(`${path}/${name}`);
  }
  return first as Raw;
};

/** The decoded text of a leaf element (its first occurrence); '' when an optional one is absent. */
const text = (parent: Raw | null, name: string, path: string, required = false): string => {
  const value = parent?.[name];
  if (value === undefined) {
    if (required) {
      throw missing(`${path}/${name}`);
    }
    return '';
  }
  const first = Array.isArray(value) ? value[0] : value;
  const raw =
    typeof first === 'string'
      ? first
      : typeof first === 'object' && first !== null && typeof (first as Raw)['#text'] === 'string'
        ? ((first as Raw)['#text'] as string)
        : typeof first === 'object' && first !== null && Object.keys(first).every((key) => key.startsWith('@_'))
          ? ''
          : null;
  const decoded = raw === null ? null : decodeXmlText(raw);
  if (decoded === null) {
    throw invalid(`${path}/${name}`);
  }
  return decoded;
};

const list = (parent: Raw | null, name: string): Raw[] => {
  const value = parent?.[name];
  return (Array.isArray(value) ? value : []).filter(
    (entry): entry is Raw => typeof entry === 'object' && entry !== null,
  );
};

/** An exact decimal as cents ("868.0" → 86800); more than two non-zero decimals or no number → 400. */
export const centsOf = (value: string, element: string): number => {
  const match = /^(-?)([0-9]{1,13})(?:\.([0-9]+))?$/.exec(value);
  const fraction = (match?.[3] ?? '').replace(/0+$/, '');
  if (!match || fraction.length > 2) {
    throw invalid(element);
  }
  const cents = Number(match[2]) * 100 + Number(fraction.padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
};

/** Cents as the EDI document writes amounts. */
const amount = (cents: number) => (cents / 100).toFixed(2);

/** A whole quantity from 1 to 100 ("2" or "2.0"). */
const quantityOf = (value: string, element: string): number => {
  const match = /^([0-9]{1,3})(?:\.0+)?$/.exec(value);
  const quantity = match ? Number(match[1]) : Number.NaN;
  if (!(quantity >= 1 && quantity <= 100)) {
    throw invalid(element);
  }
  return quantity;
};

/** The calendar day of a BMEcat date-time (its first ten characters), checked to be a real day. */
const dayOf = (value: string, element: string): string => {
  const day = value.slice(0, 10);
  const date = new Date(`${day}T00:00:00Z`);
  if (
    !/^[0-9]{4}-[0-9]{2}-[0-9]{2}/.test(value) ||
    Number.isNaN(date.getTime()) ||
    !date.toISOString().startsWith(day)
  ) {
    throw invalid(element);
  }
  return day;
};

/** A line id as the export writes it: the position number. */
const lineIdOf = (value: string, element: string): number => {
  if (!/^[0-9]{1,5}$/.test(value) || Number(value) < 1) {
    throw invalid(element);
  }
  return Number(value);
};

/** The per-item delivery date (its start day), or ''. */
const deliveryOf = (item: Raw, path: string): string => {
  const delivery = child(item, 'DELIVERY_DATE', path, false);
  return delivery
    ? dayOf(text(delivery, 'DELIVERY_START_DATE', `${path}/DELIVERY_DATE`, true), `${path}/DELIVERY_DATE`)
    : '';
};

/** What an `ORDERRESPONSE` says about one line of the order. */
export type OrderResponseLine = {
  /** The LINE_ITEM_ID as written (openTRANS allows any string of 50 characters). */
  lineItemId: string;
  /** The position number it names (the export writes the position number); null when it names none. */
  position: number | null;
  quantity: number;
  /** The confirmed price of one piece in cents; null when the response gives none. */
  unitPriceCents: number | null;
  /** The confirmed delivery day (YYYY-MM-DD) or ''. */
  deliveryDate: string;
  /** Where the line is in the file, for messages. */
  element: string;
};

/** An `ORDERRESPONSE` as the order it answers reads it. */
export type OrderResponse = {
  orderId: string;
  /** The manufacturer's own order number (SUPPLIER_ORDER_ID), or ''. */
  supplierOrderId: string;
  buyerId: string;
  supplierId: string;
  /** The delivery day of the whole order, or ''. */
  deliveryDate: string;
  lines: OrderResponseLine[];
};

const INFO = 'ORDERRESPONSE_HEADER/ORDERRESPONSE_INFO';

/** Reads an openTRANS 2.1 `ORDERRESPONSE` (after `parseOpenTrans`): order id, parties, and each line's answer. */
export const readOrderResponse = (root: Raw): OrderResponse => {
  const header = child(root, 'ORDERRESPONSE_HEADER', 'ORDERRESPONSE') as Raw;
  const info = child(header, 'ORDERRESPONSE_INFO', 'ORDERRESPONSE_HEADER') as Raw;
  const references = child(info, 'ORDER_PARTIES_REFERENCE', INFO) as Raw;
  const delivery = child(info, 'DELIVERY_DATE', INFO, false);
  const items = list(child(root, 'ORDERRESPONSE_ITEM_LIST', 'ORDERRESPONSE'), 'ORDERRESPONSE_ITEM');
  return {
    orderId: text(info, 'ORDER_ID', INFO, true),
    supplierOrderId: text(info, 'SUPPLIER_ORDER_ID', INFO),
    buyerId: text(references, 'BUYER_IDREF', `${INFO}/ORDER_PARTIES_REFERENCE`, true),
    supplierId: text(references, 'SUPPLIER_IDREF', `${INFO}/ORDER_PARTIES_REFERENCE`, true),
    deliveryDate: delivery
      ? dayOf(text(delivery, 'DELIVERY_START_DATE', `${INFO}/DELIVERY_DATE`, true), `${INFO}/DELIVERY_DATE`)
      : '',
    lines: items.map((item, index) => {
      const path = `ORDERRESPONSE_ITEM[${index + 1}]`;
      const price = child(item, 'PRODUCT_PRICE_FIX', path, false);
      const priceText = text(price, 'PRICE_AMOUNT', `${path}/PRODUCT_PRICE_FIX`);
      const priceElement = `${path}/PRODUCT_PRICE_FIX/PRICE_AMOUNT`;
      const unitPriceCents = priceText === '' ? null : centsOf(priceText, priceElement);
      if (unitPriceCents !== null && unitPriceCents < 0) {
        throw invalid(priceElement);
      }
      const lineItemId = text(item, 'LINE_ITEM_ID', path, true);
      return {
        lineItemId,
        // Another id than a position number (`A1`, `0`) is a line the order does not have, which the order says.
        position: /^[0-9]{1,9}$/.test(lineItemId) && Number(lineItemId) > 0 ? Number(lineItemId) : null,
        quantity: quantityOf(text(item, 'QUANTITY', path, true), `${path}/QUANTITY`),
        unitPriceCents,
        deliveryDate: deliveryOf(item, path),
        element: path,
      };
    }),
  };
};

const LANGUAGE_OF = new Map(
  Object.entries(OPENTRANS_LANGUAGES).map(([language, code]) => [code, language as Language]),
);

const ROLE_OF: Readonly<Record<string, EdiPartyRole>> = {
  buyer: 'seller',
  customer: 'customer',
  delivery: 'delivery',
  invoice_recipient: 'invoice',
};

const partyOf = (party: Raw, role: EdiPartyRole, path: string): EdiParty => {
  const address = child(party, 'ADDRESS', path, false);
  const contact = child(address ?? {}, 'CONTACT_DETAILS', `${path}/ADDRESS`, false);
  const at = `${path}/ADDRESS`;
  const name = text(address, 'NAME', at);
  const person = text(address, 'NAME2', at);
  const lastName = text(contact, 'CONTACT_NAME', `${at}/CONTACT_DETAILS`);
  const firstName = text(contact, 'FIRST_NAME', `${at}/CONTACT_DETAILS`);
  const personName = [firstName, lastName].filter(Boolean).join(' ');
  return {
    ...emptyParty(role),
    // NAME2 is written only beside a company name; a NAME that is the contact's name is the person alone.
    companyName: person !== '' || name !== personName ? name : '',
    addressing: text(contact, 'TITLE', `${at}/CONTACT_DETAILS`),
    firstName,
    lastName,
    street: text(address, 'STREET', at),
    postCode: text(address, 'ZIP', at),
    city: text(address, 'CITY', at),
    countryCode: text(address, 'COUNTRY_CODED', at),
    email: text(address, 'EMAIL', at),
    telephone: text(address, 'PHONE', at),
    vatNumber: text(address, 'VAT_ID', at),
  };
};

/** A BMEcat factor ("0.2200") as a percentage with two decimals ("22.00"). */
const percentOf = (factor: string, element: string): string => {
  const match = /^(-?)([0-9]{1,6})(?:\.([0-9]{1,4})0*)?$/.exec(factor);
  if (!match) {
    throw invalid(element);
  }
  const hundredths = Number(match[2]) * 10_000 + Number((match[3] ?? '').padEnd(4, '0'));
  return `${match[1] === '-' && hundredths !== 0 ? '-' : ''}${(hundredths / 100).toFixed(2)}`;
};

const calculationOf = (price: Raw, path: string, netCents: number): EdiCalculation | undefined => {
  const charges = list(child(price, 'ALLOW_OR_CHARGES_FIX', path, false), 'ALLOW_OR_CHARGE');
  const tax = child(price, 'TAX_DETAILS_FIX', path, false);
  if (charges.length === 0 && !tax) {
    return undefined;
  }
  const calculation: EdiCalculation = {
    additionalCosts: [],
    discounts: [],
    netCosts: [],
    taxRate: '',
    withAdditionalCost: '0.00',
    netAmount: amount(netCents),
    taxAmount: '0.00',
    totalAmount: amount(netCents),
  };
  charges.forEach((charge, index) => {
    const at = `${path}/ALLOW_OR_CHARGES_FIX/ALLOW_OR_CHARGE[${index + 1}]`;
    const name = text(charge, 'ALLOW_OR_CHARGE_NAME', at, true);
    const kind = text(charge, 'ALLOW_OR_CHARGE_TYPE', at, true);
    const value = child(charge, 'ALLOW_OR_CHARGE_VALUE', at) as Raw;
    const money = text(value, 'AOC_MONETARY_AMOUNT', `${at}/ALLOW_OR_CHARGE_VALUE`);
    const factor = text(value, 'AOC_PERCENTAGE_FACTOR', `${at}/ALLOW_OR_CHARGE_VALUE`);
    const type = charge['@_type'];
    const moneyText = () => amount(centsOf(money, `${at}/ALLOW_OR_CHARGE_VALUE/AOC_MONETARY_AMOUNT`));
    if (type === 'allowance' && kind === 'rebate' && (money !== '' || factor !== '')) {
      const level = Number(text(charge, 'ALLOW_OR_CHARGE_SEQUENCE', at) || '0');
      if (!Number.isInteger(level) || level < 0 || level > 100) {
        throw invalid(`${at}/ALLOW_OR_CHARGE_SEQUENCE`);
      }
      calculation.discounts.push({
        name,
        type: factor !== '' ? 'percentage' : 'amount',
        value: factor !== '' ? percentOf(factor, `${at}/ALLOW_OR_CHARGE_VALUE/AOC_PERCENTAGE_FACTOR`) : moneyText(),
        level,
        amount: '0.00',
      });
    } else if (type === 'surcharge' && kind === 'additional-cost' && money !== '') {
      calculation.additionalCosts.push({ name, amount: moneyText() });
    } else if (type === 'surcharge' && kind === 'net-cost' && money !== '') {
      calculation.netCosts.push({ name, amount: moneyText() });
    } else {
      // Only the allowances and surcharges the export writes can be mapped to a calculation.
      throw invalid(`${at}/ALLOW_OR_CHARGE_TYPE`);
    }
  });
  if (tax) {
    const at = `${path}/TAX_DETAILS_FIX`;
    calculation.taxRate = percentOf(text(tax, 'TAX', at, true), `${at}/TAX`);
    calculation.taxAmount = amount(centsOf(text(tax, 'TAX_AMOUNT', at) || '0', `${at}/TAX_AMOUNT`));
  }
  return calculation;
};

const itemOf = (item: Raw, index: number): EdiPosition => {
  const path = `ORDER_ITEM[${index + 1}]`;
  const product = child(item, 'PRODUCT_ID', path) as Raw;
  const configCode = text(product, 'CONFIG_CODE_FIX', `${path}/PRODUCT_ID`, true);
  const configuration = parseConfigCode(configCode);
  if (!configuration) {
    throw invalid(`${path}/PRODUCT_ID/CONFIG_CODE_FIX`);
  }
  const unit = text(item, 'ORDER_UNIT', path, true);
  if (unit !== 'C62') {
    throw invalid(`${path}/ORDER_UNIT`);
  }
  const price = child(item, 'PRODUCT_PRICE_FIX', path) as Raw;
  const unitCents = centsOf(
    text(price, 'PRICE_AMOUNT', `${path}/PRODUCT_PRICE_FIX`, true),
    `${path}/PRODUCT_PRICE_FIX/PRICE_AMOUNT`,
  );
  const quantity = quantityOf(text(item, 'QUANTITY', path, true), `${path}/QUANTITY`);
  const lineText = text(item, 'PRICE_LINE_AMOUNT', path);
  const lineCents = lineText === '' ? unitCents * quantity : centsOf(lineText, `${path}/PRICE_LINE_AMOUNT`);
  const calculation = calculationOf(price, `${path}/PRODUCT_PRICE_FIX`, lineCents);
  const remarks = list(item, 'REMARKS').find((remark) => (remark['@_type'] ?? 'general') === 'general');
  return {
    position: lineIdOf(text(item, 'LINE_ITEM_ID', path, true), `${path}/LINE_ITEM_ID`),
    quantity,
    modelCode: configuration.modelCode,
    modelName: text(product, 'DESCRIPTION_SHORT', `${path}/PRODUCT_ID`),
    parameters: configuration.parameters,
    unitPrice: amount(unitCents),
    totalPrice: amount(lineCents),
    commission: '',
    customerPosition: '',
    comment: remarks ? text({ REMARKS: remarks }, 'REMARKS', path) : '',
    ...(calculation ? { calculation } : {}),
  };
};

/**
 * Reads an openTRANS 2.1 `ORDER` (after `parseOpenTrans`) as the document the EDI import writes: its parties
 * (buyer, customer, delivery, invoice recipient), one position per item from its configuration code with the file's
 * prices, costs, discounts and tax rate. What cannot be mapped (an item without the export's configuration code, a
 * unit other than pieces, an unknown allowance, a model, parameter or value the catalogue lacks) is refused with a
 * 400 naming the element.
 */
export const readOpenTransOrder = (root: Raw, catalogue: EdiCatalogue): EdiDocument => {
  const header = child(root, 'ORDER_HEADER', 'ORDER') as Raw;
  const info = child(header, 'ORDER_INFO', 'ORDER_HEADER') as Raw;
  const at = 'ORDER_HEADER/ORDER_INFO';
  const language = LANGUAGE_OF.get(text(info, 'LANGUAGE', at)) ?? 'en';
  const parties = list(child(info, 'PARTIES', at), 'PARTY').flatMap((party, index) => {
    const role = ROLE_OF[text(party, 'PARTY_ROLE', `${at}/PARTIES/PARTY[${index + 1}]`)];
    return role ? [partyOf(party, role, `${at}/PARTIES/PARTY[${index + 1}]`)] : [];
  });
  const remark = (type: string) => {
    const found = list(info, 'REMARKS').find((entry) => (entry['@_type'] ?? 'general') === type);
    return found ? text({ REMARKS: found }, 'REMARKS', at) : '';
  };
  const items = list(child(root, 'ORDER_ITEM_LIST', 'ORDER'), 'ORDER_ITEM');
  const summary = child(root, 'ORDER_SUMMARY', 'ORDER') as Raw;
  const doc: EdiDocument = {
    header: {
      documentType: 'order',
      number: text(info, 'ORDER_ID', at, true),
      documentDate: dayOf(text(info, 'ORDER_DATE', at, true), `${at}/ORDER_DATE`),
      deliveryDate: '',
      currency: text(info, 'CURRENCY', at, true),
      language,
      commission: remark('commission'),
      customerNumber: remark('customernumber'),
      comment: remark('general'),
    },
    parties: parties.some((party) => party.role === 'seller') ? parties : [emptyParty('seller'), ...parties],
    positions: items.map(itemOf),
    totals: {
      net: amount(centsOf(text(summary, 'TOTAL_AMOUNT', 'ORDER_SUMMARY') || '0', 'ORDER_SUMMARY/TOTAL_AMOUNT')),
      tax: '0.00',
      total: '0.00',
    },
  };
  checkEdiDocument(doc);
  checkCatalogue(doc, catalogue);
  return doc;
};
