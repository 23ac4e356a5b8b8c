// The calculation: add a discount to a configuration and read back its calculation and the document's totals, for
// documents of 50 configurations, 8 clients at once, on PostgreSQL (a temporary database, dropped afterwards). The
// server runs in a child process (bench/lib/server-process.ts), the load comes from this one.
// Run: BENCH_POSTGRES_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/calculation.bench.ts
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID, DISCOUNT_TYPE_IDS } from '@door/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { createBenchClient } from './lib/http-client';
import { type BenchServer, isBenchServerProcess, serveBench, startBenchServerProcess } from './lib/server-process';
import { adminAccessToken } from './lib/sign-in';

const CONFIGURATIONS = 50;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const DURATION_MS = Number(process.env.BENCH_DURATION ?? 10) * 1000;
const BPI = DEFAULT_BRAND_PARTNER_ID;

/** A draft offer of the admin with 50 configurations (made in SQL: the bench measures the calculation only). */
const makeDocument = async ({ database: { db } }: BenchServer, index: number) => {
  const project = `md5('calc-bench-project-${index}')::uuid`;
  const document = `md5('calc-bench-document-${index}')::uuid`;
  await db.execute(sql`
    insert into projects (id, partner_id, brand_partner_id, number, status_id, created_by_user_id)
    values (${sql.raw(project)}, ${DEMO_IDS.partnerDistributor}, ${BPI}, ${900_000 + index},
      '0d7b1c10-0003-4000-8000-000000000001', ${DEMO_IDS.userAdmin})`);
  await db.execute(sql`
    insert into sales_documents (id, project_id, brand_partner_id, type_id, status_id, year, number, owner_partner_id,
      salesman_user_id)
    values (${sql.raw(document)}, ${sql.raw(project)}, ${BPI}, '0d7b1c10-0001-4000-8000-000000000002',
      '0d7b1c10-0002-4000-8000-000000000001', 2001, ${index + 1}, ${DEMO_IDS.partnerDistributor}, ${DEMO_IDS.userAdmin})`);
  await db.execute(sql`
    insert into configurations (id, brand_partner_id, model_id, catalogue_version_id, choices, owner_user_id)
    select md5('calc-bench-configuration-${sql.raw(String(index))}-' || i)::uuid, ${BPI}, m.model_id,
      m.catalogue_version_id, '{}'::jsonb, ${DEMO_IDS.userAdmin}
    from generate_series(1, ${CONFIGURATIONS}) as i,
      (select model_id, catalogue_version_id from configurations where brand_partner_id = ${BPI} limit 1) as m`);
  const rows = (await db.execute(sql`
    insert into sales_document_configurations (document_id, configuration_id, position, quantity, unit_price_cents,
      with_additional_cost_cents, total_price_cents)
    select ${sql.raw(document)}, md5('calc-bench-configuration-${sql.raw(String(index))}-' || i)::uuid, i, 1 + i % 5,
      100000 + i * 137, (100000 + i * 137) * (1 + i % 5), (100000 + i * 137) * (1 + i % 5)
    from generate_series(1, ${CONFIGURATIONS}) as i
    returning id`)) as unknown as { rows: { id: string }[] };
  return rows.rows.map((row) => row.id);
};

/** Documents whose stored total differs from the sum of their configurations (0 after a correct run). */
const countDrift = async ({ database: { db } }: BenchServer) => {
  const drift = (await db.execute(sql`
    select count(*)::int as n from sales_documents d
    where d.year = 2001 and d.total_cents <> (select coalesce(sum(total_price_cents + total_tax_cents), 0)
      from sales_document_configurations where document_id = d.id)`)) as unknown as { rows: { n: number }[] };
  return drift.rows[0]?.n ?? -1;
};

