import { defineErrors } from '#server/core/app-error';

/** Errors of an offer's revisions; their keys are the stable codes the client gets as `detail` (or the field). */
export const DOCUMENT_REVISION_MESSAGES = defineErrors({
  brandPartnerMismatch: {
    status: 400,
    sl: 'BrandPartnerId: dokument ne pripada tej prodajni strani.',
    en: 'BrandPartnerId: the document does not belong to this storefront.',
    de: 'BrandPartnerId: Das Dokument gehört nicht zu diesem Shop.',
    fr: 'BrandPartnerId : le document n’appartient pas à cette boutique.',
  },
  notAnOffer: {
    status: 409,
    sl: 'Revizije ima samo ponudba.',
    en: 'Only an offer has revisions.',
    de: 'Nur ein Angebot hat Revisionen.',
    fr: 'Seule une offre a des révisions.',
  },
  tooManyRevisions: {
    status: 409,
    sl: 'Ponudba ima že 99 revizij; naredite kopijo.',
    en: 'The offer already has 99 revisions; make a copy instead.',
    de: 'Das Angebot hat bereits 99 Revisionen; erstellen Sie stattdessen eine Kopie.',
    fr: 'L’offre a déjà 99 révisions ; faites plutôt une copie.',
  },
  notARevision: {
    status: 400,
    sl: 'Dokument ni revizija te ponudbe.',
    en: 'The document is not a revision of this offer.',
    de: 'Das Dokument ist keine Revision dieses Angebots.',
    fr: 'Le document n’est pas une révision de cette offre.',
  },
});
