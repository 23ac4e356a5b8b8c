import { defineErrors } from '#server/core/app-error';

/** Messages of the cart. */
export const CART_MESSAGES = defineErrors({
  cartAddingDisabled: {
    status: 403,
    sl: 'Dosegli ste omejitev shranjenih projektov. Za neomejeno število projektov se prijavite.',
    en: "You've reached saved projects limit. Please log in for unlimited number of projects.",
    de: 'Sie haben die Höchstzahl gespeicherter Projekte erreicht. Bitte melden Sie sich für eine unbegrenzte Anzahl von Projekten an.',
    fr: 'Vous avez atteint la limite de projets enregistrés. Veuillez vous connecter pour un nombre illimité de projets.',
  },
  brandPartnerNotFound: {
    status: 404,
    sl: 'Partnerja blagovne znamke ni mogoče najti.',
    en: 'The brand partner was not found.',
    de: 'Der Markenpartner wurde nicht gefunden.',
    fr: 'Le partenaire de marque est introuvable.',
  },
  configurationNotFound: {
    status: 404,
    sl: 'Konfiguracije ni mogoče najti.',
    en: 'The configuration was not found.',
    de: 'Die Konfiguration wurde nicht gefunden.',
    fr: 'La configuration est introuvable.',
  },
  wrongBrandPartner: {
    status: 400,
    sl: 'Konfiguracija ne pripada temu partnerju blagovne znamke.',
    en: 'The configuration does not belong to this brand partner.',
    de: 'Die Konfiguration gehört nicht zu diesem Markenpartner.',
    fr: 'La configuration n’appartient pas à ce partenaire de marque.',
  },
  cartNeedsSignIn: {
    status: 401,
    sl: 'Košarice ni mogoče najti.',
    en: 'The cart was not found.',
    de: 'Der Warenkorb wurde nicht gefunden.',
    fr: 'Le panier est introuvable.',
  },
  cartNotFound: {
    status: 404,
    sl: 'Košarice ni mogoče najti.',
    en: 'The cart was not found.',
    de: 'Der Warenkorb wurde nicht gefunden.',
    fr: 'Le panier est introuvable.',
  },
  itemNotFound: {
    status: 404,
    sl: 'Konfiguracije ni v košarici.',
    en: 'The configuration is not in the cart.',
    de: 'Die Konfiguration ist nicht im Warenkorb.',
    fr: 'La configuration n’est pas dans le panier.',
  },
  inAnotherCart: {
    status: 409,
    sl: 'Konfiguracija je že v drugi košarici.',
    en: 'The configuration is already in another cart.',
    de: 'Die Konfiguration liegt bereits in einem anderen Warenkorb.',
    fr: 'La configuration est déjà dans un autre panier.',
  },
  staffHaveNoCart: {
    status: 403,
    sl: 'Prodajno osebje konfiguracije shranjuje v dokumente, ne v košarico.',
    en: 'Staff save configurations into documents, not into a cart.',
    de: 'Mitarbeiter speichern Konfigurationen in Dokumenten, nicht im Warenkorb.',
    fr: 'Le personnel enregistre les configurations dans des documents, pas dans un panier.',
  },
  notYourConfiguration: {
    status: 403,
    sl: 'Te konfiguracije ne morete dodati v košarico.',
    en: 'You cannot add this configuration to the cart.',
    de: 'Sie können diese Konfiguration nicht in den Warenkorb legen.',
    fr: 'Vous ne pouvez pas ajouter cette configuration au panier.',
  },
});
