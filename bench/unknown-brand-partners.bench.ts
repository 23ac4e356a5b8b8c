// Memory under a flood of random brand-partner ids (issue 9 item 5): each id is a 404, and the process must not grow.
// Run: node --expose-gc --import tsx bench/unknown-brand-partners.bench.ts   (BENCH_REQUESTS overrides 96,603)
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { openAppDatabase } from '../apps/server/src/db/open-app-database';
import { getCatalogueStore } from '../apps/server/src/services/catalogue/catalogue-store';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 96_603);
const CONCURRENCY = 16;

const env = loadEnv({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'door-bench-')),
  LOG_LEVEL: 'silent',
});
const database = await openAppDatabase(env);
const app = await buildApp({ env, database, serveWeb: false, runBackgroundWork: false });
await app.ready();
const store = getCatalogueStore(database);

const gc = (globalThis as { gc?: () => void }).gc;
const heapMb = () => {
  gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

let sent = 0;
let notFound = 0;
const worker = async (limit: number) => {
  while (sent < limit) {
    sent += 1;
    const response = await app.inject({
      method: 'POST',
      url: `/api/v1/selection/models/${randomUUID()}`,
      // Spread over addresses so the rate limit, not the cache, is what this measures.
      remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      payload: {},
    });
    if (response.statusCode === 404) {
      notFound += 1;
    }
  }
};

// Warm-up: the first requests load code paths and fill the cache to its bound.
const warmUp = Math.min(5_000, REQUESTS);
const started = Date.now();
await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(warmUp)));
const baseline = heapMb();
console.log(`after ${sent} requests: heap ${baseline.toFixed(1)} MB, cache ${JSON.stringify(store.cacheSizes())}`);
const checkpoints: string[] = [];
const report = setInterval(() => {
  checkpoints.push(`${sent}: heap ${(process.memoryUsage().heapUsed / 1024 / 1024).toFixed(1)} MB`);
}, 10_000);
await Promise.all(Array.from({ length: CONCURRENCY }, () => worker(REQUESTS)));
clearInterval(report);
const final = heapMb();
console.log(checkpoints.join('\n'));
console.log(
  `${REQUESTS} requests (${notFound} × 404) in ${((Date.now() - started) / 1000).toFixed(0)} s; heap after warm-up ${baseline.toFixed(1)} MB, at the end ${final.toFixed(1)} MB (${(final - baseline).toFixed(1)} MB); cache ${JSON.stringify(store.cacheSizes())}`,
);
await app.close();
await database.close();
