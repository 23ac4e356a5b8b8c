import { describe, expect, it } from 'vitest';
import { AppError } from '#server/core/app-error';
import { demoCatalogue, sampleDocument } from '#server/render/edi/edi.fixtures';
import type { EdiDocument, EdiPosition } from '#server/render/edi/edi-document';
import { findXmlOverLimit, XML_MAX_ELEMENTS } from '#server/render/edi/xml-text';
import { validateAgainstOpenTransXsd } from './opentrans.fixtures';
import {
  configCodeOf,
  featureOf,
  OPENTRANS_MAX_BYTES,
  type OpenTransExport,
  type OpenTransKind,
  parseConfigCode,
} from './opentrans-document';
import { parseOpenTrans, readOpenTransOrder, readOrderResponse } from './opentrans-read';
import { writeOpenTransXml } from './opentrans-write';

/** The sample document with a calculation on its first position: a cost, two discounts, a net cost and 22 % VAT. */
const calculatedDocument = (): EdiDocument => {
  const doc = sampleDocument();
  const [first, second] = doc.positions;
  if (!first || !second) {
    throw new Error('sample document without positions');
  }
  first.calculation = {
    additionalCosts: [{ name: 'Montaža', amount: '100.00' }],
    discounts: [
      { name: 'Rabat', type: 'percentage', value: '12.50', level: 1, amount: '321.11' },
      { name: 'Popust', type: 'amount', value: '50.00', level: 2, amount: '50.00' },
    ],
    netCosts: [{ name: 'Prevoz', amount: '30.00' }],
    taxRate: '22.00',
    withAdditionalCost: '2569.00',
    netAmount: '2227.89',
    taxAmount: '490.14',
    totalAmount: '2718.03',
  };
  first.totalPrice = '2227.89';
  doc.totals = { net: '3026.89', tax: '490.14', total: '3517.03' };
  return doc;
};

const exportOf = (doc: EdiDocument, kind: OpenTransKind): OpenTransExport => ({
  kind,
  doc,
  buyer: { id: '11111111-1111-4111-8111-111111111111', name: 'Vrata d.o.o.' },
  supplier: { id: '22222222-2222-4222-8222-222222222222', name: 'Alpina Türen & Tore' },
  features: new Map(
    doc.positions.map((position) => [
      position.position,
      [featureOf({ name: 'Širina (mm)', value: '900' }), featureOf({ name: 'Barva krila', value: 'Hrast' })],
    ]),
  ),
  deliveryDates: new Map([[1, '2026-12-15']]),
  generatedAt: new Date('2026-11-27T10:00:00Z'),
});

/** The error a call throws (fails the test when it does not throw an AppError). */
const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) {
      return error;
    }
    throw error;
  }
  throw new Error('not refused');
};

/** What a position's round trip must keep: number, quantity, model, parameters, prices and comment. */
const essentials = ({ position, quantity, modelCode, parameters, unitPrice, totalPrice, comment }: EdiPosition) => ({
  position,
  quantity,
  modelCode,
  parameters,
  unitPrice,
  totalPrice,
  comment,
});

const bytes = (xml: string) => Buffer.from(xml, 'utf8');

