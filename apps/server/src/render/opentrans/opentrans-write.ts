import type { EdiCalculation, EdiParty, EdiPosition } from '#server/render/edi/edi-document';
import { element, serializeXml, type XmlNode, xmlSafe } from '#server/render/edi/xml-text';
import {
  BMECAT_NAMESPACE,
  configCodeOf,
  OPENTRANS_LANGUAGES,
  OPENTRANS_NAMESPACE,
  type OpenTransExport,
  type OpenTransFeature,
  PIECE_UNIT,
} from './opentrans-document';

// The country codes BMEcat 2005 knows (`dtCOUNTRIES`); another code is left out (the address keeps the rest).
const BMECAT_COUNTRIES = new Set(
  'AD AE AF AG AI AL AM AN AO AQ AR AS AT AU AW AZ BA BB BD BE BF BG BH BI BJ BM BN BO BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IN IO IQ IR IS IT JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD MG MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR ST SV SY SZ TC TD TF TG TH TJ TK TM TN TO TP TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT YU ZA ZM ZW'.split(
    ' ',
  ),
);

/**
 * Text cut to the schema's longest length (counted in characters, as XSD does), without surrounding spaces; the
 * element is left out when nothing remains. The configuration code carries the exact choices, so a long name cut
 * here loses nothing an import needs.
 */
const fit = (text: string, max: number): string => {
  const chars = [...xmlSafe(text).trim()];
  return (chars.length > max ? chars.slice(0, max).join('').trimEnd() : chars.join('')).trim();
};

const leaf = (name: string, text: string, max: number, attributes: [string, string][] = []): XmlNode | null => {
  const value = fit(text, max);
  return value === '' ? null : { name, text: value, attributes };
};

const bme = (name: string) => `bmecat:${name}`;

/** The hundredths of a percentage ("22.00") as a factor ("0.2200"), as BMEcat writes tax rates. */
const factorOf = (percent: string): string => {
  const negative = percent.startsWith('-');
  const [whole = '0', fraction = ''] = percent.replace('-', '').split('.');
  const hundredths = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  const text = `${hundredths / 10000n}.${String(hundredths % 10000n).padStart(4, '0')}`;
  return negative && hundredths !== 0n ? `-${text}` : text;
};

type PartyRole = 'buyer' | 'supplier' | 'customer' | 'delivery' | 'invoice_recipient';

const personName = (party: EdiParty) => [party.firstName, party.lastName].filter(Boolean).join(' ');

/** An ADDRESS of the party's fields (BMEcat lengths: names, street and city 50, post code 20). */
const addressOf = (party: EdiParty): XmlNode => {
  const person = personName(party);
  const name = party.companyName || person;
  return element('ADDRESS', [
    leaf(bme('NAME'), name, 50),
    party.companyName ? leaf(bme('NAME2'), person, 50) : null,
    party.lastName
      ? element('CONTACT_DETAILS', [
          leaf(bme('CONTACT_NAME'), party.lastName, 50),
          leaf(bme('FIRST_NAME'), party.firstName, 50),
          leaf(bme('TITLE'), party.addressing, 20),
        ])
      : null,
    leaf(bme('STREET'), party.street, 50),
    leaf(bme('ZIP'), party.postCode, 20),
    leaf(bme('CITY'), party.city, 50),
    BMECAT_COUNTRIES.has(party.countryCode) ? leaf(bme('COUNTRY_CODED'), party.countryCode, 2) : null,
    leaf(bme('VAT_ID'), party.vatNumber, 50),
    leaf(bme('PHONE'), party.telephone, 50),
    leaf(bme('EMAIL'), party.email, 255),
  ]);
};

const partyOf = (id: string, role: PartyRole, address: XmlNode): XmlNode =>
  element('PARTY', [
    { name: bme('PARTY_ID'), text: id, attributes: [['type', 'supplier_specific']] },
    { name: 'PARTY_ROLE', text: role },
    address,
  ]);

