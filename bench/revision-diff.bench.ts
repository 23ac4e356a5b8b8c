// The comparison of two revisions of an offer with 50 positions each (issue 41, goal p95 ≤ 100 ms):
// `GET /document/{id}/revisions/compare` end to end over HTTP, and the pure diff in process.
// Revision 01 holds 50 positions (demo configurations of the default storefront, with a discount and a cost each);
// revision 02, made by the server's "New revision", then differs in 10 models (every parameter), 10 quantities,
// 10 discounts, 3 removed and 3 added positions and a term.
// Run: npx tsx bench/revision-diff.bench.ts (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL.
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID, DOCUMENT_TYPE_IDS, revisionDiffSchema } from '@door/contract';
import { sql } from 'drizzle-orm';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { diffRevisions } from '../apps/server/src/services/revision-diff/revision-diff';
import { createRevisionSnapshots } from '../apps/server/src/services/revision-diff/revision-snapshot';
import { startBenchServer } from './lib/bench-server';
import { seedDocumentPositions } from './lib/document-positions';
import { adminAccessToken } from './lib/sign-in';
import { report, time } from './lib/timing';

const LINES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BPI = DEFAULT_BRAND_PARTNER_ID;

const server = await startBenchServer();
const { db } = server.database;
const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await db.execute(query)) as unknown as { rows: T[] } | T[];
  return Array.isArray(result) ? result : result.rows;
};

await db.execute(sql`
  insert into projects (id, partner_id, brand_partner_id, number, status_id, created_by_user_id)
  values (md5('bench-revision-project')::uuid, ${DEMO_IDS.partnerDistributor}, ${BPI}, 910000,
    '0d7b1c10-0003-4000-8000-000000000001'::uuid, ${DEMO_IDS.userAdmin})`);
await db.execute(sql`
  insert into sales_documents (id, project_id, brand_partner_id, type_id, status_id, year, number, owner_partner_id,
    salesman_user_id, contact_first_name, contact_last_name, contact_email)
  values (md5('bench-revision-offer')::uuid, md5('bench-revision-project')::uuid, ${BPI}, ${DOCUMENT_TYPE_IDS.offer},
    '0d7b1c10-0002-4000-8000-000000000001'::uuid, 2001, 910000, ${DEMO_IDS.partnerDistributor}, ${DEMO_IDS.userAdmin},
    'Maja', 'Kos', 'maja.kos@example.com')`);
// 50 positions from 50 + 3 clones of demo configurations of the storefront, spread over its models (the 3 extra ones
// are added later).
await seedDocumentPositions(db, {
  brandPartnerId: BPI,
  documentKey: 'bench-revision-offer',
  configurationKey: 'bench-revision-configuration-',
  positions: LINES,
  clones: LINES + 3,
});
const [counted] = await rows<{ count: string | number }>(
  sql`select count(*) as count from configurations where id = any(array(select md5('bench-revision-configuration-' || i)::uuid from generate_series(1, ${LINES + 3}) i))`,
);
if (Number(counted?.count ?? 0) < LINES + 3) {
  throw new Error(`only ${counted?.count} demo configurations to clone`);
}

const token = await adminAccessToken(server.url);
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'de', 'content-type': 'application/json' };
const [first] = await rows<{ id: string }>(sql`select md5('bench-revision-offer')::uuid::text as id`);
const firstId = first?.id ?? '';
const made = await fetch(`${server.url}${API_PREFIX}/document/${firstId}/revision`, {
  method: 'POST',
  headers,
  body: JSON.stringify({ BrandPartnerId: BPI }),
});
if (made.status !== 200) {
  throw new Error(`new revision: ${made.status} ${await made.text()}`);
}
const secondId = ((await made.json()) as { SalesDocumentId: string }).SalesDocumentId;

// Revision 02's changes. Every choice is by content (see seedDocumentPositions), so the same scenario runs on either
// database and on every run.
await db.execute(sql`
  update configurations c set model_id = d.model_id, catalogue_version_id = d.catalogue_version_id, choices = d.choices
  from (
    select l.configuration_id as target, o.model_id, o.catalogue_version_id, o.choices
    from sales_document_configurations l
    join configurations t on t.id = l.configuration_id,
    lateral (select model_id, catalogue_version_id, choices from configurations x
             where x.brand_partner_id = ${BPI} and x.model_id <> t.model_id
             order by x.model_id, x.catalogue_version_id, x.choices::text collate "C" limit 1) o
    where l.document_id = ${secondId} and l.position between 1 and 10
  ) d
  where c.id = d.target`);
await db.execute(sql`
  update sales_document_configurations set quantity = quantity + 1
  where document_id = ${secondId} and position between 11 and 20`);
await db.execute(sql`
  update document_configuration_discounts d set value = 1000
  from sales_document_configurations l
  where d.document_configuration_id = l.id and l.document_id = ${secondId} and l.position between 21 and 30`);
await db.execute(sql`
  delete from sales_document_configurations where document_id = ${secondId} and position between 48 and 50`);
await db.execute(sql`
  insert into sales_document_configurations (document_id, configuration_id, position, quantity, unit_price_cents)
  select ${secondId}::uuid, md5('bench-revision-configuration-' || i)::uuid, i, 2, 99000
  from generate_series(${LINES + 1}::int, ${LINES + 3}::int) as i`);
await db.execute(sql`
  insert into sales_document_terms (document_id, kind, name, description, sort_order, is_custom)
  values (${secondId}, 'delivery', 'Express', 'Lieferung in 5 Arbeitstagen.', 99, true)`);

const path = `${API_PREFIX}/document/${secondId}/revisions/compare?brandPartnerId=${BPI}&from=${firstId}&to=${secondId}`;
const check = revisionDiffSchema.parse(await (await fetch(`${server.url}${path}`, { headers })).json());
const positions: Record<string, number> = {};
for (const row of check.Positions) {
  positions[row.Change] = (positions[row.Change] ?? 0) + 1;
}
const values = check.Positions.reduce((sum, row) => sum + row.Changes.length, 0);
console.log(
  `revisions of ${LINES} positions: ${JSON.stringify(positions)}, ${check.UnchangedPositions} unchanged, ` +
    `${values} changed values, ${check.Terms.length} terms, ${check.Totals.length} totals`,
);

for (let i = 0; i < 20; i += 1) {
  await fetch(`${server.url}${path}`, { headers });
}
const http: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  http.push(
    await time(async () => {
      const reply = await fetch(`${server.url}${path}`, { headers });
      if (reply.status !== 200) {
        throw new Error(`compare: ${reply.status}`);
      }
      await reply.arrayBuffer();
    }),
  );
}
report('GET …/revisions/compare (HTTP, one at a time)', http);

const snapshots = createRevisionSnapshots(server.database);
const pair = await snapshots.readPair(firstId, secondId, 'de');
if (!pair) {
  throw new Error('snapshots missing');
}
const [from, to] = pair;
const pure: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  pure.push(await time(async () => diffRevisions(from, to, 'de')));
}
report('diffRevisions (pure, in process)', pure);
const reads: number[] = [];
for (let i = 0; i < Math.min(RUNS, 100); i += 1) {
  reads.push(await time(() => snapshots.readPair(firstId, secondId, 'de')));
}
report('the two revisions read (database, and the engine for the 10 changed models)', reads);
await server.close();
