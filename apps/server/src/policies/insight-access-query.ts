import { type SQL, sql } from 'drizzle-orm';
import type { InsightScope } from './insight.policy';

const uuidArray = (ids: readonly string[]): SQL =>
  ids.length === 0
    ? sql`array[]::uuid[]`
    : sql`array[${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )}]`;

// The caller's partner and its child partners (a parent partner sees its children's documents), as an array, so the
// condition stays a filter on the scanned index.
const ownPartners = (partnerId: string): SQL =>
  sql`array(select p.id from partners p where p.id = ${partnerId}::uuid or p.parent_partner_id = ${partnerId}::uuid)`;

/**
 * The one condition that keeps the dashboard's document queries in the caller's tenant: `alias` names the
 * sales_documents row. Everything for OEM users; else documents its partner or a child partner owns, at a storefront
 * the caller acts for.
 */
export const insightDocumentScope = (scope: InsightScope, alias: string): SQL => {
  if (scope.kind === 'everything') {
    return sql`true`;
  }
  const d = sql.raw(alias);
  return sql`(${d}.brand_partner_id = any(${uuidArray(scope.brandPartnerIds)}) and ${d}.owner_partner_id = any(${ownPartners(scope.partnerId)}))`;
};

/**
 * The condition on a storefront column (configurations, refused demand): everything for OEM users; else the
 * storefronts the caller acts for that its partner or a child partner sells through.
 */
export const insightStorefrontScope = (scope: InsightScope, column: SQL): SQL => {
  if (scope.kind === 'everything') {
    return sql`true`;
  }
  return sql`${column} = any(array(select bp.id from brand_partners bp where bp.id = any(${uuidArray(scope.brandPartnerIds)}) and bp.partner_id = any(${ownPartners(scope.partnerId)})))`;
};

/** The condition on a partner id column (the filter choices): every partner, or the caller's and its children. */
export const insightPartnerScope = (scope: InsightScope, column: SQL): SQL =>
  scope.kind === 'everything' ? sql`true` : sql`${column} = any(${ownPartners(scope.partnerId)})`;

/** The condition on a storefront id column for the filter choices: every storefront, or those the caller acts for. */
export const insightActingStorefronts = (scope: InsightScope, column: SQL): SQL =>
  scope.kind === 'everything' ? sql`true` : sql`${column} = any(${uuidArray(scope.brandPartnerIds)})`;
