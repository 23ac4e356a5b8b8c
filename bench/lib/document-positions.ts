import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { DEMO_IDS } from '../../apps/server/src/db/seed/demo-tenancy.seed';

/**
 * Gives a bench document (`md5(documentKey)`) `positions` positions: clones of `clones` demo configurations of the
 * storefront (spread over its models, the same ones on either database; ids `md5(configurationKey || n)`), quantities 1–3, prices 800.00 + 13.00 × n,
 * each with a 5 % discount and an installation cost.
 */
export const seedDocumentPositions = async (
  db: Database['db'],
  {
    brandPartnerId,
    documentKey,
    configurationKey,
    positions,
    clones = positions,
  }: {
    brandPartnerId: string;
    documentKey: string;
    configurationKey: string;
    positions: number;
    clones?: number;
  },
) => {
  await db.execute(sql`
    insert into configurations (id, brand_partner_id, model_id, catalogue_version_id, choices, owner_user_id)
    select md5(${configurationKey} || n)::uuid, brand_partner_id, model_id, catalogue_version_id, choices,
      ${DEMO_IDS.userAdmin}
    from (
      -- By content, not by id alone: configurations made at run time (new revisions, carts) have random ids, and text
      -- compares byte-wise ("C") as PostgreSQL's and the embedded database's default collations differ.
      select c.*, row_number() over (
        order by c.model_id, c.catalogue_version_id, c.choices::text collate "C", c.id) as n
      from configurations c where c.brand_partner_id = ${brandPartnerId}
    ) numbered
    where n <= ${clones}`);
  await db.execute(sql`
    insert into sales_document_configurations (document_id, configuration_id, position, quantity, unit_price_cents)
    select md5(${documentKey})::uuid, md5(${configurationKey} || i)::uuid, i, 1 + i % 3, 80000 + i * 1300
    from generate_series(1, ${positions}) as i`);
  await db.execute(sql`
    insert into document_configuration_discounts (document_configuration_id, name, type_id, value, level)
    select id, 'Season', 'a1d15c00-0000-4000-8000-000000000001'::uuid, 500, 1
    from sales_document_configurations where document_id = md5(${documentKey})::uuid`);
  await db.execute(sql`
    insert into document_configuration_costs (document_configuration_id, kind, name, value_cents)
    select id, 'additional', 'Installation', 12000
    from sales_document_configurations where document_id = md5(${documentKey})::uuid`);
};
