// A rolling upgrade of two server processes under steady load (issue 40, item 4; docs/operations.md): processes A
// and B of the previous release (the server as it was before this build's newest migration, from git) serve one
// PostgreSQL database behind a tiny round-robin proxy that, like a load balancer, sends requests only to processes
// whose `/api/health/ready` answers 200, and never retries. Steady load runs through the proxy the whole time while A
// is stopped (SIGTERM: graceful drain) and replaced by this build (which applies the new migrations while B, old,
// serves on), then B likewise. Prints every failed request (non-2xx or network error) and the latencies.
// Run: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/rolling-upgrade.bench.ts
// (a database is made on that server and dropped at the end; the repository's history is needed).
import { symlinkSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { previousServer } from '../apps/server/src/test/previous-release';
import { serverProcesses, sleep, tokenOf } from '../apps/server/src/test/server-processes';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (the bench makes and drops its own database)');
}
/** Concurrent clients, each sending its next request when the last one is answered. */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
/** Each client's pause between requests (ms): a steady rate rather than a saturating one. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 20);
/** How often the proxy asks each process whether it is ready (ms). */
const PROBE_MS = 250;
/** Seconds of load before, between and after the two replacements. */
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);

/**
 * A backend as the proxy sees it. Like a load balancer's health check (e.g. Kubernetes' failureThreshold 3): a 503
 * (not ready, draining) takes it out at once, a probe that fails to answer only the third time in a row (a loaded
 * machine answers a probe late now and then without being down).
 */
type Backend = { url: string; ready: boolean; label: string; misses?: number };
const MISSES_TO_DROP = 3;

/** The round-robin proxy over the ready backends; a request with no ready backend, or a backend error, is a 502. */
const startProxy = async (backends: Backend[]) => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const ready = backends.filter((backend) => backend.ready);
    const backend = ready[next++ % Math.max(ready.length, 1)];
    if (!backend) {
      response.writeHead(502).end('no ready backend');
      return;
    }
    const target = new URL(request.url ?? '/', backend.url);
    const upstream = http.request(target, { method: request.method, headers: request.headers, agent }, (reply) => {
      response.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(response);
    });
    upstream.on('error', (error) => {
      if (!response.headersSent) {
        response.writeHead(502).end(`${backend.label}: ${error.message}`);
      } else {
        response.destroy(error);
      }
    });
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const probe = setInterval(() => {
    for (const backend of backends) {
      void fetch(`${backend.url}/api/health/ready`, { signal: AbortSignal.timeout(PROBE_MS * 8) })
        .then((reply) => {
          backend.ready = reply.status === 200;
          backend.misses = 0;
          return reply.arrayBuffer();
        })
        .catch(() => {
          backend.misses = (backend.misses ?? 0) + 1;
          if (backend.misses >= MISSES_TO_DROP) {
            backend.ready = false;
          }
        });
    }
  }, PROBE_MS);
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      clearInterval(probe);
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};

/** Steady load: a model selection search or a price read, alternately, from each client until stopped. */
const startLoad = (proxyUrl: string, token: string) => {
  const latencies: number[] = [];
  const failures: { at: number; status: number | string; body: string }[] = [];
  const started = Date.now();
  let running = true;
  const searches = ['', 'Triglav', 'glas', 'les'];
  const client = async (index: number) => {
    let counter = index;
    while (running) {
      counter += 1;
      const begin = performance.now();
      try {
        const reply = await fetch(`${proxyUrl}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ textFilter: searches[counter % searches.length] }),
        });
        const body = await reply.text();
        latencies.push(performance.now() - begin);
        if (reply.status !== 200) {
          failures.push({ at: Date.now() - started, status: reply.status, body: body.slice(0, 200) });
        }
      } catch (error) {
        failures.push({ at: Date.now() - started, status: 'network', body: String(error) });
      }
      await sleep(PAUSE_MS);
    }
  };
  const clients = Array.from({ length: CLIENTS }, (_, index) => client(index));
  return {
    started,
    latencies,
    failures,
    stop: async () => {
      running = false;
      await Promise.all(clients);
    },
  };
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const previous = previousServer();
// The seed's catalogues are data, not code: the previous release seeds from this checkout's.
symlinkSync(fileURLToPath(new URL('../catalogues', import.meta.url)), path.join(previous.root, 'catalogues'));
const servers = serverProcesses(adminUrl, 'door_bench_rolling');
await servers.create();
const log = (text: string) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${text}\n`);
try {
  log(
    `previous release: ${previous.commit.slice(0, 10)} (${previous.migrations} migrations; this build adds ${previous.newestMigration})`,
  );
  const oldA = await servers.start({}, previous);
  const oldB = await servers.start({}, previous);
  const backends: Backend[] = [
    { url: oldA, ready: false, label: 'A (old)' },
    { url: oldB, ready: false, label: 'B (old)' },
  ];
  const proxy = await startProxy(backends);
  while (!backends.every((backend) => backend.ready)) {
    await sleep(PROBE_MS);
  }
  const token = await tokenOf(oldA, 'sales@demo.test');
  const load = startLoad(proxy.url, token);
  log(`load: ${CLIENTS} clients, ${PAUSE_MS} ms between requests, through the proxy to A and B (old)`);
  await sleep(SETTLE_SECONDS * 1000);

  /** Replaces one process: the new build starts beside it (migrating), turns ready, then the old one stops. */
  const replace = async (slot: number) => {
    const old = backends[slot] as Backend;
    const name = old.label.slice(0, 1);
    const began = Date.now();
    const fresh = await servers.start();
    const added: Backend = { url: fresh, ready: false, label: `${name} (new)` };
    backends.push(added);
    while (!added.ready) {
      await sleep(PROBE_MS);
    }
    log(`${name} (new) ready after ${((Date.now() - began) / 1000).toFixed(1)} s; stopping ${name} (old) with SIGTERM`);
    const stopping = Date.now();
    const code = await servers.terminate(old.url);
    log(`${name} (old) exited with ${code} after ${((Date.now() - stopping) / 1000).toFixed(1)} s (drain and close)`);
    backends.splice(backends.indexOf(old), 1);
  };
  await replace(0);
  await sleep(SETTLE_SECONDS * 1000);
  await replace(0);
  await sleep(SETTLE_SECONDS * 1000);
  await load.stop();
  await proxy.close();

  const sorted = [...load.latencies].sort((a, b) => a - b);
  const seconds = (Date.now() - load.started) / 1000;
  const total = load.latencies.length + load.failures.filter((failure) => failure.status === 'network').length;
  log(
    `requests ${total} in ${seconds.toFixed(0)} s (${(total / seconds).toFixed(1)}/s), ` +
      `failed ${load.failures.length}; latency ms p50 ${percentile(sorted, 50).toFixed(1)}, ` +
      `p95 ${percentile(sorted, 95).toFixed(1)}, p99 ${percentile(sorted, 99).toFixed(1)}, max ${(sorted.at(-1) ?? 0).toFixed(1)}`,
  );
  for (const failure of load.failures.slice(0, 20)) {
    log(`  failed at ${(failure.at / 1000).toFixed(1)} s: ${failure.status} ${failure.body}`);
  }
  process.exitCode = load.failures.length === 0 ? 0 : 1;
} finally {
  await servers.close();
  previous.remove();
}
