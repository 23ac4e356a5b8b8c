import { CATALOGUE_DRAFT_POINTER_PATTERN, GUID_PATTERN } from '@door/contract';

/** The part of JSON Schema (as @fastify/swagger writes OpenAPI 3.0 and 3.1) the fuzzer reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
};

/** One parameter of an OpenAPI operation. */
export type OpenApiParameter = {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
};

/** One OpenAPI operation as the fuzzer needs it. */
export type Operation = {
  method: string;
  path: string;
  parameters: OpenApiParameter[];
  body: { contentType: string; schema: JsonSchema; required: boolean } | null;
};

type OpenApiDocument = {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[]; requestBody?: RequestBody }>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
type RequestBody = { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Lists every operation of an OpenAPI document with its parameters and request body. */
export const listOperations = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => {
        const content = Object.entries(operation.requestBody?.content ?? {})[0];
        return {
          method: method.toUpperCase(),
          path,
          parameters: (operation.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query'),
          body: content
            ? {
                contentType: content[0],
                schema: content[1].schema ?? {},
                required: Boolean(operation.requestBody?.required),
              }
            : null,
        };
      }),
  );

/** Resolves local `$ref`s (`#/components/schemas/…`) against the document, so a reused schema is fuzzed too. */
export const createResolver = (document: OpenApiDocument) => {
  const resolve = (schema: JsonSchema | undefined, depth = 0): JsonSchema => {
    if (!schema) {
      return {};
    }
    if (schema.$ref && depth < 20) {
      const target = schema.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      return resolve(target as JsonSchema | undefined, depth + 1);
    }
    return schema;
  };
  return resolve;
};

/** A small seeded PRNG (mulberry32): the same seed replays the same requests. */
export const createRandom = (seed: number) => {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const chance = (probability: number) => next() < probability;
  const guid = () =>
    [8, 4, 4, 4, 12].map((length) => Array.from({ length }, () => int(0, 15).toString(16)).join('')).join('-');
  return { next, int, pick, chance, guid };
};
/** The fuzzer's random source. */
export type Random = ReturnType<typeof createRandom>;

const WORDS = ['Vrata', 'Triglav', 'hrast', 'Žiga', 'Šubic', 'Straße', 'Čevljar', 'porte', 'door', 'Müller', '42'];

/** JSON Pointer patterns (a draft's rename, a draft's operations): a valid one is a slash and a word. */
const JSON_POINTER_PATTERNS = [/^(\/([^~/]|~[01])*)*$/.source, CATALOGUE_DRAFT_POINTER_PATTERN.source];

/**
 * A valid request must be valid in every field but the spoiled one, or a 400 names another field: a word that breaks
 * the schema's pattern (base64, a colour, a code) becomes its base64, or a word, colour or code that matches.
 */
const matchingPattern = (pattern: string | undefined, text: string): string => {
  if (pattern === undefined) {
    return text;
  }
  let regex: RegExp;
  try {
    regex = new RegExp(pattern, 'u');
  } catch {
    return text;
  }
  const candidates = [text, Buffer.from(text).toString('base64'), ...WORDS, '#3a5f7d', 'code-1', 'category:value'];
  return candidates.find((candidate) => regex.test(candidate)) ?? text;
};

/** Whether a string schema is an id (GUID pattern). */
export const isGuidSchema = (schema: JsonSchema) =>
  Boolean(schema.pattern?.includes('[0-9a-fA-F]{8}-') && schema.pattern.includes('{12}'));

/** Normalises a field name so request and reply names of one id meet (`bpi`, `BrandPartnerId`, `brandPartnerId`). */
export const idKey = (name: string) => {
  const key = name.toLowerCase();
  if (key === 'bpi') {
    return 'brandpartnerid';
  }
  if (key === 'configurations') {
    return 'configurationid';
  }
  return key;
};

