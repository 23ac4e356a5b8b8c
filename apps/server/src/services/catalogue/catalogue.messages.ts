import { defineErrors } from '#server/core/app-error';

/** Errors of the catalogue: imports, publishes, versions and the catalogue update of a configuration. */
export const CATALOGUE_MESSAGES = defineErrors({
  invalidCatalogue: {
    status: 400,
    sl: 'Katalog ima napake ({count}); nič ni bilo uvoženo.',
    en: 'The catalogue has errors ({count}); nothing was imported.',
    de: 'Der Katalog hat Fehler ({count}); nichts wurde importiert.',
    fr: 'Le catalogue contient des erreurs ({count}) ; rien n’a été importé.',
  },
  testsFailed: {
    status: 400,
    sl: 'Testi kataloga ne uspejo ({count}); nič ni bilo uvoženo.',
    en: 'Catalogue tests fail ({count}); nothing was imported.',
    de: 'Katalogtests schlagen fehl ({count}); nichts wurde importiert.',
    fr: 'Des tests du catalogue échouent ({count}) ; rien n’a été importé.',
  },
  otherBrand: {
    status: 400,
    sl: 'Ta datoteka je katalog druge znamke; nič ni bilo uvoženo.',
    en: 'This file is the catalogue of another brand; nothing was imported.',
    de: 'Diese Datei ist der Katalog einer anderen Marke; nichts wurde importiert.',
    fr: 'Ce fichier est le catalogue d’une autre marque ; rien n’a été importé.',
  },
  invalidPrices: {
    status: 400,
    sl: 'Cenik ima napake ({count}); nič ni bilo uvoženo.',
    en: 'The price sheet has errors ({count}); nothing was imported.',
    de: 'Die Preistabelle hat Fehler ({count}); nichts wurde importiert.',
    fr: 'La feuille de prix contient des erreurs ({count}) ; rien n’a été importé.',
  },
  publishInPast: {
    status: 400,
    sl: 'Čas objave mora biti v prihodnosti.',
    en: 'A scheduled publish must be in the future.',
    de: 'Eine geplante Veröffentlichung muss in der Zukunft liegen.',
    fr: 'Une publication planifiée doit être dans le futur.',
  },
  versionNotFound: {
    status: 404,
    sl: 'Te različice kataloga ni.',
    en: 'This version of the catalogue does not exist.',
    de: 'Diese Version des Katalogs gibt es nicht.',
    fr: 'Cette version du catalogue n’existe pas.',
  },
  noCurrentVersion: {
    status: 404,
    sl: 'Ta znamka še nima objavljenega kataloga.',
    en: 'This brand has no published catalogue yet.',
    de: 'Diese Marke hat noch keinen veröffentlichten Katalog.',
    fr: 'Cette marque n’a pas encore de catalogue publié.',
  },
  brandNotFound: {
    status: 404,
    sl: 'Te znamke ni.',
    en: 'This brand does not exist.',
    de: 'Diese Marke gibt es nicht.',
    fr: 'Cette marque n’existe pas.',
  },
  importConflict: {
    status: 409,
    sl: 'Hkrati je tekel drug uvoz kataloga te znamke; ta ni bil uvožen. Preglejte različice in poskusite znova.',
    en: 'Another import of this brand’s catalogue ran at the same time; this one was not imported. Check the versions and try again.',
    de: 'Gleichzeitig lief ein anderer Import des Katalogs dieser Marke; dieser wurde nicht importiert. Prüfen Sie die Versionen und versuchen Sie es erneut.',
    fr: 'Un autre import du catalogue de cette marque a eu lieu en même temps ; celui-ci n’a pas été importé. Vérifiez les versions et réessayez.',
  },
  notAFile: {
    status: 400,
    sl: 'Zahteva ne vsebuje datoteke kataloga.',
    en: 'The request holds no catalogue file.',
    de: 'Die Anfrage enthält keine Katalogdatei.',
    fr: 'La requête ne contient aucun fichier catalogue.',
  },
  modelNotInCurrent: {
    status: 409,
    sl: 'Tega modela v trenutnem katalogu ni več; konfiguracija ostane na svoji različici.',
    en: 'This model is no longer in the current catalogue; the configuration stays on its version.',
    de: 'Dieses Modell ist nicht mehr im aktuellen Katalog; die Konfiguration bleibt bei ihrer Version.',
    fr: 'Ce modèle ne figure plus dans le catalogue actuel ; la configuration reste sur sa version.',
  },
  alreadyCurrent: {
    status: 409,
    sl: 'Konfiguracija je že na trenutnem katalogu.',
    en: 'The configuration is already on the current catalogue.',
    de: 'Die Konfiguration ist bereits auf dem aktuellen Katalog.',
    fr: 'La configuration est déjà sur le catalogue actuel.',
  },
});
