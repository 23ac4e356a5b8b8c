import { defineErrors } from './app-error';

/** Errors shared by every feature; a feature keeps its own catalogue beside its service. */
export const COMMON_MESSAGES = defineErrors({
  unauthorized: {
    status: 401,
    sl: 'Prijava je potrebna ali pa je žeton neveljaven.',
    en: 'Sign-in is required or the token is not valid.',
    de: 'Anmeldung erforderlich oder das Token ist ungültig.',
    fr: 'Une connexion est requise ou le jeton n’est pas valide.',
  },
  forbidden: {
    status: 403,
    sl: 'Za to dejanje nimate pravic.',
    en: 'You are not allowed to do this.',
    de: 'Sie dürfen diese Aktion nicht ausführen.',
    fr: 'Vous n’êtes pas autorisé à effectuer cette action.',
  },
  notFound: {
    status: 404,
    sl: 'Zahtevanega zapisa ni mogoče najti.',
    en: 'The requested item was not found.',
    de: 'Der angeforderte Eintrag wurde nicht gefunden.',
    fr: 'L’élément demandé est introuvable.',
  },
  routeNotFound: {
    status: 404,
    sl: 'Ta naslov ne obstaja.',
    en: 'This address does not exist.',
    de: 'Diese Adresse existiert nicht.',
    fr: 'Cette adresse n’existe pas.',
  },
  invalidField: {
    status: 400,
    sl: 'Neveljavna vrednost polja {field}.',
    en: 'Invalid value for the field {field}.',
    de: 'Ungültiger Wert für das Feld {field}.',
    fr: 'Valeur non valide pour le champ {field}.',
  },
  invalidBody: {
    status: 400,
    sl: 'Zahteve ni mogoče prebrati.',
    en: 'The request could not be read.',
    de: 'Die Anfrage konnte nicht gelesen werden.',
    fr: 'La requête n’a pas pu être lue.',
  },
  payloadTooLarge: {
    status: 413,
    sl: 'Zahteva je prevelika.',
    en: 'The request is too large.',
    de: 'Die Anfrage ist zu groß.',
    fr: 'La requête est trop volumineuse.',
  },
  tooManyRequests: {
    status: 429,
    sl: 'Preveč zahtev. Poskusite znova čez nekaj trenutkov.',
    en: 'Too many requests. Please try again in a moment.',
    de: 'Zu viele Anfragen. Bitte versuchen Sie es gleich noch einmal.',
    fr: 'Trop de requêtes. Veuillez réessayer dans un instant.',
  },
  internal: {
    status: 500,
    sl: 'Ups! Nekaj je šlo narobe.',
    en: 'Oops! Something went wrong.',
    de: 'Hoppla! Etwas ist schiefgelaufen.',
    fr: 'Oups ! Une erreur s’est produite.',
  },
  conflict: {
    status: 409,
    sl: 'Tega v trenutnem stanju ni mogoče storiti.',
    en: 'This cannot be done in the current state.',
    de: 'Dies ist im aktuellen Zustand nicht möglich.',
    fr: 'Cette action n’est pas possible dans l’état actuel.',
  },
});
