import { defineErrors } from '#server/core/app-error';

/** Errors of the configurations in a document; their keys are the stable codes the client gets as `detail`. */
export const CONFIGURATIONS_MESSAGES = defineErrors({
  brandPartnerMismatch: {
    status: 400,
    sl: 'BrandPartnerId: dokument ne pripada tej prodajni strani.',
    en: 'BrandPartnerId: the document does not belong to this storefront.',
    de: 'BrandPartnerId: Das Dokument gehört nicht zu diesem Shop.',
    fr: 'BrandPartnerId : le document n’appartient pas à cette boutique.',
  },
  installerMayOnlyOpen: {
    status: 403,
    sl: 'Monter lahko konfiguracije v dokumentu le odpre.',
    en: 'An installer may only open the configurations of a document.',
    de: 'Ein Monteur darf die Konfigurationen eines Dokuments nur öffnen.',
    fr: 'Un installateur peut seulement ouvrir les configurations d’un document.',
  },
  documentationGenerating: {
    status: 409,
    sl: 'Tehnična dokumentacija se pripravlja; konfiguracije zdaj ni mogoče spremeniti, kopirati ali izbrisati.',
    en: 'Technical documentation is being generated; the configuration cannot be changed, copied or deleted now.',
    de: 'Die technische Dokumentation wird erstellt; die Konfiguration kann jetzt nicht geändert, kopiert oder gelöscht werden.',
    fr: 'La documentation technique est en cours de génération ; la configuration ne peut pas être modifiée, copiée ou supprimée.',
  },
  configurationNotFound: {
    status: 404,
    sl: 'configurationId: konfiguracije ni mogoče najti.',
    en: 'configurationId: the configuration was not found.',
    de: 'configurationId: Die Konfiguration wurde nicht gefunden.',
    fr: 'configurationId : la configuration est introuvable.',
  },
  configurationForeign: {
    status: 403,
    sl: 'configurationId: ta konfiguracija vam ni na voljo.',
    en: 'configurationId: this configuration is not available to you.',
    de: 'configurationId: Diese Konfiguration steht Ihnen nicht zur Verfügung.',
    fr: 'configurationId : cette configuration ne vous est pas accessible.',
  },
  modelUnavailable: {
    status: 409,
    sl: 'Model konfiguracije ni v katalogu prodajne strani dokumenta.',
    en: 'The model of the configuration is not in the catalogue of the document’s storefront.',
    de: 'Das Modell der Konfiguration ist nicht im Katalog des Shops des Dokuments.',
    fr: 'Le modèle de la configuration n’est pas au catalogue de la boutique du document.',
  },
  positionOutOfRange: {
    status: 400,
    sl: 'p: položaj mora biti med 1 in številom konfiguracij v dokumentu + 1.',
    en: 'p: the position must be between 1 and the number of configurations in the document + 1.',
    de: 'p: Die Position muss zwischen 1 und der Anzahl der Konfigurationen im Dokument + 1 liegen.',
    fr: 'p : la position doit être comprise entre 1 et le nombre de configurations du document + 1.',
  },
});
