import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  documentHistoryReplySchema,
  opentransUploadReplySchema,
  SECOND_BRAND_PARTNER_ID,
  ZERO_GUID,
} from '@door/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesDocumentConfigurations, salesDocuments } from '#server/db/schema';
import { validateAgainstOpenTransXsd } from '#server/render/opentrans/opentrans.fixtures';
import { buildTestApp } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;

const tokens = new Map<string, string>();
const call = async (method: 'GET' | 'POST', url: string, payload?: object, email: string = DEMO_USERS.admin) => {
  if (!tokens.has(email)) {
    tokens.set(email, (await signIn(app, email)).authorization);
  }
  return app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'en', authorization: tokens.get(email) as string },
    ...(payload ? { payload } : {}),
  });
};

const exportOf = async (id: string, email: string = DEMO_USERS.admin) => {
  const response = await call('GET', `document/${id}/opentrans?brandPartnerId=${BPI}`, undefined, email);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return response.body;
};
const upload = (id: string, xml: string | Buffer, extra: Record<string, unknown> = {}) =>
  call('POST', `document/${id}/opentrans`, {
    BrandPartnerId: BPI,
    Base64File: (typeof xml === 'string' ? Buffer.from(xml, 'utf8') : xml).toString('base64'),
    FileName: 'erp.xml',
    ...extra,
  });

/** The upload with the XML itself as the body (Content-Type application/xml unless given), the rest in the query. */
const uploadRaw = (id: string, xml: string | Buffer, query = `brandPartnerId=${BPI}`, type = 'application/xml') => {
  const email = DEMO_USERS.admin;
  return app.inject({
    method: 'POST',
    url: `/api/v1/document/${id}/opentrans${query ? `?${query}` : ''}`,
    headers: { 'accept-language': 'en', authorization: tokens.get(email) as string, 'content-type': type },
    payload: xml,
  });
};

const linesOf = (documentId: string) =>
  db
    .select()
    .from(salesDocumentConfigurations)
    .where(eq(salesDocumentConfigurations.documentId, documentId))
    .orderBy(asc(salesDocumentConfigurations.position));
const documentRow = async (id: string) => (await db.select().from(salesDocuments).where(eq(salesDocuments.id, id)))[0];
const historyOf = async (id: string) =>
  documentHistoryReplySchema.parse((await call('GET', `document/${id}/history`)).json());

/** Every value of an element in the file (the first occurrence per parent is enough for sums of leaves). */
const valuesOf = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1] as string);
const centsOf = (value: string) => Math.round(Number(value) * 100);
const sumCents = (values: string[]) => values.reduce((sum, value) => sum + centsOf(value), 0);

/** A demo order of the default storefront with two positions, not archived. */
const demoOrder = async () => {
  const rows = await db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.brandPartnerId, BPI),
        eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.order),
        ne(salesDocuments.statusId, DOCUMENT_STATUS_IDS.archived),
      ),
    )
    .orderBy(asc(salesDocuments.number));
  for (const row of rows) {
    if ((await linesOf(row.id)).length === 2) {
      return row;
    }
  }
  throw new Error('no demo order with two positions');
};

