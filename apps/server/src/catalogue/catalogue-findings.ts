import { type Language, type LocalizedText, toSafeText } from '@door/contract';
import { formatMessage } from '#server/core/app-error';

/** What lint, the catalogue tests and the importer say about a place of a catalogue file. */
export type Finding = {
  /** JSON pointer of the place (`/models/3/rules/2/param`), or a spreadsheet cell (`Prices!E14`). */
  path: string;
  severity: 'error' | 'warning';
  key: FindingKey;
  params: Record<string, string | number>;
};

const t = (en: string, sl: string, de: string, fr: string): LocalizedText => ({ sl, en, de, fr });

/** Every message a finding can carry, in the four languages; `{name}` takes the finding's parameters. */
const FINDING_MESSAGES = {
  notJson: t(
    'is not JSON ({reason})',
    'ni JSON ({reason})',
    'ist kein JSON ({reason})',
    'n’est pas du JSON ({reason})',
  ),
  tooLarge: t(
    'the file has {size} MB; a catalogue file must be smaller than 50 MB',
    'datoteka ima {size} MB; datoteka kataloga mora biti manjša od 50 MB',
    'die Datei hat {size} MB; eine Katalogdatei muss kleiner als 50 MB sein',
    'le fichier fait {size} Mo ; un fichier catalogue doit faire moins de 50 Mo',
  ),
  formatVersion: t(
    'format version {found} is not supported; this server reads format version {supported}',
    'različica zapisa {found} ni podprta; strežnik bere različico {supported}',
    'Formatversion {found} wird nicht unterstützt; dieser Server liest Version {supported}',
    'la version de format {found} n’est pas prise en charge ; ce serveur lit la version {supported}',
  ),
  required: t('is required', 'je obvezen podatek', 'ist erforderlich', 'est obligatoire'),
  wrongType: t(
    'must be of JSON type {expected}',
    'mora biti tipa JSON {expected}',
    'muss vom JSON-Typ {expected} sein',
    'doit être de type JSON {expected}',
  ),
  unknownKey: t('unknown key "{key}"', 'neznan ključ "{key}"', 'unbekannter Schlüssel "{key}"', 'clé inconnue "{key}"'),
  tooSmall: t(
    'must be at least {minimum}',
    'mora biti najmanj {minimum}',
    'muss mindestens {minimum} sein',
    'doit valoir au moins {minimum}',
  ),
  tooBig: t(
    'must be at most {maximum}',
    'mora biti največ {maximum}',
    'darf höchstens {maximum} sein',
    'doit valoir au plus {maximum}',
  ),
  tooFewItems: t(
    'needs at least {minimum} entries',
    'potrebuje vsaj {minimum} vnos(ov)',
    'braucht mindestens {minimum} Einträge',
    'demande au moins {minimum} entrées',
  ),
  emptyText: t('must not be empty', 'ne sme biti prazno', 'darf nicht leer sein', 'ne doit pas être vide'),
  tooLong: t(
    'is longer than {maximum} characters',
    'je daljše od {maximum} znakov',
    'ist länger als {maximum} Zeichen',
    'dépasse {maximum} caractères',
  ),
  notInteger: t(
    'must be a whole number',
    'mora biti celo število',
    'muss eine ganze Zahl sein',
    'doit être un nombre entier',
  ),
  notOneOf: t(
    'must be one of {options}',
    'mora biti ena od vrednosti {options}',
    'muss einer der Werte {options} sein',
    'doit être l’une des valeurs {options}',
  ),
  badCode: t(
    'is not a valid code (letters, digits, "_", "." or "-", starting with a letter or digit, at most 60)',
    'ni veljavna koda (črke, števke, "_", "." ali "-", na začetku črka ali števka, največ 60)',
    'ist kein gültiger Code (Buchstaben, Ziffern, "_", "." oder "-", am Anfang ein Buchstabe oder eine Ziffer, höchstens 60)',
    'n’est pas un code valide (lettres, chiffres, « _ », « . » ou « - », commençant par une lettre ou un chiffre, 60 au plus)',
  ),
  badColour: t(
    'is not a colour #RRGGBB',
    'ni barva v obliki #RRGGBB',
    'ist keine Farbe im Format #RRGGBB',
    'n’est pas une couleur #RRGGBB',
  ),
  badGuid: t('is not a GUID', 'ni GUID', 'ist keine GUID', 'n’est pas un GUID'),
  badSelectionRef: t(
    'must be "category:value"',
    'mora biti v obliki "kategorija:vrednost"',
    'muss die Form "Kategorie:Wert" haben',
    'doit avoir la forme « catégorie:valeur »',
  ),
  badCondition: t(
    'is not a condition (all, any, not, param with in, tag, gte or lte, or modelTag)',
    'ni pogoj (all, any, not, param z in, tag, gte ali lte, ali modelTag)',
    'ist keine Bedingung (all, any, not, param mit in, tag, gte oder lte, oder modelTag)',
    'n’est pas une condition (all, any, not, param avec in, tag, gte ou lte, ou modelTag)',
  ),
  badNumber: t(
    'is not a number nor {"param", "times", "plus"}',
    'ni število niti {"param", "times", "plus"}',
    'ist weder eine Zahl noch {"param", "times", "plus"}',
    'n’est ni un nombre ni {"param", "times", "plus"}',
  ),
  unsafeText: t(
    'must not contain control characters (such as NUL) or unpaired surrogates',
    'ne sme vsebovati kontrolnih znakov (kot je NUL) ali nesparjenih nadomestnih znakov',
    'darf keine Steuerzeichen (wie NUL) und keine unvollständigen Surrogate enthalten',
    'ne doit contenir ni caractère de contrôle (comme NUL) ni demi-caractère de substitution isolé',
  ),
  conditionTooDeep: t(
    'nests conditions deeper than {maximum} levels',
    'gnezdi pogoje globlje od {maximum} ravni',
    'verschachtelt Bedingungen tiefer als {maximum} Ebenen',
    'imbrique des conditions sur plus de {maximum} niveaux',
  ),
  numberOutOfBounds: t(
    'must lie within {minimum} and {maximum} (the range the configurator computes exactly)',
    'mora biti med {minimum} in {maximum} (obseg, ki ga konfigurator izračuna natančno)',
    'muss zwischen {minimum} und {maximum} liegen (der Bereich, den der Konfigurator exakt rechnet)',
    'doit être compris entre {minimum} et {maximum} (la plage que le configurateur calcule exactement)',
  ),
  badRuleKind: t(
    'unknown rule kind "{kind}" (enable, allow, range, default, price or part)',
    'neznana vrsta pravila "{kind}" (enable, allow, range, default, price ali part)',
    'unbekannte Regelart "{kind}" (enable, allow, range, default, price oder part)',
    'type de règle inconnu « {kind} » (enable, allow, range, default, price ou part)',
  ),
  badPriceTerm: t(
    'unknown price term "{type}" (fixed, perM2, perMmOver or percent)',
    'neznana cenovna postavka "{type}" (fixed, perM2, perMmOver ali percent)',
    'unbekannter Preisbestandteil "{type}" (fixed, perM2, perMmOver oder percent)',
    'terme de prix inconnu « {type} » (fixed, perM2, perMmOver ou percent)',
  ),
  gteOrLte: t('needs gte or lte', 'potrebuje gte ali lte', 'braucht gte oder lte', 'demande gte ou lte'),
  invalid: t('is not valid', 'ni veljavno', 'ist ungültig', 'n’est pas valide'),
  duplicate: t(
    'duplicate code "{code}" (also at {other})',
    'podvojena koda "{code}" (tudi pri {other})',
    'doppelter Code "{code}" (auch bei {other})',
    'code en double « {code} » (aussi à {other})',
  ),
  unknownCategory: t(
    'unknown category "{code}"',
    'neznana kategorija "{code}"',
    'unbekannte Kategorie "{code}"',
    'catégorie inconnue « {code} »',
  ),
  categoryCycle: t(
    'categories nest in a circle ({codes})',
    'kategorije so vgnezdene v krogu ({codes})',
    'Kategorien sind im Kreis verschachtelt ({codes})',
    'les catégories s’imbriquent en cercle ({codes})',
  ),
  unknownParameter: t(
    'unknown parameter "{code}"',
    'neznan parameter "{code}"',
    'unbekannter Parameter "{code}"',
    'paramètre inconnu « {code} »',
  ),
  notModelParameter: t(
    'model {model} has no parameter "{code}"',
    'model {model} nima parametra "{code}"',
    'Modell {model} hat keinen Parameter "{code}"',
    'le modèle {model} n’a pas de paramètre « {code} »',
  ),
  unknownValue: t(
    'parameter "{param}" has no value "{code}"',
    'parameter "{param}" nima vrednosti "{code}"',
    'Parameter "{param}" hat keinen Wert "{code}"',
    'le paramètre « {param} » n’a pas de valeur « {code} »',
  ),
  valueNotOffered: t(
    'model {model} does not offer value "{code}" of parameter "{param}"',
    'model {model} ne ponuja vrednosti "{code}" parametra "{param}"',
    'Modell {model} bietet den Wert "{code}" des Parameters "{param}" nicht an',
    'le modèle {model} ne propose pas la valeur « {code} » du paramètre « {param} »',
  ),
  unknownTag: t(
    'no value of parameter "{param}" carries the tag "{tag}"',
    'nobena vrednost parametra "{param}" nima oznake "{tag}"',
    'kein Wert des Parameters "{param}" trägt das Tag "{tag}"',
    'aucune valeur du paramètre « {param} » ne porte l’étiquette « {tag} »',
  ),
  unknownModelTag: t(
    'no model carries the tag "{tag}"',
    'noben model nima oznake "{tag}"',
    'kein Modell trägt das Tag "{tag}"',
    'aucun modèle ne porte l’étiquette « {tag} »',
  ),
  unknownSelection: t(
    'unknown selection value "{ref}"',
    'neznana vrednost izbire "{ref}"',
    'unbekannter Auswahlwert "{ref}"',
    'valeur de sélection inconnue « {ref} »',
  ),
  unknownRuleSet: t(
    'unknown rule set "{code}"',
    'neznan nabor pravil "{code}"',
    'unbekannter Regelsatz "{code}"',
    'jeu de règles inconnu « {code} »',
  ),
  unknownModel: t(
    'unknown model "{code}"',
    'neznan model "{code}"',
    'unbekanntes Modell "{code}"',
    'modèle inconnu « {code} »',
  ),
  unknownPriceRule: t(
    'the model has no price rule "{code}"',
    'model nima cenovnega pravila "{code}"',
    'das Modell hat keine Preisregel "{code}"',
    'le modèle n’a pas de règle de prix « {code} »',
  ),
  unknownPart: t(
    'unknown parent part "{code}"',
    'neznan nadrejeni del "{code}"',
    'unbekanntes übergeordnetes Teil "{code}"',
    'pièce parente inconnue « {code} »',
  ),
  needsList: t(
    'parameter "{param}" is not a list (it is {dataType})',
    'parameter "{param}" ni seznam (je {dataType})',
    'Parameter "{param}" ist keine Liste (er ist {dataType})',
    'le paramètre « {param} » n’est pas une liste (il est {dataType})',
  ),
  needsNumeric: t(
    'parameter "{param}" is not numeric (it is {dataType})',
    'parameter "{param}" ni številski (je {dataType})',
    'Parameter "{param}" ist nicht numerisch (er ist {dataType})',
    'le paramètre « {param} » n’est pas numérique (il est {dataType})',
  ),
  numericRange: t(
    'numeric parameter "{param}" needs one value with min and max',
    'številski parameter "{param}" potrebuje eno vrednost z min in max',
    'der numerische Parameter "{param}" braucht einen Wert mit min und max',
    'le paramètre numérique « {param} » demande une valeur avec min et max',
  ),
  noValues: t(
    'list parameter "{param}" has no values',
    'seznamski parameter "{param}" nima vrednosti',
    'der Listenparameter "{param}" hat keine Werte',
    'le paramètre liste « {param} » n’a aucune valeur',
  ),
  manyDefaults: t(
    'parameter "{param}" has more than one default value',
    'parameter "{param}" ima več kot eno privzeto vrednost',
    'Parameter "{param}" hat mehr als einen Standardwert',
    'le paramètre « {param} » a plus d’une valeur par défaut',
  ),
  rangeInverted: t(
    'min {min} is above max {max}',
    'min {min} je večji od max {max}',
    'min {min} liegt über max {max}',
    'min {min} dépasse max {max}',
  ),
  defaultOutOfRange: t(
    'default {value} of parameter "{param}" is outside {min}..{max}',
    'privzeta vrednost {value} parametra "{param}" je zunaj {min}..{max}',
    'Standardwert {value} des Parameters "{param}" liegt außerhalb {min}..{max}',
    'la valeur par défaut {value} du paramètre « {param} » est hors de {min}..{max}',
  ),
  defaultNotNumber: t(
    'default "{value}" of numeric parameter "{param}" is not a number',
    'privzeta vrednost "{value}" številskega parametra "{param}" ni število',
    'Standardwert "{value}" des numerischen Parameters "{param}" ist keine Zahl',
    'la valeur par défaut « {value} » du paramètre numérique « {param} » n’est pas un nombre',
  ),
  defaultNotValue: t(
    'default "{value}" is not a value the model offers',
    'privzeta vrednost "{value}" ni vrednost, ki jo model ponuja',
    'Standardwert "{value}" ist kein Wert, den das Modell anbietet',
    'la valeur par défaut « {value} » n’est pas proposée par le modèle',
  ),
  defaultForbidden: t(
    'model {model}: the default value "{value}" of parameter "{param}" is forbidden by its own rules: {reason}',
    'model {model}: privzeto vrednost "{value}" parametra "{param}" prepovedujejo njegova pravila: {reason}',
    'Modell {model}: den Standardwert "{value}" des Parameters "{param}" verbieten seine eigenen Regeln: {reason}',
    'modèle {model} : la valeur par défaut « {value} » du paramètre « {param} » est interdite par ses propres règles : {reason}',
  ),
  ruleCycle: t(
    'model {model}: rules depend on each other in a circle among parameters {params}, so propagation cannot settle',
    'model {model}: pravila so odvisna druga od drugega v krogu med parametri {params}, zato se izbire ne morejo ustaliti',
    'Modell {model}: Regeln hängen im Kreis voneinander ab (Parameter {params}), die Auswahl kann sich nicht einpendeln',
    'modèle {model} : les règles dépendent les unes des autres en cercle (paramètres {params}), la propagation ne peut se stabiliser',
  ),
  selfDependency: t(
    'the rule makes parameter "{param}" depend on itself',
    'pravilo naredi parameter "{param}" odvisen od samega sebe',
    'die Regel macht Parameter "{param}" von sich selbst abhängig',
    'la règle rend le paramètre « {param} » dépendant de lui-même',
  ),
  unreachableParameter: t(
    'model {model}: parameter "{param}" can never be enabled (rule "{rule}" never holds)',
    'model {model}: parametra "{param}" ni mogoče nikoli omogočiti (pravilo "{rule}" nikoli ne velja)',
    'Modell {model}: Parameter "{param}" kann nie aktiv werden (Regel "{rule}" trifft nie zu)',
    'modèle {model} : le paramètre « {param} » ne peut jamais être activé (la règle « {rule} » ne s’applique jamais)',
  ),
  unreachableValue: t(
    'model {model}: value "{value}" of parameter "{param}" can never be chosen (rule "{rule}" never holds)',
    'model {model}: vrednosti "{value}" parametra "{param}" ni mogoče nikoli izbrati (pravilo "{rule}" nikoli ne velja)',
    'Modell {model}: Wert "{value}" des Parameters "{param}" ist nie wählbar (Regel "{rule}" trifft nie zu)',
    'modèle {model} : la valeur « {value} » du paramètre « {param} » ne peut jamais être choisie (la règle « {rule} » ne s’applique jamais)',
  ),
  notReachedParameter: t(
    'model {model}: parameter "{param}" was never enabled in {states} explored configurations',
    'model {model}: parameter "{param}" ni bil omogočen v nobeni od {states} preizkušenih konfiguracij',
    'Modell {model}: Parameter "{param}" war in {states} untersuchten Konfigurationen nie aktiv',
    'modèle {model} : le paramètre « {param} » n’a jamais été actif dans {states} configurations explorées',
  ),
  notReachedValue: t(
    'model {model}: value "{value}" of parameter "{param}" was never allowed in {states} explored configurations',
    'model {model}: vrednost "{value}" parametra "{param}" ni bila dovoljena v nobeni od {states} preizkušenih konfiguracij',
    'Modell {model}: Wert "{value}" des Parameters "{param}" war in {states} untersuchten Konfigurationen nie erlaubt',
    'modèle {model} : la valeur « {value} » du paramètre « {param} » n’a jamais été autorisée dans {states} configurations explorées',
  ),
  deadEnd: t(
    'dead end in model {model}: parameter "{param}" has no allowed value after {choices}',
    'slepa ulica v modelu {model}: parameter "{param}" nima dovoljene vrednosti po izbirah {choices}',
    'Sackgasse in Modell {model}: Parameter "{param}" hat nach {choices} keinen erlaubten Wert',
    'impasse dans le modèle {model} : le paramètre « {param} » n’a aucune valeur autorisée après {choices}',
  ),
  deadEndAtDefault: t(
    'dead end in model {model}: parameter "{param}" has no allowed value in the default configuration',
    'slepa ulica v modelu {model}: parameter "{param}" v privzeti konfiguraciji nima dovoljene vrednosti',
    'Sackgasse in Modell {model}: Parameter "{param}" hat in der Standardkonfiguration keinen erlaubten Wert',
    'impasse dans le modèle {model} : le paramètre « {param} » n’a aucune valeur autorisée dans la configuration par défaut',
  ),
  deadEndRange: t(
    'dead end in model {model}: the rules leave parameter "{param}" no number (min {min} > max {max}) after {choices}',
    'slepa ulica v modelu {model}: pravila parametru "{param}" ne pustijo nobenega števila (min {min} > max {max}) po izbirah {choices}',
    'Sackgasse in Modell {model}: die Regeln lassen Parameter "{param}" keine Zahl (min {min} > max {max}) nach {choices}',
    'impasse dans le modèle {model} : les règles ne laissent aucun nombre au paramètre « {param} » (min {min} > max {max}) après {choices}',
  ),
  deadEndRangeAtDefault: t(
    'dead end in model {model}: the rules leave parameter "{param}" no number (min {min} > max {max}) in the default configuration',
    'slepa ulica v modelu {model}: pravila parametru "{param}" v privzeti konfiguraciji ne pustijo nobenega števila (min {min} > max {max})',
    'Sackgasse in Modell {model}: die Regeln lassen Parameter "{param}" in der Standardkonfiguration keine Zahl (min {min} > max {max})',
    'impasse dans le modèle {model} : les règles ne laissent aucun nombre au paramètre « {param} » dans la configuration par défaut (min {min} > max {max})',
  ),
  missingText: t(
    'the {language} text is missing',
    'manjka besedilo v jeziku {language}',
    'der Text auf {language} fehlt',
    'le texte en {language} manque',
  ),
  missingPrice: t(
    'value "{value}" has no price, in a category that shows prices',
    'vrednost "{value}" nima cene, kategorija pa prikazuje cene',
    'Wert "{value}" hat keinen Preis, in einer Kategorie, die Preise zeigt',
    'la valeur « {value} » n’a pas de prix, dans une catégorie qui affiche les prix',
  ),
  unknownDrawingRole: t(
    'unknown drawing role "{role}"; the roles are {roles}',
    'neznana vloga na risbi "{role}"; vloge so {roles}',
    'unbekannte Zeichnungsrolle "{role}"; die Rollen sind {roles}',
    'rôle de dessin inconnu « {role} » ; les rôles sont {roles}',
  ),
  drawingRoleType: t(
    'the drawing role "{role}" needs a parameter of type {types}, not {dataType}',
    'vloga na risbi "{role}" potrebuje parameter tipa {types}, ne {dataType}',
    'die Zeichnungsrolle "{role}" braucht einen Parameter vom Typ {types}, nicht {dataType}',
    'le rôle de dessin « {role} » demande un paramètre de type {types}, pas {dataType}',
  ),
  drawingRoleTwice: t(
    'model {model} has two parameters with the drawing role "{role}": "{first}" and "{param}"',
    'model {model} ima dva parametra z vlogo na risbi "{role}": "{first}" in "{param}"',
    'Modell {model} hat zwei Parameter mit der Zeichnungsrolle "{role}": "{first}" und "{param}"',
    'le modèle {model} a deux paramètres avec le rôle de dessin « {role} » : « {first} » et « {param} »',
  ),
  drawingKindMissing: t(
    'value "{value}" of parameter "{param}" (drawing role "{role}") names no drawing kind; one of {kinds}',
    'vrednost "{value}" parametra "{param}" (vloga na risbi "{role}") ne navede vrste na risbi; ena od {kinds}',
    'Wert "{value}" des Parameters "{param}" (Zeichnungsrolle "{role}") nennt keine Zeichnungsart; eine von {kinds}',
    'la valeur « {value} » du paramètre « {param} » (rôle de dessin « {role} ») ne nomme aucun type de dessin ; l’un de {kinds}',
  ),
  unknownDrawingKind: t(
    'unknown drawing kind "{kind}" for the role "{role}"; the kinds are {kinds}',
    'neznana vrsta na risbi "{kind}" za vlogo "{role}"; vrste so {kinds}',
    'unbekannte Zeichnungsart "{kind}" für die Rolle "{role}"; die Arten sind {kinds}',
    'type de dessin inconnu « {kind} » pour le rôle « {role} » ; les types sont {kinds}',
  ),
  drawingKindWithoutRole: t(
    'value "{value}" names the drawing kind "{kind}", but parameter "{param}" has no role whose values draw kinds',
    'vrednost "{value}" navede vrsto na risbi "{kind}", parameter "{param}" pa nima vloge, katere vrednosti rišejo vrste',
    'Wert "{value}" nennt die Zeichnungsart "{kind}", aber Parameter "{param}" hat keine Rolle, deren Werte Arten zeichnen',
    'la valeur « {value} » nomme le type de dessin « {kind} », mais le paramètre « {param} » n’a pas de rôle dont les valeurs dessinent des types',
  ),
  drawingColourMissing: t(
    'value "{value}" has no colour: the drawing shows the default colour for the role "{role}"',
    'vrednost "{value}" nima barve: risba pokaže privzeto barvo za vlogo "{role}"',
    'Wert "{value}" hat keine Farbe: die Zeichnung zeigt für die Rolle "{role}" die Standardfarbe',
    'la valeur « {value} » n’a pas de couleur : le dessin montre la couleur par défaut du rôle « {role} »',
  ),
  brandNameBlank: t(
    'the brand has no name: a new brand is named by brand.name',
    'znamka nima imena: novo znamko poimenuje brand.name',
    'die Marke hat keinen Namen: eine neue Marke wird nach brand.name benannt',
    'la marque n’a pas de nom : une nouvelle marque est nommée par brand.name',
  ),
  brandMismatch: t(
    'this file is the catalogue of "{file}", not of "{brand}"',
    'ta datoteka je katalog znamke "{file}", ne "{brand}"',
    'diese Datei ist der Katalog von "{file}", nicht von "{brand}"',
    'ce fichier est le catalogue de « {file} », pas de « {brand} »',
  ),
  testChangeRefused: t(
    'test "{test}": change {step} ({param} = {value}) is refused: {reason}',
    'test "{test}": sprememba {step} ({param} = {value}) je zavrnjena: {reason}',
    'Test "{test}": Änderung {step} ({param} = {value}) wird abgelehnt: {reason}',
    'test « {test} » : le changement {step} ({param} = {value}) est refusé : {reason}',
  ),
  missingPicture: t(
    'the picture "{key}" is not uploaded (upload it in the workbench, then name the key it gives)',
    'slika "{key}" ni naložena (naložite jo v delavnici in vpišite ključ, ki ga dobite)',
    'das Bild "{key}" ist nicht hochgeladen (laden Sie es in der Werkbank hoch und tragen Sie den erhaltenen Schlüssel ein)',
    'l’image « {key} » n’est pas téléversée (téléversez-la dans l’atelier, puis indiquez la clé obtenue)',
  ),
  previewChangeRefused: t(
    'change {step} ({param} = {value}) is refused: {reason}',
    'sprememba {step} ({param} = {value}) je zavrnjena: {reason}',
    'Änderung {step} ({param} = {value}) wird abgelehnt: {reason}',
    'le changement {step} ({param} = {value}) est refusé : {reason}',
  ),
  testChoice: t(
    'test "{test}": expected {param} = {expected}, got {actual}',
    'test "{test}": pričakovano {param} = {expected}, dobljeno {actual}',
    'Test "{test}": erwartet {param} = {expected}, erhalten {actual}',
    'test « {test} » : attendu {param} = {expected}, obtenu {actual}',
  ),
  testAllowed: t(
    'test "{test}": expected the allowed values of {param} to be {expected}, got {actual}',
    'test "{test}": pričakovane dovoljene vrednosti {param} so {expected}, dobljene {actual}',
    'Test "{test}": erwartete erlaubte Werte von {param}: {expected}, erhalten {actual}',
    'test « {test} » : valeurs autorisées attendues de {param} : {expected}, obtenues {actual}',
  ),
  testEnabled: t(
    'test "{test}": expected parameter "{param}" to be enabled',
    'test "{test}": pričakovano, da je parameter "{param}" omogočen',
    'Test "{test}": Parameter "{param}" sollte aktiv sein',
    'test « {test} » : le paramètre « {param} » devrait être actif',
  ),
  testDisabled: t(
    'test "{test}": expected parameter "{param}" to be disabled',
    'test "{test}": pričakovano, da je parameter "{param}" onemogočen',
    'Test "{test}": Parameter "{param}" sollte inaktiv sein',
    'test « {test} » : le paramètre « {param} » devrait être inactif',
  ),
  testPrice: t(
    'test "{test}": expected the price {expected} cents, got {actual} cents',
    'test "{test}": pričakovana cena {expected} centov, dobljena {actual} centov',
    'Test "{test}": erwarteter Preis {expected} Cent, erhalten {actual} Cent',
    'test « {test} » : prix attendu {expected} centimes, obtenu {actual} centimes',
  ),
  testPriceTerm: t(
    'test "{test}": expected the price term of rule "{rule}" to be {expected} cents, got {actual} cents',
    'test "{test}": pričakovana cenovna postavka pravila "{rule}" {expected} centov, dobljena {actual} centov',
    'Test "{test}": erwarteter Preisbestandteil der Regel "{rule}" {expected} Cent, erhalten {actual} Cent',
    'test « {test} » : terme de prix attendu de la règle « {rule} » {expected} centimes, obtenu {actual} centimes',
  ),
  testPart: t(
    'test "{test}": expected part {part} in the parts tree',
    'test "{test}": pričakovan del {part} v kosovnici',
    'Test "{test}": Teil {part} fehlt in der Stückliste',
    'test « {test} » : la pièce {part} manque dans la nomenclature',
  ),
  testAbsentPart: t(
    'test "{test}": expected no part {part} in the parts tree',
    'test "{test}": del {part} ne bi smel biti v kosovnici',
    'Test "{test}": Teil {part} sollte nicht in der Stückliste sein',
    'test « {test} » : la pièce {part} ne devrait pas être dans la nomenclature',
  ),
  testMessage: t(
    'test "{test}": expected the message to contain "{expected}", it was "{actual}"',
    'test "{test}": pričakovano sporočilo s "{expected}", bilo je "{actual}"',
    'Test "{test}": die Meldung sollte "{expected}" enthalten, sie war "{actual}"',
    'test « {test} » : le message devrait contenir « {expected} », il était « {actual} »',
  ),
  priceNotNumber: t('is not a number', 'ni število', 'ist keine Zahl', 'n’est pas un nombre'),
  priceNegative: t(
    'a price may not be negative',
    'cena ne sme biti negativna',
    'ein Preis darf nicht negativ sein',
    'un prix ne peut pas être négatif',
  ),
  priceDecimals: t(
    'has more than 2 decimals',
    'ima več kot 2 decimalki',
    'hat mehr als 2 Nachkommastellen',
    'a plus de 2 décimales',
  ),
  priceUnknownRow: t(
    'no price of the catalogue is at {what}',
    'v katalogu ni cene za {what}',
    'im Katalog gibt es keinen Preis für {what}',
    'le catalogue n’a pas de prix pour {what}',
  ),
  priceDuplicateRow: t(
    'this price is already in row {row}',
    'ta cena je že v vrstici {row}',
    'dieser Preis steht schon in Zeile {row}',
    'ce prix figure déjà à la ligne {row}',
  ),
  priceSheetLayout: t(
    'is not a price sheet of the catalogue command ({reason})',
    'ni cenik ukaza catalogue ({reason})',
    'ist keine Preistabelle des catalogue-Befehls ({reason})',
    'n’est pas une feuille de prix de la commande catalogue ({reason})',
  ),
  priceVersionUnknown: t(
    'the sheet was exported from version {version}, which this brand does not have',
    'cenik je bil izvožen iz različice {version}, ki je ta znamka nima',
    'die Tabelle stammt aus Version {version}, die es für diese Marke nicht gibt',
    'la feuille provient de la version {version}, que cette marque n’a pas',
  ),
} as const;

