import type { DataType, LocalizedText } from '@door/contract';

/** A text in sl, en, de and fr. */
export const t = (sl: string, en: string, de: string, fr: string): LocalizedText => ({ sl, en, de, fr });

/** A parameter category of the demo catalogue. */
export type DemoCategory = {
  code: string;
  parent?: string;
  names: LocalizedText;
  order: number;
  showZeroPrices: boolean;
};

/** A value of a demo parameter. */
export type DemoValue = {
  code: string;
  names: LocalizedText;
  value?: string;
  priceCents?: number;
  image?: boolean;
  isDefault?: boolean;
  tags?: string[];
  color?: string;
  intValue?: number;
  min?: number;
  max?: number;
};

/** A parameter of the demo catalogue. */
export type DemoParameter = {
  code: string;
  dataType: DataType;
  names: LocalizedText;
  titles: LocalizedText;
  category: string;
  order: number;
  showPicture?: boolean;
  values: DemoValue[];
};

/** The demo parameter categories: six top-level categories and a nested glazing category. */
export const DEMO_CATEGORIES: DemoCategory[] = [
  { code: 'dimensions', names: t('Mere', 'Dimensions', 'Maße', 'Dimensions'), order: 10, showZeroPrices: true },
  {
    code: 'leaf',
    names: t('Krilo in oblika', 'Leaf and design', 'Türblatt und Design', 'Vantail et design'),
    order: 20,
    showZeroPrices: false,
  },
  {
    code: 'glazing',
    parent: 'leaf',
    names: t('Zasteklitev', 'Glazing', 'Verglasung', 'Vitrage'),
    order: 25,
    showZeroPrices: false,
  },
  {
    code: 'colour',
    names: t('Barva in površina', 'Colour and surface', 'Farbe und Oberfläche', 'Couleur et surface'),
    order: 30,
    showZeroPrices: true,
  },
  { code: 'hardware', names: t('Okovje', 'Hardware', 'Beschläge', 'Quincaillerie'), order: 40, showZeroPrices: false },
  {
    code: 'security',
    names: t('Varnost in izolacija', 'Security and insulation', 'Sicherheit und Dämmung', 'Sécurité et isolation'),
    order: 50,
    showZeroPrices: false,
  },
  {
    code: 'extensions',
    names: t(
      'Stranski deli in nadsvetloba',
      'Side panels and fanlight',
      'Seitenteile und Oberlicht',
      'Panneaux latéraux et imposte',
    ),
    order: 60,
    showZeroPrices: false,
  },
  { code: 'notes', names: t('Opombe', 'Notes', 'Anmerkungen', 'Remarques'), order: 70, showZeroPrices: false },
];

const range = (min: number, max: number, intValue: number): DemoValue => ({
  code: 'range',
  names: t('Območje', 'Range', 'Bereich', 'Plage'),
  value: String(intValue),
  min,
  max,
  intValue,
});

