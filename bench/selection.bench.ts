// Model selection: text search and category filter over a generated catalogue of 10,000 models.
// Run: npx tsx bench/selection.bench.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID, type SelectionCategory } from '@door/contract';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { stableId } from '../apps/server/src/core/stable-id';
import { openAppDatabase } from '../apps/server/src/db/open-app-database';
import { brandPartners } from '../apps/server/src/db/schema';
import { buildDemoCatalogueRows, type CatalogueRows, insertCatalogueRows } from '../apps/server/src/db/seed/catalogue';

const MODELS = 10_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WORDS = [
  'Aurora',
  'Nova',
  'Terra',
  'Luna',
  'Sol',
  'Vega',
  'Orion',
  'Atlas',
  'Nord',
  'Alba',
  'Kras',
  'Lipa',
  'Mira',
  'Zora',
];

const env = loadEnv({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'door-bench-')),
  LOG_LEVEL: 'silent',
});
const database = await openAppDatabase(env);
const [partner] = await database.db.select().from(brandPartners).where(eq(brandPartners.id, DEFAULT_BRAND_PARTNER_ID));
if (!partner) {
  throw new Error('the default brand partner is not seeded');
}

// 10,000 more models for the default brand: copies of the demo models under generated names, with their rules.
const demo = buildDemoCatalogueRows(partner.brandId, 'full');
const generated: CatalogueRows = {
  ...demo,
  categories: [],
  parameters: [],
  values: [],
  selectionCategories: [],
  selectionValues: [],
  models: [],
  modelParameters: [],
  rules: [],
  modelSelectionValues: [],
};
const started = Date.now();
for (let i = 0; i < MODELS; i += 1) {
  const source = demo.models[i % demo.models.length] as CatalogueRows['models'][number];
  const id = stableId('bench-model', String(i));
  const name = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
  generated.models.push({
    ...source,
    id,
    code: `GEN${i}`,
    names: { sl: name, en: name, de: name, fr: name },
    brandNames: null,
    sortOrder: 1000 + i,
    isSpecialOffer: i % 17 === 0,
  });
  for (const use of demo.modelParameters.filter((row) => row.modelId === source.id)) {
    generated.modelParameters.push({ ...use, id: stableId('bench-mp', `${i}:${use.id}`), modelId: id });
  }
  for (const rule of demo.rules.filter((row) => row.modelId === source.id)) {
    generated.rules.push({ ...rule, id: stableId('bench-rule', `${i}:${rule.id}`), modelId: id });
  }
  for (const link of demo.modelSelectionValues.filter((row) => row.modelId === source.id)) {
    generated.modelSelectionValues.push({ modelId: id, valueId: link.valueId });
  }
}
await insertCatalogueRows(database.db, generated);
console.log(`generated and stored ${MODELS} models in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const app = await buildApp({ env, database, serveWeb: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const loadStart = Date.now();
const categories = (await (
  await fetch(`${url}${API_PREFIX}/selection/categories/${DEFAULT_BRAND_PARTNER_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  })
).json()) as SelectionCategory[];
console.log(
  `first call (loads and compiles the catalogue of ${MODELS + demo.models.length} models): ${Date.now() - loadStart} ms`,
);

const bodies: string[] = [];
for (let i = 0; i < 200; i += 1) {
  const category = categories[i % categories.length] as SelectionCategory;
  const value = category.CategoryValues[i % category.CategoryValues.length];
  const filter =
    i % 3 === 0 ? [] : [{ id: category.BrandPartnerCategoryId, values: [{ id: value?.BrandPartnerCategoryValueId }] }];
  const text =
    i % 2 === 0
      ? (WORDS[i % WORDS.length] as string).toLowerCase().slice(0, 3 + (i % 3))
      : i % 5 === 0
        ? 'haustür'
        : '';
  bodies.push(JSON.stringify({ categories: filter, textFilter: text, page: 1 + (i % 4) }));
}
let counter = 0;
const run = (title: string, route: 'models' | 'categories', connections: number) =>
  autocannon({
    url,
    connections,
    duration: DURATION,
    requests: [
      {
        method: 'POST',
        path: `${API_PREFIX}/selection/${route}/${DEFAULT_BRAND_PARTNER_ID}`,
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[counter++ % bodies.length] }),
      },
    ],
  }).then((result) => {
    console.log(
      `${title}, ${connections} connections: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
    return result;
  });

await run('warm-up', 'models', 4);
const results = [
  await run('selection/models (search + filter, page of 25)', 'models', 1),
  await run('selection/models (search + filter, page of 25)', 'models', 8),
  await run('selection/categories (counts per value)', 'categories', 1),
  await run('selection/categories (counts per value)', 'categories', 8),
];
const worst = Math.max(...results.map((result) => result.latency.p99));
console.log(`goal: p99 under 20 ms: ${worst < 20 ? 'met' : 'NOT met'} (worst p99 ${worst} ms)`);
await app.close();
await database.close();