if (isBenchServerProcess) {
  await serveBench(
    { DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
    (server) => Promise.all(Array.from({ length: CLIENTS }, (_, index) => makeDocument(server, index))),
    countDrift,
  );
} else {
  await measure();
}

async function measure() {
  const admin = process.env.BENCH_POSTGRES_URL;
  if (!admin) {
    throw new Error('set BENCH_POSTGRES_URL (the goal is on PostgreSQL)');
  }
  const name = `door_bench_calc_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`create database ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  process.env.BENCH_DATABASE_URL = url.toString();

  const server = await startBenchServerProcess<string[][], number>(fileURLToPath(import.meta.url));
  const documents = server.data;
  console.log(`prepared ${CLIENTS} documents of ${CONFIGURATIONS} configurations`);
  const client = createBenchClient(server.url, CLIENTS);

  const accessToken = await adminAccessToken(server.url);
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };

  /** One operation: add a discount, then read the configuration's calculation; the reply of the add has the totals. */
  const timings = { add: [] as number[], read: [] as number[] };
  const operation = async (configurationId: string, n: number) => {
    const startedAt = performance.now();
    const added = await client.send(
      'POST',
      `${API_PREFIX}/document/configuration/${configurationId}/discount`,
      headers,
      JSON.stringify({
        BrandPartnerId: BPI,
        Name: `Popust ${n}`,
        Value: n % 2 ? '2,5' : '10',
        Level: n % 4,
        TypeId: n % 3 ? DISCOUNT_TYPE_IDS.percentage : DISCOUNT_TYPE_IDS.amount,
      }),
    );
    const addedAt = performance.now();
    if (added.status !== 200) {
      throw new Error(`add discount: ${added.status} ${added.text}`);
    }
    const totals = JSON.parse(added.text) as { TotalPriceWithTax: number };
    const read = await client.send(
      'GET',
      `${API_PREFIX}/document/configuration/${configurationId}/calculation?brandPartnerId=${BPI}`,
      headers,
    );
    if (read.status !== 200) {
      throw new Error(`read calculation: ${read.status}`);
    }
    JSON.parse(read.text);
    timings.add.push(addedAt - startedAt);
    timings.read.push(performance.now() - addedAt);
    return totals.TotalPriceWithTax;
  };

  const run = async (title: string, sameDocument: boolean, durationMs: number) => {
    const latencies: number[] = [];
    const end = Date.now() + durationMs;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        const configurations = documents[sameDocument ? 0 : client] ?? [];
        let n = 0;
        while (Date.now() < end) {
          const id = configurations[(n * CLIENTS + client) % configurations.length] ?? '';
          const started = performance.now();
          await operation(id, n++);
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const quantile = (values: number[], q: number) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]?.toFixed(1);
    console.log(
      `  each request: add p50 ${quantile(timings.add, 0.5)} ms, p95 ${quantile(timings.add, 0.95)} ms; ` +
        `read p50 ${quantile(timings.read, 0.5)} ms, p95 ${quantile(timings.read, 0.95)} ms`,
    );
    timings.add.length = 0;
    timings.read.length = 0;
    const at = (q: number) =>
      (latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0).toFixed(1);
    const rate = (latencies.length / (durationMs / 1000)).toFixed(0);
    console.log(
      `${title}, ${CLIENTS} clients: ${latencies.length} operations (${rate}/s), p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`,
    );
    return Number(at(0.95));
  };

  await run('warm-up', false, 2000);
  const ownDocuments = await run(
    'add discount + read calculation and totals, one document per client',
    false,
    DURATION_MS,
  );
  await run('add discount + read calculation and totals, all clients on one document', true, DURATION_MS);
  console.log(
    `goal: p95 under 20 ms at 8 connections: ${ownDocuments < 20 ? 'met' : 'NOT met'} (p95 ${ownDocuments} ms)`,
  );

  // The stored totals still equal the sums after the run.
  console.log(`documents whose total differs from the sum of their configurations: ${await server.ask()}`);

  client.close();
  await server.stop();
  const cleanup = new pg.Client({ connectionString: admin });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
