import {
  API_PREFIX,
  DEFAULT_BRAND_PARTNER_ID,
  INACTIVE_BRAND_PARTNER_ID,
  SECOND_BRAND_PARTNER_ID,
  tokenRequestSchema,
} from '@door/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, TEST_DB_KIND } from '#server/test/build-test-app';
import { DEMO_USERS, signIn } from '#server/test/sign-in';
import {
  BAD_GUIDS,
  createIdPool,
  createRandom,
  createResolver,
  deepJson,
  encodeText,
  findLeak,
  isGuidSchema,
  type JsonSchema,
  type Leaf,
  listLeaves,
  listOperations,
  type Operation,
  REMOVE,
  setAt,
  spoilText,
  validValue,
  wrongTypeValues,
} from './openapi-fuzz';

// The seed is printed, so a failure of any run can be replayed with FUZZ_SEED=… .
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS_PER_OPERATION ?? 60);
const SLOW_MS = 1000;
// Checking, comparing, importing or publishing a whole catalogue runs its compiler and its tests over every model:
// their time grows with the catalogue, not with the request's input, so they get a longer allowance.
const WHOLE_CATALOGUE_SLOW_MS = 5000;
const WHOLE_CATALOGUE_OPERATION =
  /\/catalogue\/brands(\/\{brandId\}\/(check|draft|draft\/check|draft\/publish|prices|versions|versions\/\{version\}\/(diff|publish|prices)))?$/;
const slowLimitOf = (operation: Operation): number =>
  WHOLE_CATALOGUE_OPERATION.test(operation.path) ? WHOLE_CATALOGUE_SLOW_MS : SLOW_MS;

const { app } = await buildTestApp();
const openApi = (await app.inject({ url: '/api/openapi.json' })).json();
const resolve = createResolver(openApi);
const operations = listOperations(openApi).filter((operation) => operation.path.startsWith('/api/'));

// The token endpoint takes any form fields (RFC 6749 lets clients send extra ones); its fields are the contract's grants.
const TOKEN_FORM_SCHEMA = z.toJSONSchema(tokenRequestSchema, { io: 'input' }) as JsonSchema;
const bodySchemaOf = (operation: Operation): JsonSchema | null => {
  if (!operation.body) {
    return null;
  }
  const schema = resolve(operation.body.schema);
  const isOpen = !schema.properties && !schema.anyOf && !schema.oneOf && !schema.allOf && schema.type === 'object';
  return isOpen && operation.body.contentType === 'application/x-www-form-urlencoded' ? TOKEN_FORM_SCHEMA : schema;
};

