import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { EDI_MESSAGES } from './edi.messages';
import { checkEdiDocument, ediError, invalidValue } from './edi-check';
import {
  EDI_DOCUMENT_TYPES,
  EDI_FORMAT_VERSION,
  EDI_LANGUAGES,
  EDI_MAX_BYTES,
  EDI_MAX_PARAMETERS,
  EDI_MAX_POSITIONS,
  EDI_NAMESPACE,
  EDI_PARTY_ROLES,
  EDI_QUANTITY_RANGE,
  type EdiCalculation,
  type EdiCatalogue,
  type EdiCost,
  type EdiDocument,
  type EdiParameter,
  type EdiParty,
  type EdiPartyRole,
  type EdiPosition,
  type EdiTerms,
} from './edi-document';
import { decodeXmlText, findXmlOverLimit, lineAt, shortReason, XML_MAX_ELEMENTS } from './xml-text';

type Raw = Record<string, unknown>;

// The elements that may repeat; the parser gives them as arrays even when there is one.
const REPEATED = new Set([
  'Party',
  'Line',
  'Parameter',
  'AdditionalCost',
  'Discount',
  'NetCost',
  'PaymentTerm',
  'DeliveryTerm',
]);

/** The format nests 6 deep; a hostile file nesting thousands deep is refused before it is validated. */
const MAX_DEPTH = 16;

// Entity processing stays off: the parser never expands anything, decodeXmlText resolves only XML's own
// five entities and character references. CDATA comes back as its own property, so it is refused as a value.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: false,
  htmlEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: '#cdata',
  commentPropName: false,
  maxNestedTags: MAX_DEPTH,
  isArray: (name) => REPEATED.has(name),
});

/** Declarations are refused before any parsing: no DTD, no entity, no external reference is ever looked at. */
export const XML_DECLARATION = /<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)\b/i;

const QUALIFIER_ROLE = new Map(
  Object.entries(EDI_PARTY_ROLES).map(([role, qualifier]) => [qualifier as string, role as EdiPartyRole]),
);

const missing = (element: string) => ediError(EDI_MESSAGES.missingElement, { element }, `missingElement:${element}`);

/** The children of a container element; an empty element (`<Lines/>`) has none. */
const container = (value: unknown, path: string, required = true): Raw => {
  if (value === undefined) {
    if (required) {
      throw missing(path);
    }
    return {};
  }
  if (value === '') {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidValue(path);
  }
  return value as Raw;
};

/** The decoded text of a leaf element; '' when an optional one is absent. */
const text = (parent: Raw, name: string, path: string, required = false): string => {
  const value = parent[name];
  if (value === undefined) {
    if (required) {
      throw missing(`${path}/${name}`);
    }
    return '';
  }
  if (typeof value !== 'string') {
    // A repeated element (an array), child elements, attributes or CDATA where plain text belongs.
    throw invalidValue(`${path}/${name}`);
  }
  const decoded = decodeXmlText(value);
  if (decoded === null) {
    throw ediError(EDI_MESSAGES.malformed, { line: '?', reason: `${path}/${name}: invalid entity reference` });
  }
  return decoded;
};

const attribute = (parent: Raw, name: string, path: string): string => {
  const value = parent[`@_${name}`];
  if (typeof value !== 'string') {
    throw missing(`${path}/@${name}`);
  }
  const decoded = decodeXmlText(value);
  if (decoded === null) {
    throw invalidValue(`${path}/@${name}`);
  }
  return decoded;
};

const list = (parent: Raw, name: string): unknown[] => {
  const value = parent[name];
  return Array.isArray(value) ? value : [];
};

const oneOf = <T extends string>(value: string, allowed: readonly T[], element: string): T => {
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalidValue(element);
  }
  return value as T;
};

const readHeader = (root: Raw): EdiDocument['header'] => {
  const header = container(root.Header, 'Orders/Header');
  const at = 'Header';
  return {
    documentType: oneOf(text(header, 'DocumentType', at, true), EDI_DOCUMENT_TYPES, `${at}/DocumentType`),
    number: text(header, 'DocumentNumber', at, true),
    documentDate: text(header, 'DocumentDate', at, true),
    deliveryDate: text(header, 'DeliveryDate', at),
    currency: text(header, 'Currency', at, true),
    language: oneOf(text(header, 'Language', at, true), EDI_LANGUAGES, `${at}/Language`),
    commission: text(header, 'Commission', at),
    customerNumber: text(header, 'CustomerNumber', at),
    comment: text(header, 'Comment', at),
  };
};

