import type { LocalizedText } from '@door/contract';

/** Messages of the token endpoint. */
export const AUTH_MESSAGES = {
  invalidGrant: {
    sl: 'Napačen e-poštni naslov ali geslo.',
    en: 'Wrong e-mail or password.',
    de: 'E-Mail-Adresse oder Passwort ist falsch.',
    fr: 'Adresse e-mail ou mot de passe incorrect.',
  },
  invalidRefresh: {
    sl: 'Seja je potekla. Prijavite se znova.',
    en: 'The session has expired. Please sign in again.',
    de: 'Die Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    fr: 'La session a expiré. Veuillez vous reconnecter.',
  },
  invalidClient: {
    sl: 'Neznan odjemalec.',
    en: 'Unknown client.',
    de: 'Unbekannter Client.',
    fr: 'Client inconnu.',
  },
  invalidRequest: {
    sl: 'Manjka polje {field}.',
    en: 'The field {field} is missing or invalid.',
    de: 'Das Feld {field} fehlt oder ist ungültig.',
    fr: 'Le champ {field} est manquant ou non valide.',
  },
  unsupportedGrant: {
    sl: 'Ta način prijave ni podprt.',
    en: 'This grant type is not supported.',
    de: 'Diese Anmeldeart wird nicht unterstützt.',
    fr: 'Ce type d’autorisation n’est pas pris en charge.',
  },
} satisfies Record<string, LocalizedText>;
