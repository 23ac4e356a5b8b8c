import { defineErrors } from '#server/core/app-error';

/** Errors of the calculation calls; their keys are the stable codes the client gets as `detail` (or the field). */
export const CALCULATION_MESSAGES = defineErrors({
  costNotFound: {
    status: 404,
    sl: 'Tega stroška ni v izračunu te konfiguracije.',
    en: 'This cost is not part of this configuration’s calculation.',
    de: 'Diese Kosten gehören nicht zur Kalkulation dieser Konfiguration.',
    fr: 'Ce coût ne fait pas partie du calcul de cette configuration.',
  },
  discountNotFound: {
    status: 404,
    sl: 'Tega popusta ni v izračunu te konfiguracije.',
    en: 'This discount is not part of this configuration’s calculation.',
    de: 'Dieser Rabatt gehört nicht zur Kalkulation dieser Konfiguration.',
    fr: 'Cette remise ne fait pas partie du calcul de cette configuration.',
  },
  taxOptionNotAvailable: {
    status: 400,
    sl: 'taxOptionId: ta davčna možnost na tej prodajni strani ni na voljo.',
    en: 'taxOptionId: this tax option is not offered by this storefront.',
    de: 'taxOptionId: Diese Steueroption wird in diesem Shop nicht angeboten.',
    fr: 'taxOptionId : cette option de taxe n’est pas proposée par cette boutique.',
  },
  brandPartnerMismatch: {
    status: 403,
    sl: 'Dokument ne pripada tej prodajni strani.',
    en: 'The document does not belong to this storefront.',
    de: 'Das Dokument gehört nicht zu diesem Shop.',
    fr: 'Le document n’appartient pas à cette boutique.',
  },
  configurationUnavailable: {
    status: 404,
    sl: 'Konfiguracije ali njenega modela ni več v katalogu.',
    en: 'The configuration or its model is no longer in the catalogue.',
    de: 'Die Konfiguration oder ihr Modell ist nicht mehr im Katalog.',
    fr: 'La configuration ou son modèle ne figure plus dans le catalogue.',
  },
});
