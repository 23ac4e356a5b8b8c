import { checkEdiDocument } from './edi-check';
import {
  EDI_FORMAT_VERSION,
  EDI_NAMESPACE,
  EDI_PARTY_ROLES,
  type EdiCalculation,
  type EdiCost,
  type EdiDocument,
  type EdiParty,
  type EdiPosition,
  type EdiTerms,
} from './edi-document';
import { element, optionalText, serializeXml, type XmlNode, xmlSafe } from './xml-text';

const ROLE_ORDER = Object.keys(EDI_PARTY_ROLES);

/** The document with every text stripped of characters XML cannot carry, parties in their fixed role order. */
export const cleanEdiDocument = (doc: EdiDocument): EdiDocument => {
  const clean = <T extends object>(record: T): T =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? xmlSafe(value) : value]),
    ) as T;
  return {
    header: clean(doc.header),
    parties: [...doc.parties]
      .sort((a, b) => ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role))
      .map((party) => clean(party)),
    positions: doc.positions.map((line) => ({
      ...clean(line),
      parameters: line.parameters.map(clean),
      ...(line.calculation
        ? {
            calculation: {
              ...clean(line.calculation),
              additionalCosts: line.calculation.additionalCosts.map(clean),
              discounts: line.calculation.discounts.map(clean),
              netCosts: line.calculation.netCosts.map(clean),
            },
          }
        : {}),
    })),
    totals: clean(doc.totals),
    ...(doc.terms ? { terms: { payment: doc.terms.payment.map(clean), delivery: doc.terms.delivery.map(clean) } } : {}),
  };
};

/** The Header element (BGM, DTM, CUX, RFF, FTX of ORDERS). */
export const headerNode = (header: EdiDocument['header']): XmlNode =>
  element('Header', [
    { name: 'DocumentType', text: header.documentType },
    { name: 'DocumentNumber', text: header.number },
    { name: 'DocumentDate', text: header.documentDate },
    optionalText('DeliveryDate', header.deliveryDate),
    { name: 'Currency', text: header.currency },
    { name: 'Language', text: header.language },
    optionalText('Commission', header.commission),
    optionalText('CustomerNumber', header.customerNumber),
    optionalText('Comment', header.comment),
  ]);

const partyNode = (party: EdiParty): XmlNode =>
  element(
    'Party',
    [
      optionalText('Code', party.code),
      optionalText('CompanyName', party.companyName),
      optionalText('Addressing', party.addressing),
      optionalText('FirstName', party.firstName),
      optionalText('LastName', party.lastName),
      optionalText('Street', party.street),
      optionalText('PostCode', party.postCode),
      optionalText('City', party.city),
      optionalText('CountryCode', party.countryCode),
      optionalText('Email', party.email),
      optionalText('Telephone', party.telephone),
      optionalText('CompanyRegistration', party.companyRegistration),
      optionalText('VatNumber', party.vatNumber),
    ],
    [['qualifier', EDI_PARTY_ROLES[party.role]]],
  );

/** The Parties element (NAD of ORDERS). */
export const partiesNode = (parties: EdiParty[]): XmlNode => element('Parties', parties.map(partyNode));

/** The Model and Parameters elements of a line (LIN/PIA + IMD, then the configuration as code/value pairs). */
export const modelNodes = (line: EdiPosition): XmlNode[] => [
  element('Model', [{ name: 'Code', text: line.modelCode }, optionalText('Name', line.modelName)]),
  element(
    'Parameters',
    line.parameters.map((parameter) =>
      element('Parameter', [
        { name: 'Code', text: parameter.code },
        optionalText('Value', parameter.valueCode),
        optionalText('CustomValue', parameter.customValue),
      ]),
    ),
  ),
];

const costNode = (name: string, cost: EdiCost): XmlNode =>
  element(name, [
    { name: 'Name', text: cost.name },
    { name: 'Amount', text: cost.amount },
  ]);

/** The Calculation element of a position (costs, discounts, net costs, tax rate, results). */
export const calculationNode = (calculation: EdiCalculation): XmlNode =>
  element('Calculation', [
    ...calculation.additionalCosts.map((cost) => costNode('AdditionalCost', cost)),
    ...calculation.discounts.map((discount) =>
      element('Discount', [
        { name: 'Name', text: discount.name },
        { name: 'Type', text: discount.type },
        { name: 'Value', text: discount.value },
        { name: 'Level', text: String(discount.level) },
        { name: 'Amount', text: discount.amount },
      ]),
    ),
    ...calculation.netCosts.map((cost) => costNode('NetCost', cost)),
    optionalText('TaxRate', calculation.taxRate),
    { name: 'WithAdditionalCost', text: calculation.withAdditionalCost },
    { name: 'NetAmount', text: calculation.netAmount },
    { name: 'TaxAmount', text: calculation.taxAmount },
    { name: 'TotalAmount', text: calculation.totalAmount },
  ]);

/** The Terms element: payment terms (with their cash discount) and delivery terms, in sort order. */
export const termsNode = (terms: EdiTerms): XmlNode =>
  element('Terms', [
    ...terms.payment.map((term) =>
      element('PaymentTerm', [
        { name: 'Name', text: term.name },
        optionalText('Description', term.description),
        { name: 'Value', text: term.value },
        { name: 'SortOrder', text: String(term.sortOrder) },
      ]),
    ),
    ...terms.delivery.map((term) =>
      element('DeliveryTerm', [
        { name: 'Name', text: term.name },
        optionalText('Description', term.description),
        { name: 'SortOrder', text: String(term.sortOrder) },
      ]),
    ),
  ]);

const lineNode = (line: EdiPosition): XmlNode =>
  element(
    'Line',
    [
      { name: 'Quantity', text: String(line.quantity) },
      ...modelNodes(line),
      { name: 'UnitPrice', text: line.unitPrice },
      { name: 'TotalPrice', text: line.totalPrice },
      ...(line.calculation ? [calculationNode(line.calculation)] : []),
      optionalText('Commission', line.commission),
      optionalText('CustomerPosition', line.customerPosition),
      optionalText('Comment', line.comment),
    ],
    [['number', String(line.position)]],
  );

/** The Totals element (MOA net, tax, total). */
export const totalsNode = (totals: EdiDocument['totals']): XmlNode =>
  element('Totals', [
    { name: 'NetAmount', text: totals.net },
    { name: 'TaxAmount', text: totals.tax },
    { name: 'TotalAmount', text: totals.total },
  ]);

/** The root attributes every file of the family carries. */
export const rootAttributes = (): [string, string][] => [
  ['xmlns', EDI_NAMESPACE],
  ['version', EDI_FORMAT_VERSION],
];

/**
 * Writes a sales document as an EDI order message (`orders.xsd`, root `Orders`): UTF-8, XML 1.0, deterministic
 * (same document, same bytes). Characters XML cannot carry are dropped; a document breaking a format rule
 * (limits, patterns) throws the EDI error naming the element.
 */
export const writeEdiXml = (doc: EdiDocument): string => {
  const clean = cleanEdiDocument(doc);
  checkEdiDocument(clean);
  return serializeXml(
    element(
      'Orders',
      [
        headerNode(clean.header),
        partiesNode(clean.parties),
        element('Lines', clean.positions.map(lineNode)),
        totalsNode(clean.totals),
        ...(clean.terms ? [termsNode(clean.terms)] : []),
      ],
      rootAttributes(),
    ),
  );
};