/** A kind of finding; its message is in FINDING_MESSAGES. */
export type FindingKey = keyof typeof FINDING_MESSAGES;

const LANGUAGE_NAMES: Record<Language, LocalizedText> = {
  sl: t('Slovenian', 'slovenščina', 'Slowenisch', 'slovène'),
  en: t('English', 'angleščina', 'Englisch', 'anglais'),
  de: t('German', 'nemščina', 'Deutsch', 'allemand'),
  fr: t('French', 'francoščina', 'Französisch', 'français'),
};

const ALIKE: Record<Language, (count: number) => string> = {
  sl: (count) => {
    const rest = count % 100;
    const noun =
      rest === 1
        ? 'podoben model'
        : rest === 2
          ? 'podobna modela'
          : rest === 3 || rest === 4
            ? 'podobni modeli'
            : 'podobnih modelov';
    return ` (in ${count} ${noun})`;
  },
  en: (count) => ` (and ${count} ${count === 1 ? 'model' : 'models'} alike)`,
  de: (count) => ` (und ${count} gleichartige ${count === 1 ? 'Modell' : 'Modelle'})`,
  fr: (count) => ` (et ${count} ${count === 1 ? 'modèle semblable' : 'modèles semblables'})`,
};

/** Makes a finding. */
export const finding = (
  path: string,
  key: FindingKey,
  params: Record<string, string | number> = {},
  severity: Finding['severity'] = 'error',
): Finding => ({
  // A file's refused text (a key with NUL, a rule kind with a lone surrogate) is echoed back readable and storable.
  path: toSafeText(path),
  severity,
  key,
  params: Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, typeof value === 'string' ? toSafeText(value) : value]),
  ),
});

/** The message of a finding in a language. */
export const findingMessage = (item: Finding, lang: Language): string => {
  const params = { ...item.params };
  if (item.key === 'missingText' && typeof params.language === 'string') {
    params.language = LANGUAGE_NAMES[params.language as Language]?.[lang] ?? params.language;
  }
  // The engine checks explore models that behave alike once; the finding says how many more it stands for.
  if (typeof params.alike === 'number' && typeof params.model === 'string') {
    params.model = `${params.model}${ALIKE[lang](params.alike)}`;
  }
  return formatMessage(FINDING_MESSAGES[item.key], params)[lang];
};

/** One line of the command's output: `path: message` (a warning says so). */
export const findingLine = (item: Finding, lang: Language = 'en'): string =>
  `${item.path}: ${item.severity === 'warning' ? 'warning: ' : ''}${findingMessage(item, lang)}`;

/** Whether any finding is an error. */
export const hasErrors = (findings: readonly Finding[]): boolean => findings.some((item) => item.severity === 'error');

/** Escapes a key for a JSON pointer (RFC 6901). */
export const pointerPart = (key: string | number): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');

/** A JSON pointer from its parts. */
export const pointer = (...parts: (string | number)[]): string => parts.map((part) => `/${pointerPart(part)}`).join('');
