import {
  DEFAULT_BRAND_PARTNER_ID,
  DOCUMENT_STATUS_IDS,
  DOCUMENT_TYPE_IDS,
  documentActionReplySchema,
  ZERO_GUID,
} from '@door/contract';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  documentHistory,
  mailOutbox,
  offerAnswers,
  salesDocumentConfigurations,
  salesDocuments,
  webhookEndpoints,
} from '#server/db/schema';
import { buildTestApp } from '#server/test/build-test-app';
import { createApiCaller } from '#server/test/catalogue';
import { listMailableDrafts } from '#server/test/draft-documents';
import { sendOfferForAcceptance } from '#server/test/offer-sending';
import { pngOf } from '#server/test/png-fixture';
import { DEMO_USERS, signIn } from '#server/test/sign-in';

// Hostile input on the calls of issues 41–43: the customer's token page and answers, webhook addresses, openTRANS
// uploads and the dashboard's query. Each must get a clean 4xx in the error format of CONVENTIONS (`Message` and
// `detail`, no stack trace), never a 500 or a hang, and change nothing.
const { app, database } = await buildTestApp();
const { db } = database;
const BPI = DEFAULT_BRAND_PARTNER_ID;

const api = createApiCaller(app, (email) => signIn(app, email));
const staff = (method: 'GET' | 'POST', url: string, payload?: unknown, email: string = DEMO_USERS.admin) =>
  api(email, method, url, payload);

let lastIp = 0;
/** Each anonymous call from an address of its own, so the rate limits do not decide the answers. */
const nextIp = () => {
  lastIp += 1;
  return `192.0.2.${(lastIp % 250) + 1}`;
};
const anonymous = (method: 'GET' | 'POST', url: string, payload?: string | object, contentType = 'application/json') =>
  app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { 'accept-language': 'de', 'content-type': contentType },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload }),
  });

/** A clean refusal: the status asked (or any 4xx), the CONVENTIONS error body, nothing of the server's inside. */
const expectRefusal = (response: LightMyRequestResponse, label: string, status?: number) => {
  if (status) {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBe(status);
  } else {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  }
  const body = response.json<{ Message: unknown; detail: unknown }>();
  expect(typeof body.Message, label).toBe('string');
  expect(typeof body.detail, label).toBe('string');
  expect(response.body, label).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
};

const countOf = async (table: typeof salesDocuments | typeof offerAnswers | typeof mailOutbox) =>
  (await db.select({ n: count() }).from(table))[0]?.n;

