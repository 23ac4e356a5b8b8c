import { defineErrors } from '#server/core/app-error';

/** Errors of print and send; their keys are the stable codes the client gets as `detail`. */
export const PRINT_MESSAGES = defineErrors({
  templateRequired: {
    status: 400,
    sl: 'Izberite predlogo za tiskanje.',
    en: 'Choose a print template.',
    de: 'Wählen Sie eine Druckvorlage.',
    fr: 'Choisissez un modèle d’impression.',
  },
  languageRequired: {
    status: 400,
    sl: 'Izberite jezik dokumenta.',
    en: 'Choose the language of the document.',
    de: 'Wählen Sie die Sprache des Dokuments.',
    fr: 'Choisissez la langue du document.',
  },
  templateUnknown: {
    status: 400,
    sl: 'Ta predloga za tiskanje ne obstaja.',
    en: 'This print template does not exist.',
    de: 'Diese Druckvorlage gibt es nicht.',
    fr: 'Ce modèle d’impression n’existe pas.',
  },
  languageUnknown: {
    status: 400,
    sl: 'Ta jezik ni na voljo.',
    en: 'This language is not available.',
    de: 'Diese Sprache ist nicht verfügbar.',
    fr: 'Cette langue n’est pas disponible.',
  },
  brandPartnerMismatch: {
    status: 403,
    sl: 'Dokument ne pripada temu prodajnemu mestu.',
    en: 'The document does not belong to this storefront.',
    de: 'Das Dokument gehört nicht zu diesem Shop.',
    fr: 'Le document n’appartient pas à cette boutique.',
  },
  contactEmailMissing: {
    status: 409,
    sl: 'Kontakt dokumenta nima e-poštnega naslova, zato ponudbe ni mogoče poslati.',
    en: 'The document’s contact has no e-mail address, so the offer cannot be sent.',
    de: 'Der Kontakt des Dokuments hat keine E-Mail-Adresse; das Angebot kann nicht versendet werden.',
    fr: 'Le contact du document n’a pas d’adresse e-mail ; l’offre ne peut pas être envoyée.',
  },
  nothingPrinted: {
    status: 409,
    sl: 'Dokument še ni bil natisnjen; najprej ga natisnite.',
    en: 'The document has not been printed yet; print it first.',
    de: 'Das Dokument wurde noch nicht gedruckt; drucken Sie es zuerst.',
    fr: 'Le document n’a pas encore été imprimé ; imprimez-le d’abord.',
  },
  generatedNotFound: {
    status: 404,
    sl: 'Ta ustvarjeni dokument ne obstaja.',
    en: 'This generated document does not exist.',
    de: 'Dieses erzeugte Dokument gibt es nicht.',
    fr: 'Ce document généré n’existe pas.',
  },
  sentNotDeletable: {
    status: 409,
    sl: 'Poslane ponudbe ni mogoče izbrisati.',
    en: 'A sent offer cannot be deleted.',
    de: 'Ein versendetes Angebot kann nicht gelöscht werden.',
    fr: 'Une offre envoyée ne peut pas être supprimée.',
  },
  fileMissing: {
    status: 404,
    sl: 'Datoteka tega dokumenta ni več na voljo.',
    en: 'The file of this document is no longer available.',
    de: 'Die Datei dieses Dokuments ist nicht mehr verfügbar.',
    fr: 'Le fichier de ce document n’est plus disponible.',
  },
  brandPartnerUnknown: {
    status: 404,
    sl: 'Prodajno mesto ne obstaja.',
    en: 'The storefront does not exist.',
    de: 'Der Shop existiert nicht.',
    fr: 'La boutique n’existe pas.',
  },
  changesFromNotARevision: {
    status: 400,
    sl: 'ShowChangesFrom: dokument ni druga revizija te ponudbe.',
    en: 'ShowChangesFrom: the document is not another revision of this offer.',
    de: 'ShowChangesFrom: Das Dokument ist keine andere Revision dieses Angebots.',
    fr: 'ShowChangesFrom : le document n’est pas une autre révision de cette offre.',
  },
  // {number}: the accepted revision's number.
  offerRevisionAccepted: {
    status: 409,
    sl: 'Stranka je že sprejela revizijo {number} te ponudbe; druge revizije ni več mogoče poslati.',
    en: 'The customer has already accepted revision {number} of this offer; another revision can no longer be sent.',
    de: 'Der Kunde hat die Revision {number} dieses Angebots bereits angenommen; eine andere Revision kann nicht mehr gesendet werden.',
    fr: 'Le client a déjà accepté la révision {number} de cette offre ; une autre révision ne peut plus être envoyée.',
  },
  // The PDF would show a state of the offer the link's acceptance check no longer finds.
  offerChangedWhilePrinting: {
    status: 409,
    sl: 'Ponudba se je med tiskanjem spremenila in ni bila poslana. Pošljite jo znova.',
    en: 'The offer changed while it was being printed and was not sent. Send it again.',
    de: 'Das Angebot wurde während des Druckens geändert und nicht gesendet. Senden Sie es erneut.',
    fr: 'L’offre a été modifiée pendant l’impression et n’a pas été envoyée. Envoyez-la à nouveau.',
  },
});