const readParty = (value: unknown): EdiParty => {
  const party = container(value, 'Parties/Party');
  const qualifier = attribute(party, 'qualifier', 'Party');
  const role = QUALIFIER_ROLE.get(qualifier);
  if (!role) {
    throw invalidValue('Party/@qualifier');
  }
  const at = `Party[@qualifier="${qualifier}"]`;
  return {
    role,
    code: text(party, 'Code', at),
    companyName: text(party, 'CompanyName', at),
    addressing: text(party, 'Addressing', at),
    firstName: text(party, 'FirstName', at),
    lastName: text(party, 'LastName', at),
    street: text(party, 'Street', at),
    postCode: text(party, 'PostCode', at),
    city: text(party, 'City', at),
    countryCode: text(party, 'CountryCode', at),
    email: text(party, 'Email', at),
    telephone: text(party, 'Telephone', at),
    companyRegistration: text(party, 'CompanyRegistration', at),
    vatNumber: text(party, 'VatNumber', at),
  };
};

const readParameter = (value: unknown, at: string): EdiParameter => {
  const parameter = container(value, `${at}/Parameters/Parameter`);
  const path = `${at}/Parameters/Parameter`;
  return {
    code: text(parameter, 'Code', path, true),
    valueCode: text(parameter, 'Value', path),
    customValue: text(parameter, 'CustomValue', path),
  };
};

const integerOf = (value: string, path: string, max: number): number => {
  if (!/^[0-9]{1,9}$/.test(value) || Number(value) > max) {
    throw invalidValue(path);
  }
  return Number(value);
};

const readCost = (value: unknown, path: string): EdiCost => {
  const cost = container(value, path);
  return { name: text(cost, 'Name', path, true), amount: text(cost, 'Amount', path, true) };
};

const readCalculation = (value: unknown, at: string): EdiCalculation | undefined => {
  if (value === undefined) {
    return undefined;
  }
  const path = `${at}/Calculation`;
  const calculation = container(value, path);
  return {
    additionalCosts: list(calculation, 'AdditionalCost').map((cost) => readCost(cost, `${path}/AdditionalCost`)),
    discounts: list(calculation, 'Discount').map((entry) => {
      const discountPath = `${path}/Discount`;
      const discount = container(entry, discountPath);
      return {
        name: text(discount, 'Name', discountPath, true),
        type: oneOf(
          text(discount, 'Type', discountPath, true),
          ['percentage', 'amount'] as const,
          `${discountPath}/Type`,
        ),
        value: text(discount, 'Value', discountPath, true),
        level: integerOf(text(discount, 'Level', discountPath, true), `${discountPath}/Level`, 100),
        amount: text(discount, 'Amount', discountPath, true),
      };
    }),
    netCosts: list(calculation, 'NetCost').map((cost) => readCost(cost, `${path}/NetCost`)),
    taxRate: text(calculation, 'TaxRate', path),
    withAdditionalCost: text(calculation, 'WithAdditionalCost', path, true),
    netAmount: text(calculation, 'NetAmount', path, true),
    taxAmount: text(calculation, 'TaxAmount', path, true),
    totalAmount: text(calculation, 'TotalAmount', path, true),
  };
};

const readTerms = (value: unknown): EdiTerms | undefined => {
  if (value === undefined) {
    return undefined;
  }
  const terms = container(value, 'Orders/Terms');
  return {
    payment: list(terms, 'PaymentTerm').map((entry) => {
      const term = container(entry, 'Terms/PaymentTerm');
      return {
        name: text(term, 'Name', 'Terms/PaymentTerm', true),
        description: text(term, 'Description', 'Terms/PaymentTerm'),
        value: text(term, 'Value', 'Terms/PaymentTerm', true),
        sortOrder: integerOf(
          text(term, 'SortOrder', 'Terms/PaymentTerm', true),
          'Terms/PaymentTerm/SortOrder',
          999_999_999,
        ),
      };
    }),
    delivery: list(terms, 'DeliveryTerm').map((entry) => {
      const term = container(entry, 'Terms/DeliveryTerm');
      return {
        name: text(term, 'Name', 'Terms/DeliveryTerm', true),
        description: text(term, 'Description', 'Terms/DeliveryTerm'),
        sortOrder: integerOf(
          text(term, 'SortOrder', 'Terms/DeliveryTerm', true),
          'Terms/DeliveryTerm/SortOrder',
          999_999_999,
        ),
      };
    }),
  };
};

const readLine = (value: unknown): EdiPosition => {
  const line = container(value, 'Lines/Line');
  const number = attribute(line, 'number', 'Line');
  if (!/^[1-9][0-9]{0,4}$/.test(number)) {
    throw invalidValue('Line/@number');
  }
  const position = Number(number);
  const at = `Line[@number="${number}"]`;
  const quantityText = text(line, 'Quantity', at, true);
  const quantity = /^[0-9]{1,3}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
  if (!(quantity >= EDI_QUANTITY_RANGE.min && quantity <= EDI_QUANTITY_RANGE.max)) {
    throw ediError(EDI_MESSAGES.invalidQuantity, { position, ...EDI_QUANTITY_RANGE }, `invalidQuantity:${position}`);
  }
  const model = container(line.Model, `${at}/Model`);
  const parameters = list(container(line.Parameters, `${at}/Parameters`), 'Parameter');
  if (parameters.length > EDI_MAX_PARAMETERS) {
    throw invalidValue(`${at}/Parameters`);
  }
  return {
    position,
    quantity,
    modelCode: text(model, 'Code', `${at}/Model`, true),
    modelName: text(model, 'Name', `${at}/Model`),
    parameters: parameters.map((parameter) => readParameter(parameter, at)),
    unitPrice: text(line, 'UnitPrice', at, true),
    totalPrice: text(line, 'TotalPrice', at, true),
    commission: text(line, 'Commission', at),
    customerPosition: text(line, 'CustomerPosition', at),
    comment: text(line, 'Comment', at),
    ...(line.Calculation === undefined ? {} : { calculation: readCalculation(line.Calculation, at) }),
  };
};

