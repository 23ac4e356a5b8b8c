import { defineErrors } from '#server/core/app-error';

/** Errors of the terms calls; their keys are the stable codes the client gets as `detail`. */
export const TERMS_MESSAGES = defineErrors({
  termNotFound: {
    status: 404,
    sl: 'Tega pogoja ni med pogoji tega dokumenta.',
    en: 'This term is not one of this document’s terms.',
    de: 'Diese Bedingung gehört nicht zu diesem Dokument.',
    fr: 'Cette condition ne fait pas partie des conditions de ce document.',
  },
  brandPartnerMismatch: {
    status: 403,
    sl: 'Dokument ne pripada tej prodajni strani.',
    en: 'The document does not belong to this storefront.',
    de: 'Das Dokument gehört nicht zu diesem Shop.',
    fr: 'Le document n’appartient pas à cette boutique.',
  },
});
