import { AppError, defineErrors } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { requireUser } from './access-guard';

/** The catalogue policy's refusal. */
export const CATALOGUE_POLICY_MESSAGES = defineErrors({
  notOemAdmin: {
    status: 403,
    sl: 'Katalog urejajo le skrbniki proizvajalca (OEM).',
    en: 'Only the manufacturer’s OEM admins manage the catalogue.',
    de: 'Nur die OEM-Administratoren des Herstellers verwalten den Katalog.',
    fr: 'Seuls les administrateurs OEM du fabricant gèrent le catalogue.',
  },
});

/**
 * Who manages a brand's catalogue (import, publish, export, versions, new brands): the manufacturer's OEM admins
 * only, for every brand of the manufacturer (as they manage every storefront; a brand just created has none yet).
 * Everyone else is refused with 403, the brand partners' own heads of sales included (401 without a sign-in).
 */
export const canManageCatalogues = (caller: Caller): caller is UserCaller =>
  caller.kind === 'user' && caller.isOem && caller.isOemAdmin;

/** The caller must be an OEM admin (401 anonymous, 403 anyone else). */
export const requireCatalogueManager = (caller: Caller): UserCaller => {
  const user = requireUser(caller);
  if (!canManageCatalogues(user)) {
    throw new AppError(CATALOGUE_POLICY_MESSAGES.notOemAdmin);
  }
  return user;
};