/** A position's costs and discounts as allowances and surcharges (the discount's level is its sequence). */
const allowOrChargesOf = (calculation: EdiCalculation): XmlNode | null => {
  const charge = (type: 'allowance' | 'surcharge', sequence: number, name: string, kind: string, value: XmlNode) =>
    element(
      'ALLOW_OR_CHARGE',
      [
        { name: 'ALLOW_OR_CHARGE_SEQUENCE', text: String(sequence) },
        leaf('ALLOW_OR_CHARGE_NAME', name, 80),
        { name: 'ALLOW_OR_CHARGE_TYPE', text: kind },
        element('ALLOW_OR_CHARGE_VALUE', [value]),
      ],
      [['type', type]],
    );
  const money = (amount: string): XmlNode => ({ name: 'AOC_MONETARY_AMOUNT', text: amount });
  const entries = [
    ...calculation.additionalCosts.map((cost) =>
      charge('surcharge', 0, cost.name, 'additional-cost', money(cost.amount)),
    ),
    ...calculation.discounts.map((discount) =>
      charge(
        'allowance',
        discount.level,
        discount.name,
        'rebate',
        discount.type === 'percentage'
          ? { name: 'AOC_PERCENTAGE_FACTOR', text: factorOf(discount.value) }
          : money(discount.value),
      ),
    ),
    ...calculation.netCosts.map((cost) => charge('surcharge', 999, cost.name, 'net-cost', money(cost.amount))),
  ];
  return entries.length === 0 ? null : element('ALLOW_OR_CHARGES_FIX', entries);
};

const taxDetailsOf = (calculation: EdiCalculation): XmlNode | null =>
  calculation.taxRate === ''
    ? null
    : element('TAX_DETAILS_FIX', [
        { name: bme('TAX_CATEGORY'), text: Number(calculation.taxRate) === 0 ? 'zero_rate' : 'standard_rate' },
        { name: bme('TAX_TYPE'), text: 'vat' },
        { name: bme('TAX'), text: factorOf(calculation.taxRate) },
        { name: 'TAX_AMOUNT', text: calculation.taxAmount },
        { name: 'TAX_BASE', text: calculation.netAmount },
      ]);

const featureNode = (feature: OpenTransFeature): XmlNode | null => {
  const name = leaf(bme('FNAME'), feature.name, 60);
  const value = leaf(bme('FVALUE'), feature.value, 60);
  return name && value ? element('FEATURE', [name, value, leaf(bme('FUNIT'), feature.unit, 20)]) : null;
};

const itemOf = (input: OpenTransExport, position: EdiPosition): XmlNode => {
  const features = (input.features.get(position.position) ?? []).map(featureNode);
  const delivery = input.deliveryDates.get(position.position);
  const calculation = position.calculation;
  return element(input.kind === 'ORDER' ? 'ORDER_ITEM' : 'QUOTATION_ITEM', [
    { name: 'LINE_ITEM_ID', text: String(position.position) },
    element('PRODUCT_ID', [
      position.modelCode.length <= 32
        ? { name: bme('SUPPLIER_PID'), text: position.modelCode, attributes: [['type', 'supplier_specific']] }
        : null,
      { name: 'CONFIG_CODE_FIX', text: configCodeOf(position.modelCode, position.parameters) },
      leaf(bme('DESCRIPTION_SHORT'), position.modelName, 150),
    ]),
    features.some(Boolean) ? element('PRODUCT_FEATURES', features) : null,
    { name: 'QUANTITY', text: String(position.quantity) },
    { name: bme('ORDER_UNIT'), text: PIECE_UNIT },
    element('PRODUCT_PRICE_FIX', [
      { name: bme('PRICE_AMOUNT'), text: position.unitPrice },
      calculation ? allowOrChargesOf(calculation) : null,
      calculation ? taxDetailsOf(calculation) : null,
    ]),
    { name: 'PRICE_LINE_AMOUNT', text: position.totalPrice },
    delivery
      ? element('DELIVERY_DATE', [
          { name: 'DELIVERY_START_DATE', text: delivery },
          { name: 'DELIVERY_END_DATE', text: delivery },
        ])
      : null,
    leaf('REMARKS', position.comment, 64_000, [['type', 'general']]),
  ]);
};

