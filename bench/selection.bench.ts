// Model selection: text search and category filter over a generated catalogue of 10,000 models.
// Run: npx tsx bench/selection.bench.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID, type SelectionCategory } from '@door/contract';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app';
import { readCatalogue } from '../apps/server/src/catalogue/catalogue-read';
import { loadEnv } from '../apps/server/src/config/env';
import { openAppDatabase } from '../apps/server/src/db/open-app-database';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { importCatalogue } from '../apps/server/src/services/catalogue/catalogue-import';
import { generatedCatalogue, GENERATED_WORDS as WORDS } from './lib/generated-catalogue';

const MODELS = 10_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const env = loadEnv({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'door-bench-')),
  LOG_LEVEL: 'silent',
});
const database = await openAppDatabase(env);

// 10,000 more models for the default brand (copies of the demo models under generated names), imported and published
// through the importer a manufacturer uses.
const started = Date.now();
await importCatalogue(database.db, {
  brandId: DEMO_IDS.brandAlpina,
  reading: readCatalogue(generatedCatalogue(MODELS)),
  source: 'file',
  userId: null,
  dryRun: false,
  publish: { from: null },
});
console.log(`imported ${MODELS} generated models in ${((Date.now() - started) / 1000).toFixed(1)} s`);

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
  `first call (reads the version's model index of ${MODELS + 32} models; nothing is compiled): ${Date.now() - loadStart} ms`,
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