const signedIn = {
  customer: (await signIn(app, DEMO_USERS.customer)).authorization,
  sales: (await signIn(app, DEMO_USERS.sales)).authorization,
  admin: (await signIn(app, DEMO_USERS.admin)).authorization,
  installer: (await signIn(app, DEMO_USERS.installer)).authorization,
  oem: (await signIn(app, DEMO_USERS.oem)).authorization,
};
const CALLERS = [
  ['anonymous', undefined],
  ['anonymous', undefined],
  ['customer', signedIn.customer],
  ['customer', signedIn.customer],
  ['sales', signedIn.sales],
  ['admin', signedIn.admin],
  ['installer', signedIn.installer],
  ['oem', signedIn.oem],
  ['forged token', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
  ['unsigned token', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIn0.'],
  ['huge token', `Bearer ${'A'.repeat(8000)}`],
  ['basic auth', 'Basic YWRtaW5AZGVtby50ZXN0OkRlbW8xMjMh'],
] as const;

type Slot =
  | { where: 'path' | 'query'; name: string; schema: JsonSchema }
  | { where: 'body'; name: string; path: (string | number)[]; schema: JsonSchema };

/** One request as the fuzzer builds it, before it is encoded. */
type Draft = {
  operation: Operation;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  hasBody: boolean;
  rawBody?: { payload: string; contentType: string };
  caller: (typeof CALLERS)[number];
  mutation: string;
  /** A declared text field that now holds a character the text rule refuses. */
  spoiled?: { slot: Slot; survivesDecoding: boolean; isFreeText: boolean };
};

const isStringSchema = (schema: JsonSchema) => {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('string') || (schema.anyOf ?? schema.oneOf ?? []).some((v) => resolve(v).type === 'string');
};
const isFreeText = (schema: JsonSchema) => !schema.enum && schema.const === undefined && !schema.pattern;

const slotsOf = (draft: Draft): Slot[] => {
  const { operation } = draft;
  const parameterSlots = operation.parameters.flatMap<Slot>((parameter) =>
    (parameter.in === 'path' ? draft.path : draft.query)[parameter.name] === undefined
      ? []
      : [{ where: parameter.in as 'path' | 'query', name: parameter.name, schema: resolve(parameter.schema) }],
  );
  const bodySchema = bodySchemaOf(operation);
  const bodySlots =
    bodySchema && draft.hasBody
      ? listLeaves(draft.body, bodySchema, resolve).map<Slot>((leaf: Leaf) => ({
          where: 'body',
          name: String([...leaf.path].reverse().find((key) => typeof key === 'string') ?? 'body'),
          path: leaf.path,
          schema: leaf.schema,
        }))
      : [];
  return [...parameterSlots, ...bodySlots];
};

const setSlot = (draft: Draft, slot: Slot, value: unknown) => {
  if (slot.where === 'body') {
    draft.body = setAt(draft.body, slot.path, value);
  } else if (value === REMOVE) {
    delete draft[slot.where][slot.name];
  } else {
    draft[slot.where][slot.name] = value;
  }
};

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

const random = createRandom(SEED);
const pool = createIdPool(random);
for (const [key, id] of [
  ['brandPartnerId', DEFAULT_BRAND_PARTNER_ID],
  ['brandPartnerId', SECOND_BRAND_PARTNER_ID],
  ['brandPartnerId', INACTIVE_BRAND_PARTNER_ID],
] as const) {
  pool.add(key.toLowerCase(), id);
}
const ctx = { random, pool, resolve };

// Ids from a few ordinary calls (countries, models, a configuration and its values, a cart, saved addresses), so
// generated requests pass the "not found" checks and reach the services and the database.
const prime = async (
  url: string,
  options: { method?: 'GET' | 'POST'; payload?: object; authorization?: string } = {},
) => {
  const response = await app.inject({
    method: options.method ?? 'GET',
    url: `${API_PREFIX}${url}`,
    ...(options.payload ? { payload: options.payload } : {}),
    headers: options.authorization ? { authorization: options.authorization } : {},
  });
  const body = response.statusCode === 200 ? safeJson(response.body) : null;
  pool.learn(body);
  return body;
};
await prime('/selection/countrylist');
await prime('/account', { authorization: signedIn.customer });
for (const bpi of [DEFAULT_BRAND_PARTNER_ID, SECOND_BRAND_PARTNER_ID]) {
  const models = (await prime(`/selection/models/${bpi}`, { method: 'POST', payload: {} })) as {
    BrandModelsNotSpecial?: { PartId: string }[];
  } | null;
  for (const model of models?.BrandModelsNotSpecial?.slice(0, 2) ?? []) {
    const created = (await prime(`/configurator/create?brandPartnerId=${bpi}&partId=${model.PartId}`)) as {
      Metadata?: { ConfigurationId: string };
    } | null;
    const configurationId = created?.Metadata?.ConfigurationId;
    if (configurationId) {
      await prime(`/cart/${configurationId}`, { method: 'POST', payload: { BrandPartnerId: bpi } });
    }
  }
}

// The administration's ids (users, partners, storefronts, brands), so the OEM admin's requests reach the services.
for (const url of ['/manage/users', '/manage/partners', '/manage/brand-partners', '/catalogue/brands']) {
  await prime(url, { authorization: signedIn.oem });
}

/** A request that should pass validation: the base every mutation spoils one thing of. */
const draftValid = (operation: Operation, { everyField = false } = {}): Draft => {
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const fieldCtx = { ...ctx, optionalChance: everyField ? 1 : 0.7 };
  for (const parameter of operation.parameters) {
    if (parameter.in === 'path' || parameter.required || everyField || random.chance(0.6)) {
      (parameter.in === 'path' ? path : query)[parameter.name] = validValue(
        parameter.schema ?? {},
        parameter.name,
        fieldCtx,
      );
    }
  }
  const bodySchema = bodySchemaOf(operation);
  return {
    operation,
    path,
    query,
    body: bodySchema ? validValue(bodySchema, 'body', fieldCtx) : undefined,
    hasBody: bodySchema !== null && (everyField || operation.body?.required || random.chance(0.8)),
    caller: random.pick(CALLERS),
    mutation: 'valid',
  };
};

const MUTATIONS = [
  'valid',
  'valid',
  'badText',
  'badText',
  'badText',
  'wrongType',
  'wrongType',
  'missing',
  'badGuid',
  'badGuid',
  'hugeString',
  'deep',
  'rawBody',
] as const;

/** Spoils one thing of a valid request: the kinds of the hostile test in issue 9. */
const mutate = (draft: Draft, kind: (typeof MUTATIONS)[number]): Draft => {
  draft.mutation = kind;
  const slots = slotsOf(draft);
  const stringSlots = slots.filter((slot) => isStringSchema(slot.schema) && typeof readSlot(draft, slot) === 'string');
  switch (kind) {
    case 'valid':
      return draft;
    case 'badText': {
      if (stringSlots.length === 0) {
        return mutate(draft, 'wrongType');
      }
      const slot = random.pick(stringSlots);
      const spoiled = spoilText(String(readSlot(draft, slot)), random);
      setSlot(draft, slot, spoiled);
      // Percent-decoding turns the bytes of a lone surrogate into U+FFFD, a harmless character: only NUL and the other
      // controls reach the server through a URL or a form; a JSON body carries lone surrogates as \ud800 escapes.
      const survivesDecoding =
        (slot.where === 'body' && draft.operation.body?.contentType === 'application/json') ||
        Array.from(spoiled).some((char) => char.charCodeAt(0) < 0x20);
      draft.spoiled = { slot, survivesDecoding, isFreeText: isFreeText(slot.schema) };
      return draft;
    }
    case 'wrongType': {
      if (draft.hasBody && random.chance(0.15)) {
        draft.body = random.pick(['text', 42, null, [], [{}], true]);
        return draft;
      }
      if (slots.length === 0) {
        return mutate(draft, 'rawBody');
      }
      const slot = random.pick(slots);
      if (slot.where === 'body') {
        setSlot(draft, slot, random.pick(wrongTypeValues(slot.schema)));
      } else {
        // A query value is text on the wire: send a list (a repeated key), a word for a number, or nothing at all.
        setSlot(draft, slot, random.pick([['1', '2'], 'abc', '-1', '1e999', 'NaN', '', '[object Object]', 'true']));
      }
      return draft;
    }
    case 'missing': {
      const required = slots.filter((slot) => {
        if (slot.where !== 'body') {
          return draft.operation.parameters.some((p) => p.name === slot.name && p.required);
        }
        return true;
      });
      if (draft.hasBody && (required.length === 0 || random.chance(0.2))) {
        draft.hasBody = false;
        return draft;
      }
      if (required.length === 0) {
        return mutate(draft, 'badGuid');
      }
      setSlot(draft, random.pick(required), REMOVE);
      return draft;
    }
    case 'badGuid': {
      const guidSlots = stringSlots.filter((slot) => isGuidSchema(slot.schema) || slot.where === 'path');
      if (guidSlots.length === 0) {
        return mutate(draft, 'badText');
      }
      setSlot(draft, random.pick(guidSlots), random.pick([...BAD_GUIDS, random.guid(), random.guid()]));
      return draft;
    }
    case 'hugeString': {
      // Node's HTTP parser refuses a request line over 16 KB (431) before Fastify sees it; inject has no such
      // parser, so URLs get the longest text that could arrive, bodies up to 1 MB on the wire (413 once the body limit
      // is lower).
      const slot = stringSlots.length > 0 ? random.pick(stringSlots) : null;
      const inUrl = slot?.where !== 'body';
      const char = random.pick(['x', 'Ž', '🚪']);
      const isForm = draft.operation.body?.contentType === 'application/x-www-form-urlencoded';
      const bytes = inUrl || isForm ? encodeText(char).length : Buffer.byteLength(char);
      const huge = char.repeat(Math.floor((inUrl ? 15_000 : random.pick([20_000, 1_000_000])) / bytes));
      if (slot) {
        setSlot(draft, slot, huge);
      } else {
        draft.query[`huge${random.int(0, 9)}`] = huge;
      }
      return draft;
    }
    case 'deep': {
      if (draft.operation.body?.contentType === 'application/json') {
        draft.rawBody = {
          payload: random.chance(0.5)
            ? deepJson(10_000, random.pick(['array', 'object'] as const))
            : JSON.stringify(draft.body).replace(/^\{/, `{"Deep":${deepJson(10_000, 'array')},`),
          contentType: 'application/json',
        };
        return draft;
      }
      // No JSON body to nest: flood the query (or the form) with 10,000 parameters instead.
      for (let index = 0; index < 10_000; index += 1) {
        draft.query[`p${index}`] = '1';
      }
      return draft;
    }
    case 'rawBody': {
      const json = JSON.stringify(draft.body ?? {});
      draft.rawBody = random.pick([
        { payload: '{"a":', contentType: 'application/json' },
        { payload: '', contentType: 'application/json' },
        { payload: 'null', contentType: 'application/json' },
        { payload: '{"__proto__":{"isAdmin":true}}', contentType: 'application/json' },
        { payload: '{"constructor":{"prototype":{"isAdmin":true}}}', contentType: 'application/json' },
        { payload: json, contentType: 'text/plain' },
        { payload: json, contentType: 'application/x-www-form-urlencoded' },
        { payload: 'a=1&a=2&%00=%00', contentType: 'application/x-www-form-urlencoded' },
        { payload: json, contentType: 'application/json; charset=latin1' },
        { payload: `[${'1,'.repeat(200_000)}1]`, contentType: 'application/json' },
        { payload: '\u0000\u0001\u0002', contentType: 'application/octet-stream' },
      ]);
      return draft;
    }
  }
};

const readSlot = (draft: Draft, slot: Slot): unknown =>
  slot.where === 'body'
    ? slot.path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], draft.body)
    : draft[slot.where][slot.name];

const encodeQuery = (query: Record<string, unknown>) =>
  Object.entries(query)
    .flatMap(([key, value]) =>
      (Array.isArray(value) ? value : [value]).map(
        (item) => `${encodeText(key)}=${encodeText(typeof item === 'string' ? item : JSON.stringify(item))}`,
      ),
    )
    .join('&');

/** Turns a draft into what `app.inject` sends. */
const encode = (draft: Draft) => {
  const { operation } = draft;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = draft.path[name];
    return value === undefined ? '' : encodeText(String(value));
  });
  const query = encodeQuery(draft.query);
  const url = query ? `${path}?${query}` : path;
  const headers: Record<string, string> = {
    'accept-language': random.pick(['sl', 'en', 'de', 'fr', 'xx', '*', 'de;q=abc, fr;q=-1', 'x'.repeat(4000)]),
  };
  if (draft.caller[1]) {
    headers.authorization = draft.caller[1];
  }
  let payload: string | undefined;
  if (draft.rawBody) {
    payload = draft.rawBody.payload;
    headers['content-type'] = draft.rawBody.contentType;
  } else if (draft.hasBody && operation.body) {
    headers['content-type'] = operation.body.contentType;
    payload =
      operation.body.contentType === 'application/x-www-form-urlencoded' &&
      draft.body &&
      typeof draft.body === 'object' &&
      !Array.isArray(draft.body)
        ? encodeQuery(draft.body as Record<string, unknown>)
        : JSON.stringify(draft.body);
  }
  return { method: operation.method as 'GET', url, headers, payload };
};

