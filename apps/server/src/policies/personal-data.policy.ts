import { AppError, defineErrors } from '#server/core/app-error';
import type { Caller, UserCaller } from '#server/core/caller';
import { requireStaff, requireUser } from './access-guard';

/** The refusals of the data requests (GDPR Art. 15 and 17). */
export const PERSONAL_DATA_POLICY_MESSAGES = defineErrors({
  notOfficer: {
    status: 403,
    sl: 'Podatke stranke lahko izvozi ali izbriše le vodja prodaje partnerja ali skrbnik proizvajalca (OEM).',
    en: "Only the partner's head of sales or the manufacturer's OEM admins may export or erase a customer's data.",
    de: 'Nur der Vertriebsleiter des Partners oder die OEM-Administratoren des Herstellers dürfen die Daten eines Kunden exportieren oder löschen.',
    fr: 'Seuls le responsable des ventes du partenaire ou les administrateurs OEM du fabricant peuvent exporter ou effacer les données d’un client.',
  },
  storefrontNotFound: {
    status: 404,
    sl: 'Prodajnega mesta ni mogoče najti.',
    en: 'The storefront was not found.',
    de: 'Der Shop wurde nicht gefunden.',
    fr: 'La boutique est introuvable.',
  },
  confirmMismatch: {
    status: 400,
    sl: 'Za potrditev vnesite e-poštni naslov še enkrat natanko tako, kot je prikazan.',
    en: 'To confirm, type the e-mail address again exactly as shown.',
    de: 'Geben Sie zur Bestätigung die E-Mail-Adresse noch einmal genau wie angezeigt ein.',
    fr: 'Pour confirmer, saisissez de nouveau l’adresse e-mail exactement comme affichée.',
  },
  staffAccount: {
    status: 403,
    sl: 'Račun zaposlenega zapre skrbnik (deaktivacija uporabnika).',
    en: "A staff account is closed by an administrator (the user's deactivation).",
    de: 'Ein Mitarbeiterkonto schließt ein Administrator (Deaktivierung des Benutzers).',
    fr: 'Un compte d’employé est fermé par un administrateur (désactivation de l’utilisateur).',
  },
});

/** Whose requests a staff user answers: every storefront's (an OEM admin) or its own partner's (its head of sales). */
export type PersonalDataOfficer = { user: UserCaller; installationWide: boolean };

/**
 * Staff who export or erase a storefront's contact's data: the manufacturer's OEM admins, and the head of sales of
 * the partner that owns the storefront. Staff of another partner get 404 (the storefront is not theirs to know),
 * the owning partner's other staff 403. `ownerPartnerId` is null for a storefront that does not exist.
 */
export const requirePersonalDataOfficer = (caller: Caller, ownerPartnerId: string | null): PersonalDataOfficer => {
  const user = requireStaff(caller);
  if (ownerPartnerId !== null && user.isOem && user.isOemAdmin) {
    return { user, installationWide: true };
  }
  if (ownerPartnerId === null || user.partnerId?.toLowerCase() !== ownerPartnerId.toLowerCase()) {
    throw new AppError(PERSONAL_DATA_POLICY_MESSAGES.storefrontNotFound, { detail: 'BrandPartnerId' });
  }
  if (user.role !== 'admin') {
    throw new AppError(PERSONAL_DATA_POLICY_MESSAGES.notOfficer);
  }
  return { user, installationWide: false };
};

/** Who deletes their own account: a registered customer (staff accounts are deactivated by management). */
export const requireCustomer = (caller: Caller): UserCaller => {
  const user = requireUser(caller);
  if (user.role !== null) {
    throw new AppError(PERSONAL_DATA_POLICY_MESSAGES.staffAccount);
  }
  return user;
};
