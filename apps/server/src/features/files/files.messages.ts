import { defineErrors } from '#server/core/app-error';

/** Errors of the file download route. */
export const FILE_MESSAGES = defineErrors({
  fileLinkInvalid: {
    status: 403,
    sl: 'Povezava do datoteke ni veljavna ali je potekla.',
    en: 'The file link is not valid or has expired.',
    de: 'Der Dateilink ist ungültig oder abgelaufen.',
    fr: 'Le lien du fichier n’est pas valide ou a expiré.',
  },
  fileMissing: {
    status: 404,
    sl: 'Datoteke ni več.',
    en: 'The file no longer exists.',
    de: 'Die Datei existiert nicht mehr.',
    fr: 'Le fichier n’existe plus.',
  },
});