/** Ids and tokens seen in replies, by field name, so later requests reach past the "not found" answers. */
export const createIdPool = (random: Random) => {
  const byKey = new Map<string, Set<string>>();
  const all = new Set<string>();
  const tokens = new Set<string>();
  const add = (key: string, value: string) => {
    const set = byKey.get(key) ?? new Set<string>();
    if (set.size < 200) {
      set.add(value);
    }
    byKey.set(key, set);
    if (all.size < 2000) {
      all.add(value);
    }
  };
  const learn = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (GUID_PATTERN.test(value)) {
        add(idKey(key), value.toLowerCase());
      } else if (/^[A-Za-z0-9_-]{43}$/.test(value) && key === 'UserToken') {
        tokens.add(value);
      }
    } else if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) {
        learn(item, key);
      }
    } else if (value && typeof value === 'object') {
      for (const [childKey, child] of Object.entries(value)) {
        learn(child, childKey);
      }
    }
  };
  return {
    learn,
    add,
    /** An id for a field: one seen under the same name, another seen id, or a fresh one. */
    guid(name: string): string {
      const known = byKey.get(idKey(name));
      if (known && known.size > 0 && random.chance(0.8)) {
        return random.pick([...known]);
      }
      if (all.size > 0 && random.chance(0.5)) {
        return random.pick([...all]);
      }
      return random.guid();
    },
    token(): string {
      return tokens.size > 0 && random.chance(0.8)
        ? random.pick([...tokens])
        : Array.from({ length: 43 }, () => random.pick([...'ABCxyz019_-'])).join('');
    },
  };
};
/** The pool of ids seen so far. */
export type IdPool = ReturnType<typeof createIdPool>;

type Resolve = (schema: JsonSchema | undefined) => JsonSchema;

const typesOf = (schema: JsonSchema): string[] => {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.filter((type) => type !== 'null');
};

/** Builds a value that should pass the schema (ids from the pool), so requests reach the services. */
export const validValue = (
  schema: JsonSchema,
  name: string,
  ctx: { random: Random; pool: IdPool; resolve: Resolve; optionalChance?: number },
  depth = 0,
): unknown => {
  const { random, pool, resolve } = ctx;
  const s = resolve(schema);
  if (s.const !== undefined) {
    return s.const;
  }
  if (s.enum && s.enum.length > 0) {
    return random.pick(s.enum);
  }
  const variants = s.anyOf ?? s.oneOf;
  if (variants && variants.length > 0) {
    const nonNull = variants.filter((variant) => resolve(variant).type !== 'null');
    return validValue(random.pick(nonNull.length > 0 ? nonNull : variants), name, ctx, depth);
  }
  if (s.allOf && s.allOf.length > 0) {
    const parts = s.allOf.map(resolve);
    const merged: JsonSchema = {
      ...Object.assign({}, ...parts),
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => part.required ?? []),
    };
    return validValue(merged, name, ctx, depth);
  }
  const type = random.pick(typesOf(s).length > 0 ? typesOf(s) : [s.properties ? 'object' : 'string']);
  switch (type) {
    case 'string': {
      if (isGuidSchema(s)) {
        return pool.guid(name);
      }
      if (s.pattern === '^[A-Za-z0-9_-]{43}$') {
        return pool.token();
      }
      if (s.pattern !== undefined && JSON_POINTER_PATTERNS.includes(s.pattern)) {
        return `/${random.pick(WORDS).toLowerCase()}`;
      }
      if (s.pattern?.includes('@') || s.format === 'email' || /e-?mail|username/i.test(name)) {
        return `${random.pick(WORDS).toLowerCase()}${random.int(1, 9999)}@demo.test`;
      }
      const min = s.minLength ?? 0;
      const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
      let text = random.pick(WORDS);
      while (text.length < min) {
        text += ` ${random.pick(WORDS)}`;
      }
      return matchingPattern(s.pattern, text.slice(0, Math.max(max, min)));
    }
    case 'integer':
    case 'number': {
      const min = typeof s.minimum === 'number' ? s.minimum : 0;
      const max = typeof s.maximum === 'number' ? s.maximum : min + 100;
      const value = random.int(Math.ceil(min), Math.floor(Math.min(max, min + 1000)));
      return type === 'number' && random.chance(0.3) && !s.multipleOf ? value + 0.5 : value;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'array': {
      const count = random.int(s.minItems ?? 0, Math.min(s.maxItems ?? 3, (s.minItems ?? 0) + 3));
      return depth > 6 ? [] : Array.from({ length: count }, () => validValue(s.items ?? {}, name, ctx, depth + 1));
    }
    case 'object': {
      const result: Record<string, unknown> = {};
      if (depth > 6) {
        return result;
      }
      for (const [key, child] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(key) || random.chance(ctx.optionalChance ?? 0.7)) {
          result[key] = validValue(child, key, ctx, depth + 1);
        }
      }
      return result;
    }
    default:
      return null;
  }
};

/** A place in a request value: the path of keys and indexes to it, and the schema there. */
export type Leaf = { path: (string | number)[]; schema: JsonSchema };

