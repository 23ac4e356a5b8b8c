// /configurator/update under load, side by side with a floor route on the same server that does only the durable
// minimum of an update: read one row, write one row of the same size, answer the same number of bytes.
// The server runs in a child process so that the load generator does not share its event loop.
// Run: npx tsx bench/configurator-update.bench.ts            (embedded PGlite)
//      BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/configurator-update.bench.ts
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, type ConfigurationReply, DEFAULT_BRAND_PARTNER_ID, type TreeParameter } from '@door/contract';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { openAppDatabase } from '../apps/server/src/db/open-app-database';
import { configurations } from '../apps/server/src/db/schema';

const CONFIGURATIONS = 64;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const openTarget = async (): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> => {
  const admin = process.env.BENCH_POSTGRES_URL;
  if (!admin) {
    return { drop: async () => {} };
  }
  const name = `door_bench_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: admin });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
};

const serve = async () => {
  const target = await openTarget();
  const env = loadEnv({
    ...process.env,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'door-bench-')),
    LOG_LEVEL: 'silent',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  });
  const database = await openAppDatabase(env);
  const app = await buildApp({ env, database, serveWeb: false });
  const db = database.db;

  // The floor: one prepared read and one prepared write of the same row and size, and a reply of the same bytes.
  const readRow = db
    .select()
    .from(configurations)
    .where(eq(configurations.id, sql.placeholder('id')))
    .prepare('bench_floor_read');
  const writeRow = db
    .update(configurations)
    .set({
      choices: sql`${sql.placeholder('choices')}::jsonb`,
      comment: sql`${sql.placeholder('comment')}`,
      updatedAt: sql`now()`,
    })
    .where(eq(configurations.id, sql.placeholder('id')))
    .returning({ updatedAt: configurations.updatedAt })
    .prepare('bench_floor_write');
  let floorBody = '';
  process.on('message', (message: { floorBody?: string; stop?: boolean }) => {
    if (message.floorBody) {
      floorBody = message.floorBody;
      process.send?.({ ready: true });
    }
    if (message.stop) {
      void app
        .close()
        .then(() => database.close())
        .then(() => target.drop())
        .then(() => process.exit(0));
    }
  });
  app.get('/bench/floor', async (request, reply) => {
    const { configurationId } = request.query as { configurationId: string };
    const [row] = await readRow.execute({ id: configurationId });
    if (!row) {
      return reply.status(404).send({ Message: 'not found' });
    }
    await writeRow.execute({ id: row.id, choices: JSON.stringify(row.choices), comment: row.comment });
    return reply.type('application/json; charset=utf-8').send(floorBody);
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.send?.({ url, kind: target.databaseUrl ? 'PostgreSQL' : 'PGlite' });
};

const measure = async () => {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server' },
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/scratch/prof'] : []),
    ],
  });
  const { url, kind } = await new Promise<{ url: string; kind: string }>((resolve) =>
    child.once('message', (message) => resolve(message as { url: string; kind: string })),
  );
  // Anonymous configurations of the largest model, and the values the load cycles through.
  const models = (await (
    await fetch(`${url}${API_PREFIX}/selection/models/${DEFAULT_BRAND_PARTNER_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ textFilter: 'Aurora' }),
    })
  ).json()) as { BrandModelsSpecial: { PartId: string }[] };
  const partId = models.BrandModelsSpecial[0]?.PartId as string;
  const ids: string[] = [];
  let tree: TreeParameter[] = [];
  for (let i = 0; i < CONFIGURATIONS; i += 1) {
    const created = (await (
      await fetch(`${url}${API_PREFIX}/configurator/create?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&partId=${partId}`)
    ).json()) as ConfigurationReply;
    ids.push(created.Metadata.ConfigurationId);
    tree = created.ViewModel.Tree;
  }
  const colour = tree.find((param) => param.DataType === 'color') as TreeParameter;
  const changes = colour.Values.map(
    (value) => `parameterId=${colour.ParameterId}&parameterValueId=${value.ParameterValueId}`,
  );
  const updatePath = (n: number) =>
    `${API_PREFIX}/configurator/update?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}&configurationId=${ids[n % ids.length]}&partId=${partId}&${changes[n % changes.length]}`;
  const sample = await fetch(`${url}${updatePath(1)}`);
  const floorBody = await sample.text();
  const bytes = Buffer.byteLength(floorBody);
  child.send({ floorBody });
  await new Promise((resolve) => child.once('message', resolve));

  let counter = 0;
  const run = (title: string, pathFor: (n: number) => string, connections: number) =>
    autocannon({
      title,
      url,
      connections,
      duration: title.startsWith('warm-up') ? 3 : DURATION,
      requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathFor(counter++) }) }],
    });

  // Warm up both routes (JIT, prepared statements, caches) before measuring.
  await run('warm-up floor', (n) => `/bench/floor?configurationId=${ids[n % ids.length]}`, 8);
  await run('warm-up update', updatePath, 8);
  console.log(`${kind}: reply ${bytes} bytes, ${CONFIGURATIONS} configurations, ${DURATION} s per run`);
  for (const connections of [8, 32]) {
    const floor = await run('floor', (n) => `/bench/floor?configurationId=${ids[n % ids.length]}`, connections);
    const update = await run('update', updatePath, connections);
    const line = (name: string, result: autocannon.Result) =>
      `${name} ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;
    console.log(`${kind}, ${connections} connections: ${line('floor', floor)}`);
    console.log(`${kind}, ${connections} connections: ${line('update', update)}`);
    console.log(
      `${kind}, ${connections} connections: update/floor throughput ratio ${(update.requests.average / floor.requests.average).toFixed(2)}`,
    );
  }
  child.send({ stop: true });
  await new Promise((resolve) => child.once('exit', resolve));
};

await (process.env.BENCH_ROLE === 'server' ? serve() : measure());
