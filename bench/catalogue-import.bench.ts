// A 10,000-model catalogue: import through the API (time and memory), then the first selection and the first
// configuration after a restart of the server (nothing compiled yet). Run: npx tsx bench/catalogue-import.bench.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { generatedCatalogue, generatedName } from './lib/generated-catalogue';
import {
  type BenchMemory,
  isBenchServerProcess,
  serveBenchWithMemory,
  startBenchServerProcess,
} from './lib/server-process';

const MODELS = Number(process.env.BENCH_MODELS ?? 10_000);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

// The server runs in a child process on one data folder (a restart is a new child), so its memory is its own.
if (isBenchServerProcess) {
  await serveBenchWithMemory();
} else {
  process.env.BENCH_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'door-bench-catalogue-'));
  const file = fileURLToPath(import.meta.url);
  const tokenOf = async (url: string, email: string) => {
    const reply = await fetch(`${url}${API_PREFIX}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: email,
        password: 'Demo123!',
        client_id: 'configurator-web',
        client_secret: 'configurator-web-secret',
      }),
    });
    return ((await reply.json()) as { access_token: string }).access_token;
  };

  let server = await startBenchServerProcess<BenchMemory, BenchMemory>(file);
  const text = JSON.stringify(generatedCatalogue(MODELS));
  console.log(`catalogue of ${MODELS + 32} models: ${mb(Buffer.byteLength(text))} of JSON (no indentation)`);
  const oem = await tokenOf(server.url, 'oem@demo.test');
  const before = await server.ask();
  console.log(`server RSS before the import: ${mb(before.rss)}`);
  const importStart = performance.now();
  const imported = await fetch(
    `${server.url}${API_PREFIX}/catalogue/brands/${DEMO_IDS.brandAlpina}/versions?publish=true`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${oem}` },
      body: text,
    },
  );
  const importMs = performance.now() - importStart;
  const during = await server.ask();
  const reply = (await imported.json()) as { Version: number; Diff: { Models: { Added: string[] } } };
  if (!imported.ok) {
    throw new Error(`import refused: ${imported.status} ${JSON.stringify(reply).slice(0, 400)}`);
  }
  const met = importMs <= 60_000 && during.peak <= 1024 ** 3;
  console.log(
    `import (lint with the dead-end explorer, tests, diff, store, publish): ${(importMs / 1000).toFixed(1)} s, ` +
      `server peak RSS ${mb(during.peak)} (+${mb(during.peak - before.rss)}) (goal ≤ 60 s and ≤ 1 GB: ${met ? 'met' : 'NOT met'}); ` +
      `version ${reply.Version}, ${reply.Diff.Models.Added.length} models added`,
  );

  // A restart: a new server process on the same data; nothing of the catalogue is in memory.
  await server.stop();
  const restartStart = performance.now();
  server = await startBenchServerProcess<BenchMemory, BenchMemory>(file);
  console.log(
    `restart (a new server process: open the database, build the app): ${(performance.now() - restartStart).toFixed(0)} ms`,
  );
  const sales = await tokenOf(server.url, 'sales@demo.test');
  const timed = async (title: string, goalMs: number, call: () => Promise<Response>) => {
    const at = performance.now();
    const response = await call();
    const body = await response.text();
    const ms = performance.now() - at;
    console.log(
      `${title}: ${ms.toFixed(0)} ms, ${response.status} (goal ≤ ${goalMs} ms: ${ms <= goalMs ? 'met' : 'NOT met'})`,
    );
    return body;
  };
  const selection = await timed(`first selection after the restart (${MODELS + 32} models)`, 1000, () =>
    fetch(`${server.url}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sales}` },
      body: JSON.stringify({ textFilter: generatedName(MODELS - 1) }),
    }),
  );
  const partId = (JSON.parse(selection) as { BrandModelsNotSpecial: { PartId: string }[] }).BrandModelsNotSpecial[0]
    ?.PartId;
  await timed('first configuration of a generated model after the restart (compiles it)', 1000, () =>
    fetch(
      `${server.url}${API_PREFIX}/configurator/auth/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${partId}`,
      { headers: { authorization: `Bearer ${sales}` } },
    ),
  );
  await timed('a selection once warm', 50, () =>
    fetch(`${server.url}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sales}` },
      body: JSON.stringify({ textFilter: 'aurora' }),
    }),
  );
  console.log(`server RSS after the restart and these calls: ${mb((await server.ask()).rss)}`);
  await server.stop();
}