/** Leaf and frame colours with real RAL / decor hex values. */
const COLOURS: DemoValue[] = [
  {
    code: 'ral9016',
    names: t(
      'Prometno bela RAL 9016',
      'Traffic white RAL 9016',
      'Verkehrsweiß RAL 9016',
      'Blanc signalisation RAL 9016',
    ),
    color: '#F1F0EA',
    isDefault: true,
  },
  {
    code: 'ral7016',
    names: t('Antracit RAL 7016', 'Anthracite grey RAL 7016', 'Anthrazitgrau RAL 7016', 'Gris anthracite RAL 7016'),
    color: '#383E42',
    priceCents: 12000,
    tags: ['dark'],
  },
  {
    code: 'ral9005',
    names: t('Črna RAL 9005', 'Jet black RAL 9005', 'Tiefschwarz RAL 9005', 'Noir foncé RAL 9005'),
    color: '#0E0E10',
    priceCents: 12000,
    tags: ['dark'],
  },
  {
    code: 'ral7035',
    names: t('Svetlo siva RAL 7035', 'Light grey RAL 7035', 'Lichtgrau RAL 7035', 'Gris clair RAL 7035'),
    color: '#C5C7C4',
    priceCents: 9000,
  },
  {
    code: 'ral6009',
    names: t('Jelkasto zelena RAL 6009', 'Fir green RAL 6009', 'Tannengrün RAL 6009', 'Vert sapin RAL 6009'),
    color: '#27352A',
    priceCents: 15000,
    tags: ['dark'],
  },
  {
    code: 'ral3005',
    names: t('Vinsko rdeča RAL 3005', 'Wine red RAL 3005', 'Weinrot RAL 3005', 'Rouge vin RAL 3005'),
    color: '#5E2028',
    priceCents: 15000,
    tags: ['dark'],
  },
  {
    code: 'ral5011',
    names: t('Jekleno modra RAL 5011', 'Steel blue RAL 5011', 'Stahlblau RAL 5011', 'Bleu acier RAL 5011'),
    color: '#1A2B3C',
    priceCents: 15000,
    tags: ['dark'],
  },
  {
    code: 'oak',
    names: t('Zlati hrast', 'Golden oak', 'Golden Oak', 'Chêne doré'),
    color: '#B07A43',
    priceCents: 22000,
    tags: ['wood'],
  },
  {
    code: 'walnut',
    names: t('Oreh', 'Walnut', 'Nussbaum', 'Noyer'),
    color: '#5B3A26',
    priceCents: 26000,
    tags: ['wood', 'dark'],
  },
  {
    code: 'winchester',
    names: t('Winchester hrast', 'Winchester oak', 'Winchester', 'Chêne Winchester'),
    color: '#8A5A32',
    priceCents: 24000,
    tags: ['wood'],
  },
];

