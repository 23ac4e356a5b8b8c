import type { LocalizedText } from '@door/contract';

/** Messages of the configurator feature. */
export const CONFIGURATOR_MESSAGES = {
  configurationNotFound: {
    sl: 'Konfiguracije ni mogoče najti.',
    en: 'The configuration was not found.',
    de: 'Die Konfiguration wurde nicht gefunden.',
    fr: 'La configuration est introuvable.',
  },
  brandPartnerNotFound: {
    sl: 'Blagovne znamke ni mogoče najti.',
    en: 'The brand partner was not found.',
    de: 'Der Markenpartner wurde nicht gefunden.',
    fr: 'Le partenaire de marque est introuvable.',
  },
  modelNotFound: {
    sl: 'Model ni na voljo.',
    en: 'The model is not available.',
    de: 'Das Modell ist nicht verfügbar.',
    fr: 'Le modèle n’est pas disponible.',
  },
  parameterNotFound: {
    sl: 'Model nima tega parametra.',
    en: 'The model has no such parameter.',
    de: 'Das Modell hat keinen solchen Parameter.',
    fr: 'Le modèle n’a pas ce paramètre.',
  },
  partMismatch: {
    sl: 'Konfiguracija ni iz tega modela.',
    en: 'The configuration is not of this model.',
    de: 'Die Konfiguration gehört nicht zu diesem Modell.',
    fr: 'La configuration ne correspond pas à ce modèle.',
  },
  cannotEdit: {
    sl: 'Te konfiguracije ne morete spreminjati.',
    en: 'You may not change this configuration.',
    de: 'Sie dürfen diese Konfiguration nicht ändern.',
    fr: 'Vous ne pouvez pas modifier cette configuration.',
  },
  priceFileForbidden: {
    sl: 'Cenik lahko prenesejo le vodje prodaje nadrejenih partnerjev.',
    en: 'Only heads of sales of a parent partner may download the price list.',
    de: 'Nur Vertriebsleiter eines übergeordneten Partners dürfen die Preisliste laden.',
    fr: 'Seuls les responsables commerciaux d’un partenaire parent peuvent télécharger la liste de prix.',
  },
} satisfies Record<string, LocalizedText>;
