// 100,000 documents in 10,000 projects, with a configuration and a line each, generated in SQL so the setup takes
// seconds (the document list and the backup benches).
import { DEFAULT_BRAND_PARTNER_ID } from '@door/contract';
import { sql } from 'drizzle-orm';
import { DEMO_IDS } from '../../apps/server/src/db/seed/demo-tenancy.seed';
import type { BenchServer } from './server-process';

/** Projects generated. */
export const PROJECTS = 10_000;
/** Documents generated. */
export const DOCUMENTS = 100_000;

/** The documents, generated in SQL so the setup takes seconds. */
export const generateDocuments = async ({ database: { db } }: Pick<BenchServer, 'database'>) => {
  const started = Date.now();
  // Generated in SQL so the setup takes seconds: year 2000 keeps the numbers clear of the demo's.
  await db.execute(sql`
  insert into projects (id, partner_id, brand_partner_id, number, status_id, created_by_user_id)
  select md5('bench-project-' || i)::uuid, ${DEMO_IDS.partnerDistributor}, ${DEFAULT_BRAND_PARTNER_ID}, 100000 + i,
    case when i % 10 = 0 then '0d7b1c10-0003-4000-8000-000000000002'::uuid else '0d7b1c10-0003-4000-8000-000000000001'::uuid end,
    ${DEMO_IDS.userAdmin}
  from generate_series(1, ${PROJECTS}) as i`);
  await db.execute(sql`
  insert into configurations (id, brand_partner_id, model_id, catalogue_version_id, choices, owner_user_id)
  select md5('bench-configuration-' || i)::uuid, ${DEFAULT_BRAND_PARTNER_ID}, m.model_id, m.version_id, '{}'::jsonb,
    ${DEMO_IDS.userAdmin}
  from generate_series(1, ${DOCUMENTS}) as i,
    (select model_id, version_id from catalogue_version_models order by version_id, model_id limit 1) as m`);
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
