import { AppError, defineErrors } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { requireStaff } from './access-guard';

/** The refusals of the sales dashboard. */
export const INSIGHT_POLICY_MESSAGES = defineErrors({
  notInsightReader: {
    status: 403,
    sl: 'Pregled prodaje je na voljo le vodjem prodaje in uporabnikom proizvajalca (OEM).',
    en: 'The sales dashboard is only for heads of sales and the manufacturer’s OEM users.',
    de: 'Das Vertriebs-Dashboard steht nur Vertriebsleitern und OEM-Benutzern des Herstellers zur Verfügung.',
    fr: 'Le tableau de bord des ventes est réservé aux responsables des ventes et aux utilisateurs OEM du fabricant.',
  },
  notRefusalsReader: {
    status: 403,
    sl: 'Zavrnjeno povpraševanje vidijo le uporabniki proizvajalca (OEM).',
    en: 'Only the manufacturer’s OEM users see refused demand.',
    de: 'Abgelehnte Nachfrage sehen nur OEM-Benutzer des Herstellers.',
    fr: 'Seuls les utilisateurs OEM du fabricant voient la demande refusée.',
  },
});

/**
 * What the dashboard reads for a caller: everything for the manufacturer's OEM users; for a head of sales the
 * documents its partner and its child partners own at the storefronts it acts for (the documents it may open, as
 * the document policy's `canReadDocument` decides), and the configurations of those partners' storefronts.
 */
export type InsightScope =
  | { kind: 'everything' }
  | { kind: 'partner'; partnerId: string; brandPartnerIds: readonly string[] };

/** Whether the caller may open the dashboard (the menu shows it; the server decides on every call). */
export const canReadInsight = (caller: Caller): boolean =>
  caller.kind === 'user' && caller.role !== null && (caller.isOem || (caller.role === 'admin' && !!caller.partnerId));

/** Whether the caller sees refused demand and abandoned configurations: the manufacturer's OEM users. */
export const canReadRefusedDemand = (caller: Caller): boolean =>
  caller.kind === 'user' && caller.role !== null && caller.isOem;

/** The caller's dashboard scope: 401 anonymous, 403 for customers, sales and installers of a partner. */
export const requireInsightScope = (caller: Caller): { user: UserCaller; scope: InsightScope } => {
  const user = requireStaff(caller);
  if (!canReadInsight(user)) {
    throw new AppError(INSIGHT_POLICY_MESSAGES.notInsightReader);
  }
  const scope: InsightScope = user.isOem
    ? { kind: 'everything' }
    : { kind: 'partner', partnerId: user.partnerId ?? '', brandPartnerIds: user.brandPartnerIds };
  return { user, scope };
};

/** The caller must see refused demand (403 otherwise). */
export const requireRefusedDemandScope = (caller: Caller): { user: UserCaller; scope: InsightScope } => {
  const found = requireInsightScope(caller);
  if (!canReadRefusedDemand(found.user)) {
    throw new AppError(INSIGHT_POLICY_MESSAGES.notRefusalsReader);
  }
  return found;
};
