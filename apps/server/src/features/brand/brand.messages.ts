import type { LocalizedText } from '@door/contract';
import { defineErrors } from '#server/core/app-error';

/** What an inactive storefront says to its visitors. */
export const STOREFRONT_INACTIVE_TEXTS = {
  inactive: {
    sl: 'Ta prodajalna ni več aktivna. Preusmerjeni boste na aktivno prodajalno.',
    en: 'This storefront is no longer active. You will be taken to an active one.',
    de: 'Dieser Shop ist nicht mehr aktiv. Sie werden zu einem aktiven Shop weitergeleitet.',
    fr: 'Cette boutique n’est plus active. Vous allez être redirigé vers une boutique active.',
  },
} satisfies Record<string, LocalizedText>;

/** Error messages of the brand calls. */
export const BRAND_MESSAGES = defineErrors({
  unknownBrand: {
    status: 404,
    sl: 'Ta prodajalna ne obstaja.',
    en: 'This storefront does not exist.',
    de: 'Dieser Shop existiert nicht.',
    fr: 'Cette boutique n’existe pas.',
  },
});