/** An ORDERRESPONSE to an exported ORDER: its order id and parties, and the given answers per line. */
const responseTo = (
  order: string,
  lines: { id: string; quantity: string; price?: string; delivery?: string }[],
  overrides: { orderId?: string; supplierId?: string } = {},
) => {
  const [orderId] = valuesOf(order, 'ORDER_ID');
  const buyer = /<bmecat:BUYER_IDREF[^>]*>([^<]*)</.exec(order)?.[1] ?? '';
  const supplier = /<bmecat:SUPPLIER_IDREF[^>]*>([^<]*)</.exec(order)?.[1] ?? '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<ORDERRESPONSE version="2.1" xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bme="http://www.bmecat.org/bmecat/2005">
  <ORDERRESPONSE_HEADER>
    <ORDERRESPONSE_INFO>
      <ORDER_ID>${overrides.orderId ?? orderId}</ORDER_ID>
      <ORDERRESPONSE_DATE>2026-11-28T09:00:00</ORDERRESPONSE_DATE>
      <SUPPLIER_ORDER_ID>AB-4711</SUPPLIER_ORDER_ID>
      <PARTIES>
        <PARTY><bme:PARTY_ID type="supplier_specific">${buyer}</bme:PARTY_ID><PARTY_ROLE>buyer</PARTY_ROLE></PARTY>
        <PARTY><bme:PARTY_ID type="supplier_specific">${supplier}</bme:PARTY_ID><PARTY_ROLE>supplier</PARTY_ROLE></PARTY>
      </PARTIES>
      <ORDER_PARTIES_REFERENCE>
        <bme:BUYER_IDREF type="supplier_specific">${buyer}</bme:BUYER_IDREF>
        <bme:SUPPLIER_IDREF type="supplier_specific">${overrides.supplierId ?? supplier}</bme:SUPPLIER_IDREF>
      </ORDER_PARTIES_REFERENCE>
    </ORDERRESPONSE_INFO>
  </ORDERRESPONSE_HEADER>
  <ORDERRESPONSE_ITEM_LIST>
${lines
  .map(
    (line) => `    <ORDERRESPONSE_ITEM>
      <LINE_ITEM_ID>${line.id}</LINE_ITEM_ID>
      <PRODUCT_ID/>
      <QUANTITY>${line.quantity}</QUANTITY>
      <bme:ORDER_UNIT>C62</bme:ORDER_UNIT>
${line.price ? `      <PRODUCT_PRICE_FIX><bme:PRICE_AMOUNT>${line.price}</bme:PRICE_AMOUNT></PRODUCT_PRICE_FIX>\n` : ''}${
  line.delivery
    ? `      <DELIVERY_DATE type="fixed"><DELIVERY_START_DATE>${line.delivery}</DELIVERY_START_DATE><DELIVERY_END_DATE>${line.delivery}</DELIVERY_END_DATE></DELIVERY_DATE>\n`
    : ''
}    </ORDERRESPONSE_ITEM>`,
  )
  .join('\n')}
  </ORDERRESPONSE_ITEM_LIST>
  <ORDERRESPONSE_SUMMARY><TOTAL_ITEM_NUM>${lines.length}</TOTAL_ITEM_NUM></ORDERRESPONSE_SUMMARY>
</ORDERRESPONSE>`;
};

describe('openTRANS 2.1 export', () => {
  it('answers every demo offer as a QUOTATION and every order as an ORDER that validates with 0 errors, totals to the cent', async () => {
    const documents = await db
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.brandPartnerId, BPI),
          inArray(salesDocuments.typeId, [
            DOCUMENT_TYPE_IDS.offer,
            DOCUMENT_TYPE_IDS.order,
            DOCUMENT_TYPE_IDS.orderconfirmation,
          ]),
        ),
      );
    const files: { fileName: string; contents: string }[] = [];
    for (const document of documents) {
      if ((await linesOf(document.id)).length === 0) {
        continue;
      }
      const xml = await exportOf(document.id);
      const kind = document.typeId === DOCUMENT_TYPE_IDS.offer ? 'QUOTATION' : 'ORDER';
      expect(xml).toContain(`<${kind} xmlns="http://www.opentrans.org/XMLSchema/2.1"`);
      // The summary's total is the document's net total, the sum of the line amounts; the taxes sum to its tax.
      const [total] = valuesOf(xml, 'TOTAL_AMOUNT');
      expect(centsOf(total ?? ''), document.id).toBe(document.totalPriceCents);
      expect(sumCents(valuesOf(xml, 'PRICE_LINE_AMOUNT'))).toBe(document.totalPriceCents);
      if (valuesOf(xml, 'TAX_AMOUNT').length === (await linesOf(document.id)).length) {
        expect(sumCents(valuesOf(xml, 'TAX_AMOUNT'))).toBe(document.totalTaxCents);
      }
      expect(xml).toContain('<bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT>');
      expect(xml).toContain('<CONFIG_CODE_FIX>');
      expect(xml).toContain('<bmecat:FNAME>');
      files.push({ fileName: `${document.id}.xml`, contents: xml });
    }
    expect(files.length).toBeGreaterThan(10);
    expect(files.some((file) => file.contents.includes('<QUOTATION '))).toBe(true);
    expect(await validateAgainstOpenTransXsd(files)).toEqual({ valid: true, errors: [] });
  }, 120_000);

  it('names the parties: the dealer as buyer, the manufacturer as supplier, and records the export', async () => {
    const order = await demoOrder();
    const xml = await exportOf(order.id);
    expect(xml).toMatch(/<PARTY_ROLE>buyer<\/PARTY_ROLE>\s*<ADDRESS>\s*<bmecat:NAME>[^<]+</);
    expect(xml).toMatch(/<PARTY_ROLE>supplier<\/PARTY_ROLE>\s*<ADDRESS>\s*<bmecat:NAME>Alpina Vrata d\.d\.</);
    expect(xml).toContain('<PARTY_ROLE>delivery</PARTY_ROLE>');
    expect((await historyOf(order.id))[0]).toMatchObject({ TypeKey: 'opentransExported' });
  });

  it('refuses another storefront, an unlicensed one and a document type that is neither offer nor order', async () => {
    const order = await demoOrder();
    const other = await call('GET', `document/${order.id}/opentrans?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`);
    expect(other.statusCode).toBe(400);
    const [second] = await db
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.brandPartnerId, SECOND_BRAND_PARTNER_ID),
          eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.offer),
        ),
      );
    const unlicensed = await call('GET', `document/${second?.id}/opentrans?brandPartnerId=${SECOND_BRAND_PARTNER_ID}`);
    expect(unlicensed.statusCode).toBe(403);
    const [inquiry] = await db
      .select()
      .from(salesDocuments)
      .where(and(eq(salesDocuments.brandPartnerId, BPI), eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.inquiry)));
    expect((await call('GET', `document/${inquiry?.id}/opentrans?brandPartnerId=${BPI}`)).statusCode).toBe(409);
  });
});

describe('openTRANS 2.1 import', () => {
  it('round trip: an exported ORDER imports as a new document with the same positions and prices', async () => {
    const order = await demoOrder();
    const xml = await exportOf(order.id);
    const response = await upload(ZERO_GUID, xml);
    expect(response.statusCode, response.body).toBe(200);
    const reply = opentransUploadReplySchema.parse(response.json());
    expect(reply).toMatchObject({ Root: 'ORDER', Applied: true, AcceptedPositions: [1, 2] });
    expect(reply.SalesDocumentId).not.toBe(order.id);
    const pricesOf = (rows: Awaited<ReturnType<typeof linesOf>>) =>
      rows.map((row) => [row.position, row.quantity, row.unitPriceCents, row.totalPriceCents, row.totalTaxCents]);
    expect(pricesOf(await linesOf(reply.SalesDocumentId))).toEqual(pricesOf(await linesOf(order.id)));
    const imported = await documentRow(reply.SalesDocumentId);
    expect(imported?.totalPriceCents).toBe(order.totalPriceCents);
    expect(imported?.totalCents).toBe(order.totalCents);
    // Its own export carries the same items (the order number, dates and parties' ids differ by design).
    const again = await exportOf(reply.SalesDocumentId);
    expect(valuesOf(again, 'CONFIG_CODE_FIX')).toEqual(valuesOf(xml, 'CONFIG_CODE_FIX'));
    expect(valuesOf(again, 'PRICE_LINE_AMOUNT')).toEqual(valuesOf(xml, 'PRICE_LINE_AMOUNT'));
    expect((await historyOf(reply.SalesDocumentId)).some((entry) => entry.TypeKey === 'opentransImported')).toBe(true);
  });

  it('imports a 50-position ORDER, whose export validates with 0 errors and reconciles to the cent', async () => {
    const xml = await exportOf((await demoOrder()).id);
    const item = /<ORDER_ITEM>[\s\S]*?<\/ORDER_ITEM>/.exec(xml)?.[0] ?? '';
    const items = Array.from({ length: 50 }, (_, index) =>
      item.replace(/<LINE_ITEM_ID>\d+<\/LINE_ITEM_ID>/, `<LINE_ITEM_ID>${index + 1}</LINE_ITEM_ID>`),
    ).join('\n');
    const fifty = xml
      .replace(/<ORDER_ITEM>[\s\S]*<\/ORDER_ITEM>/, items)
      .replace(/<TOTAL_ITEM_NUM>\d+<\/TOTAL_ITEM_NUM>/, '<TOTAL_ITEM_NUM>50</TOTAL_ITEM_NUM>');
    const response = await upload(ZERO_GUID, fifty);
    expect(response.statusCode, response.body).toBe(200);
    const { SalesDocumentId } = opentransUploadReplySchema.parse(response.json());
    const exported = await exportOf(SalesDocumentId);
    expect(valuesOf(exported, 'LINE_ITEM_ID')).toHaveLength(50);
    expect(await validateAgainstOpenTransXsd(exported)).toEqual({ valid: true, errors: [] });
    const document = await documentRow(SalesDocumentId);
    expect(centsOf(valuesOf(exported, 'TOTAL_AMOUNT')[0] ?? '')).toBe(document?.totalPriceCents);
    expect(sumCents(valuesOf(exported, 'PRICE_LINE_AMOUNT'))).toBe(document?.totalPriceCents);
  });

  it('refuses an ORDER it cannot map, naming the element, and creates nothing', async () => {
    const xml = await exportOf((await demoOrder()).id);
    const before = (await db.select().from(salesDocuments)).length;
    const response = await upload(ZERO_GUID, xml.replace(/<CONFIG_CODE_FIX>[^<]*<\/CONFIG_CODE_FIX>/, ''));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'missingElement:ORDER_ITEM[1]/PRODUCT_ID/CONFIG_CODE_FIX' });
    expect((await db.select().from(salesDocuments)).length).toBe(before);
  });
});

describe('openTRANS ORDERRESPONSE', () => {
  it('shows the changes on a dry run, then applies a changed price, quantity and delivery date with history', async () => {
    const order = await demoOrder();
    const [first, second] = await linesOf(order.id);
    const xml = await exportOf(order.id);
    const file = responseTo(xml, [
      { id: '1', quantity: String(first?.quantity), price: '1150.50', delivery: '2026-12-20' },
      { id: '2', quantity: `${(second?.quantity ?? 0) + 1}.0` },
    ]);
    expect(await validateAgainstOpenTransXsd(file)).toEqual({ valid: true, errors: [] });
    const expected = [
      { Position: 1, Field: 'unitPrice', Before: ((first?.unitPriceCents ?? 0) / 100).toFixed(2), After: '1150.50' },
      { Position: 1, Field: 'deliveryDate', Before: first?.deliveryDate ?? '', After: '2026-12-20' },
      { Position: 2, Field: 'quantity', Before: String(second?.quantity), After: String((second?.quantity ?? 0) + 1) },
    ];
    const dry = await upload(order.id, file, { DryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(opentransUploadReplySchema.parse(dry.json())).toMatchObject({
      Root: 'ORDERRESPONSE',
      Applied: false,
      SupplierOrderId: 'AB-4711',
      AcceptedPositions: [1, 2],
      Changes: expected,
    });
    expect((await linesOf(order.id))[0]?.unitPriceCents).toBe(first?.unitPriceCents);

    const applied = await upload(order.id, file);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(opentransUploadReplySchema.parse(applied.json())).toMatchObject({ Applied: true, Changes: expected });
    const [after1, after2] = await linesOf(order.id);
    expect(after1).toMatchObject({ unitPriceCents: 115050, deliveryDate: '2026-12-20' });
    expect(after2?.quantity).toBe((second?.quantity ?? 0) + 1);
    const document = await documentRow(order.id);
    expect(document?.supplierOrderNumber).toBe('AB-4711');
    const detail = await call('GET', `document/${order.id}?brandPartnerId=${BPI}`);
    expect(detail.json()).toMatchObject({ SupplierOrderNumber: 'AB-4711' });
    expect(document?.totalPriceCents).toBe((after1?.totalPriceCents ?? 0) + (after2?.totalPriceCents ?? 0));
    const history = await historyOf(order.id);
    expect(history.find((entry) => entry.TypeKey === 'orderResponseApplied')).toMatchObject({
      Text: 'erp.xml',
      Value: 'AB-4711',
    });
    expect(history.find((entry) => entry.TypeKey === 'unitPriceChanged')).toMatchObject({ Type: 'Unit price changed' });
    expect(history.some((entry) => entry.TypeKey === 'quantityChanged')).toBe(true);
    expect(history.some((entry) => entry.TypeKey === 'positionDataChanged')).toBe(true);
  });

  it("refuses another order's response, another supplier and unknown lines with a 400 naming the element; nothing applied", async () => {
    const order = await demoOrder();
    const xml = await exportOf(order.id);
    const before = await linesOf(order.id);
    const cases: [string, string][] = [
      [
        responseTo(xml, [{ id: '1', quantity: '1', price: '1.00' }], { orderId: '1999-00001' }),
        'otherOrder:ORDERRESPONSE_HEADER/ORDERRESPONSE_INFO/ORDER_ID',
      ],
      [
        responseTo(xml, [{ id: '1', quantity: '1', price: '1.00' }], {
          supplierId: '00000000-0000-4000-8000-000000000001',
        }),
        'otherOrder:ORDERRESPONSE_HEADER/ORDERRESPONSE_INFO/ORDER_PARTIES_REFERENCE/SUPPLIER_IDREF',
      ],
      [
        responseTo(xml, [
          { id: '1', quantity: '1', price: '1.00' },
          { id: '7', quantity: '1' },
        ]),
        'unknownLine:ORDERRESPONSE_ITEM[2]/LINE_ITEM_ID',
      ],
      // LINE_ITEM_ID is any string in openTRANS: one that is no position number is a line the order lacks.
      [
        responseTo(xml, [
          { id: '1', quantity: '1' },
          { id: 'A-2', quantity: '1' },
        ]),
        'unknownLine:ORDERRESPONSE_ITEM[2]/LINE_ITEM_ID',
      ],
      [
        responseTo(xml, [
          { id: '1', quantity: '1' },
          { id: '1', quantity: '2' },
        ]),
        'unknownLine:ORDERRESPONSE_ITEM[2]/LINE_ITEM_ID',
      ],
      [
        responseTo(xml, [{ id: '1', quantity: '1', price: '-5.00' }]),
        'invalidValue:ORDERRESPONSE_ITEM[1]/PRODUCT_PRICE_FIX/PRICE_AMOUNT',
      ],
    ];
    for (const [file, detail] of cases) {
      const response = await upload(order.id, file);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ detail });
      expect(response.json().Message).toContain(detail.slice(detail.indexOf(':') + 1));
    }
    const named = await upload(order.id, responseTo(xml, [{ id: 'A-2', quantity: '1' }]));
    expect(named.json().Message).toBe(
      'The element ORDERRESPONSE_ITEM[1]/LINE_ITEM_ID names the line A-2, which the order does not have.',
    );
    expect(await linesOf(order.id)).toEqual(before);
  });

  it('refuses an ORDERRESPONSE from an installer (403), for another storefront (400) and on an archived order (409); nothing applied', async () => {
    const order = await demoOrder();
    const xml = await exportOf(order.id);
    const file = responseTo(xml, [{ id: '1', quantity: '1', price: '1.00' }]);
    const body = { BrandPartnerId: BPI, Base64File: Buffer.from(file).toString('base64'), FileName: 'erp.xml' };
    const before = { lines: await linesOf(order.id), history: await historyOf(order.id) };
    const unchanged = async () => {
      expect(await linesOf(order.id)).toEqual(before.lines);
      expect(await historyOf(order.id)).toEqual(before.history);
      expect((await documentRow(order.id))?.supplierOrderNumber).toBe(order.supplierOrderNumber);
    };

    const installer = await call('POST', `document/${order.id}/opentrans`, body, DEMO_USERS.installer);
    expect(installer.statusCode, installer.body).toBe(403);
    const foreign = await call('POST', `document/${order.id}/opentrans`, {
      ...body,
      BrandPartnerId: SECOND_BRAND_PARTNER_ID,
    });
    // A document of another storefront: the project's 400 naming brandPartnerId (as the export answers).
    expect(foreign.statusCode, foreign.body).toBe(400);
    expect(foreign.json()).toMatchObject({ detail: 'brandPartnerId' });
    await unchanged();

    await db
      .update(salesDocuments)
      .set({ statusId: DOCUMENT_STATUS_IDS.archived })
      .where(eq(salesDocuments.id, order.id));
    try {
      const archived = await call('POST', `document/${order.id}/opentrans`, body);
      expect(archived.statusCode, archived.body).toBe(409);
      await unchanged();
    } finally {
      await db.update(salesDocuments).set({ statusId: order.statusId }).where(eq(salesDocuments.id, order.id));
    }
  });

  it('refuses hostile XML with a 400 before reading it: DOCTYPE, entities, deep nesting, over 20 MB', async () => {
    const order = await demoOrder();
    const xml = await exportOf(order.id);
    const hostile = [
      xml.replace('<ORDER ', '<!DOCTYPE ORDER [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>\n<ORDER '),
      xml.replace('<ORDER ', '<!DOCTYPE ORDER SYSTEM "file:///etc/passwd">\n<ORDER '),
      xml.replace('<ORDER_SUMMARY>', `<ORDER_SUMMARY>${'<x>'.repeat(3000)}${'</x>'.repeat(3000)}`),
    ];
    for (const file of hostile) {
      const response = await upload(order.id, file);
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('at ');
    }
    const huge = await upload(order.id, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ detail: 'tooLarge' });
  });
});

describe('openTRANS upload with the XML itself as the body', () => {
  it('applies an ORDERRESPONSE as an ERP writes it (bmecat: prefix, BOM, CRLF, optional parts left out), posted by a machine key', async () => {
    const key = await call('POST', 'manage/integrations/keys', {
      Name: 'ERP',
      Scopes: ['documents:read', 'documents:write'],
    });
    expect(key.statusCode, key.body).toBe(200);
    const { Key, ClientSecret } = key.json<{ Key: { ClientId: string }; ClientSecret: string }>();
    const token = await app.inject({
      method: 'POST',
      url: '/api/v1/token',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        authorization: `Basic ${Buffer.from(`${Key.ClientId}:${ClientSecret}`).toString('base64')}`,
      },
      payload: 'grant_type=client_credentials&scope=documents%3Aread+documents%3Awrite',
    });
    expect(token.statusCode, token.body).toBe(200);
    const authorization = `Bearer ${token.json().access_token}`;
    const order = await demoOrder();
    const [first, second] = await linesOf(order.id);
    const exported = await app.inject({
      url: `/api/v1/document/${order.id}/opentrans?brandPartnerId=${BPI}`,
      headers: { authorization },
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const [orderId] = valuesOf(exported.body, 'ORDER_ID');
    const buyer = /<bmecat:BUYER_IDREF[^>]*>([^<]*)</.exec(exported.body)?.[1];
    const supplier = /<bmecat:SUPPLIER_IDREF[^>]*>([^<]*)</.exec(exported.body)?.[1];
    const quantity = first?.quantity ?? 1;
    // As the standard has it: BMEcat elements under `bmecat:`, dates with a zone, the manufacturer's number, a
    // delivery date for the whole order (the second line takes it), PRICE_LINE_AMOUNT, an unchanged second line.
    const file = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<ORDERRESPONSE xmlns="http://www.opentrans.org/XMLSchema/2.1" xmlns:bmecat="http://www.bmecat.org/bmecat/2005" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.opentrans.org/XMLSchema/2.1 opentrans_2_1.xsd" version="2.1">
  <ORDERRESPONSE_HEADER>
    <ORDERRESPONSE_INFO>
      <ORDER_ID>${orderId}</ORDER_ID>
      <ORDERRESPONSE_DATE>2026-11-28T10:15:00+01:00</ORDERRESPONSE_DATE>
      <SUPPLIER_ORDER_ID>AB 2026/0815</SUPPLIER_ORDER_ID>
      <DELIVERY_DATE type="optional"><DELIVERY_START_DATE>2027-01-11</DELIVERY_START_DATE><DELIVERY_END_DATE>2027-01-15</DELIVERY_END_DATE></DELIVERY_DATE>
      <bmecat:LANGUAGE default="true">deu</bmecat:LANGUAGE>
      <PARTIES>
        <PARTY><bmecat:PARTY_ID type="supplier_specific">${supplier}</bmecat:PARTY_ID><PARTY_ROLE>supplier</PARTY_ROLE><ADDRESS><bmecat:NAME>Hersteller GmbH</bmecat:NAME></ADDRESS></PARTY>
        <PARTY><bmecat:PARTY_ID type="supplier_specific">${buyer}</bmecat:PARTY_ID><PARTY_ROLE>buyer</PARTY_ROLE></PARTY>
      </PARTIES>
      <ORDER_PARTIES_REFERENCE>
        <bmecat:BUYER_IDREF type="supplier_specific">${buyer}</bmecat:BUYER_IDREF>
        <bmecat:SUPPLIER_IDREF type="supplier_specific">${supplier}</bmecat:SUPPLIER_IDREF>
      </ORDER_PARTIES_REFERENCE>
      <bmecat:CURRENCY>EUR</bmecat:CURRENCY>
    </ORDERRESPONSE_INFO>
  </ORDERRESPONSE_HEADER>
  <ORDERRESPONSE_ITEM_LIST>
    <ORDERRESPONSE_ITEM>
      <LINE_ITEM_ID>1</LINE_ITEM_ID>
      <PRODUCT_ID><bmecat:SUPPLIER_PID type="supplier_specific">T-1</bmecat:SUPPLIER_PID><bmecat:DESCRIPTION_SHORT>Tür</bmecat:DESCRIPTION_SHORT></PRODUCT_ID>
      <QUANTITY>${quantity}.000</QUANTITY>
      <bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT>
      <PRODUCT_PRICE_FIX><bmecat:PRICE_AMOUNT>999.90</bmecat:PRICE_AMOUNT><TAX_DETAILS_FIX><bmecat:TAX_CATEGORY>standard_rate</bmecat:TAX_CATEGORY><bmecat:TAX>0.19</bmecat:TAX></TAX_DETAILS_FIX></PRODUCT_PRICE_FIX>
      <PRICE_LINE_AMOUNT>${(999.9 * quantity).toFixed(2)}</PRICE_LINE_AMOUNT>
      <DELIVERY_DATE type="fixed"><DELIVERY_START_DATE>2027-01-20T00:00:00+01:00</DELIVERY_START_DATE><DELIVERY_END_DATE>2027-01-20T00:00:00+01:00</DELIVERY_END_DATE></DELIVERY_DATE>
    </ORDERRESPONSE_ITEM>
    <ORDERRESPONSE_ITEM>
      <LINE_ITEM_ID>2</LINE_ITEM_ID>
      <PRODUCT_ID/>
      <QUANTITY>${second?.quantity}</QUANTITY>
      <bmecat:ORDER_UNIT>C62</bmecat:ORDER_UNIT>
    </ORDERRESPONSE_ITEM>
  </ORDERRESPONSE_ITEM_LIST>
  <ORDERRESPONSE_SUMMARY><TOTAL_ITEM_NUM>2</TOTAL_ITEM_NUM></ORDERRESPONSE_SUMMARY>
</ORDERRESPONSE>
`.replaceAll('\n', '\r\n');
    expect(await validateAgainstOpenTransXsd(file.slice(1))).toEqual({ valid: true, errors: [] });
    const applied = await app.inject({
      method: 'POST',
      url: `/api/v1/document/${order.id}/opentrans?brandPartnerId=${BPI}&fileName=ab.xml`,
      headers: { authorization, 'content-type': 'application/xml; charset=utf-8', 'accept-language': 'en' },
      payload: Buffer.from(file, 'utf8'),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ Applied: true, SupplierOrderId: 'AB 2026/0815', AcceptedPositions: [1, 2] });
    const [after1, after2] = await linesOf(order.id);
    expect(after1).toMatchObject({ quantity, unitPriceCents: 99990, deliveryDate: '2027-01-20' });
    expect(after2).toMatchObject({
      quantity: second?.quantity,
      unitPriceCents: second?.unitPriceCents,
      deliveryDate: '2027-01-11',
    });
    expect((await documentRow(order.id))?.supplierOrderNumber).toBe('AB 2026/0815');
    expect((await historyOf(order.id)).find((entry) => entry.TypeKey === 'orderResponseApplied')).toMatchObject({
      Text: 'ab.xml',
      Value: 'AB 2026/0815',
    });
  });

  it('applies an ORDERRESPONSE sent as application/xml, a dry run first, with the same answers as the JSON form', async () => {
    const order = await demoOrder();
    const [first] = await linesOf(order.id);
    const file = responseTo(await exportOf(order.id), [
      { id: '1', quantity: String(first?.quantity), price: '987.65', delivery: '2027-01-15' },
    ]);
    const json = await upload(order.id, file, { DryRun: true });
    const dry = await uploadRaw(order.id, file, `brandPartnerId=${BPI}&dryRun=true&fileName=answer.xml`);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual(json.json());
    expect((await linesOf(order.id))[0]?.unitPriceCents).toBe(first?.unitPriceCents);

    const applied = await uploadRaw(
      order.id,
      file,
      `brandPartnerId=${BPI}&fileName=answer.xml`,
      'text/xml; charset=utf-8',
    );
    expect(applied.statusCode, applied.body).toBe(200);
    expect(opentransUploadReplySchema.parse(applied.json())).toMatchObject({
      Applied: true,
      SupplierOrderId: 'AB-4711',
    });
    expect((await linesOf(order.id))[0]).toMatchObject({ unitPriceCents: 98765, deliveryDate: '2027-01-15' });
    expect((await historyOf(order.id)).find((entry) => entry.TypeKey === 'orderResponseApplied')).toMatchObject({
      Text: 'answer.xml',
    });
  });

  it('imports an ORDER sent as application/xml as a new document with the same prices', async () => {
    const order = await demoOrder();
    const response = await uploadRaw(ZERO_GUID, await exportOf(order.id));
    expect(response.statusCode, response.body).toBe(200);
    const reply = opentransUploadReplySchema.parse(response.json());
    expect(reply).toMatchObject({ Root: 'ORDER', Applied: true, AcceptedPositions: [1, 2] });
    const pricesOf = (rows: Awaited<ReturnType<typeof linesOf>>) =>
      rows.map((row) => [row.position, row.quantity, row.unitPriceCents, row.totalPriceCents]);
    expect(pricesOf(await linesOf(reply.SalesDocumentId))).toEqual(pricesOf(await linesOf(order.id)));
    expect(
      (await historyOf(reply.SalesDocumentId)).find((entry) => entry.TypeKey === 'opentransImported'),
    ).toMatchObject({ Text: 'opentrans.xml' });
  });

  it('refuses hostile raw XML with the JSON form’s 400 before reading it, and an XML body without brandPartnerId', async () => {
    const order = await demoOrder();
    const xml = await exportOf(order.id);
    const hostile: [string | Buffer, string][] = [
      [
        xml.replace('<ORDER ', '<!DOCTYPE ORDER [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]>\n<ORDER '),
        'declarationNotAllowed',
      ],
      [xml.replace('<ORDER ', '<!DOCTYPE ORDER SYSTEM "file:///etc/passwd">\n<ORDER '), 'declarationNotAllowed'],
      [xml.replace('<ORDER_SUMMARY>', `<ORDER_SUMMARY>${'<x>'.repeat(3000)}${'</x>'.repeat(3000)}`), ''],
      [Buffer.from([0x3c, 0x4f, 0xff, 0xfe, 0x3e]), ''],
      [Buffer.alloc(20 * 1024 * 1024 + 1, 0x20), 'tooLarge'],
    ];
    const before = (await db.select().from(salesDocuments)).length;
    for (const [file, detail] of hostile) {
      const viaJson = await upload(ZERO_GUID, file);
      const raw = await uploadRaw(ZERO_GUID, file);
      expect(raw.statusCode, raw.body).toBe(400);
      // The same answer but for the request's own id.
      expect({ ...raw.json(), requestId: '' }).toEqual({ ...viaJson.json(), requestId: '' });
      if (detail) {
        expect(raw.json()).toMatchObject({ detail });
      }
      expect(raw.body).not.toMatch(/\bat \S+:\d+:\d+/); // no stack trace
    }
    expect((await db.select().from(salesDocuments)).length).toBe(before);
    const anonymousStorefront = await uploadRaw(order.id, xml, '');
    expect(anonymousStorefront.statusCode).toBe(400);
    expect(anonymousStorefront.json()).toMatchObject({ detail: 'brandPartnerId' });
  });
});