/** Refuses models, parameters and values the catalogue does not know, naming the first one found. */
export const checkCatalogue = (doc: EdiDocument, catalogue: EdiCatalogue) => {
  for (const line of doc.positions) {
    const model = line.modelCode;
    const position = line.position;
    if (!catalogue.hasModel(model)) {
      throw ediError(EDI_MESSAGES.unknownModel, { model, position }, `unknownModel:${model}`);
    }
    for (const { code: parameter, valueCode: value } of line.parameters) {
      if (!catalogue.hasParameter(model, parameter)) {
        throw ediError(EDI_MESSAGES.unknownParameter, { model, parameter, position }, `unknownParameter:${parameter}`);
      }
      if (value !== '' && !catalogue.hasValue(model, parameter, value)) {
        throw ediError(EDI_MESSAGES.unknownValue, { model, parameter, value, position }, `unknownValue:${value}`);
      }
    }
  }
};

/**
 * Reads an EDI order message (`orders.xsd`, root `Orders`) into the document it carries, refusing hostile or
 * wrong input with an `AppError` whose Message names the problem: over 5 MB (413), DOCTYPE or entity
 * declarations, not well-formed XML, wrong root or namespace, missing elements, bad values or quantities, too
 * many positions, and models, parameters or values the catalogue does not know (all 400).
 */
export const readEdiXml = (xml: string, catalogue: EdiCatalogue): EdiDocument => {
  if (Buffer.byteLength(xml, 'utf8') > EDI_MAX_BYTES) {
    throw ediError(EDI_MESSAGES.tooLarge, { limit: EDI_MAX_BYTES / 1024 / 1024 });
  }
  if (XML_DECLARATION.test(xml)) {
    throw ediError(EDI_MESSAGES.declarationNotAllowed, {});
  }
  const source = xml.startsWith('\uFEFF') ? xml.slice(1) : xml;
  const overLimit = findXmlOverLimit(source, { maxDepth: MAX_DEPTH, maxElements: XML_MAX_ELEMENTS });
  if (overLimit) {
    throw ediError(EDI_MESSAGES.malformed, { line: lineAt(source, overLimit.at), reason: overLimit.reason });
  }
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    throw ediError(EDI_MESSAGES.malformed, { line: valid.err.line, reason: shortReason(valid.err.msg) });
  }
  let parsed: Raw;
  try {
    parsed = parser.parse(source) as Raw;
  } catch (error) {
    // The parser's own limits (nesting depth) end up here; its message names the problem.
    throw ediError(EDI_MESSAGES.malformed, {
      line: '?',
      reason: shortReason(error instanceof Error ? error.message : 'unreadable'),
    });
  }
  const roots = Object.keys(parsed).filter((key) => !key.startsWith('?') && key !== '#text');
  const root = parsed.Orders;
  if (roots.length !== 1 || typeof root !== 'object' || root === null || Array.isArray(root)) {
    throw ediError(EDI_MESSAGES.wrongRoot, { namespace: EDI_NAMESPACE });
  }
  const orders = root as Raw;
  if (orders['@_xmlns'] !== EDI_NAMESPACE) {
    throw ediError(EDI_MESSAGES.wrongRoot, { namespace: EDI_NAMESPACE });
  }
  const version = attribute(orders, 'version', 'Orders');
  if (version !== EDI_FORMAT_VERSION) {
    throw ediError(EDI_MESSAGES.unsupportedVersion, { version });
  }

  const header = readHeader(orders);
  const parties = list(container(orders.Parties, 'Orders/Parties'), 'Party').map(readParty);
  const lines = list(container(orders.Lines, 'Orders/Lines'), 'Line');
  // Counted before reading any line, so a huge file stops early.
  if (lines.length > EDI_MAX_POSITIONS) {
    throw ediError(EDI_MESSAGES.tooManyPositions, { limit: EDI_MAX_POSITIONS });
  }
  const positions = lines.map(readLine);
  const totals = container(orders.Totals, 'Orders/Totals');
  const doc: EdiDocument = {
    header,
    parties,
    positions,
    totals: {
      net: text(totals, 'NetAmount', 'Totals', true),
      tax: text(totals, 'TaxAmount', 'Totals', true),
      total: text(totals, 'TotalAmount', 'Totals', true),
    },
    ...(orders.Terms === undefined ? {} : { terms: readTerms(orders.Terms) }),
  };
  checkEdiDocument(doc);
  checkCatalogue(doc, catalogue);
  return doc;
};
