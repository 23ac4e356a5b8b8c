import { defineErrors } from '#server/core/app-error';

/** Messages of the inquiry call. */
export const INQUIRY_MESSAGES = defineErrors({
  brandPartnerNotFound: {
    status: 404,
    sl: 'Partnerja blagovne znamke ni mogoče najti.',
    en: 'The brand partner was not found.',
    de: 'Der Markenpartner wurde nicht gefunden.',
    fr: 'Le partenaire de marque est introuvable.',
  },
  brandPartnerInactive: {
    status: 400,
    sl: 'Ta partner blagovne znamke ne sprejema povpraševanj.',
    en: 'This brand partner does not accept inquiries.',
    de: 'Dieser Markenpartner nimmt keine Anfragen an.',
    fr: 'Ce partenaire de marque n’accepte pas de demandes.',
  },
  configurationNotFound: {
    status: 404,
    sl: 'Konfiguracije ni mogoče najti.',
    en: 'The configuration was not found.',
    de: 'Die Konfiguration wurde nicht gefunden.',
    fr: 'La configuration est introuvable.',
  },
  configurationNotAllowed: {
    status: 403,
    sl: 'Te konfiguracije ne morete poslati v povpraševanju temu partnerju.',
    en: 'You cannot send this configuration in an inquiry to this brand partner.',
    de: 'Sie können diese Konfiguration nicht in einer Anfrage an diesen Markenpartner senden.',
    fr: 'Vous ne pouvez pas envoyer cette configuration dans une demande à ce partenaire de marque.',
  },
  countryNotFound: {
    status: 400,
    sl: 'Izbrane države ni mogoče najti.',
    en: 'The chosen country was not found.',
    de: 'Das gewählte Land wurde nicht gefunden.',
    fr: 'Le pays choisi est introuvable.',
  },
  cartNotFound: {
    status: 404,
    sl: 'Košarice ni mogoče najti.',
    en: 'The cart was not found.',
    de: 'Der Warenkorb wurde nicht gefunden.',
    fr: 'Le panier est introuvable.',
  },
});
