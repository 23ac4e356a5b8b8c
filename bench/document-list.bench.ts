// Document lists: 100,000 documents in 10,000 projects; a filtered, sorted page of 'all' and of 'my'. The server
// runs in a child process (bench/lib/server-process.ts) and generates the data there; the load comes from this one.
// Run: npx tsx bench/document-list.bench.ts (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL.
import { fileURLToPath } from 'node:url';
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { sql } from 'drizzle-orm';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { loadRun } from './lib/load-run';
import { type BenchServer, isBenchServerProcess, serveBench, startBenchServerProcess } from './lib/server-process';
import { adminAccessToken } from './lib/sign-in';

const PROJECTS = 10_000;
const DOCUMENTS = 100_000;
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/** The documents, generated in SQL so the setup takes seconds. */
const generate = async ({ database: { db } }: BenchServer) => {
  const started = Date.now();
  // Generated in SQL so the setup takes seconds: year 2000 keeps the numbers clear of the demo's.
  await db.execute(sql`
  insert into projects (id, partner_id, brand_partner_id, number, status_id, created_by_user_id)
  select md5('bench-project-' || i)::uuid, ${DEMO_IDS.partnerDistributor}, ${DEFAULT_BRAND_PARTNER_ID}, 100000 + i,
    case when i % 10 = 0 then '0d7b1c10-0003-4000-8000-000000000002'::uuid else '0d7b1c10-0003-4000-8000-000000000001'::uuid end,
    ${DEMO_IDS.userAdmin}
  from generate_series(1, ${PROJECTS}) as i`);
  await db.execute(sql`
  insert into configurations (id, brand_partner_id, model_id, choices, owner_user_id)
  select md5('bench-configuration-' || i)::uuid, ${DEFAULT_BRAND_PARTNER_ID},
    (select id from catalogue_models order by code limit 1), '{}'::jsonb, ${DEMO_IDS.userAdmin}
  from generate_series(1, ${DOCUMENTS}) as i`);
  await db.execute(sql`
  insert into sales_documents (id, project_id, brand_partner_id, type_id, status_id, year, number, owner_partner_id,
    salesman_user_id, contact_first_name, contact_last_name, contact_company_name, commission, updated_at)
  select md5('bench-document-' || i)::uuid, md5('bench-project-' || (1 + i % ${PROJECTS}))::uuid,
    ${DEFAULT_BRAND_PARTNER_ID},
    ('0d7b1c10-0001-4000-8000-00000000000' || (2 + i % 3))::uuid,
    ('0d7b1c10-0002-4000-8000-0000000000' || lpad((1 + i % 27)::text, 2, '0'))::uuid,
    2000, i, ${DEMO_IDS.partnerDistributor},
    case when i % 2 = 0 then ${DEMO_IDS.userAdmin}::uuid else ${DEMO_IDS.userSales}::uuid end,
    'Ime' || (i % 500), 'Priimek' || (i % 700), 'Podjetje ' || (i % 300), 'KOM-' || i,
    now() - make_interval(mins => i)
  from generate_series(1, ${DOCUMENTS}) as i`);
  await db.execute(sql`
  insert into sales_document_configurations (document_id, configuration_id, position, quantity, unit_price_cents)
  select md5('bench-document-' || i)::uuid, md5('bench-configuration-' || i)::uuid, 1, 1 + i % 3, 10000 + i % 90000
  from generate_series(1, ${DOCUMENTS}) as i`);
  // The lines' totals marked every document changed now: restore the spread of change dates.
  await db.execute(
    sql`update sales_documents set updated_at = now() - make_interval(mins => number) where year = 2000`,
  );
  // The totals trigger rewrote every document once: vacuum as autovacuum would, so the bench reads no dead rows; and
  // write the load's pages out now, so no checkpoint of the load runs during the measurement.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  console.log(
    `generated ${DOCUMENTS} documents in ${PROJECTS} projects in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
};

if (isBenchServerProcess) {
  await serveBench({}, generate);
} else {
  await measure();
}

async function measure() {
  const server = await startBenchServerProcess(fileURLToPath(import.meta.url));

  const accessToken = await adminAccessToken(server.url);

  const FILTERS = [
    '',
    'filter%5BCompanyName%5D=podjetje%2012',
    'filter%5BCommission%5D=KOM-99',
    'filter%5BContactName%5D=ime4',
  ];
  const SORTS = ['DocumentLastChanged', 'ProjectNumber', 'TotalPriceWithTax', 'CompanyName'];
  const defaultPaths = (list: string) =>
    Array.from(
      { length: 5 },
      (_, i) => `${API_PREFIX}/document/${DEFAULT_BRAND_PARTNER_ID}/${list}?page=${1 + i}&pageSize=10`,
    );
  const paths = (list: string) =>
    Array.from({ length: 64 }, (_, i) => {
      const filter = FILTERS[i % FILTERS.length];
      return `${API_PREFIX}/document/${DEFAULT_BRAND_PARTNER_ID}/${list}?page=${1 + (i % 5)}&pageSize=10&sort=${
        SORTS[Math.floor(i / 4) % SORTS.length]
      }&order=${i % 2 ? 'asc' : 'desc'}${filter ? `&${filter}` : ''}`;
    });

  // Sorted by a column of another table (a status's or the partner's name): each status's (partner's) documents
  // walked in the order of its name.
  const joinedSortPaths = (list: string) =>
    Array.from(
      { length: 20 },
      (_, i) =>
        `${API_PREFIX}/document/${DEFAULT_BRAND_PARTNER_ID}/${list}?page=${1 + (i % 5)}&pageSize=10&sort=${
          i < 10 ? 'DocumentStatusName' : 'PartnerName'
        }&order=${i % 2 ? 'asc' : 'desc'}${i % 10 < 5 ? '' : `&${FILTERS[3]}`}`,
    );

  const run = (title: string, list: string, connections: number, variants = paths(list)) =>
    loadRun({
      title,
      url: server.url,
      connections,
      durationSeconds: DURATION,
      headers: { authorization: `Bearer ${accessToken}` },
      paths: variants,
    });

  await run('warm-up', 'allAll', 2);
  const results = [
    await run("'all' (archived included), filtered and sorted page of 10", 'allAll', 8),
    await run("'my', filtered and sorted page of 10", 'my', 8),
  ];
  // The table's first load: newest change first, no filter.
  await run("'all', default page of 10 (newest first, no filter)", 'allAll', 8, defaultPaths('allAll'));
  await run("'my', default page of 10 (newest first, no filter)", 'my', 8, defaultPaths('my'));
  await run(
    "'all' sorted by status or partner name (another table's column), unfiltered or dense filter",
    'allAll',
    8,
    joinedSortPaths('allAll'),
  );
  const worst = Math.max(...results);
  console.log(
    `goal: p95 under 50 ms at 8 connections: ${worst < 50 ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(1)} ms)`,
  );
  await server.stop();
}
