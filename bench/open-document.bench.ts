// Opening a document: `GET /document/{id}?brandPartnerId=` of a document with 50 configurations (the detail and its
// configurations list in one reply), among 20,000 other documents with a configuration each.
// Run: npx tsx bench/open-document.bench.ts (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL.
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { sql } from 'drizzle-orm';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { startBenchServer } from './lib/bench-server';
import { loadRun } from './lib/load-run';
import { adminAccessToken } from './lib/sign-in';

const DOCUMENTS = 20_000;
const LINES = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

const server = await startBenchServer();
const { db } = server.database;
const started = Date.now();
await db.execute(sql`
  insert into projects (id, partner_id, brand_partner_id, number, status_id, created_by_user_id)
  values (md5('bench-open-project')::uuid, ${DEMO_IDS.partnerDistributor}, ${DEFAULT_BRAND_PARTNER_ID}, 900000,
    '0d7b1c10-0003-4000-8000-000000000001'::uuid, ${DEMO_IDS.userAdmin})
  on conflict do nothing`);
await db.execute(sql`
  insert into configurations (id, brand_partner_id, model_id, choices, owner_user_id)
  select md5('bench-open-configuration-' || i)::uuid, ${DEFAULT_BRAND_PARTNER_ID},
    (select id from catalogue_models order by code offset (i % 5) limit 1), '{}'::jsonb, ${DEMO_IDS.userAdmin}
  from generate_series(0, ${DOCUMENTS + LINES}) as i
  on conflict do nothing`);
// Document 0 is the one opened; documents 1… hold one configuration each.
await db.execute(sql`
  insert into sales_documents (id, project_id, brand_partner_id, type_id, status_id, year, number, owner_partner_id,
    salesman_user_id, contact_first_name, contact_last_name, contact_email, contact_company_name, commission,
    comment, initial_document_id)
  select md5('bench-open-document-' || i)::uuid, md5('bench-open-project')::uuid, ${DEFAULT_BRAND_PARTNER_ID},
    '0d7b1c10-0001-4000-8000-000000000002'::uuid, '0d7b1c10-0002-4000-8000-000000000001'::uuid,
    2001, i, ${DEMO_IDS.partnerDistributor}, ${DEMO_IDS.userAdmin}::uuid,
    'Ime' || i, 'Priimek' || i, 'ime' || i || '@example.com', 'Podjetje ' || i, 'KOM-' || i, 'Opomba ' || i,
    null
  from generate_series(0, ${DOCUMENTS}) as i
  on conflict do nothing`);
await db.execute(sql`
  insert into sales_document_configurations (document_id, configuration_id, position, quantity, unit_price_cents,
    with_additional_cost_cents, total_price_cents, total_tax_cents)
  select md5('bench-open-document-0')::uuid, md5('bench-open-configuration-' || i)::uuid, i, 1 + i % 3,
    10000 + i * 13, 10000 + i * 13, 10000 + i * 13, 2200 + i * 3
  from generate_series(1, ${LINES}) as i
  on conflict do nothing`);
await db.execute(sql`
  insert into sales_document_configurations (document_id, configuration_id, position, quantity, unit_price_cents)
  select md5('bench-open-document-' || i)::uuid, md5('bench-open-configuration-' || (${LINES} + i))::uuid, 1, 1, 10000
  from generate_series(1, ${DOCUMENTS}) as i
  on conflict do nothing`);
await db.execute(sql`analyze`);
console.log(
  `generated ${DOCUMENTS + 1} documents (one with ${LINES} configurations) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

const accessToken = await adminAccessToken(server.url);
const selected = (await db.execute(sql`select md5('bench-open-document-0')::uuid::text as id`)) as unknown as {
  rows: { id: string }[];
};
const opened = selected.rows[0] as { id: string };
const path = `${API_PREFIX}/document/${opened.id}?brandPartnerId=${DEFAULT_BRAND_PARTNER_ID}`;
const check = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
const body = (await check.json()) as { Configurations?: unknown[] };
if (check.status !== 200 || body.Configurations?.length !== LINES) {
  throw new Error(`the opened document did not answer with ${LINES} configurations: ${check.status}`);
}

const run = (title: string, connections: number) =>
  loadRun({
    title,
    url: server.url,
    connections,
    durationSeconds: DURATION,
    headers: { authorization: `Bearer ${accessToken}`, 'accept-language': 'sl' },
    paths: [path],
  });

await run('warm-up', 2);
const p95 = await run(`GET /document/{id}, ${LINES} configurations`, 8);
console.log(`goal: p95 under 30 ms at 8 connections: ${p95 < 30 ? 'met' : 'NOT met'} (p95 ${p95.toFixed(1)} ms)`);
await server.close();
