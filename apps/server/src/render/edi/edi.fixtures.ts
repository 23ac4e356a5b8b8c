import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { validateXML } from 'xmllint-wasm';
import {
  EDI_DOCUMENT_TYPES,
  EDI_LANGUAGES,
  EDI_PARTY_ROLES,
  type EdiCatalogue,
  type EdiDocument,
  type EdiParty,
  type EdiPartyRole,
  emptyParty,
} from './edi-document';

const XSD = readFileSync(new URL('./orders.xsd', import.meta.url), 'utf8');

/** Validates XML texts against `orders.xsd` with libxml2 (compiled to WebAssembly, no network, no apt package). */
export const validateAgainstXsd = async (xml: string | { fileName: string; contents: string }[]) => {
  const result = await validateXML({
    xml: typeof xml === 'string' ? [{ fileName: 'document.xml', contents: xml }] : xml,
    schema: [{ fileName: 'orders.xsd', contents: XSD }],
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.rawMessage) };
};

/** The demo catalogue's codes as the import sees them: two models with list and typed parameters. */
export const DEMO_CODES: Record<string, Record<string, string[]>> = {
  TRIGLAV: {
    width: [],
    height: [],
    leaves: ['single', 'double'],
    leafColour: ['white', 'oak', 'anthracite'],
    glass: ['none', 'satin'],
  },
  KRN: { width: [], height: [], leafColour: ['white', 'oak'], inscription: [] },
};

/** A catalogue over `DEMO_CODES`. */
export const demoCatalogue: EdiCatalogue = {
  hasModel: (model) => Object.hasOwn(DEMO_CODES, model),
  hasParameter: (model, parameter) => Object.hasOwn(DEMO_CODES[model] ?? {}, parameter),
  hasValue: (model, parameter, value) => DEMO_CODES[model]?.[parameter]?.includes(value) ?? false,
};

/** A realistic document: a double and a single door, every party, Slovenian and German text. */
export const sampleDocument = (): EdiDocument => ({
  header: {
    documentType: 'order',
    number: '2026-15',
    documentDate: '2026-11-22',
    deliveryDate: '2026-12-15',
    currency: 'EUR',
    language: 'sl',
    commission: 'Hiša Žabnica & vrt',
    customerNumber: 'K-1001',
    comment: 'Dostava po 14. uri.\nPokličite "prej" <obvezno>.',
  },
  parties: [
    {
      ...emptyParty('seller'),
      code: 'DEMO-PARTNER',
      companyName: 'Vrata d.o.o.',
      street: 'Šmartinska 12',
      postCode: '1000',
      city: 'Ljubljana',
      countryCode: 'SI',
      vatNumber: 'SI12345678',
    },
    { ...emptyParty('buyer'), code: 'DEMO-CHILD', companyName: 'Türen Müller GmbH', city: 'Graz', countryCode: 'AT' },
    {
      ...emptyParty('customer'),
      addressing: 'g.',
      firstName: 'Čedomir',
      lastName: 'Šuštar',
      email: 'cedo@example.com',
      telephone: '+386 1 234 56 78',
    },
    {
      ...emptyParty('delivery'),
      firstName: 'Éva',
      lastName: 'Großmann',
      street: 'Dunajska 5',
      postCode: '2000',
      city: 'Maribor',
      countryCode: 'SI',
      telephone: '041 000 000',
    },
    {
      ...emptyParty('invoice'),
      companyName: 'Žaga & Co.',
      street: 'Cesta 1',
      postCode: '4000',
      city: 'Kranj',
      countryCode: 'SI',
    },
  ],
  positions: [
    {
      position: 1,
      quantity: 2,
      modelCode: 'TRIGLAV',
      modelName: 'Triglav',
      parameters: [
        { code: 'width', valueCode: '', customValue: '1500' },
        { code: 'height', valueCode: '', customValue: '2100' },
        { code: 'leaves', valueCode: 'double', customValue: '' },
        { code: 'leafColour', valueCode: 'oak', customValue: '' },
      ],
      unitPrice: '1234.50',
      totalPrice: '2469.00',
      commission: 'Pritličje',
      customerPosition: '1.1',
      comment: '',
    },
    {
      position: 2,
      quantity: 1,
      modelCode: 'KRN',
      modelName: 'Krn',
      parameters: [
        { code: 'width', valueCode: '', customValue: '900' },
        { code: 'height', valueCode: '', customValue: '2000' },
        { code: 'inscription', valueCode: '', customValue: 'Straße & "Haus" <7>' },
      ],
      unitPrice: '799.00',
      totalPrice: '799.00',
      commission: '',
      customerPosition: '',
      comment: 'Kljuka v črni barvi',
    },
  ],
  totals: { net: '3268.00', tax: '718.96', total: '3986.96' },
});

