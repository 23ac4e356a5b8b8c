// The openTRANS 2.1 export of a 50-position ORDER (issue 42, goal p95 ≤ 100 ms): `GET /document/{id}/opentrans`
// end to end over HTTP, and the XML writer alone in process.
// The order holds 50 positions (demo configurations of the default storefront, each with a discount and a cost).
// Run: npx tsx bench/opentrans-export.bench.ts (PGlite), or with DATABASE_URL=postgres://… for PostgreSQL.
import { API_PREFIX, DEFAULT_BRAND_PARTNER_ID, DOCUMENT_TYPE_IDS } from '@door/contract';
import { sql } from 'drizzle-orm';
import { DEMO_IDS } from '../apps/server/src/db/seed/demo-tenancy.seed';
import { sampleDocument } from '../apps/server/src/render/edi/edi.fixtures';
import { featureOf } from '../apps/server/src/render/opentrans/opentrans-document';
import { writeOpenTransXml } from '../apps/server/src/render/opentrans/opentrans-write';
import { startBenchServer } from './lib/bench-server';
import { seedDocumentPositions } from './lib/document-positions';
import { adminAccessToken } from './lib/sign-in';
import { report, time } from './lib/timing';

const LINES = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const BPI = DEFAULT_BRAND_PARTNER_ID;

const server = await startBenchServer();
const { db } = server.database;

await db.execute(sql`
  insert into projects (id, partner_id, brand_partner_id, number, status_id, created_by_user_id)
  values (md5('bench-opentrans-project')::uuid, ${DEMO_IDS.partnerDistributor}, ${BPI}, 920000,
    '0d7b1c10-0003-4000-8000-000000000001'::uuid, ${DEMO_IDS.userAdmin})`);
await db.execute(sql`
  insert into sales_documents (id, project_id, brand_partner_id, type_id, status_id, year, number, owner_partner_id,
    salesman_user_id, contact_first_name, contact_last_name, contact_email, contact_address, contact_zip, contact_city)
  values (md5('bench-opentrans-order')::uuid, md5('bench-opentrans-project')::uuid, ${BPI}, ${DOCUMENT_TYPE_IDS.order},
    '0d7b1c10-0002-4000-8000-000000000001'::uuid, 2001, 920000, ${DEMO_IDS.partnerDistributor}, ${DEMO_IDS.userAdmin},
    'Maja', 'Kos', 'maja.kos@example.com', 'Dunajska 5', '1000', 'Ljubljana')`);
await seedDocumentPositions(db, {
  brandPartnerId: BPI,
  documentKey: 'bench-opentrans-order',
  configurationKey: 'bench-opentrans-configuration-',
  positions: LINES,
});

const token = await adminAccessToken(server.url);
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'de' };
const idRows = (await db.execute(sql`select md5('bench-opentrans-order')::uuid::text as id`)) as unknown as
  | { rows: { id: string }[] }
  | { id: string }[];
const id = (Array.isArray(idRows) ? idRows : idRows.rows)[0]?.id ?? '';
const path = `${API_PREFIX}/document/${id}/opentrans?brandPartnerId=${BPI}`;
const first = await fetch(`${server.url}${path}`, { headers });
const xml = await first.text();
if (first.status !== 200) {
  throw new Error(`export: ${first.status} ${xml}`);
}
console.log(
  `ORDER of ${xml.match(/<ORDER_ITEM>/g)?.length ?? 0} positions: ${(Buffer.byteLength(xml) / 1024).toFixed(0)} KB, ` +
    `${xml.match(/<FEATURE>/g)?.length ?? 0} features, ${xml.match(/<ALLOW_OR_CHARGE /g)?.length ?? 0} allowances/surcharges`,
);

for (let i = 0; i < 20; i += 1) {
  await (await fetch(`${server.url}${path}`, { headers })).arrayBuffer();
}
const http: number[] = [];
// CPU time of this process (server, embedded database and client) per request: less at the mercy of other work on
// a shared machine than the wall clock, which waits for a core whenever the load average exceeds the cores.
const cpuBefore = process.cpuUsage();
for (let i = 0; i < RUNS; i += 1) {
  http.push(
    await time(async () => {
      const reply = await fetch(`${server.url}${path}`, { headers });
      if (reply.status !== 200) {
        throw new Error(`export: ${reply.status}`);
      }
      await reply.arrayBuffer();
    }),
  );
}
const cpu = process.cpuUsage(cpuBefore);
report(`GET /document/{id}/opentrans, ${LINES}-position ORDER (HTTP, one at a time)`, http);
console.log(`CPU time of this process per request: ${((cpu.user + cpu.system) / 1000 / RUNS).toFixed(1)} ms`);

// The writer alone: the sample document's first position 50 times, 20 features each.
const doc = sampleDocument();
const [line] = doc.positions;
doc.positions = Array.from({ length: LINES }, (_, index) => ({
  ...(line as NonNullable<typeof line>),
  position: index + 1,
}));
const features = new Map(
  doc.positions.map((position) => [
    position.position,
    Array.from({ length: 20 }, (_, index) => featureOf({ name: `Parameter ${index} (mm)`, value: String(index * 10) })),
  ]),
);
const writer: number[] = [];
for (let i = 0; i < RUNS; i += 1) {
  writer.push(
    await time(() =>
      writeOpenTransXml({
        kind: 'ORDER',
        doc,
        buyer: { id: DEMO_IDS.partnerDistributor, name: 'Distributor' },
        supplier: { id: DEMO_IDS.partnerDistributor, name: 'Manufacturer' },
        features,
        deliveryDates: new Map(),
        generatedAt: new Date(),
      }),
    ),
  );
}
report(`writeOpenTransXml, ${LINES} positions × 20 features (pure, in process)`, writer);
await server.close();