/** Lists every value inside a generated value together with its schema (strings, numbers, objects …). */
export const listLeaves = (
  value: unknown,
  schema: JsonSchema,
  resolve: Resolve,
  path: (string | number)[] = [],
): Leaf[] => {
  const s = resolve(schema);
  const variants = s.anyOf ?? s.oneOf ?? s.allOf;
  const here: Leaf[] = path.length > 0 ? [{ path, schema: s }] : [];
  if (Array.isArray(value)) {
    const items = s.items ?? variants?.map(resolve).find((variant) => variant.items)?.items ?? {};
    return [...here, ...value.flatMap((item, index) => listLeaves(item, items, resolve, [...path, index]))];
  }
  if (value && typeof value === 'object') {
    const properties = {
      ...Object.assign({}, ...(variants ?? []).map((variant) => resolve(variant).properties ?? {})),
      ...s.properties,
    } as Record<string, JsonSchema>;
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, child]) =>
        listLeaves(child, properties[key] ?? {}, resolve, [...path, key]),
      ),
    ];
  }
  return here;
};

/** Returns a copy of a value with the value at `path` replaced (or removed when `replacement` is REMOVE). */
export const REMOVE = Symbol('remove');
/** Replaces or removes the value at a path of a JSON value, without touching the original. */
export const setAt = (value: unknown, path: (string | number)[], replacement: unknown): unknown => {
  if (path.length === 0) {
    return replacement;
  }
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && replacement === REMOVE) {
      copy.splice(Number(head), 1);
    } else {
      copy[Number(head)] = setAt(copy[Number(head)], rest, replacement);
    }
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) {
    delete copy[head];
  } else {
    copy[head] = setAt(copy[head], rest, replacement);
  }
  return copy;
};

/** Characters the contract's text rule refuses: NUL, another C0 control, and both halves of a surrogate pair alone. */
export const BAD_TEXT = ['\u0000', '\uD800', '\uDFFF', '\u001B', '\uDBFF\u0041'];

/** Puts a refused character into a text at a random place. */
export const spoilText = (text: string, random: Random) => {
  const at = random.int(0, text.length);
  return `${text.slice(0, at)}${random.pick(BAD_TEXT)}${text.slice(at)}`;
};

/**
 * Percent-encodes a text for a URL or a form body as a client would send it, lone surrogates included: those go out
 * as the three bytes a WTF-8 encoder writes (ED A0 80), which are not valid UTF-8.
 */
export const encodeText = (text: string): string => {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
};

/** Values of the wrong type for a schema: a number for a text, a text for a number, an object for a list … */
export const wrongTypeValues = (schema: JsonSchema): unknown[] => {
  const types = typesOf(schema);
  const all: unknown[] = ['text', 12345, -1.5, true, null, [], [1, 'a'], {}, { a: { b: 1 } }, 1e308, ''];
  return all.filter((value) => {
    const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    return !types.some((type) => type === kind || (type === 'integer' && kind === 'number'));
  });
};

/** Bad ids: no hyphens, too short, upper case (valid), SQL, path tricks, all zeros, a NUL inside. */
export const BAD_GUIDS = [
  '3b2f9c1e7a4d4e8b9c215d6f7a8b9c01',
  '3b2f9c1e-7a4d-4e8b-9c21',
  '3B2F9C1E-7A4D-4E8B-9C21-5D6F7A8B9C01',
  "3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c01' or '1'='1",
  '../../etc/passwd',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '3b2f9c1e-7a4d-4e8b-9c21-5d6f7a8b9c0\u0000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '',
];

/** A JSON text nested `depth` levels deep, as an array or an object chain. */
export const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

// A Node stack frame (`at fn (/path/file.ts:1:2)`, `at file:///…:1:2`, `at node:internal/…`), a file path of the
// server, or an `Error:`/`TypeError:` dump: none of these may reach a client.
const LEAK_PATTERNS: [string, RegExp][] = [
  ['stack frame', /\bat (?:[^\s()]+ \()?(?:file:\/\/|node:|\/)[^\s)]*:\d+:\d+/],
  ['server file path', /(?:\/(?:work|home|usr|app|tmp|opt|srv)\/[^\s"]*|node_modules)[^\s"]*\.(?:[cm]?js|ts)\b/],
  ['error dump', /\b(?:[A-Z][A-Za-z]*)?Error: /],
];

/** Names what in a reply body looks like a stack trace or a server path, or null when the body is clean. */
export const findLeak = (body: string): string | null => {
  for (const [label, pattern] of LEAK_PATTERNS) {
    const match = pattern.exec(body);
    if (match) {
      return `${label}: ${match[0].slice(0, 120)}`;
    }
  }
  return null;
};