/**
 * Writes a sales document as an openTRANS 2.1 `ORDER` or `QUOTATION` (valid against `opentrans_2_1.xsd`): the
 * parties (buyer = the dealer partner, supplier = the manufacturer, the customer, delivery and invoice addresses),
 * one item per position (model code, configuration code, printable parameters as features, quantity in pieces,
 * unit price with its costs, discounts and tax, line amount, delivery date) and the summary, whose total is the
 * document's net total. UTF-8, two-space indented, deterministic for the same input.
 */
export const writeOpenTransXml = (input: OpenTransExport): string => {
  const { doc, kind } = input;
  const order = kind === 'ORDER';
  const party = (role: string) => doc.parties.find((candidate) => candidate.role === role);
  const customer = party('customer');
  // The door goes where the document's delivery address says, else to the customer.
  const delivery = party('delivery') ?? customer;
  const invoice = party('invoice');
  const id = doc.header.number;
  const parties = element('PARTIES', [
    partyOf(input.buyer.id, 'buyer', element('ADDRESS', [leaf(bme('NAME'), input.buyer.name, 50)])),
    partyOf(input.supplier.id, 'supplier', element('ADDRESS', [leaf(bme('NAME'), input.supplier.name, 50)])),
    customer ? partyOf(`${id}/customer`, 'customer', addressOf(customer)) : null,
    delivery ? partyOf(`${id}/delivery`, 'delivery', addressOf(delivery)) : null,
    invoice ? partyOf(`${id}/invoice`, 'invoice_recipient', addressOf(invoice)) : null,
  ]);
  const references = element('ORDER_PARTIES_REFERENCE', [
    { name: bme('BUYER_IDREF'), text: input.buyer.id, attributes: [['type', 'supplier_specific']] },
    { name: bme('SUPPLIER_IDREF'), text: input.supplier.id, attributes: [['type', 'supplier_specific']] },
    invoice
      ? { name: 'INVOICE_RECIPIENT_IDREF', text: `${id}/invoice`, attributes: [['type', 'supplier_specific']] }
      : null,
    delivery
      ? element('SHIPMENT_PARTIES_REFERENCE', [
          { name: 'DELIVERY_IDREF', text: `${id}/delivery`, attributes: [['type', 'supplier_specific']] },
        ])
      : null,
  ]);
  const remarks = [
    leaf('REMARKS', doc.header.comment, 64_000, [['type', 'general']]),
    leaf('REMARKS', doc.header.commission, 64_000, [['type', 'commission']]),
    leaf('REMARKS', doc.header.customerNumber, 64_000, [['type', 'customernumber']]),
  ];
  const language: XmlNode = {
    name: bme('LANGUAGE'),
    text: OPENTRANS_LANGUAGES[doc.header.language],
    attributes: [['default', 'true']],
  };
  const prefix = order ? 'ORDER' : 'QUOTATION';
  const info = element(`${prefix}_INFO`, [
    { name: `${prefix}_ID`, text: id },
    { name: `${prefix}_DATE`, text: doc.header.documentDate },
    language,
    parties,
    references,
    { name: bme('CURRENCY'), text: doc.header.currency },
    ...remarks,
  ]);
  const root = element(
    kind,
    [
      element(`${kind}_HEADER`, [
        element('CONTROL_INFO', [
          { name: 'GENERATOR_INFO', text: 'door-configurator' },
          { name: 'GENERATION_DATE', text: `${input.generatedAt.toISOString().slice(0, 19)}Z` },
        ]),
        info,
      ]),
      element(
        `${kind}_ITEM_LIST`,
        doc.positions.map((position) => itemOf(input, position)),
      ),
      element(`${kind}_SUMMARY`, [
        { name: 'TOTAL_ITEM_NUM', text: String(doc.positions.length) },
        { name: 'TOTAL_AMOUNT', text: doc.totals.net },
      ]),
    ],
    [
      ['xmlns', OPENTRANS_NAMESPACE],
      ['xmlns:bmecat', BMECAT_NAMESPACE],
      ['version', '2.1'],
      ...(order ? ([['type', 'standard']] as [string, string][]) : []),
    ],
  );
  return serializeXml(root);
};