// Forty hostile bodies, some of megabytes, on a loaded machine and PostgreSQL: more than the default 30 s.
describe('the offer online under hostile tokens and bodies', { timeout: 180_000 }, async () => {
  // A sent offer: a copy of a demo draft offer, printed and sent in German.
  const [source] = await listMailableDrafts(db, BPI, DOCUMENT_TYPE_IDS.offer);
  const copy = documentActionReplySchema.parse(
    (
      await staff('POST', 'document', {
        BrandPartnerId: BPI,
        DocumentId: source?.id,
        DocumentTypeId: DOCUMENT_TYPE_IDS.offer,
        NewProject: false,
      })
    ).json(),
  );
  const offerId = copy.SalesDocumentId;
  const token = await sendOfferForAcceptance(api, db, DEMO_USERS.admin, offerId, BPI);

  /** Everything an answer may change. */
  const snapshot = async () => ({
    offer: (await db.select().from(salesDocuments).where(eq(salesDocuments.id, offerId)))[0]?.statusId,
    documents: await countOf(salesDocuments),
    answers: await countOf(offerAnswers),
    mails: await countOf(mailOutbox),
    history: (await db.select({ n: count() }).from(documentHistory).where(eq(documentHistory.documentId, offerId)))[0]
      ?.n,
  });

  it('answers every wrong, malformed or oversized token like an unknown one, without a 500', async () => {
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const unknown = await anonymous('GET', `offer/${'A'.repeat(43)}`);
    expectRefusal(unknown, 'unknown', 404);
    const wrongShapes = [
      'a',
      'A'.repeat(15),
      'A'.repeat(99),
      `${token.slice(0, -1)}!`,
      '..%2F..%2Fetc%2Fpasswd',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      encodeURIComponent('tökén-ünïcödé-öffer'),
      encodeURIComponent("' or 1=1 --"),
      token.toLowerCase(),
    ];
    for (const wrong of wrongShapes) {
      for (const url of [`offer/${wrong}`, `offer/${wrong}/pdf`]) {
        const response = await anonymous('GET', url);
        expectRefusal(response, url, 404);
        expect(response.json(), url).toEqual({ ...unknown.json(), requestId: expect.anything() });
      }
    }
    // A control character, or far too long for a token at all: still a clean client error.
    for (const url of [
      `offer/${token}%00`,
      `offer/%E2%80%AE${token}`,
      `offer/${'A'.repeat(129)}`,
      `offer/${'A'.repeat(5000)}`,
      `offer/${'A'.repeat(5000)}/accept`,
    ]) {
      expectRefusal(
        await anonymous(url.endsWith('accept') ? 'POST' : 'GET', url, url.endsWith('accept') ? {} : undefined),
        url,
      );
    }
  });

  it('refuses hostile accept, decline and question bodies with a 4xx and changes nothing', async () => {
    const before = await snapshot();
    const png = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
    );
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
    const accept = (extra: object) => ({ FullName: 'Erika Mustermann', AcceptTerms: true, ...extra });
    const cases: [string, string, string | object, string?][] = [
      ['accept', 'name of 100k characters', accept({ FullName: 'N'.repeat(100_000) })],
      ['accept', 'name of one character', accept({ FullName: 'N' })],
      ['accept', 'name of spaces only', accept({ FullName: '      ' })],
      ['accept', 'name with a NUL', accept({ FullName: 'Erika\u0000Mustermann' })],
      ['accept', 'name with a lone surrogate', accept({ FullName: 'Erika \ud800' })],
      ['accept', 'name not a text', accept({ FullName: { $ne: '' } })],
      ['accept', 'terms as a text', accept({ AcceptTerms: 'true' })],
      ['accept', 'terms not accepted', accept({ AcceptTerms: false })],
      ['accept', 'signature of 600 KB', accept({ Signature: png(Buffer.alloc(450_000, 0x41)) })],
      ['accept', 'signature of 190 KB that is no PNG', accept({ Signature: png(Buffer.alloc(140_000, 0x41)) })],
      ['accept', 'signature as a JPEG under a PNG type', accept({ Signature: png(jpeg) })],
      ['accept', 'signature as SVG bytes under a PNG type', accept({ Signature: png(svg) })],
      [
        'accept',
        'signature as an SVG data URL',
        accept({ Signature: `data:image/svg+xml;base64,${svg.toString('base64')}` }),
      ],
      ['accept', 'signature as SVG text', accept({ Signature: svg.toString() })],
      ['accept', 'signature as a link', accept({ Signature: 'https://evil.example/sig.png' })],
      ['accept', 'signature of 20000 × 20000 pixels', accept({ Signature: png(pngOf(20_000, 20_000)) })],
      ['accept', 'signature as a truncated PNG', accept({ Signature: png(pngOf(60, 20).subarray(0, 40)) })],
      ['accept', 'signature base64 broken', accept({ Signature: 'data:image/png;base64,@@@@' })],
      ['accept', 'JSON cut off', '{"FullName": "Erika", "AcceptTerms": tr'],
      [
        'accept',
        'JSON nested 10000 deep',
        `{"FullName": ${'['.repeat(10_000)}${']'.repeat(10_000)}, "AcceptTerms": true}`,
      ],
      [
        'accept',
        'JSON with __proto__',
        '{"FullName": "Erika Mustermann", "AcceptTerms": true, "__proto__": {"isAdmin": true}}',
      ],
      [
        'accept',
        'JSON with constructor.prototype',
        '{"FullName": "Erika Mustermann", "AcceptTerms": true, "constructor": {"prototype": {"x": 1}}}',
      ],
      ['accept', 'a JSON array', '[{"FullName": "Erika Mustermann", "AcceptTerms": true}]'],
      ['accept', 'JSON null', 'null'],
      ['accept', 'empty body', ''],
      ['accept', 'a form, not JSON', 'FullName=Erika&AcceptTerms=true', 'application/x-www-form-urlencoded'],
      ['accept', 'XML, not JSON', '<accept><FullName>Erika</FullName></accept>', 'application/xml'],
      ['decline', 'reason of 100k characters', { Reason: 'R'.repeat(100_000) }],
      ['decline', 'reason not a text', { Reason: ['a'] }],
      ['decline', 'reason with a NUL', { Reason: 'zu\u0000teuer' }],
      ['decline', 'JSON cut off', '{"Reason": "zu teu'],
      ['question', 'question of 100k characters', { Question: 'Q'.repeat(100_000) }],
      ['question', 'empty question', { Question: '   ' }],
      ['question', 'no question', {}],
      ['question', 'question nested', { Question: { text: 'Wann?' } }],
      ['question', 'body of 2 MB', { Question: 'Q'.repeat(2 * 1024 * 1024) }],
    ];
    for (const [action, label, body, contentType] of cases) {
      const response = await anonymous(
        'POST',
        `offer/${token}/${action}`,
        typeof body === 'string' ? body : JSON.stringify(body),
        contentType,
      );
      expectRefusal(response, `${action}: ${label}`);
    }
    expect(await snapshot()).toEqual(before);
    // The offer is still open and answerable by a well-formed acceptance.
    const fine = await anonymous(
      'POST',
      `offer/${token}/accept`,
      JSON.stringify({ FullName: 'Erika Mustermann', AcceptTerms: true, Signature: png(pngOf(60, 20, [], 0x40)) }),
    );
    expect(fine.statusCode, fine.body).toBe(200);
    expect((await snapshot()).offer).toBe(DOCUMENT_STATUS_IDS.accepted);
  });
});

