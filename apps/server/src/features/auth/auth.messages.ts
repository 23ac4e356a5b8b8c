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
  invalidScope: {
    sl: 'Zahtevani obseg presega pravice ključa.',
    en: 'The requested scope exceeds the key’s scopes.',
    de: 'Der angeforderte Bereich geht über die Bereiche des Schlüssels hinaus.',
    fr: 'La portée demandée dépasse celles de la clé.',
  },
  twoClientMethods: {
    sl: 'Podatke odjemalca pošljite enkrat: v glavi Authorization ali v obrazcu, ne v obeh.',
    en: 'Send the client credentials once: in the Authorization header or in the form, not both.',
    de: 'Senden Sie die Client-Daten einmal: im Authorization-Header oder im Formular, nicht in beiden.',
    fr: 'Envoyez les identifiants du client une seule fois : dans l’en-tête Authorization ou dans le formulaire, pas les deux.',
  },
  unsupportedGrant: {
    sl: 'Ta način prijave ni podprt.',
    en: 'This grant type is not supported.',
    de: 'Diese Anmeldeart wird nicht unterstützt.',
    fr: 'Ce type d’autorisation n’est pas pris en charge.',
  },
} satisfies Record<string, LocalizedText>;
