import { defineErrors } from '#server/core/app-error';

/** Errors of the document workspace; their keys are the stable codes the client gets as `detail` (or the field). */
export const DOCUMENT_MESSAGES = defineErrors({
  brandPartnerMismatch: {
    status: 400,
    sl: 'BrandPartnerId: dokument ne pripada tej prodajni strani.',
    en: 'BrandPartnerId: the document does not belong to this storefront.',
    de: 'BrandPartnerId: Das Dokument gehört nicht zu diesem Shop.',
    fr: 'BrandPartnerId : le document n’appartient pas à cette boutique.',
  },
  installerReadOnly: {
    status: 403,
    sl: 'Monter lahko dokument samo pregleduje, ne pa spreminja.',
    en: 'An installer may view the document but not change it.',
    de: 'Ein Monteur darf das Dokument ansehen, aber nicht ändern.',
    fr: 'Un monteur peut consulter le document mais pas le modifier.',
  },
  contactNotAvailable: {
    status: 400,
    sl: 'ContactId: ta kontakt vam ni na voljo.',
    en: 'ContactId: this contact is not available to you.',
    de: 'ContactId: Dieser Kontakt steht Ihnen nicht zur Verfügung.',
    fr: 'ContactId : ce contact ne vous est pas accessible.',
  },
  countryNotFound: {
    status: 400,
    sl: 'Izbrane države ni.',
    en: 'The chosen country does not exist.',
    de: 'Das gewählte Land gibt es nicht.',
    fr: 'Le pays choisi n’existe pas.',
  },
});