type Failure = { problem: string; request: string; status: number; ms: number; body: string };
const totals = { requests: 0, byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 } as Record<string, number> };
const byStatus = new Map<number, number>();
const byMutation = new Map<string, number>();
let slowest = { ms: 0, request: '' };
let remote = 0;

/** Sends a draft and returns what is wrong with the reply (nothing when it is fine). */
const send = async (draft: Draft): Promise<Failure[]> => {
  const request = encode(draft);
  // A new client address per request keeps the per-address rate limits from answering every later call with 429.
  remote += 1;
  const remoteAddress = `127.${(remote >> 16) & 255}.${(remote >> 8) & 255}.${remote & 255}`;
  const inject = async () => {
    const started = performance.now();
    const response = await app.inject({ ...request, remoteAddress });
    return { response, ms: performance.now() - started };
  };
  const slowMs = slowLimitOf(draft.operation);
  let { response, ms } = await inject();
  totals.requests += 1;
  if (ms > slowMs) {
    // Two cores are shared with other work: a slow reply counts only when the same request is slow again.
    ({ response, ms } = await inject());
    totals.requests += 1;
  }
  const status = response.statusCode;
  totals.byClass[`${Math.floor(status / 100)}xx`] = (totals.byClass[`${Math.floor(status / 100)}xx`] ?? 0) + 1;
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  byMutation.set(draft.mutation, (byMutation.get(draft.mutation) ?? 0) + 1);
  if (ms > slowest.ms) {
    slowest = { ms, request: `${request.method} ${request.url.slice(0, 120)}` };
  }
  const contentType = String(response.headers['content-type'] ?? '');
  const isText = /json|text|xml|html/.test(contentType);
  const body = isText ? response.body : '';
  if (status >= 200 && status < 300) {
    pool.learn(contentType.includes('json') ? safeJson(body) : null);
  }
  const problems: string[] = [];
  if (status >= 500) {
    problems.push(`${status} answer`);
  }
  if (ms > slowMs) {
    problems.push(`slow: ${Math.round(ms)} ms`);
  }
  if (status >= 400) {
    const error = contentType.includes('json') ? safeJson(body) : null;
    const fields = error && typeof error === 'object' ? (error as { Message?: unknown; detail?: unknown }) : {};
    if (typeof fields.Message !== 'string' || typeof fields.detail !== 'string' || fields.detail === '') {
      problems.push('error reply without a JSON Message and detail');
    }
  }
  const leak = findLeak(body);
  if (leak) {
    problems.push(`leak (${leak})`);
  }
  if (draft.spoiled?.survivesDecoding) {
    const field = draft.spoiled.slot.name;
    if (status < 400) {
      problems.push(`accepted a refused character in ${draft.spoiled.slot.where} field ${field}`);
    } else if (status === 400 && draft.spoiled.isFreeText && !body.includes(field)) {
      problems.push(`400 does not name the field ${field}`);
    }
  }
  return problems.map((problem) => ({
    problem: `${draft.mutation} as ${draft.caller[0]}: ${problem}`,
    request: `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 200) ?? ''}`,
    status,
    ms: Math.round(ms),
    body: body.slice(0, 300),
  }));
};

