// What metrics and traces cost (issue 40): the same server three times on one PostgreSQL database — without
// METRICS_TOKEN and OTEL_EXPORTER_OTLP_ENDPOINT, with METRICS_TOKEN only, and with both (traces and OpenTelemetry
// metrics exported over OTLP/HTTP to a receiver in this process that throws them away) — under the same load, one
// process at a time, in ROUNDS rounds interleaved so the machine's other load falls on every variant alike. Prints
// the server process's CPU time per 1,000 requests (from /proc: what the variant costs, little moved by the other
// load of a shared machine), requests a second, median latency and resident memory per variant.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/observability.bench.ts
// (BENCH_REQUESTS per run, default 3,000; BENCH_ROUNDS, default 3; a database is made and dropped).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import autocannon from 'autocannon';
import { serverProcesses, tokenOf } from '../apps/server/src/test/server-processes';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (the bench makes and drops its own database)');
}
/** Requests of one run when counting CPU time. */
const AMOUNT = Number(process.env.BENCH_REQUESTS ?? 3000);
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) the process has used so far. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 8;
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

// The collector: takes every export and answers 200, nothing more.
let exports = 0;
const receiver = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    exports += 1;
    response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

const VARIANTS = {
  off: {},
  metrics: { METRICS_TOKEN },
  'metrics+traces': { METRICS_TOKEN, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_METRIC_EXPORT_INTERVAL: '5000' },
} as const;
type Variant = keyof typeof VARIANTS;

/** A request that reads the database and the catalogue: the model selection of the default brand partner. */
const load = (url: string, token: string) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: `${url}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`,
        connections: CONNECTIONS,
        amount: AMOUNT,
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ textFilter: '' }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );

const residentMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const servers = serverProcesses(adminUrl, 'door_bench_observe');
await servers.create();
try {
  // The first process migrates and seeds; the others find the database ready.
  const urls = {} as Record<Variant, string>;
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    urls[variant] = await servers.start({ ...VARIANTS[variant] });
  }
  const token = await tokenOf(urls.off, 'sales@demo.test');
  const results: Record<Variant, { perSecond: number[]; p50: number[]; cpuMs: number[]; errors: number }> = {
    off: { perSecond: [], p50: [], cpuMs: [], errors: 0 },
    metrics: { perSecond: [], p50: [], cpuMs: [], errors: 0 },
    'metrics+traces': { perSecond: [], p50: [], cpuMs: [], errors: 0 },
  };
  // A short warm-up of each (compiled catalogue, JIT) before anything is counted.
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    await new Promise<void>((resolve, reject) =>
      autocannon(
        {
          url: `${urls[variant]}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`,
          connections: CONNECTIONS,
          duration: 2,
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: '{}',
        },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const variant of Object.keys(VARIANTS) as Variant[]) {
      const pid = servers.pidOf(urls[variant]) ?? 0;
      const cpuBefore = cpuSeconds(pid);
      const result = await load(urls[variant], token);
      results[variant].cpuMs.push(((cpuSeconds(pid) - cpuBefore) * 1000 * 1000) / AMOUNT);
      results[variant].perSecond.push(result.requests.average);
      results[variant].p50.push(result.latency.p50);
      results[variant].errors += result.non2xx + result.errors;
    }
  }
  const scrape = await fetch(`${urls.metrics}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const base = median(results.off.cpuMs);
  console.log(
    `observability overhead, ${new Date().toISOString().slice(0, 10)}, ${ROUNDS} rounds × ${AMOUNT} requests, ${CONNECTIONS} connections, model selection on PostgreSQL`,
  );
  for (const variant of Object.keys(VARIANTS) as Variant[]) {
    const perSecond = median(results[variant].perSecond);
    const cpuMs = median(results[variant].cpuMs);
    const pid = servers.pidOf(urls[variant]);
    console.log(
      `${variant.padEnd(15)} CPU ${cpuMs.toFixed(0).padStart(5)} ms per 1,000 requests (${(((cpuMs - base) / base) * 100).toFixed(1).padStart(5)} %; runs ${results[variant].cpuMs.map((value) => value.toFixed(0)).join('/')})` +
        `  ${perSecond.toFixed(0)} req/s` +
        `  p50 ${median(results[variant].p50).toFixed(1)} ms  RSS ${pid ? residentMb(pid).toFixed(0) : '?'} MB  non-2xx ${results[variant].errors}`,
    );
  }
  console.log(
    `/metrics scrape: ${scrape.status}, ${(await scrape.text()).length} bytes; OTLP exports received: ${exports}`,
  );
  if (exports === 0) {
    throw new Error('the traced process exported nothing');
  }
} finally {
  await servers.close();
  receiver.close();
}
