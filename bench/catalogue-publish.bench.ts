// Publishing under load: two server processes on one PostgreSQL database, 32 connections asking for the model
// selection and a model's values, and a publish of new prices through one of them halfway. Counts the requests that
// failed and measures when each process serves the new prices. Needs PostgreSQL (TEST_DATABASE_URL, default the
// project machines' postgres://postgres@127.0.0.1:5432/test). Run: npx tsx bench/catalogue-publish.bench.ts
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX, type CatalogueFile, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import autocannon from 'autocannon';
import { CATALOGUES_DIR } from '../apps/server/src/db/seed/catalogue.seed';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { serverProcesses, sleep, tokenOf } from '../apps/server/src/test/server-processes';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DURATION = Number(process.env.BENCH_DURATION ?? 12);
const servers = serverProcesses(adminUrl, 'door_bench_publish');
const startServer = () =>
  servers.start({
    JWT_SECRET: 'bench-secret-long-enough-for-hs256-signatures',
    NODE_ENV: 'development',
    TOKEN_RATE_LIMIT_PER_MINUTE: '1000000',
  });

await servers.create();
try {
  const a = await startServer();
  const b = await startServer();
  const sales = await tokenOf(a, 'sales@demo.test');
  const oem = await tokenOf(a, 'oem@demo.test');
  const priceOn = async (url: string) => {
    const reply = await fetch(`${url}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sales}` },
      body: JSON.stringify({ textFilter: 'Zelenci' }),
    });
    return ((await reply.json()) as { BrandModelsNotSpecial: { Price: number; PartId: string }[] })
      .BrandModelsNotSpecial[0];
  };
  const zelenci = await priceOn(a);
  const values = await fetch(
    `${a}${API_PREFIX}/configurator/auth/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${zelenci?.PartId}`,
    { headers: { authorization: `Bearer ${sales}` } },
  ).then((reply) => reply.json() as Promise<{ ViewModel: { Tree: { ParameterId: string }[] } }>);
  const parameterId = values.ViewModel.Tree[0]?.ParameterId;
  const load = (url: string) =>
    autocannon({
      url,
      connections: 16,
      duration: DURATION,
      headers: { authorization: `Bearer ${sales}`, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          path: `${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`,
          body: '{"textFilter":"a"}',
        },
        { method: 'POST', path: `${API_PREFIX}/selection/categories/${DEFAULT_BRAND_PARTNER_ID}`, body: '{}' },
        {
          method: 'GET',
          path: `${API_PREFIX}/configurator/values/${zelenci?.PartId}?parameterId=${parameterId}&brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`,
        },
      ],
    });
  const runs = Promise.all([load(a), load(b)]);
  await sleep((DURATION * 1000) / 3);

  const file = JSON.parse(readFileSync(path.join(CATALOGUES_DIR, 'alpina.json'), 'utf8')) as CatalogueFile;
  const model = file.models.find((candidate) => candidate.code === 'ZELENCI');
  if (model) {
    model.basePriceCents += 4_200;
  }
  const publishStart = performance.now();
  const published = await fetch(`${a}${API_PREFIX}/catalogue/brands/${DEMO_IDS.brandAlpina}/versions?publish=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${oem}` },
    body: JSON.stringify(file),
  });
  const importMs = performance.now() - publishStart;
  if (!published.ok) {
    throw new Error(`publish refused: ${published.status} ${await published.text()}`);
  }
  const committed = performance.now();
  const newPrice = (zelenci?.Price as number) + 42;
  const seenAfter = async (url: string) => {
    for (;;) {
      if ((await priceOn(url))?.Price === newPrice) {
        return performance.now() - committed;
      }
      if (performance.now() - committed > 30_000) {
        return Number.POSITIVE_INFINITY;
      }
      await sleep(10);
    }
  };
  const [onA, onB] = await Promise.all([seenAfter(a), seenAfter(b)]);
  const results = await runs;
  const failed = results.reduce((sum, result) => sum + result.non2xx + result.errors + result.timeouts, 0);
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const p99 = Math.max(...results.map((result) => result.latency.p99));
  console.log(
    `load: 2 processes × 16 connections for ${DURATION} s: ${requests} requests, ${failed} failed, p99 ${p99} ms`,
  );
  console.log(`publish (import with publish, through process A, under that load): ${importMs.toFixed(0)} ms`);
  console.log(
    `new prices served after the publish returned: process A ${onA.toFixed(0)} ms, process B ${onB.toFixed(0)} ms ` +
      `(goal: 0 failed and ≤ 2 s everywhere: ${failed === 0 && Math.max(onA, onB) <= 2000 ? 'met' : 'NOT met'})`,
  );
} finally {
  await servers.close();
}