describe(`OpenAPI fuzz (${TEST_DB_KIND}, seed ${SEED})`, () => {
  it('covers every operation of the served OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.map((operation) => operation.path)).toContain(`${API_PREFIX}/token`);
    // The longer allowance names real operations: the new brand, the draft's check and publish, a version's diff.
    const wholeCatalogue = operations.filter((operation) => slowLimitOf(operation) === WHOLE_CATALOGUE_SLOW_MS);
    expect(wholeCatalogue.map((operation) => operation.path)).toEqual(
      expect.arrayContaining([
        `${API_PREFIX}/catalogue/brands`,
        `${API_PREFIX}/catalogue/brands/{brandId}/draft/check`,
        `${API_PREFIX}/catalogue/brands/{brandId}/draft/publish`,
        `${API_PREFIX}/catalogue/brands/{brandId}/versions/{version}/diff`,
      ]),
    );
  });

  it('answers a path that does not decode and an over-long path parameter with the error body of CONVENTIONS', async () => {
    const undecodable = await app.inject({
      url: `${API_PREFIX}/footer/%ED%A0%80`,
      headers: { 'accept-language': 'en' },
    });
    expect(undecodable.statusCode).toBe(400);
    expect(undecodable.json()).toEqual({
      Message: 'The request could not be read.',
      detail: 'invalidBody: FST_ERR_BAD_URL',
    });
    const overLong = await app.inject({
      url: `${API_PREFIX}/footer/${'x'.repeat(500)}`,
      headers: { 'accept-language': 'de' },
    });
    expect(overLong.statusCode).toBe(414);
    expect(overLong.json()).toEqual({
      Message: 'Die Anfrage ist zu groß.',
      detail: 'payloadTooLarge: FST_ERR_MAX_PARAM_LENGTH',
    });
  });

  it('refuses NUL and lone surrogates in every text field of every operation with a 400 naming the field', async () => {
    const failures: Failure[] = [];
    let cases = 0;
    for (const operation of operations) {
      const base = draftValid(operation, { everyField: true });
      base.caller = CALLERS[2];
      for (const slot of slotsOf(base)) {
        if (slot.where === 'path' || !isStringSchema(slot.schema) || typeof readSlot(base, slot) !== 'string') {
          continue;
        }
        const isJson = slot.where === 'body' && operation.body?.contentType === 'application/json';
        for (const bad of isJson ? ['\u0000', '\uD800', '\uDC00'] : ['\u0000', '\u0007']) {
          const draft: Draft = { ...base, path: { ...base.path }, query: { ...base.query }, mutation: 'badText' };
          setSlot(draft, slot, `a${bad}b`);
          draft.spoiled = { slot, survivesDecoding: true, isFreeText: isFreeText(slot.schema) };
          cases += 1;
          failures.push(...(await send(draft)));
        }
      }
    }
    console.info(`[fuzz] text rule: ${cases} requests with a refused character in one text field`);
    expect(cases).toBeGreaterThan(90);
    expect(failures).toEqual([]);
  });

  it('answers the management and catalogue calls of an OEM admin without a 5xx, a slow reply or a stack trace', {
    timeout: 120_000,
  }, async () => {
    // Issue 37: the hostile run of the administration as the manufacturer's staff, within about 45 s.
    const administration = operations.filter((operation) => /\/(manage|catalogue)\//.test(operation.path));
    const oem = CALLERS.find(([name]) => name === 'oem') as (typeof CALLERS)[number];
    const failures: Failure[] = [];
    const started = performance.now();
    let sent = 0;
    while (performance.now() - started < 45_000 && sent < administration.length * 40) {
      for (const operation of administration) {
        const draft = mutate(draftValid(operation), random.pick(MUTATIONS));
        draft.caller = oem;
        // A generated body may hold a second refused field (a date that is a word): a 400 naming that one is fine.
        failures.push(
          ...(await send(draft)).filter(
            (failure) =>
              !(failure.problem.includes('does not name the field') && failure.body.includes('invalidField')),
          ),
        );
        sent += 1;
      }
    }
    console.info(`[fuzz] administration as an OEM admin: ${sent} requests over ${administration.length} operations`);
    expect(administration.length).toBeGreaterThan(20);
    expect(failures.slice(0, 30)).toEqual([]);
  });

  it('answers thousands of malformed requests without a 5xx, a reply slower than 1 s or a stack trace', {
    timeout: 240_000,
  }, async () => {
    const failures: Failure[] = [];
    const started = performance.now();
    for (let round = 0; round < REQUESTS_PER_OPERATION; round += 1) {
      for (const operation of operations) {
        const draft = mutate(draftValid(operation), random.pick(MUTATIONS));
        failures.push(...(await send(draft)));
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      [
        `[fuzz] seed ${SEED} on ${TEST_DB_KIND}: ${totals.requests} requests in this file over ${operations.length} operations (fuzz rounds: ${seconds} s)`,
        `[fuzz] by class: ${JSON.stringify(totals.byClass)}`,
        `[fuzz] by status: ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}`,
        `[fuzz] by mutation: ${JSON.stringify(Object.fromEntries(byMutation))}`,
        `[fuzz] slowest: ${Math.round(slowest.ms)} ms ${slowest.request}`,
        `[fuzz] failures: ${failures.length}`,
      ].join('\n'),
    );
    expect(failures.slice(0, 30)).toEqual([]);
  });
});
