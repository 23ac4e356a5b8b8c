import type { EngineResult } from '@door/engine';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client';
import { insightRefusals, type RefusalKind } from '#server/db/schema';

/** A choice tried in the configurator and the rule that refused it or changed other choices for it. */
export type RefusedDemand = {
  brandPartnerId: string;
  catalogueVersionId: string;
  modelId: string;
  ruleId: string;
  parameterId: string;
  /** The value tried; empty for a number or a text. */
  valueId: string;
  kind: RefusalKind;
};

/** The configuration a change was tried on and the choice tried (what the counts keep of it: no person). */
export type TriedChoice = {
  brandPartnerId: string;
  catalogueVersionId: string;
  modelId: string;
  parameterId: string;
  valueId: string | null | undefined;
};

const demandOf = (tried: TriedChoice, ruleId: string, kind: RefusalKind): RefusedDemand => ({
  brandPartnerId: tried.brandPartnerId,
  catalogueVersionId: tried.catalogueVersionId,
  modelId: tried.modelId,
  ruleId: ruleId.slice(0, 100),
  parameterId: tried.parameterId.toLowerCase().slice(0, 100),
  valueId: (tried.valueId ?? '').toLowerCase().slice(0, 100),
  kind,
});

/** The rules that moved other choices to make room for the choice tried (each rule once), from the engine's moves. */
export const changedDemandOf = (tried: TriedChoice, result: Pick<EngineResult, 'moves'>): RefusedDemand[] => {
  const rules = new Set(result.moves.flatMap((move) => (move.reason.ruleId ? [move.reason.ruleId] : [])));
  return [...rules].map((ruleId) => demandOf(tried, ruleId, 'changed'));
};

/** The choice tried, refused by the rule's bound. */
export const refusedDemandOf = (tried: TriedChoice, ruleId: string): RefusedDemand[] => [
  demandOf(tried, ruleId, 'refused'),
];

/**
 * Counts refused demand for the sales dashboard: one more per entry in today's row (UTC) of its storefront, version,
 * model, rule and choice. One statement; nothing when there is nothing to count.
 */
export const recordRefusedDemand = async (db: DbOrTx, entries: readonly RefusedDemand[]): Promise<void> => {
  if (entries.length === 0) {
    return;
  }
  const t = insightRefusals;
  await db
    .insert(t)
    .values(entries.map((entry) => ({ ...entry, day: sql`(now() at time zone 'UTC')::date`, refusals: 1 })))
    .onConflictDoUpdate({
      target: [t.day, t.brandPartnerId, t.catalogueVersionId, t.modelId, t.ruleId, t.parameterId, t.valueId, t.kind],
      set: { refusals: sql`${t.refusals} + excluded.refusals` },
    });
};