// Text that stresses escaping: Slovenian, German and French letters, markup characters, line ends, tabs,
// characters outside the BMP, plus anything fast-check's full unicode strings bring.
const tricky = fc.constantFrom(
  'č',
  'š',
  'ž',
  'ß',
  'é',
  '&',
  '<',
  '>',
  '"',
  "'",
  ']]>',
  '\n',
  '\r\n',
  '\r',
  '\t',
  ' ',
  '😀',
  '&amp;',
);
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    // Any code point, including ones XML cannot carry (the writer drops those); two UTF-16 units at most each.
    fc.string({ unit: 'binary', maxLength: Math.floor(maxLength / 2) }),
    fc
      .array(fc.oneof(tricky, fc.string({ unit: 'grapheme', maxLength: 3 })), { maxLength: 40 })
      .map((parts) => parts.join('').slice(0, maxLength)),
    fc.constant(''),
  );
const code = fc.stringMatching(/^[A-Za-z0-9čšžČŠŽ][A-Za-z0-9 ._\-čšž&<>"]{0,20}[A-Za-z0-9]$/);
const amount = fc
  .bigInt({ min: -(10n ** 9n), max: 10n ** 12n })
  .map(
    (cents) =>
      `${cents < 0n ? '-' : ''}${(cents < 0n ? -cents : cents) / 100n}.${String((cents < 0n ? -cents : cents) % 100n).padStart(2, '0')}`,
  )
  .filter((value) => value !== '-0.00');
const date = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((value) => value.toISOString().slice(0, 10));

const party = (role: EdiPartyRole): fc.Arbitrary<EdiParty> =>
  fc.record({
    role: fc.constant(role),
    code: fc.oneof(fc.constant(''), code),
    companyName: text(250),
    addressing: text(50),
    firstName: text(50),
    lastName: text(50),
    street: text(250),
    postCode: text(20),
    city: text(250),
    countryCode: fc.constantFrom('', 'SI', 'DE', 'AT', 'FR'),
    email: text(250),
    telephone: text(50),
    companyRegistration: text(50),
    vatNumber: text(50),
  });

/** Any document the format can carry, including long texts and the awkward characters above. */
export const ediDocumentArbitrary: fc.Arbitrary<EdiDocument> = fc
  .record({
    header: fc.record({
      documentType: fc.constantFrom(...EDI_DOCUMENT_TYPES),
      number: code,
      documentDate: date,
      deliveryDate: fc.oneof(fc.constant(''), date),
      currency: fc.constantFrom('EUR', 'CHF', 'USD'),
      language: fc.constantFrom(...EDI_LANGUAGES),
      commission: text(255),
      customerNumber: text(255),
      comment: fc.oneof(text(2000), fc.string({ minLength: 1500, maxLength: 2000 })),
    }),
    parties: fc
      .subarray(Object.keys(EDI_PARTY_ROLES).filter((role) => role !== 'seller') as EdiPartyRole[])
      .chain((roles) => fc.tuple(party('seller'), ...roles.map(party))),
    positions: fc.uniqueArray(
      fc.record({
        position: fc.integer({ min: 1, max: 99_999 }),
        quantity: fc.integer({ min: 1, max: 100 }),
        modelCode: code,
        modelName: text(250),
        parameters: fc.array(fc.record({ code, valueCode: fc.oneof(fc.constant(''), code), customValue: text(300) }), {
          maxLength: 12,
        }),
        unitPrice: amount,
        totalPrice: amount,
        commission: text(255),
        customerPosition: text(50),
        comment: text(2000),
      }),
      { maxLength: 6, selector: (line) => line.position },
    ),
    totals: fc.record({ net: amount, tax: amount, total: amount }),
  })
  .map((doc) => doc as EdiDocument);

/** A catalogue that knows every model, parameter and value (for round trips of generated documents). */
export const openCatalogue: EdiCatalogue = { hasModel: () => true, hasParameter: () => true, hasValue: () => true };