describe('openTRANS 2.1 writer', () => {
  it('writes an ORDER and a QUOTATION that validate against opentrans_2_1.xsd with 0 errors', async () => {
    for (const kind of ['ORDER', 'QUOTATION'] as const) {
      const xml = writeOpenTransXml(exportOf(calculatedDocument(), kind));
      const validation = await validateAgainstOpenTransXsd(xml);
      expect(validation.errors, kind).toEqual([]);
      expect(validation.valid).toBe(true);
      expect(xml).toContain(`<${kind} xmlns="http://www.opentrans.org/XMLSchema/2.1"`);
    }
  });

  it('writes the parties, CONFIG_CODE_FIX, features with units, C62, tax and allowances', () => {
    const xml = writeOpenTransXml(exportOf(calculatedDocument(), 'ORDER'));
    expect(xml).toContain('<PARTY_ROLE>buyer</PARTY_ROLE>');
    expect(xml).toContain('<PARTY_ROLE>supplier</PARTY_ROLE>');
    expect(xml).toContain('<PARTY_ROLE>delivery</PARTY_ROLE>');
    expect(xml).toContain(
      '<CONFIG_CODE_FIX>TRIGLAV|width=1500;height=2100;leaves:double;leafColour:oak</CONFIG_CODE_FIX>',
    );
    expect(xml).toMatch(
      /<bmecat:FNAME>Širina<\/bmecat:FNAME>\s*<bmecat:FVALUE>900<\/bmecat:FVALUE>\s*<bmecat:FUNIT>MMT<\/bmecat:FUNIT>/,
    );
    expect(xml).toContain('<bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT>');
    expect(xml).toContain('<bmecat:TAX>0.2200</bmecat:TAX>');
    expect(xml).toContain('<AOC_PERCENTAGE_FACTOR>0.1250</AOC_PERCENTAGE_FACTOR>');
    expect(xml).toContain('<TOTAL_AMOUNT>3026.89</TOTAL_AMOUNT>');
    expect(xml).toContain('<DELIVERY_START_DATE>2026-12-15</DELIVERY_START_DATE>');
  });

  it('writes a 50-position ORDER that validates with 0 errors', async () => {
    const doc = calculatedDocument();
    const [first] = doc.positions;
    doc.positions = Array.from({ length: 50 }, (_, index) => ({
      ...(first as NonNullable<typeof first>),
      position: index + 1,
    }));
    const xml = writeOpenTransXml(exportOf(doc, 'ORDER'));
    expect(xml.match(/<ORDER_ITEM>/g)).toHaveLength(50);
    expect(await validateAgainstOpenTransXsd(xml)).toEqual({ valid: true, errors: [] });
  });

  it('cuts texts to the lengths of the schema and still validates', async () => {
    const doc = calculatedDocument();
    const long = 'Ž'.repeat(300);
    const [first] = doc.positions;
    if (first) {
      first.modelName = long;
      first.comment = long;
    }
    doc.parties = doc.parties.map((party) => ({ ...party, companyName: long, street: long, city: long }));
    const input = exportOf(doc, 'QUOTATION');
    input.features = new Map([[1, [{ name: long, value: long, unit: '' }]]]);
    expect(await validateAgainstOpenTransXsd(writeOpenTransXml(input))).toEqual({ valid: true, errors: [] });
  });
});

