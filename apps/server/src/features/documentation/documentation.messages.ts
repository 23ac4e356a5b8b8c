import { defineErrors } from '../../core/app-error';

/** Errors of the technical documentation; their keys are the stable codes the client gets as `detail`. */
export const DOCUMENTATION_MESSAGES = defineErrors({
  generating: {
    status: 409,
    sl: 'Tehnična dokumentacija se že pripravlja.',
    en: 'The technical documentation is already being generated.',
    de: 'Die technische Dokumentation wird bereits erstellt.',
    fr: 'La documentation technique est déjà en cours de génération.',
  },
  oemOnly: {
    status: 403,
    sl: 'Posebno dokumentacijo lahko zahtevajo in naložijo le uporabniki proizvajalca (OEM).',
    en: 'Only manufacturer (OEM) users may request and load special documentation.',
    de: 'Nur Benutzer des Herstellers (OEM) dürfen Sonderdokumentation anfordern und laden.',
    fr: 'Seuls les utilisateurs du fabricant (OEM) peuvent demander et charger la documentation spéciale.',
  },
  specialAlreadyRequested: {
    status: 409,
    sl: 'Posebna dokumentacija je že zahtevana in še ni naložena.',
    en: 'Special documentation has already been requested and is not loaded yet.',
    de: 'Sonderdokumentation wurde bereits angefordert und ist noch nicht geladen.',
    fr: 'La documentation spéciale a déjà été demandée et n’est pas encore chargée.',
  },
  noSpecialRequest: {
    status: 409,
    sl: 'Za to konfiguracijo ni odprte zahteve za posebno dokumentacijo.',
    en: 'There is no open request for special documentation of this configuration.',
    de: 'Für diese Konfiguration gibt es keine offene Anforderung von Sonderdokumentation.',
    fr: 'Il n’y a pas de demande ouverte de documentation spéciale pour cette configuration.',
  },
  noSpecialFiles: {
    status: 400,
    sl: 'Najprej naložite inženirske datoteke posebne dokumentacije.',
    en: 'Upload the engineering files of the special documentation first.',
    de: 'Laden Sie zuerst die Konstruktionsdateien der Sonderdokumentation hoch.',
    fr: 'Téléversez d’abord les fichiers d’ingénierie de la documentation spéciale.',
  },
  fileTooLarge: {
    status: 413,
    sl: 'Datoteka je večja od 25 MB.',
    en: 'The file is larger than 25 MB.',
    de: 'Die Datei ist größer als 25 MB.',
    fr: 'Le fichier dépasse 25 Mo.',
  },
  fileTypeRefused: {
    status: 400,
    sl: 'Vrsta datoteke ni dovoljena ali se ne ujema s končnico (PDF, slika, DWG, DXF, STEP, ZIP ali Office).',
    en: 'The file type is not allowed or does not match its extension (PDF, image, DWG, DXF, STEP, ZIP or Office).',
    de: 'Der Dateityp ist nicht erlaubt oder passt nicht zur Endung (PDF, Bild, DWG, DXF, STEP, ZIP oder Office).',
    fr: 'Le type de fichier n’est pas autorisé ou ne correspond pas à son extension (PDF, image, DWG, DXF, STEP, ZIP ou Office).',
  },
  notBase64: {
    status: 400,
    sl: 'Base64File: datoteka ni v zapisu base64.',
    en: 'Base64File: the file is not base64.',
    de: 'Base64File: Die Datei ist nicht in Base64 kodiert.',
    fr: 'Base64File : le fichier n’est pas en base64.',
  },
  urlInvalid: {
    status: 400,
    sl: 'Url: vnesite spletni naslov (http ali https).',
    en: 'Url: enter a web address (http or https).',
    de: 'Url: Geben Sie eine Webadresse ein (http oder https).',
    fr: 'Url : saisissez une adresse web (http ou https).',
  },
  itemNotFound: {
    status: 404,
    sl: 'Dokumentacije ni mogoče najti.',
    en: 'The documentation item was not found.',
    de: 'Das Dokumentationselement wurde nicht gefunden.',
    fr: 'L’élément de documentation est introuvable.',
  },
  generatedNotDeletable: {
    status: 409,
    sl: 'Ustvarjene dokumentacije ni mogoče brisati, dokler se pripravlja nova.',
    en: 'Generated documentation cannot be deleted while new documentation is being generated.',
    de: 'Erstellte Dokumentation kann nicht gelöscht werden, während neue erstellt wird.',
    fr: 'La documentation générée ne peut pas être supprimée pendant la génération d’une nouvelle.',
  },
  modelUnavailable: {
    status: 409,
    sl: 'Model konfiguracije ni več v katalogu.',
    en: 'The configuration’s model is no longer in the catalogue.',
    de: 'Das Modell der Konfiguration ist nicht mehr im Katalog.',
    fr: 'Le modèle de la configuration n’est plus au catalogue.',
  },
});