describe('webhook addresses that reach inside (no server-side request forgery)', () => {
  const endpoints = async () => (await db.select({ n: count() }).from(webhookEndpoints))[0]?.n;

  it('refuses loopback, private, link-local and reserved addresses in every spelling, credentials and odd schemes', async () => {
    const before = await endpoints();
    const urls = [
      'https://[::1]/hook',
      'https://[0:0:0:0:0:0:0:1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://[::ffff:7f00:1]/hook',
      'https://[::ffff:a9fe:a9fe]/latest/meta-data',
      'https://[::ffff:10.0.0.1]/hook',
      'https://[::127.0.0.1]/hook',
      'https://[::a9fe:a9fe]/hook',
      'https://[64:ff9b::7f00:1]/hook',
      'https://[2002:7f00:1::]/hook',
      'https://[fe80::1]/hook',
      'https://[fd00::1]/hook',
      'https://[::]/hook',
      'https://2130706433/hook',
      'https://0x7f000001/hook',
      'https://0x7f.0.0.1/hook',
      'https://0177.0.0.1/hook',
      'https://017700000001/hook',
      'https://127.1/hook',
      'https://127.0.0.1:8443/hook',
      'https://0/hook',
      'https://0.0.0.0/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://2852039166/latest/meta-data',
      'https://10.1.2.3/hook',
      'https://172.31.255.255/hook',
      'https://192.168.0.1:443/hook',
      'https://100.64.0.1/hook',
      'https://localhost/hook',
      'https://localhost./hook',
      'https://LOCALHOST:8080/hook',
      'https://127.0.0.1.nip.io/hook',
      'https://7f000001.c0a80001.rbndr.us/hook',
      'https://user:secret@93.184.215.14/hook',
      'https://93.184.215.14@127.0.0.1/hook',
      'http://93.184.215.14/hook',
      'ftp://93.184.215.14/hook',
      'file:///etc/passwd',
      'gopher://127.0.0.1:6379/_INFO',
      'javascript:alert(1)',
      'https://93.184.215.14:99999/hook',
      'https://93.184.215.14:-1/hook',
      'https:///hook',
      'not a url',
      `https://${'a'.repeat(2100)}.example/hook`,
    ];
    for (const url of urls) {
      const response = await staff('POST', 'manage/integrations/webhooks', {
        Url: url,
        Events: ['document.confirmed'],
      });
      expectRefusal(response, url, 400);
      expect(response.json().detail, url).toMatch(/Url/);
    }
    expect(await endpoints()).toBe(before);
  });
});