describe('openTRANS 2.1 reader', () => {
  it('reads an exported ORDER back into the same positions, prices and calculation', () => {
    const doc = calculatedDocument();
    const xml = writeOpenTransXml(exportOf(doc, 'ORDER'));
    const { root, element } = parseOpenTrans(bytes(xml), ['ORDER']);
    expect(root).toBe('ORDER');
    const read = readOpenTransOrder(element, demoCatalogue);
    expect(read.positions.map(essentials)).toEqual(doc.positions.map(essentials));
    const calculation = read.positions[0]?.calculation;
    expect(calculation?.additionalCosts).toEqual([{ name: 'Montaža', amount: '100.00' }]);
    expect(calculation?.discounts.map(({ name, type, value, level }) => ({ name, type, value, level }))).toEqual([
      { name: 'Rabat', type: 'percentage', value: '12.50', level: 1 },
      { name: 'Popust', type: 'amount', value: '50.00', level: 2 },
    ]);
    expect(calculation?.netCosts).toEqual([{ name: 'Prevoz', amount: '30.00' }]);
    expect(calculation?.taxRate).toBe('22.00');
    expect(read.header).toMatchObject({ currency: 'EUR', language: 'sl', commission: doc.header.commission });
    expect(read.parties.find((party) => party.role === 'delivery')).toMatchObject({
      firstName: 'Éva',
      lastName: 'Großmann',
      city: 'Maribor',
      companyName: '',
    });
  });

  it('refuses an ORDER item it cannot map, naming the element', () => {
    const xml = writeOpenTransXml(exportOf(calculatedDocument(), 'ORDER'));
    const { element } = parseOpenTrans(bytes(xml.replace(/<CONFIG_CODE_FIX>[^<]*<\/CONFIG_CODE_FIX>/, '')), ['ORDER']);
    expect(refusal(() => readOpenTransOrder(element, demoCatalogue)).detail).toBe(
      'missingElement:ORDER_ITEM[1]/PRODUCT_ID/CONFIG_CODE_FIX',
    );
    const unknown = parseOpenTrans(bytes(xml.replace('TRIGLAV|', 'NOPE|')), ['ORDER']).element;
    expect(refusal(() => readOpenTransOrder(unknown, demoCatalogue)).detail).toBe('unknownModel:NOPE');
    const unit = parseOpenTrans(bytes(xml.replace('>C62<', '>MTR<')), ['ORDER']).element;
    expect(refusal(() => readOpenTransOrder(unit, demoCatalogue)).detail).toBe('invalidValue:ORDER_ITEM[1]/ORDER_UNIT');
  });

  it('reads an ORDERRESPONSE: order id, manufacturer order number, parties and each line', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ORDERRESPONSE version="2.1" xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bme="http://www.bmecat.org/bmecat/2005">
  <ORDERRESPONSE_HEADER><ORDERRESPONSE_INFO>
    <ORDER_ID>2026-00015</ORDER_ID><ORDERRESPONSE_DATE>2026-11-28T09:00:00</ORDERRESPONSE_DATE>
    <SUPPLIER_ORDER_ID>AB-4711</SUPPLIER_ORDER_ID>
    <PARTIES><PARTY><bme:PARTY_ID>s</bme:PARTY_ID><PARTY_ROLE>supplier</PARTY_ROLE></PARTY></PARTIES>
    <ORDER_PARTIES_REFERENCE><bme:BUYER_IDREF type="supplier_specific">b</bme:BUYER_IDREF><bme:SUPPLIER_IDREF>s</bme:SUPPLIER_IDREF></ORDER_PARTIES_REFERENCE>
  </ORDERRESPONSE_INFO></ORDERRESPONSE_HEADER>
  <ORDERRESPONSE_ITEM_LIST>
    <ORDERRESPONSE_ITEM><LINE_ITEM_ID>2</LINE_ITEM_ID><PRODUCT_ID/><QUANTITY>3.0</QUANTITY><bme:ORDER_UNIT>C62</bme:ORDER_UNIT>
      <PRODUCT_PRICE_FIX><bme:PRICE_AMOUNT>1150.5</bme:PRICE_AMOUNT></PRODUCT_PRICE_FIX>
      <DELIVERY_DATE type="fixed"><DELIVERY_START_DATE>2026-12-20T00:00:00</DELIVERY_START_DATE><DELIVERY_END_DATE>2026-12-20</DELIVERY_END_DATE></DELIVERY_DATE>
    </ORDERRESPONSE_ITEM>
  </ORDERRESPONSE_ITEM_LIST>
  <ORDERRESPONSE_SUMMARY><TOTAL_ITEM_NUM>1</TOTAL_ITEM_NUM></ORDERRESPONSE_SUMMARY>
</ORDERRESPONSE>`;
    expect(validateAgainstOpenTransXsd).toBeDefined();
    const { element } = parseOpenTrans(bytes(xml), ['ORDERRESPONSE']);
    expect(readOrderResponse(element)).toEqual({
      orderId: '2026-00015',
      supplierOrderId: 'AB-4711',
      buyerId: 'b',
      supplierId: 's',
      deliveryDate: '',
      lines: [
        {
          lineItemId: '2',
          position: 2,
          quantity: 3,
          unitPriceCents: 115050,
          deliveryDate: '2026-12-20',
          element: 'ORDERRESPONSE_ITEM[1]',
        },
      ],
    });
  });
});

describe('hostile openTRANS input', () => {
  const order = writeOpenTransXml(exportOf(calculatedDocument(), 'ORDER'));
  const refused = (xml: string | Buffer) =>
    refusal(() => parseOpenTrans(typeof xml === 'string' ? bytes(xml) : xml, ['ORDER', 'ORDERRESPONSE']));

  it('refuses DOCTYPE and entity declarations before parsing', () => {
    const doctype = order.replace('<ORDER ', '<!DOCTYPE ORDER [<!ENTITY x "y">]>\n<ORDER ');
    expect(refused(doctype)).toMatchObject({ statusCode: 400, code: 'declarationNotAllowed' });
    const external = order.replace('<ORDER ', '<!DOCTYPE ORDER SYSTEM "file:///etc/passwd">\n<ORDER ');
    expect(refused(external)).toMatchObject({ statusCode: 400, code: 'declarationNotAllowed' });
    const billion = `<?xml version="1.0"?><!ENTITY lol "lol"><ORDER/>`;
    expect(refused(billion)).toMatchObject({ statusCode: 400, code: 'declarationNotAllowed' });
  });

  it('refuses deep nesting, more than 20 MB, bad UTF-8, malformed XML and a wrong root', () => {
    const deep = `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`;
    const nested = order.replace('<ORDER_SUMMARY>', `<ORDER_SUMMARY>${deep}`);
    expect(refused(nested)).toMatchObject({ statusCode: 400, code: 'malformed' });
    const huge = Buffer.alloc(OPENTRANS_MAX_BYTES + 1, 0x20);
    expect(refused(huge)).toMatchObject({ statusCode: 400, code: 'tooLarge' });
    expect(refused(Buffer.from([0x3c, 0xff, 0xfe, 0x3e]))).toMatchObject({ statusCode: 400, code: 'malformed' });
    expect(refused('<ORDER><unclosed></ORDER>')).toMatchObject({ statusCode: 400, code: 'malformed' });
    expect(refused(order.replace('http://www.opentrans.org/XMLSchema/2.1', 'urn:other'))).toMatchObject({
      code: 'wrongRoot',
    });
    expect(refused('<INVOICE xmlns="http://www.opentrans.org/XMLSchema/2.1" version="2.1"/>')).toMatchObject({
      code: 'wrongRoot',
    });
  });
});

describe('nesting checked before the validator', () => {
  it('refuses a million unclosed start tags by their nesting, with a short message', () => {
    const head = '<ORDERRESPONSE xmlns="http://www.opentrans.org/XMLSchema/2.1" version="2.1">';
    // Before, the validator walked all of it and its refusal listed every open tag: 16 MB of message.
    const unclosed = refusal(() => parseOpenTrans(bytes(`${head}${'<a>'.repeat(2_000_000)}`), ['ORDERRESPONSE']));
    expect(unclosed).toMatchObject({ statusCode: 400, code: 'malformed' });
    expect(unclosed.messageIn('en')).toBe(
      'The openTRANS file is not well-formed XML (line 1): Maximum nested tags exceeded (deeper than 32 elements)',
    );
    // Unclosed tags within the depth: the validator's reason, cut short.
    const shallow = `${head}${'<ORDERRESPONSE_HEADER_WITH_A_LONG_NAME>'.repeat(30)}`;
    const cut = refusal(() => parseOpenTrans(bytes(shallow), ['ORDERRESPONSE']));
    expect(cut.code).toBe('malformed');
    expect(cut.messageIn('en').length).toBeLessThan(300);
  });

  it('refuses a shallow file of more elements than an order holds, naming the line of the first one too many', () => {
    const head = '<ORDERRESPONSE xmlns="http://www.opentrans.org/XMLSchema/2.1" version="2.1">\n';
    // A million empty elements within 20 MB: well-formed, but it held the process for 10 s in the validator and parser.
    const flood = `${head}${'<a/>\n'.repeat(1_000_000)}</ORDERRESPONSE>`;
    const refused = refusal(() => parseOpenTrans(bytes(flood), ['ORDERRESPONSE']));
    expect(refused).toMatchObject({ statusCode: 400, code: 'malformed' });
    expect(refused.messageIn('en')).toBe(
      `The openTRANS file is not well-formed XML (line ${XML_MAX_ELEMENTS + 1}): Too many elements (more than ${XML_MAX_ELEMENTS})`,
    );
  });

  it('counts only elements: comments, CDATA, instructions, empty elements and quoted > do not nest', () => {
    const open = (depth: number) => '<a>'.repeat(depth);
    const deep = { maxDepth: 3, maxElements: 100 };
    expect(findXmlOverLimit(`${open(3)}</a></a></a>`, deep)).toBeNull();
    expect(findXmlOverLimit(open(4), deep)?.at).toBe(9);
    const noise = `<b x="1>2" y='/>'/><!-- <a><a> --><![CDATA[<a><a>]]><?pi <a>?>`;
    expect(findXmlOverLimit(`${open(2)}${noise.repeat(3)}<a>${noise}</a></a></a>`, deep)).toBeNull();
    expect(findXmlOverLimit(`${open(3)}<c attr="/">`, deep)?.at).toBeGreaterThan(0);
    // Empty elements count as elements, comments and CDATA do not: the sixth element is one too many.
    const few = { maxDepth: 3, maxElements: 5 };
    expect(findXmlOverLimit(`<a>${'<b/><!-- <c/> --><![CDATA[<c/>]]>'.repeat(4)}</a>`, few)).toBeNull();
    expect(findXmlOverLimit(`<a>${'<b/>'.repeat(5)}</a>`, few)).toEqual({
      at: 19,
      reason: 'Too many elements (more than 5)',
    });
    const order = writeOpenTransXml(exportOf(calculatedDocument(), 'ORDER'));
    expect(findXmlOverLimit(order, { maxDepth: 32, maxElements: XML_MAX_ELEMENTS })).toBeNull();
  });
});

describe('configuration code', () => {
  it('round-trips codes and typed values with separators and other letters', () => {
    const parameters = [
      { code: 'width', valueCode: '', customValue: '900' },
      { code: 'a;b', valueCode: 'x:y|z', customValue: '' },
      { code: 'inscription', valueCode: '', customValue: 'Straße = 7; "Haus" 100%' },
    ];
    const code = configCodeOf('MODEL|1', parameters);
    expect(parseConfigCode(code)).toEqual({ modelCode: 'MODEL|1', parameters });
    expect(parseConfigCode('no bar')).toBeNull();
    expect(parseConfigCode('M|broken')).toBeNull();
  });
});
