// The production server (`npm run build`, then `node --enable-source-maps apps/server/dist/server.js`): time from
// start to ready, memory (resident set) right after start and after BENCH_MINUTES (default 10) of mixed load —
// model selection, a model's values, storefront data, countries and readiness, 8 connections. Goal: ≤ 300 MB after
// start. On PostgreSQL with BENCH_DATABASE_URL (a database is made and dropped), else on the embedded PGlite.
// Run: npm run build && BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/production-memory.bench.ts
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUNDLE = path.join(ROOT, 'apps/server/dist/server.js');
if (!existsSync(BUNDLE)) {
  throw new Error('build the server first: npm run build');
}
const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL;
const BPI = DEFAULT_BRAND_PARTNER_ID;
const PORT = 18_000 + Math.floor(Math.random() * 1000);
const url = `http://127.0.0.1:${PORT}`;

const residentMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
};

const name = `door_bench_memory_${randomBytes(4).toString('hex')}`;
let databaseUrl: string | undefined;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  databaseUrl = target.toString();
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'door-bench-memory-'));
const started = performance.now();
const child = spawn(process.execPath, ['--enable-source-maps', BUNDLE], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  while (!(await fetch(`${url}/api/health/ready`).catch(() => null))?.ok) {
    if (child.exitCode !== null || performance.now() - started > 180_000) {
      throw new Error('the server did not become ready');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const readyMs = performance.now() - started;
  const pid = child.pid as number;
  const afterStart = residentMb(pid);

  const paths = [
    `${API_PREFIX}/brand/${BPI}/data`,
    `${API_PREFIX}/selection/countrylist`,
    `${API_PREFIX}/footer/${BPI}`,
    '/api/health/ready',
  ];
  let counter = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url,
        connections: 8,
        duration: MINUTES * 60,
        requests: [
          {
            setupRequest: (request) => {
              counter += 1;
              return counter % 2 === 0
                ? {
                    ...request,
                    method: 'POST',
                    path: `${API_PREFIX}/selection/models/${BPI}`,
                    headers: { 'content-type': 'application/json' },
                    body: JSON.stringify({ textFilter: ['', 'Zelenci', 'glas', 'Aurora'][counter % 4] }),
                  }
                : { ...request, method: 'GET', path: paths[counter % paths.length] };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    ),
  );
  const afterLoad = residentMb(pid);
  console.log(
    `production server (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ready ${readyMs.toFixed(0)} ms after start; ` +
      `resident memory after start ${afterStart.toFixed(0)} MB (goal ≤ 300 MB: ${afterStart <= 300 ? 'met' : 'NOT met'}); ` +
      `after ${MINUTES} min of mixed load (${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, ` +
      `non-2xx ${result.non2xx}) ${afterLoad.toFixed(0)} MB`,
  );
} finally {
  child.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