describe('openTRANS uploads that attack the parser', async () => {
  const [order] = await db
    .select()
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.brandPartnerId, BPI),
        eq(salesDocuments.typeId, DOCUMENT_TYPE_IDS.order),
        ne(salesDocuments.statusId, DOCUMENT_STATUS_IDS.archived),
      ),
    )
    .orderBy(asc(salesDocuments.number))
    .limit(1);
  const orderId = order?.id as string;
  const exported = await staff('GET', `document/${orderId}/opentrans?brandPartnerId=${BPI}`);
  expect(exported.statusCode, exported.body).toBe(200);
  const xml = exported.body;
  const upload = (id: string, file: Buffer | string, extra: object = {}) =>
    staff('POST', `document/${id}/opentrans`, {
      BrandPartnerId: BPI,
      Base64File: (typeof file === 'string' ? Buffer.from(file, 'utf8') : file).toString('base64'),
      FileName: 'erp.xml',
      ...extra,
    });
  const state = async () => ({
    documents: await countOf(salesDocuments),
    lines: (
      await db
        .select({ n: count() })
        .from(salesDocumentConfigurations)
        .where(eq(salesDocumentConfigurations.documentId, orderId))
    )[0]?.n,
    order: (await db.select().from(salesDocuments).where(eq(salesDocuments.id, orderId)))[0],
  });

  it('refuses entities, external references, deep nesting, huge attributes, wrong namespaces and non-UTF-8, creating nothing', async () => {
    const before = await state();
    const laughs = `<?xml version="1.0"?>\n<!DOCTYPE ORDER [<!ENTITY a "lol">${Array.from(
      { length: 9 },
      (_, index) =>
        `<!ENTITY ${String.fromCharCode(98 + index)} "${`&${String.fromCharCode(97 + index)};`.repeat(10)}">`,
    ).join('')}]>\n${xml.replace(/<\?xml[^>]*\?>\s*/, '').replace('<ORDER_ID>', '<ORDER_ID>&j;')}`;
    const body = xml.replace(/<\?xml[^>]*\?>\s*/, '');
    const files: [string, Buffer | string][] = [
      ['billion laughs', laughs],
      [
        'external entity',
        `<!DOCTYPE ORDER [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n${body.replace('<ORDER_ID>', '<ORDER_ID>&xxe;')}`,
      ],
      ['parameter entity', `<!DOCTYPE ORDER [<!ENTITY % p SYSTEM "http://127.0.0.1/evil.dtd"> %p;]>\n${body}`],
      ['external DTD', `<!DOCTYPE ORDER SYSTEM "http://127.0.0.1/evil.dtd">\n${body}`],
      ['undeclared entity', body.replace('<ORDER_ID>', '<ORDER_ID>&undeclared;')],
      [
        'nesting 50 000 deep',
        body.replace('<ORDER_SUMMARY>', `<ORDER_SUMMARY>${'<x>'.repeat(50_000)}${'</x>'.repeat(50_000)}`),
      ],
      ['attribute of 5 MB', body.replace('<ORDER_SUMMARY>', `<ORDER_SUMMARY a="${'A'.repeat(5 * 1024 * 1024)}">`)],
      [
        '10 000 attributes',
        body.replace(
          '<ORDER_SUMMARY>',
          `<ORDER_SUMMARY ${Array.from({ length: 10_000 }, (_, i) => `a${i}="1"`).join(' ')}>`,
        ),
      ],
      [
        'element named __proto__',
        body.replace('<ORDER_SUMMARY>', '<ORDER_SUMMARY><__proto__><polluted>1</polluted></__proto__>'),
      ],
      ['ORDER_ITEM_LIST as __proto__', body.replace(/ORDER_ITEM_LIST/g, '__proto__')],
      [
        'wrong namespace',
        body.replace('http://www.opentrans.org/XMLSchema/2.1', 'http://www.opentrans.org/XMLSchema/1.0'),
      ],
      ['no namespace', body.replace(/ xmlns="http:\/\/www.opentrans.org\/XMLSchema\/2.1"/, '')],
      [
        'namespace on another prefix',
        body.replace(
          ' xmlns="http://www.opentrans.org/XMLSchema/2.1"',
          ' xmlns:ot="http://www.opentrans.org/XMLSchema/2.1"',
        ),
      ],
      ['version 1.0', body.replace('version="2.1"', 'version="1.0"')],
      ['another root', body.replace(/<(\/?)ORDER([ >])/g, '<$1INVOICE$2')],
      ['two roots', `${body}\n${body}`],
      ['not UTF-8 (Latin-1 bytes)', Buffer.from(body.replace('<ORDER_ID>', '<ORDER_ID>Müller'), 'latin1')],
      ['UTF-16 with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(body, 'utf16le')])],
      ['declared ISO-8859-1', `<?xml version="1.0" encoding="ISO-8859-1"?>\n${body}`],
      [
        'CDATA with markup for a quantity',
        body.replace(/<QUANTITY>[^<]*<\/QUANTITY>/, '<QUANTITY><![CDATA[<x>&j;</x>]]></QUANTITY>'),
      ],
      ['cut off', body.slice(0, Math.floor(body.length / 2))],
      ['raw NUL in a name', body.replace(/<bmecat:NAME>/, '<bmecat:NAME>\u0000')],
      ['raw control characters in a city', body.replace(/<bmecat:CITY>/, '<bmecat:CITY>\u0001\u001b[31m')],
      ['NUL by reference in a feature', body.replace(/<bmecat:FVALUE>/, '<bmecat:FVALUE>&#0;')],
      ['a lone surrogate by reference', body.replace(/<bmecat:FVALUE>/, '<bmecat:FVALUE>&#xD800;')],
      ['a quantity of 1e308', body.replace(/<QUANTITY>[^<]*<\/QUANTITY>/, '<QUANTITY>1e308</QUANTITY>')],
      ['a negative price', body.replace(/<bmecat:PRICE_AMOUNT>[^<]*</, '<bmecat:PRICE_AMOUNT>-99999999999999.99<')],
      ['a price of 40 digits', body.replace(/<bmecat:PRICE_AMOUNT>[^<]*</, `<bmecat:PRICE_AMOUNT>${'9'.repeat(40)}<`)],
      ['empty', ''],
      ['binary', Buffer.from([0x00, 0x01, 0x02, 0xff, 0xfe, 0x00])],
      ['JSON, not XML', '{"ORDER": {}}'],
    ];
    for (const [label, file] of files) {
      for (const id of [ZERO_GUID, orderId]) {
        expectRefusal(await upload(id, file), `${label} → ${id}`, 400);
      }
    }
    // 10,000 items are more than the upload's body may carry: refused before reading (413).
    const many = body.replace(/<ORDER_ITEM>[\s\S]*?<\/ORDER_ITEM>/, (item) => item.repeat(10_000));
    expectRefusal(await upload(ZERO_GUID, many), '10 000 items', 413);
    // The envelope itself: no base64, a number, a huge file name, an unknown storefront.
    const envelopes: [string, object][] = [
      ['base64 broken', { Base64File: '@@@@not base64@@@@' }],
      ['file a number', { Base64File: 12345 }],
      ['file name of 100k characters', { FileName: 'x'.repeat(100_000) }],
      ['storefront not an id', { BrandPartnerId: "'; drop table sales_documents; --" }],
      ['storefront unknown', { BrandPartnerId: '00000000-0000-4000-8000-000000000099' }],
    ];
    for (const [label, extra] of envelopes) {
      expectRefusal(await upload(ZERO_GUID, xml, extra), label);
    }
    expect(await state()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('the dashboard’s query under hostile parameters', () => {
  it('refuses huge, reversed, impossible and injected periods and ids with a 400 naming the field', async () => {
    const calls = [
      'summary',
      'funnel',
      'timeline?grain=week',
      'timeline?grain=month',
      'breakdown?dimension=model',
      'options',
      'documents?set=orders',
    ];
    const periods = [
      'from=2026-03-31&to=2026-03-01',
      'from=2000-01-01&to=2026-12-31',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-13-01&to=2026-13-02',
      'from=26-03-01&to=26-03-31',
      'from=2026-03-01T00:00:00Z&to=2026-03-31',
      'from=9999-06-01&to=9999-12-31',
      'from=0000-01-01&to=0001-12-31',
      'from=0001-01-01&to=0001-01-31',
      'from=+275760-09-13&to=+275760-09-13',
      "from=2026-03-01'%20or%201=1--&to=2026-03-31",
      'from=2026-03-01&from=2026-03-02&to=2026-03-31',
      'to=2026-03-31',
      'from=&to=',
    ];
    for (const call of calls) {
      const join = call.includes('?') ? '&' : '?';
      for (const period of periods) {
        const url = `insight/${call}${join}${period}`;
        expectRefusal(await staff('GET', url, undefined, DEMO_USERS.oem), url, 400);
      }
    }
    const march = 'from=2026-03-01&to=2026-03-31';
    const badFilters = [
      'brandId=not-a-guid',
      "partnerId='%20or%20'1'='1",
      'salesmanUserId=00000000-0000-0000-0000-00000000000g',
      `brandId=${'a'.repeat(10_000)}`,
    ];
    for (const filter of badFilters) {
      const url = `insight/summary?${march}&${filter}`;
      expectRefusal(await staff('GET', url, undefined, DEMO_USERS.oem), url, 400);
    }
    for (const [call, label] of [
      [`breakdown?${march}&dimension=__proto__`, 'unknown dimension'],
      [`timeline?${march}&grain=day`, 'unknown grain'],
      [`documents?${march}&set=everything`, 'unknown set'],
      [`documents?${march}&set=orders&pageSize=100000000`, 'huge page'],
      [`documents?${march}&set=orders&page=-1`, 'negative page'],
      [`documents?${march}&set=orders&modelId=;select%20pg_sleep(10)`, 'injected model'],
    ] as const) {
      expectRefusal(await staff('GET', `insight/${call}`, undefined, DEMO_USERS.oem), label, 400);
    }
  });

  it('answers unknown but well-formed ids with nothing counted, and leaks no other partner', async () => {
    const unknown = '00000000-0000-4000-8000-0000000000aa';
    for (const filter of ['brandId', 'brandPartnerId', 'partnerId', 'salesmanUserId']) {
      const response = await staff('GET', `insight/summary?from=2026-03-01&to=2026-03-31&${filter}=${unknown}`);
      expect([200, 403, 404], `${filter}: ${response.body}`).toContain(response.statusCode);
      if (response.statusCode === 200) {
        expect(response.json().Current).toMatchObject({ OffersMade: 0, Orders: 0, Inquiries: 0 });
      } else {
        expectRefusal(response, filter);
      }
    }
  });
});

describe('machine credentials of every wrong shape on the token endpoint', () => {
  it('answers invalid_client or invalid_request, never a 500, for hostile client ids and secrets', async () => {
    const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
    const basic = (text: string) => `Basic ${Buffer.from(text, 'utf8').toString('base64')}`;
    const cases: [string, string, Record<string, string>][] = [
      [
        'NUL in the client id',
        form({ grant_type: 'client_credentials', client_id: 'dck_\u0000', client_secret: 'x' }),
        {},
      ],
      [
        'NUL in the secret',
        form({ grant_type: 'client_credentials', client_id: 'dck_1', client_secret: 'dcs_\u0000' }),
        {},
      ],
      [
        'client id of 100k characters',
        form({ grant_type: 'client_credentials', client_id: 'd'.repeat(100_000), client_secret: 'x' }),
        {},
      ],
      ['lone surrogate', 'grant_type=client_credentials&client_id=%ED%A0%80&client_secret=x', {}],
      ['client id as a list', 'grant_type=client_credentials&client_id=a&client_id=b&client_secret=x', {}],
      [
        'injection',
        form({ grant_type: 'client_credentials', client_id: "' or '1'='1", client_secret: "' or '1'='1" }),
        {},
      ],
      ['Basic with NUL', form({ grant_type: 'client_credentials' }), { authorization: basic('dck_\u0000:dcs_\u0000') }],
      [
        'Basic with a broken escape',
        form({ grant_type: 'client_credentials' }),
        { authorization: basic('%E0%A4%A:x') },
      ],
      ['Basic without a colon', form({ grant_type: 'client_credentials' }), { authorization: basic('dck_only') }],
      ['Basic not base64', form({ grant_type: 'client_credentials' }), { authorization: 'Basic ****' }],
      [
        'scope of 100k characters',
        form({ grant_type: 'client_credentials', client_id: 'dck_1', client_secret: 'x', scope: 's '.repeat(50_000) }),
        {},
      ],
    ];
    for (const [label, payload, headers] of cases) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en', ...headers },
        remoteAddress: nextIp(),
        payload,
      });
      expectRefusal(response, label);
      expect(response.json<{ error: string }>().error, label).toMatch(/^invalid_(client|request|scope)$/);
    }
  });
});

describe('revisions, comparisons and webhook bodies under hostile parameters', () => {
  it('refuses malformed, unknown and unrelated revisions to compare, and hostile revision bodies, changing nothing', async () => {
    const [offer] = await listMailableDrafts(db, BPI, DOCUMENT_TYPE_IDS.offer);
    const id = offer?.id as string;
    const before = await countOf(salesDocuments);
    const unknown = '00000000-0000-4000-8000-0000000000bb';
    const [unrelated] = (await listMailableDrafts(db, BPI, DOCUMENT_TYPE_IDS.offer)).filter((row) => row.id !== id);
    const compare = (query: string) => staff('GET', `document/${id}/revisions/compare?${query}`);
    const queries = [
      `brandPartnerId=${BPI}&from=${id}&to=not-a-guid`,
      `brandPartnerId=${BPI}&from=${id}`,
      `brandPartnerId=${BPI}&from=${id}&to=${unknown}`,
      `brandPartnerId=${BPI}&from=${id}&to=${unrelated?.id}`,
      `brandPartnerId=${BPI}&from=${id}&to=${id}%27%20or%201%3D1--`,
      `brandPartnerId=${unknown}&from=${id}&to=${id}`,
      `brandPartnerId=${BPI}&from=${'a'.repeat(10_000)}&to=${id}`,
    ];
    for (const query of queries) {
      expectRefusal(await compare(query), query);
    }
    for (const body of [{}, { BrandPartnerId: 'x' }, { BrandPartnerId: unknown }, [BPI], 'null']) {
      expectRefusal(await staff('POST', `document/${id}/revision`, body), JSON.stringify(body));
    }
    expectRefusal(await staff('POST', `document/${unknown}/revision`, { BrandPartnerId: BPI }), 'unknown offer', 404);
    expect(await countOf(salesDocuments)).toBe(before);
  });

  it('refuses hostile webhook bodies (events, description, types) with a 400 and registers nothing', async () => {
    const before = (await db.select({ n: count() }).from(webhookEndpoints))[0]?.n;
    const url = 'https://93.184.215.14/hook';
    const bodies: [string, unknown][] = [
      ['no events', { Url: url, Events: [] }],
      ['an unknown event', { Url: url, Events: ['document.deleted'] }],
      ['an event of another kind', { Url: url, Events: [{ $gt: '' }] }],
      ['100 000 events', { Url: url, Events: Array.from({ length: 100_000 }, () => 'document.confirmed') }],
      ['the catalogue’s event, not a head of sales’', { Url: url, Events: ['catalogue.published'] }],
      ['description of 100k characters', { Url: url, Events: ['offer.sent'], Description: 'd'.repeat(100_000) }],
      ['description with a NUL', { Url: url, Events: ['offer.sent'], Description: 'a\u0000b' }],
      ['url not a text', { Url: ['https://93.184.215.14/'], Events: ['offer.sent'] }],
      ['url with a NUL', { Url: 'https://93.184.215.14/\u0000', Events: ['offer.sent'] }],
      ['url with a newline', { Url: 'https://93.184.215.14/a\r\nHost: 127.0.0.1', Events: ['offer.sent'] }],
    ];
    for (const [label, body] of bodies) {
      expectRefusal(await staff('POST', 'manage/integrations/webhooks', body), label);
    }
    expect((await db.select({ n: count() }).from(webhookEndpoints))[0]?.n).toBe(before);
  });
});