/** The parameters of the demo brand: every data type of the specification is used. */
export const DEMO_PARAMETERS: DemoParameter[] = [
  {
    code: 'leaves',
    dataType: 'string',
    names: t('Število kril', 'Number of leaves', 'Anzahl Flügel', 'Nombre de vantaux'),
    titles: t(
      'Enokrilna ali dvokrilna vrata',
      'Single or double leaf',
      'Ein- oder zweiflügelig',
      'Simple ou double vantail',
    ),
    category: 'dimensions',
    order: 10,
    values: [
      { code: 'single', names: t('Enokrilna', 'Single leaf', 'Einflügelig', 'Simple vantail'), isDefault: true },
      {
        code: 'double',
        names: t('Dvokrilna', 'Double leaf', 'Zweiflügelig', 'Double vantail'),
        priceCents: 64000,
        tags: ['double'],
      },
    ],
  },
  {
    code: 'width',
    dataType: 'integer',
    names: t('Širina (mm)', 'Width (mm)', 'Breite (mm)', 'Largeur (mm)'),
    titles: t('Zidarska širina odprtine', 'Structural opening width', 'Rohbaubreite', 'Largeur du gros œuvre'),
    category: 'dimensions',
    order: 20,
    values: [range(600, 2400, 1000)],
  },
  {
    code: 'height',
    dataType: 'integer',
    names: t('Višina (mm)', 'Height (mm)', 'Höhe (mm)', 'Hauteur (mm)'),
    titles: t('Zidarska višina odprtine', 'Structural opening height', 'Rohbauhöhe', 'Hauteur du gros œuvre'),
    category: 'dimensions',
    order: 30,
    values: [range(1900, 2600, 2100)],
  },
  {
    code: 'wallDepth',
    dataType: 'double',
    names: t('Debelina stene (cm)', 'Wall thickness (cm)', 'Wandstärke (cm)', 'Épaisseur du mur (cm)'),
    titles: t(
      'Za globino podboja',
      'Sets the frame depth',
      'Bestimmt die Zargentiefe',
      'Détermine la profondeur du dormant',
    ),
    category: 'dimensions',
    order: 40,
    values: [range(8, 45, 20)],
  },
  {
    code: 'floorGap',
    dataType: 'decimal',
    names: t('Talna reža (cm)', 'Floor gap (cm)', 'Bodenluft (cm)', 'Jeu au sol (cm)'),
    titles: t(
      'Reža med krilom in tlemi',
      'Gap between leaf and floor',
      'Abstand Türblatt zum Boden',
      'Espace entre vantail et sol',
    ),
    category: 'dimensions',
    order: 50,
    values: [range(0.5, 3, 1)],
  },
  {
    code: 'opening',
    dataType: 'string',
    names: t('Smer odpiranja', 'Opening direction', 'Öffnungsrichtung', 'Sens d’ouverture'),
    titles: t('Navznoter ali navzven', 'Inward or outward', 'Nach innen oder außen', 'Vers l’intérieur ou l’extérieur'),
    category: 'leaf',
    order: 10,
    showPicture: true,
    values: [
      {
        code: 'inward',
        names: t('Navznoter', 'Inward', 'Nach innen', 'Vers l’intérieur'),
        image: true,
        isDefault: true,
      },
      {
        code: 'outward',
        names: t('Navzven', 'Outward', 'Nach außen', 'Vers l’extérieur'),
        image: true,
        priceCents: 9000,
      },
    ],
  },
  {
    code: 'hinge',
    dataType: 'string',
    names: t('Stran tečajev', 'Hinge side', 'Bandseite', 'Côté des paumelles'),
    titles: t('DIN levo ali desno', 'DIN left or right', 'DIN links oder rechts', 'DIN gauche ou droite'),
    category: 'leaf',
    order: 20,
    showPicture: true,
    values: [
      {
        code: 'left',
        names: t('Levo (DIN L)', 'Left (DIN L)', 'Links (DIN L)', 'Gauche (DIN G)'),
        image: true,
        isDefault: true,
      },
      { code: 'right', names: t('Desno (DIN D)', 'Right (DIN R)', 'Rechts (DIN R)', 'Droite (DIN D)'), image: true },
    ],
  },
  {
    code: 'cutout',
    dataType: 'string',
    names: t('Izrez za steklo', 'Glazing cut-out', 'Glasausschnitt', 'Découpe vitrée'),
    titles: t(
      'Ali ima krilo steklo',
      'Whether the leaf is glazed',
      'Ob das Türblatt verglast ist',
      'Si le vantail est vitré',
    ),
    category: 'glazing',
    order: 10,
    values: [
      { code: 'none', names: t('Brez stekla', 'No glass', 'Ohne Glas', 'Sans vitrage') },
      {
        code: 'model',
        names: t('Izrez po modelu', 'Cut-out of the model', 'Ausschnitt laut Modell', 'Découpe du modèle'),
        isDefault: true,
        priceCents: 18000,
      },
    ],
  },
  {
    code: 'glass',
    dataType: 'data',
    names: t('Steklo', 'Glass', 'Glas', 'Verre'),
    titles: t('Vrsta stekla', 'Type of glass', 'Glasart', 'Type de verre'),
    category: 'glazing',
    order: 20,
    showPicture: true,
    values: [
      {
        code: 'clear',
        names: t('Prozorno', 'Clear', 'Klarglas', 'Clair'),
        image: true,
        color: '#CFE3EC',
        isDefault: true,
      },
      {
        code: 'satin',
        names: t('Satinirano', 'Satin', 'Satiniert', 'Satiné'),
        image: true,
        color: '#E9EEF0',
        priceCents: 6000,
        tags: ['private'],
      },
      {
        code: 'ornament',
        names: t('Ornament Chinchilla', 'Chinchilla ornament', 'Ornament Chinchilla', 'Ornement Chinchilla'),
        image: true,
        color: '#DDE6E8',
        priceCents: 8000,
        tags: ['private'],
      },
      {
        code: 'grey',
        names: t('Dimljeno sivo', 'Grey tinted', 'Grau getönt', 'Teinté gris'),
        image: true,
        color: '#7D8A90',
        priceCents: 9500,
      },
      {
        code: 'triple',
        names: t('Trojno varnostno', 'Triple safety glass', 'Dreifach-Sicherheitsglas', 'Triple vitrage de sécurité'),
        image: true,
        color: '#B9D3DE',
        priceCents: 21000,
        tags: ['safety'],
      },
    ],
  },
  {
    code: 'leafColour',
    dataType: 'color',
    names: t('Barva krila', 'Leaf colour', 'Farbe Türblatt', 'Couleur du vantail'),
    titles: t(
      'Zunanja barva krila',
      'Outside colour of the leaf',
      'Außenfarbe des Türblatts',
      'Couleur extérieure du vantail',
    ),
    category: 'colour',
    order: 10,
    showPicture: true,
    values: COLOURS,
  },
  {
    code: 'frameColour',
    dataType: 'color',
    names: t('Barva podboja', 'Frame colour', 'Farbe Zarge', 'Couleur du dormant'),
    titles: t('Barva podboja in okvirja', 'Colour of the frame', 'Farbe der Zarge', 'Couleur du cadre'),
    category: 'colour',
    order: 20,
    values: [
      { code: 'ral9016', names: t('Bela', 'White', 'Weiß', 'Blanc'), color: '#F1F0EA', isDefault: true },
      {
        code: 'ral7016',
        names: t('Antracit', 'Anthracite', 'Anthrazit', 'Anthracite'),
        color: '#383E42',
        priceCents: 6000,
      },
      { code: 'ral9005', names: t('Črna', 'Black', 'Schwarz', 'Noir'), color: '#0E0E10', priceCents: 6000 },
      {
        code: 'silver',
        names: t('Srebrna eloksirana', 'Silver anodised', 'Silber eloxiert', 'Argent anodisé'),
        color: '#A8ACAD',
        priceCents: 4500,
      },
    ],
  },
  {
    code: 'surface',
    dataType: 'string',
    names: t('Površina', 'Surface', 'Oberfläche', 'Surface'),
    titles: t('Tekstura površine', 'Surface texture', 'Oberflächenstruktur', 'Texture de surface'),
    category: 'colour',
    order: 30,
    values: [
      { code: 'smooth', names: t('Gladka mat', 'Smooth matt', 'Glatt matt', 'Lisse mat'), isDefault: true },
      { code: 'fine', names: t('Fina struktura', 'Fine texture', 'Feinstruktur', 'Texture fine'), priceCents: 4000 },
      {
        code: 'woodgrain',
        names: t('Lesna struktura', 'Wood grain', 'Holzmaserung', 'Veinage bois'),
        priceCents: 7500,
      },
    ],
  },
  {
    code: 'handle',
    dataType: 'data',
    names: t('Kljuka ali ročaj', 'Handle', 'Griff', 'Poignée'),
    titles: t('Vrsta kljuke', 'Handle type', 'Griffart', 'Type de poignée'),
    category: 'hardware',
    order: 10,
    showPicture: true,
    values: [
      {
        code: 'lever',
        names: t('Kljuka', 'Lever handle', 'Drückergarnitur', 'Béquille'),
        image: true,
        isDefault: true,
      },
      { code: 'knob', names: t('Gumb', 'Knob', 'Knauf', 'Bouton'), image: true, priceCents: 3500 },
      {
        code: 'bar600',
        names: t('Ročaj 600 mm', 'Pull bar 600 mm', 'Stangengriff 600 mm', 'Barre de tirage 600 mm'),
        image: true,
        priceCents: 16000,
        tags: ['bar'],
      },
      {
        code: 'bar1200',
        names: t('Ročaj 1200 mm', 'Pull bar 1200 mm', 'Stangengriff 1200 mm', 'Barre de tirage 1200 mm'),
        image: true,
        priceCents: 24000,
        tags: ['bar'],
      },
      {
        code: 'flush',
        names: t('Vgradni ročaj', 'Flush pull', 'Griffmulde', 'Poignée encastrée'),
        image: true,
        priceCents: 21000,
      },
    ],
  },
  {
    code: 'handleFinish',
    dataType: 'color',
    names: t('Izvedba okovja', 'Hardware finish', 'Beschlagsoberfläche', 'Finition de la quincaillerie'),
    titles: t(
      'Barva kljuke in ščita',
      'Colour of handle and rosette',
      'Farbe von Griff und Rosette',
      'Couleur de la poignée',
    ),
    category: 'hardware',
    order: 20,
    values: [
      {
        code: 'steel',
        names: t('Nerjaveče jeklo', 'Stainless steel', 'Edelstahl', 'Inox'),
        color: '#B8BCBF',
        isDefault: true,
      },
      {
        code: 'black',
        names: t('Mat črna', 'Matt black', 'Schwarz matt', 'Noir mat'),
        color: '#1B1B1D',
        priceCents: 4500,
      },
      { code: 'brass', names: t('Medenina', 'Brass', 'Messing', 'Laiton'), color: '#B5943F', priceCents: 6500 },
    ],
  },
  {
    code: 'lock',
    dataType: 'string',
    names: t('Ključavnica', 'Lock', 'Schloss', 'Serrure'),
    titles: t('Vrsta zaklepanja', 'Locking system', 'Verriegelung', 'Système de verrouillage'),
    category: 'hardware',
    order: 30,
    values: [
      {
        code: 'single',
        names: t('Enotočkovna', 'Single-point lock', 'Einfachverriegelung', 'Serrure un point'),
        isDefault: true,
      },
      {
        code: 'multi3',
        names: t(
          'Tritočkovna mehanska',
          '3-point mechanical lock',
          '3-fach Verriegelung mechanisch',
          'Serrure 3 points mécanique',
        ),
        priceCents: 19000,
        tags: ['multi'],
      },
      {
        code: 'multi5',
        names: t(
          'Petočkovna samodejna',
          '5-point automatic lock',
          '5-fach Automatikverriegelung',
          'Serrure 5 points automatique',
        ),
        priceCents: 34000,
        tags: ['multi'],
      },
      {
        code: 'motor',
        names: t('Motorna ključavnica', 'Motorised lock', 'Motorschloss', 'Serrure motorisée'),
        priceCents: 89000,
        tags: ['multi', 'electric'],
      },
    ],
  },
  {
    code: 'access',
    dataType: 'string',
    names: t('Dostop', 'Access', 'Zutritt', 'Accès'),
    titles: t('Način odklepanja', 'How the door is unlocked', 'Wie die Tür geöffnet wird', 'Mode de déverrouillage'),
    category: 'hardware',
    order: 40,
    values: [
      { code: 'key', names: t('Ključ', 'Key', 'Schlüssel', 'Clé'), isDefault: true },
      {
        code: 'fingerprint',
        names: t('Čitalec prstnih odtisov', 'Fingerprint reader', 'Fingerprint-Leser', 'Lecteur d’empreintes'),
        priceCents: 54000,
      },
      { code: 'keypad', names: t('Številčnica', 'Keypad', 'Codetastatur', 'Clavier à code'), priceCents: 39000 },
    ],
  },
  {
    code: 'security',
    dataType: 'string',
    names: t('Protivlomni razred', 'Burglar resistance', 'Widerstandsklasse', 'Classe anti-effraction'),
    titles: t('Razred po EN 1627', 'Class according to EN 1627', 'Klasse nach EN 1627', 'Classe selon EN 1627'),
    category: 'security',
    order: 10,
    values: [
      { code: 'rc1', names: t('RC1 osnovna', 'RC1 basic', 'RC1 Grundschutz', 'RC1 base'), isDefault: true },
      { code: 'rc2', names: t('RC2', 'RC2', 'RC2', 'RC2'), priceCents: 29000, tags: ['secure'] },
      { code: 'rc3', names: t('RC3', 'RC3', 'RC3', 'RC3'), priceCents: 62000, tags: ['secure'] },
    ],
  },
  {
    code: 'insulation',
    dataType: 'string',
    names: t('Toplotna izolacija', 'Thermal insulation', 'Wärmedämmung', 'Isolation thermique'),
    titles: t('Toplotna prehodnost Ud', 'Thermal transmittance Ud', 'Wärmedurchgang Ud', 'Transmission thermique Ud'),
    category: 'security',
    order: 20,
    values: [
      {
        code: 'standard',
        names: t('Standard Ud 1,1', 'Standard Ud 1.1', 'Standard Ud 1,1', 'Standard Ud 1,1'),
        isDefault: true,
      },
      {
        code: 'passive',
        names: t('Pasivna Ud 0,7', 'Passive house Ud 0.7', 'Passivhaus Ud 0,7', 'Maison passive Ud 0,7'),
      },
    ],
  },
  {
    code: 'threshold',
    dataType: 'string',
    names: t('Prag', 'Threshold', 'Schwelle', 'Seuil'),
    titles: t('Izvedba praga', 'Threshold type', 'Schwellenart', 'Type de seuil'),
    category: 'security',
    order: 30,
    values: [
      {
        code: 'standard',
        names: t('Standardni 20 mm', 'Standard 20 mm', 'Standard 20 mm', 'Standard 20 mm'),
        isDefault: true,
      },
      {
        code: 'flat',
        names: t('Brez ovir (ploski)', 'Barrier-free (flat)', 'Barrierefrei (flach)', 'Sans obstacle (plat)'),
        priceCents: 14000,
      },
    ],
  },
  {
    code: 'sidePanel',
    dataType: 'string',
    names: t('Stranski del', 'Side panel', 'Seitenteil', 'Panneau latéral'),
    titles: t('Zastekljen stranski del', 'Glazed side panel', 'Verglastes Seitenteil', 'Panneau latéral vitré'),
    category: 'extensions',
    order: 10,
    showPicture: true,
    values: [
      { code: 'none', names: t('Brez', 'None', 'Ohne', 'Aucun'), image: true, isDefault: true },
      { code: 'left', names: t('Levo', 'Left', 'Links', 'Gauche'), image: true, priceCents: 42000, tags: ['one-side'] },
      {
        code: 'right',
        names: t('Desno', 'Right', 'Rechts', 'Droite'),
        image: true,
        priceCents: 42000,
        tags: ['one-side'],
      },
      {
        code: 'both',
        names: t('Obojestransko', 'Both sides', 'Beidseitig', 'Des deux côtés'),
        image: true,
        priceCents: 79000,
        tags: ['two-sides'],
      },
    ],
  },
  {
    code: 'sideWidth',
    dataType: 'integer',
    names: t(
      'Širina stranskega dela (mm)',
      'Side panel width (mm)',
      'Breite Seitenteil (mm)',
      'Largeur du panneau latéral (mm)',
    ),
    titles: t(
      'Širina enega stranskega dela',
      'Width of one side panel',
      'Breite eines Seitenteils',
      'Largeur d’un panneau latéral',
    ),
    category: 'extensions',
    order: 20,
    values: [range(250, 900, 400)],
  },
  {
    code: 'fanlight',
    dataType: 'string',
    names: t('Nadsvetloba', 'Fanlight', 'Oberlicht', 'Imposte'),
    titles: t(
      'Zastekljen del nad vrati',
      'Glazed panel above the door',
      'Verglasung über der Tür',
      'Vitrage au-dessus de la porte',
    ),
    category: 'extensions',
    order: 30,
    showPicture: true,
    values: [
      { code: 'none', names: t('Brez', 'None', 'Ohne', 'Aucune'), image: true, isDefault: true },
      {
        code: 'rect',
        names: t('Pravokotna', 'Rectangular', 'Rechteckig', 'Rectangulaire'),
        image: true,
        priceCents: 38000,
      },
    ],
  },
  {
    code: 'fanlightHeight',
    dataType: 'integer',
    names: t('Višina nadsvetlobe (mm)', 'Fanlight height (mm)', 'Höhe Oberlicht (mm)', 'Hauteur de l’imposte (mm)'),
    titles: t('Višina zastekljenega dela', 'Height of the glazed panel', 'Höhe der Verglasung', 'Hauteur du vitrage'),
    category: 'extensions',
    order: 40,
    values: [range(200, 700, 350)],
  },
  {
    code: 'houseNumber',
    dataType: 'text',
    names: t('Hišna številka', 'House number', 'Hausnummer', 'Numéro de maison'),
    titles: t('Vgravirana na krilo', 'Engraved on the leaf', 'Auf das Türblatt graviert', 'Gravé sur le vantail'),
    category: 'notes',
    order: 10,
    values: [],
  },
  {
    code: 'comment',
    dataType: 'comment',
    names: t('Opomba', 'Comment', 'Kommentar', 'Commentaire'),
    titles: t('Opomba k naročilu', 'Comment on the order', 'Kommentar zur Bestellung', 'Commentaire sur la commande'),
    category: 'notes',
    order: 20,
    values: [],
  },
];
