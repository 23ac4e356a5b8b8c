import { defineErrors } from '#server/core/app-error';

/** Errors of the offer online; their keys are the stable codes the client gets as `detail`. */
export const OFFER_ONLINE_MESSAGES = defineErrors({
  // One answer for an unknown and a malformed token: the reply tells nothing about which tokens exist.
  linkInvalid: {
    status: 404,
    sl: 'Ta povezava ni veljavna. Preverite jo v e-pošti ali se obrnite na prodajalca.',
    en: 'This link is not valid. Check it in your e-mail or contact your salesperson.',
    de: 'Dieser Link ist ungültig. Prüfen Sie ihn in Ihrer E-Mail oder wenden Sie sich an Ihren Verkäufer.',
    fr: 'Ce lien n’est pas valide. Vérifiez-le dans votre e-mail ou contactez votre vendeur.',
  },
  offerExpired: {
    status: 409,
    sl: 'Ponudba je potekla, zato je ni več mogoče sprejeti. Za novo ponudbo se obrnite na prodajalca.',
    en: 'The offer has expired and can no longer be accepted. Ask your salesperson for a new one.',
    de: 'Das Angebot ist abgelaufen und kann nicht mehr angenommen werden. Bitten Sie Ihren Verkäufer um ein neues.',
    fr: 'L’offre a expiré et ne peut plus être acceptée. Demandez une nouvelle offre à votre vendeur.',
  },
  offerReplaced: {
    status: 409,
    sl: 'To ponudbo je nadomestila novejša. Odprite novo ponudbo.',
    en: 'This offer has been replaced by a newer one. Open the new offer.',
    de: 'Dieses Angebot wurde durch ein neueres ersetzt. Öffnen Sie das neue Angebot.',
    fr: 'Cette offre a été remplacée par une plus récente. Ouvrez la nouvelle offre.',
  },
  offerAccepted: {
    status: 409,
    sl: 'Ponudba je že sprejeta.',
    en: 'The offer has already been accepted.',
    de: 'Das Angebot wurde bereits angenommen.',
    fr: 'L’offre a déjà été acceptée.',
  },
  offerDeclined: {
    status: 409,
    sl: 'Ponudba je že zavrnjena.',
    en: 'The offer has already been declined.',
    de: 'Das Angebot wurde bereits abgelehnt.',
    fr: 'L’offre a déjà été refusée.',
  },
  // The salesperson edited the offer after sending it: what the customer would accept is no longer what was sent.
  offerChangedSinceSent: {
    status: 409,
    sl: 'Prodajalec je ponudbo spremenil, potem ko vam jo je poslal, zato te različice ni mogoče sprejeti. Prodajalec vam bo poslal trenutno različico.',
    en: 'The salesperson changed the offer after sending it to you, so this version cannot be accepted. Your salesperson will send you the current version.',
    de: 'Der Verkäufer hat das Angebot geändert, nachdem er es Ihnen gesendet hat; diese Fassung kann daher nicht angenommen werden. Ihr Verkäufer sendet Ihnen die aktuelle Fassung.',
    fr: 'Le vendeur a modifié l’offre après vous l’avoir envoyée ; cette version ne peut donc pas être acceptée. Votre vendeur vous enverra la version actuelle.',
  },
  offerClosed: {
    status: 409,
    sl: 'Ponudba ni več odprta. Obrnite se na prodajalca.',
    en: 'The offer is no longer open. Contact your salesperson.',
    de: 'Das Angebot ist nicht mehr offen. Wenden Sie sich an Ihren Verkäufer.',
    fr: 'L’offre n’est plus ouverte. Contactez votre vendeur.',
  },
  signatureInvalid: {
    status: 400,
    sl: 'Podpisa ni bilo mogoče prebrati. Podpišite se znova ali pošljite brez podpisa.',
    en: 'The signature could not be read. Sign again or accept without a signature.',
    de: 'Die Unterschrift konnte nicht gelesen werden. Unterschreiben Sie erneut oder nehmen Sie ohne Unterschrift an.',
    fr: 'La signature n’a pas pu être lue. Signez à nouveau ou acceptez sans signature.',
  },
  notAnOffer: {
    status: 409,
    sl: 'Veljavnost ima samo ponudba.',
    en: 'Only an offer has a validity.',
    de: 'Nur ein Angebot hat eine Gültigkeit.',
    fr: 'Seule une offre a une validité.',
  },
  validUntilPast: {
    status: 400,
    sl: 'Datum veljavnosti ne sme biti v preteklosti.',
    en: 'The valid-until date must not be in the past.',
    de: 'Das Gültigkeitsdatum darf nicht in der Vergangenheit liegen.',
    fr: 'La date de validité ne doit pas être dans le passé.',
  },
});
