import { defineErrors } from '#server/core/app-error';

/** Messages of the configurator feature. */
export const CONFIGURATOR_MESSAGES = defineErrors({
  /** The engine refused a choice; its own message says why. */
  choiceRefused: {
    status: 400,
    sl: 'Te izbire ni mogoče uporabiti.',
    en: 'This choice cannot be applied.',
    de: 'Diese Auswahl kann nicht übernommen werden.',
    fr: 'Ce choix ne peut pas être appliqué.',
  },
  configurationNotFound: {
    status: 404,
    sl: 'Konfiguracije ni mogoče najti.',
    en: 'The configuration was not found.',
    de: 'Die Konfiguration wurde nicht gefunden.',
    fr: 'La configuration est introuvable.',
  },
  brandPartnerNotFound: {
    status: 404,
    sl: 'Blagovne znamke ni mogoče najti.',
    en: 'The brand partner was not found.',
    de: 'Der Markenpartner wurde nicht gefunden.',
    fr: 'Le partenaire de marque est introuvable.',
  },
  modelNotFound: {
    status: 404,
    sl: 'Model ni na voljo.',
    en: 'The model is not available.',
    de: 'Das Modell ist nicht verfügbar.',
    fr: 'Le modèle n’est pas disponible.',
  },
  parameterNotFound: {
    status: 404,
    sl: 'Model nima tega parametra.',
    en: 'The model has no such parameter.',
    de: 'Das Modell hat keinen solchen Parameter.',
    fr: 'Le modèle n’a pas ce paramètre.',
  },
  partMismatch: {
    status: 400,
    sl: 'Konfiguracija ni iz tega modela.',
    en: 'The configuration is not of this model.',
    de: 'Die Konfiguration gehört nicht zu diesem Modell.',
    fr: 'La configuration ne correspond pas à ce modèle.',
  },
  documentationGenerating: {
    status: 409,
    sl: 'Tehnična dokumentacija konfiguracije se pripravlja; konfiguracije zdaj ni mogoče spremeniti.',
    en: 'The technical documentation of the configuration is being generated; it cannot be changed now.',
    de: 'Die technische Dokumentation der Konfiguration wird erstellt; sie kann jetzt nicht geändert werden.',
    fr: 'La documentation technique de la configuration est en cours de génération ; elle ne peut pas être modifiée.',
  },
  installerMayOnlyOpen: {
    status: 403,
    sl: 'Monter lahko konfiguracijo v dokumentu le odpre.',
    en: 'An installer may only open a configuration in a document.',
    de: 'Ein Monteur darf eine Konfiguration in einem Dokument nur öffnen.',
    fr: 'Un installateur peut seulement ouvrir une configuration d’un document.',
  },
  documentMismatch: {
    status: 400,
    sl: 'Konfiguracija ni v dokumentu oziroma na poziciji, ki ju navaja zahteva.',
    en: 'The configuration is not in the document or position the request names.',
    de: 'Die Konfiguration ist nicht im Dokument oder an der Position, die die Anfrage nennt.',
    fr: 'La configuration n’est pas dans le document ou à la position indiqués par la requête.',
  },
});
