import type { CallAudience } from '@door/contract';
import { AppError, defineErrors } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { canActForBrandPartner, requireBrandPartner, requireStaff, requireUser } from './access-guard';
import { assertCanEditDocument, canEditDocument, canReadDocument, type DocumentAccess } from './document.policy';
import { canSeePrices } from './price.policy';

/**
 * The fields of a stored configuration that decide who may do what with it: its storefront, who made it (null: an
 * anonymous visitor) and the one document that holds it, if any.
 */
export type ConfigurationAccess = {
  brandPartnerId: string;
  ownerUserId: string | null;
  document: DocumentAccess | null;
};

/** Which family of configurator endpoints was called: public (anonymous), `auth` (signed in) or `admin` (editors). */
export type ConfiguratorVariant = 'public' | 'auth' | 'admin';

/** Who may call each variant's routes (the route's `who`): anyone, a signed-in user, staff. */
export const VARIANT_AUDIENCE: Record<ConfiguratorVariant, CallAudience> = {
  public: 'anyone',
  auth: 'signedIn',
  admin: 'staff',
};

/** Errors of the configuration policy; their keys are the stable codes the client gets as `detail`. */
export const CONFIGURATION_POLICY_MESSAGES = defineErrors({
  cannotRead: {
    status: 403,
    sl: 'Do te konfiguracije nimate dostopa.',
    en: 'You have no access to this configuration.',
    de: 'Sie haben keinen Zugriff auf diese Konfiguration.',
    fr: 'Vous n’avez pas accès à cette configuration.',
  },
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
 * Whether the caller may read the configuration. One in a document is read only under that document's access (the
 * document policy). One in no document is a share link: anyone holding its GUID reads it, pictures and clones it,
 * but a signed-in user never reads one of a storefront it does not act for (tenant isolation).
 */
export const canReadConfiguration = (caller: Caller, row: ConfigurationAccess): boolean => {
  if (row.document) {
    return canReadDocument(caller, row.document);
  }
  return caller.kind === 'anonymous' || canActForBrandPartner(caller, row.brandPartnerId);
};

/** The caller must be allowed to read the configuration (403 otherwise). */
export const assertCanReadConfiguration = (caller: Caller, row: ConfigurationAccess): void => {
  if (!canReadConfiguration(caller, row)) {
    throw new AppError(CONFIGURATION_POLICY_MESSAGES.cannotRead);
  }
};

/**
 * Whether the caller may change the configuration. One in a document: whoever may change that document (staff who
 * see it, not installers, not while it is read-only), whether or not the request names the document. One in no
 * document: only whoever made it (a configuration an anonymous visitor made: whoever holds its GUID).
 */
export const canEditConfiguration = (caller: Caller, row: ConfigurationAccess): boolean => {
  if (!canReadConfiguration(caller, row)) {
    return false;
  }
  if (row.document) {
    return canEditDocument(caller, row.document);
  }
  return row.ownerUserId === null || (caller.kind === 'user' && caller.userId === row.ownerUserId);
};

/** The caller must be allowed to change the configuration (403, or 409 for a read-only document). */
export const assertCanEditConfiguration = (caller: Caller, row: ConfigurationAccess): void => {
  if (row.document && canReadDocument(caller, row.document)) {
    assertCanEditDocument(caller, row.document);
    return;
  }
  if (!canEditConfiguration(caller, row)) {
    throw new AppError(CONFIGURATION_POLICY_MESSAGES.cannotEdit);
  }
};

/** A new configuration: anonymous visitors anywhere, signed-in users only at a brand partner they act for (403). */
export const assertCanCreateConfiguration = (caller: Caller, brandPartnerId: string): void => {
  if (caller.kind === 'user' && !canActForBrandPartner(caller, brandPartnerId)) {
    throw new AppError(CONFIGURATION_POLICY_MESSAGES.cannotEdit);
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
    throw new AppError(CONFIGURATION_POLICY_MESSAGES.priceFileForbidden);
  }
  return user;
};
