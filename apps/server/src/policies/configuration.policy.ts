import { AppError, defineErrors } from '../core/app-error';
import type { Caller, UserCaller } from '../core/caller';
import { canActForBrandPartner, requireBrandPartner, requireStaff, requireUser } from './access-guard';
import { canSeePrices } from './price.policy';

/** The fields of a stored configuration that decide who may do what with it. */
export type ConfigurationAccess = { brandPartnerId: string; ownerUserId: string | null };

/** Which family of configurator endpoints was called: public (anonymous), `auth` (signed in) or `admin` (editors). */
export type ConfiguratorVariant = 'public' | 'auth' | 'admin';

/** Errors of the configuration policy; their keys are the stable codes the client gets as `detail`. */
export const CONFIGURATION_POLICY_ERRORS = defineErrors({
  cannotEdit: {
    status: 403,
    sl: 'Te konfiguracije ne morete spreminjati.',
    en: 'You may not change this configuration.',
    de: 'Sie dürfen diese Konfiguration nicht ändern.',
    fr: 'Vous ne pouvez pas modifier cette configuration.',
  },
  priceFileForbidden: {
    status: 403,
    sl: 'Cenik lahko prenesejo le vodje prodaje nadrejenih partnerjev.',
    en: 'Only heads of sales of a parent partner may download the price list.',
    de: 'Nur Vertriebsleiter eines übergeordneten Partners dürfen die Preisliste laden.',
    fr: 'Seuls les responsables commerciaux d’un partenaire parent peuvent télécharger la liste de prix.',
  },
});

const isStaff = (caller: Caller): caller is UserCaller => caller.kind === 'user' && caller.role !== null;

/** The caller may use this endpoint variant: `auth` needs a sign-in, `admin` staff of the brand partner (401/403). */
export const assertCanUseVariant = (caller: Caller, variant: ConfiguratorVariant, brandPartnerId: string): void => {
  if (variant === 'auth') {
    requireUser(caller);
  } else if (variant === 'admin') {
    requireStaff(caller);
    requireBrandPartner(caller, brandPartnerId);
  }
};

/**
 * Whether the caller may read the configuration: its GUID is a share link, so anonymous callers may, but a
 * signed-in user never reads a configuration of a brand partner it does not act for (tenant isolation).
 */
export const canReadConfiguration = (caller: Caller, row: ConfigurationAccess): boolean =>
  caller.kind === 'anonymous' || canActForBrandPartner(caller, row.brandPartnerId);

/** The caller must be allowed to read the configuration (403 otherwise). */
export const assertCanReadConfiguration = (caller: Caller, row: ConfigurationAccess): void => {
  if (!canReadConfiguration(caller, row)) {
    throw new AppError(CONFIGURATION_POLICY_ERRORS.cannotEdit);
  }
};

/** Anonymous configurations: whoever holds the GUID; owned ones: the owner and staff of the brand partner. */
export const canEditConfiguration = (caller: Caller, row: ConfigurationAccess): boolean => {
  if (!canReadConfiguration(caller, row)) {
    return false;
  }
  if (row.ownerUserId === null) {
    return true;
  }
  return caller.kind === 'user' && (caller.userId === row.ownerUserId || isStaff(caller));
};

/** The caller must be allowed to change the configuration (403 otherwise). */
export const assertCanEditConfiguration = (caller: Caller, row: ConfigurationAccess): void => {
  if (!canEditConfiguration(caller, row)) {
    throw new AppError(CONFIGURATION_POLICY_ERRORS.cannotEdit);
  }
};

/** A new configuration: anonymous visitors anywhere, signed-in users only at a brand partner they act for (403). */
export const assertCanCreateConfiguration = (caller: Caller, brandPartnerId: string): void => {
  if (caller.kind === 'user' && !canActForBrandPartner(caller, brandPartnerId)) {
    throw new AppError(CONFIGURATION_POLICY_ERRORS.cannotEdit);
  }
};

/** Whether the caller sees the configuration's prices: only on the price list of a brand partner it acts for. */
export const canPriceConfiguration = (caller: Caller, row: Pick<ConfigurationAccess, 'brandPartnerId'>): boolean =>
  canSeePrices(caller, row.brandPartnerId);

/** Whether the caller sees the parts tree (production data): staff of the configuration's brand partner. */
export const canSeePartsTree = (caller: Caller, row: Pick<ConfigurationAccess, 'brandPartnerId'>): boolean =>
  isStaff(caller) && canActForBrandPartner(caller, row.brandPartnerId);

/**
 * The caller may download price files (a brand partner's whole price list with a configuration): heads of sales of a
 * parent partner (401 anonymous, 403 otherwise). Checked before the configuration is read; its brand partner is then
 * checked with `assertCanReadConfiguration`.
 */
export const assertCanDownloadPriceFiles = (caller: Caller): UserCaller => {
  const user = requireStaff(caller, ['admin']);
  if (!user.isParentPartner) {
    throw new AppError(CONFIGURATION_POLICY_ERRORS.priceFileForbidden);
  }
  return user;
};
