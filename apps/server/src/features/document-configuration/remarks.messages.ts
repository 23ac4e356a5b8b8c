import { defineErrors } from '#server/core/app-error';

/** Errors of the remark calls; their keys are the stable codes the client gets as `detail` (or the field). */
export const REMARK_MESSAGES = defineErrors({
  remarkRoleForbidden: {
    status: 403,
    sl: 'Prodajne opombe lahko pišejo le prodajniki, monterske le monterji.',
    en: 'Sales remarks can be written only by sales staff, installer remarks only by installers.',
    de: 'Verkaufsbemerkungen können nur Verkäufer schreiben, Monteurbemerkungen nur Monteure.',
    fr: 'Seuls les vendeurs peuvent écrire des remarques de vente, seuls les installateurs des remarques d’installation.',
  },
  remarkDeleteForbidden: {
    status: 403,
    sl: 'Te opombe ne morete izbrisati.',
    en: 'You cannot delete this remark.',
    de: 'Sie können diese Bemerkung nicht löschen.',
    fr: 'Vous ne pouvez pas supprimer cette remarque.',
  },
  remarkNotFound: {
    status: 404,
    sl: 'Opombe ni mogoče najti.',
    en: 'The remark was not found.',
    de: 'Die Bemerkung wurde nicht gefunden.',
    fr: 'La remarque est introuvable.',
  },
  notAnImage: {
    status: 400,
    sl: 'Datoteka ni slika (dovoljene so JPG, BMP in PNG).',
    en: 'The file is not an image (JPG, BMP and PNG are allowed).',
    de: 'Die Datei ist kein Bild (erlaubt sind JPG, BMP und PNG).',
    fr: 'Le fichier n’est pas une image (JPG, BMP et PNG sont acceptés).',
  },
  imageTooLarge: {
    status: 400,
    sl: 'Slika je večja od 10 MB.',
    en: 'The image is larger than 10 MB.',
    de: 'Das Bild ist größer als 10 MB.',
    fr: 'L’image dépasse 10 Mo.',
  },
  imageNotStored: {
    status: 503,
    sl: 'Slike trenutno ni mogoče shraniti. Poskusite znova.',
    en: 'The image cannot be stored at the moment. Please try again.',
    de: 'Das Bild kann derzeit nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    fr: 'L’image ne peut pas être enregistrée pour le moment. Veuillez réessayer.',
  },
});
