import type { LocalizedText } from '@door/contract';
import type { Condition, RuleDefinition } from '../../../engine/definitions';
import type { DoorDesign } from '../../schema/catalogue';
import { t } from './demo-parameters';

/** How a model uses one parameter. */
export type DemoModelParameter = {
  code: string;
  popup?: boolean;
  values?: string[];
  defaultValue?: string;
  min?: number;
  max?: number;
};

/** A door model of the demo catalogue. */
export type DemoModel = {
  code: string;
  name: string;
  titles: LocalizedText;
  isSpecialOffer: boolean;
  basePriceCents: number;
  tags: string[];
  design: DoorDesign;
  parameters: DemoModelParameter[];
  /** Rules with `partId` left empty: the seeder derives stable ids. */
  rules: RuleDefinition[];
  selection: string[];
};

type Kind = DoorDesign['kind'];

const KIND_TITLE: Record<Kind, LocalizedText> = {
  entrance: t('Vhodna vrata', 'Entrance door', 'Haustür', 'Porte d’entrée'),
  interior: t('Notranja vrata', 'Interior door', 'Innentür', 'Porte intérieure'),
  glass: t('Steklena vrata', 'Glass door', 'Glastür', 'Porte en verre'),
};
const MATERIAL_TITLE: Record<string, LocalizedText> = {
  aluminium: t('aluminij', 'aluminium', 'Aluminium', 'aluminium'),
  steel: t('jeklo', 'steel', 'Stahl', 'acier'),
  wood: t('les', 'wood', 'Holz', 'bois'),
  glass: t('kaljeno steklo', 'toughened glass', 'ESG-Glas', 'verre trempé'),
  pvc: t('PVC', 'PVC', 'Kunststoff', 'PVC'),
};
const PATTERN_TITLE: Record<DoorDesign['pattern'], LocalizedText> = {
  flush: t('gladko krilo', 'flush leaf', 'glattes Türblatt', 'vantail lisse'),
  panels2: t('dve polnili', 'two raised panels', 'zwei Kassetten', 'deux panneaux'),
  panels4: t('štiri polnila', 'four raised panels', 'vier Kassetten', 'quatre panneaux'),
  panels6: t('šest polnil', 'six raised panels', 'sechs Kassetten', 'six panneaux'),
  'grooves-h': t('vodoravni utori', 'horizontal grooves', 'horizontale Rillen', 'rainures horizontales'),
  'grooves-v': t('navpični utori', 'vertical grooves', 'vertikale Rillen', 'rainures verticales'),
  frame: t('okvirna izvedba', 'framed leaf', 'Rahmentür', 'vantail à cadre'),
  glass: t('celostekleno', 'all glass', 'Ganzglas', 'tout verre'),
};

const titleOf = (kind: Kind, material: string, pattern: DoorDesign['pattern']): LocalizedText => {
  const k = KIND_TITLE[kind];
  const m = MATERIAL_TITLE[material] as LocalizedText;
  const p = PATTERN_TITLE[pattern];
  return {
    sl: `${k.sl}, ${m.sl}, ${p.sl}`,
    en: `${k.en}, ${m.en}, ${p.en}`,
    de: `${k.de}, ${m.de}, ${p.de}`,
    fr: `${k.fr}, ${m.fr}, ${p.fr}`,
  };
};

const multiLock: Condition = { param: 'lock', tag: 'multi' };

/** Rules of the dimensions every model has. */
const dimensionRules = (): RuleDefinition[] => [
  {
    kind: 'range',
    id: 'width-single-max',
    param: 'width',
    when: { param: 'leaves', in: ['single'] },
    max: 1100,
    reason: t(
      'Enokrilna vrata so široka največ 1100 mm; za širša izberite dvokrilna.',
      'A single leaf is at most 1100 mm wide; choose a double-leaf door for more.',
      'Einflügelige Türen sind höchstens 1100 mm breit; für mehr wählen Sie zweiflügelig.',
      'Un simple vantail mesure au plus 1100 mm ; choisissez un double vantail au-delà.',
    ),
  },
  {
    kind: 'range',
    id: 'width-double-min',
    param: 'width',
    when: { param: 'leaves', in: ['double'] },
    min: 1200,
    reason: t(
      'Dvokrilna vrata so široka najmanj 1200 mm.',
      'A double-leaf door is at least 1200 mm wide.',
      'Zweiflügelige Türen sind mindestens 1200 mm breit.',
      'Une porte à double vantail mesure au moins 1200 mm.',
    ),
  },
  {
    kind: 'price',
    id: 'height-over-2100',
    param: 'height',
    when: { param: 'height', gte: 2101 },
    term: { type: 'perMmOver', of: 'height', thresholdMm: 2100, centsPerMm: 45 },
    label: t('Nadvišina nad 2100 mm', 'Height over 2100 mm', 'Überhöhe über 2100 mm', 'Hauteur au-delà de 2100 mm'),
  },
  {
    kind: 'price',
    id: 'wall-over-25',
    param: 'wallDepth',
    term: { type: 'perMmOver', of: 'wallDepth', thresholdMm: 25, centsPerMm: 1800 },
    label: t(
      'Razširitev podboja za stene nad 25 cm',
      'Frame extension for walls over 25 cm',
      'Zargenverbreiterung für Wände über 25 cm',
      'Extension de dormant pour murs de plus de 25 cm',
    ),
  },
];

const glazingRules = (): RuleDefinition[] => [
  {
    kind: 'enable',
    id: 'glass-needs-cutout',
    param: 'glass',
    when: { param: 'cutout', in: ['model'] },
    reason: t(
      'Steklo je mogoče le pri krilu z izrezom za steklo.',
      'Glass is only available with a glazing cut-out.',
      'Glas gibt es nur mit Glasausschnitt.',
      'Le verre n’est disponible qu’avec une découpe vitrée.',
    ),
  },
];

const colourRules = (): RuleDefinition[] => [
  {
    kind: 'allow',
    id: 'woodgrain-needs-wood',
    param: 'surface',
    values: ['woodgrain'],
    when: { param: 'leafColour', tag: 'wood' },
    reason: t(
      'Lesna struktura je na voljo le z lesnim dekorjem.',
      'Wood grain is only available with a wood decor.',
      'Holzmaserung gibt es nur mit Holzdekor.',
      'Le veinage bois n’existe qu’avec un décor bois.',
    ),
  },
  {
    kind: 'default',
    id: 'dark-leaf-black-hardware',
    param: 'handleFinish',
    value: 'black',
    when: { param: 'leafColour', tag: 'dark' },
  },
];

const handleRules = (): RuleDefinition[] => [
  {
    kind: 'allow',
    id: 'long-bar-needs-height',
    param: 'handle',
    values: ['bar1200'],
    when: { param: 'height', gte: 2000 },
    reason: t(
      'Ročaj 1200 mm zahteva vrata, visoka vsaj 2000 mm.',
      'A 1200 mm pull bar needs a door at least 2000 mm high.',
      'Ein 1200-mm-Stangengriff braucht eine Türhöhe von mindestens 2000 mm.',
      'Une barre de 1200 mm exige une porte d’au moins 2000 mm de haut.',
    ),
  },
];

const securityRules = (glazed: boolean): RuleDefinition[] => [
  {
    kind: 'allow',
    id: 'rc3-needs-multipoint',
    param: 'security',
    values: ['rc3'],
    when: multiLock,
    reason: t(
      'RC3 zahteva večtočkovno ključavnico.',
      'RC3 security needs a multi-point lock.',
      'RC3 erfordert eine Mehrfachverriegelung.',
      'La classe RC3 exige une serrure multipoint.',
    ),
  },
  ...(glazed
    ? ([
        {
          kind: 'allow',
          id: 'rc3-glass-triple',
          param: 'security',
          values: ['rc3'],
          when: {
            any: [
              { param: 'glass', in: ['triple'] },
              { param: 'cutout', in: ['none'] },
            ],
          },
          reason: t(
            'RC3 z zasteklitvijo zahteva trojno varnostno steklo.',
            'RC3 with glazing needs triple safety glass.',
            'RC3 mit Verglasung erfordert Dreifach-Sicherheitsglas.',
            'RC3 avec vitrage exige un triple vitrage de sécurité.',
          ),
        },
      ] satisfies RuleDefinition[])
    : []),
  {
    kind: 'allow',
    id: 'electronic-access-needs-motor',
    param: 'access',
    values: ['fingerprint', 'keypad'],
    when: { param: 'lock', in: ['motor'] },
    reason: t(
      'Elektronski dostop deluje le z motorno ključavnico.',
      'Electronic access needs the motorised lock.',
      'Elektronischer Zutritt braucht das Motorschloss.',
      'L’accès électronique nécessite la serrure motorisée.',
    ),
  },
  {
    kind: 'allow',
    id: 'passive-needs-multipoint',
    param: 'insulation',
    values: ['passive'],
    when: multiLock,
    reason: t(
      'Pasivna izolacija potrebuje večtočkovno zaklepanje za tesnjenje.',
      'Passive-house insulation needs a multi-point lock to seal tightly.',
      'Passivhaus-Dämmung braucht eine Mehrfachverriegelung zur Abdichtung.',
      'L’isolation passive exige une serrure multipoint pour l’étanchéité.',
    ),
  },
  {
    kind: 'price',
    id: 'passive-percent',
    param: 'insulation',
    when: { param: 'insulation', in: ['passive'] },
    term: { type: 'percent', basisPoints: 800 },
    label: t('Paket pasivna hiša 8 %', 'Passive house package 8 %', 'Passivhaus-Paket 8 %', 'Pack maison passive 8 %'),
  },
];

const extensionRules = (): RuleDefinition[] => [
  {
    kind: 'enable',
    id: 'side-width-needs-panel',
    param: 'sideWidth',
    when: { not: { param: 'sidePanel', in: ['none'] } },
    reason: t(
      'Le s stranskim delom.',
      'Only with a side panel.',
      'Nur mit Seitenteil.',
      'Uniquement avec panneau latéral.',
    ),
  },
  {
    kind: 'range',
    id: 'side-width-one',
    param: 'sideWidth',
    when: { param: 'sidePanel', tag: 'one-side' },
    max: { param: 'width', times: -1, plus: 3400 },
    reason: t(
      'Vrata in stranski deli so skupaj široki največ 3400 mm.',
      'Door and side panels together are at most 3400 mm wide.',
      'Tür und Seitenteile sind zusammen höchstens 3400 mm breit.',
      'La porte et les panneaux latéraux mesurent au plus 3400 mm au total.',
    ),
  },
  {
    kind: 'range',
    id: 'side-width-two',
    param: 'sideWidth',
    when: { param: 'sidePanel', tag: 'two-sides' },
    max: { param: 'width', times: -0.5, plus: 1700 },
    reason: t(
      'Vrata in stranski deli so skupaj široki največ 3400 mm.',
      'Door and side panels together are at most 3400 mm wide.',
      'Tür und Seitenteile sind zusammen höchstens 3400 mm breit.',
      'La porte et les panneaux latéraux mesurent au plus 3400 mm au total.',
    ),
  },
  {
    kind: 'price',
    id: 'side-width-price',
    param: 'sideWidth',
    term: { type: 'perMmOver', of: 'sideWidth', thresholdMm: 250, centsPerMm: 38 },
    label: t('Širina stranskega dela', 'Side panel width', 'Seitenteilbreite', 'Largeur du panneau latéral'),
  },
  {
    kind: 'price',
    id: 'two-side-kit',
    param: 'sidePanel',
    when: { param: 'sidePanel', in: ['both'] },
    term: { type: 'fixed', cents: 12000 },
    label: t(
      'Montažni komplet za dva stranska dela',
      'Mounting kit for two side panels',
      'Montageset für zwei Seitenteile',
      'Kit de montage pour deux panneaux',
    ),
  },
  {
    kind: 'enable',
    id: 'fanlight-height-needs-fanlight',
    param: 'fanlightHeight',
    when: { param: 'fanlight', in: ['rect'] },
    reason: t('Le z nadsvetlobo.', 'Only with a fanlight.', 'Nur mit Oberlicht.', 'Uniquement avec imposte.'),
  },
  {
    kind: 'range',
    id: 'fanlight-total-height',
    param: 'fanlightHeight',
    max: { param: 'height', times: -1, plus: 3100 },
    reason: t(
      'Vrata in nadsvetloba sta skupaj visoka največ 3100 mm.',
      'Door and fanlight together are at most 3100 mm high.',
      'Tür und Oberlicht sind zusammen höchstens 3100 mm hoch.',
      'La porte et l’imposte mesurent au plus 3100 mm au total.',
    ),
  },
];

const area = (centsPerM2: number): RuleDefinition => ({
  kind: 'price',
  id: 'leaf-area',
  param: 'width',
  term: { type: 'perM2', centsPerM2, width: 'width', height: 'height' },
  label: t('Površina vrat', 'Door area', 'Türfläche', 'Surface de la porte'),
});

const part = (code: string, title: LocalizedText, parent?: string, when?: Condition): RuleDefinition => ({
  kind: 'part',
  id: `part-${code}`,
  partId: '',
  partCode: code,
  title,
  ...(parent ? { parent } : {}),
  ...(when ? { when } : {}),
});

const partsRules = (kind: Kind, glazed: boolean, code: string): RuleDefinition[] => [
  part('FRAME', t('Podboj', 'Frame', 'Zarge', 'Dormant')),
  part('HINGE-3', t('Tečaji, 3 kosi', 'Hinges, 3 pieces', 'Bänder, 3 Stück', 'Paumelles, 3 pièces'), 'FRAME', {
    param: 'height',
    lte: 2200,
  }),
  part('HINGE-4', t('Tečaji, 4 kosi', 'Hinges, 4 pieces', 'Bänder, 4 Stück', 'Paumelles, 4 pièces'), 'FRAME', {
    param: 'height',
    gte: 2201,
  }),
  part(`LEAF-${code}`, t('Krilo', 'Leaf', 'Türblatt', 'Vantail')),
  part('LEAF-2', t('Drugo krilo', 'Second leaf', 'Zweiter Flügel', 'Second vantail'), undefined, {
    param: 'leaves',
    in: ['double'],
  }),
  ...(kind === 'entrance'
    ? [
        part(
          'CORE-PU',
          t('Izolacijsko jedro PU', 'PU insulating core', 'PU-Dämmkern', 'Âme isolante PU'),
          `LEAF-${code}`,
        ),
      ]
    : []),
  ...(glazed
    ? [
        part(
          'GLASS-UNIT',
          t('Steklena enota', 'Glazing unit', 'Glaseinheit', 'Unité vitrée'),
          `LEAF-${code}`,
          kind === 'glass' ? undefined : { param: 'cutout', in: ['model'] },
        ),
      ]
    : []),
  part('HANDLE-SET', t('Garnitura kljuke', 'Handle set', 'Griffgarnitur', 'Ensemble de poignée')),
  ...(kind === 'entrance'
    ? [
        part(
          'LOCK-1',
          t('Ključavnica enotočkovna', 'Single-point lock', 'Einfachschloss', 'Serrure 1 point'),
          undefined,
          {
            param: 'lock',
            in: ['single'],
          },
        ),
        part('LOCK-3', t('Ključavnica 3-točkovna', '3-point lock', '3-fach-Schloss', 'Serrure 3 points'), undefined, {
          param: 'lock',
          in: ['multi3'],
        }),
        part('LOCK-5', t('Ključavnica 5-točkovna', '5-point lock', '5-fach-Schloss', 'Serrure 5 points'), undefined, {
          param: 'lock',
          in: ['multi5'],
        }),
        part('LOCK-M', t('Motorna ključavnica', 'Motor lock', 'Motorschloss', 'Serrure motorisée'), undefined, {
          param: 'lock',
          in: ['motor'],
        }),
        part(
          'ACCESS-E',
          t('Elektronski dostop', 'Electronic access', 'Elektronischer Zutritt', 'Accès électronique'),
          'LOCK-M',
          {
            not: { param: 'access', in: ['key'] },
          },
        ),
        part('SIDE-PANEL', t('Stranski del', 'Side panel', 'Seitenteil', 'Panneau latéral'), undefined, {
          not: { param: 'sidePanel', in: ['none'] },
        }),
        part('FANLIGHT', t('Nadsvetloba', 'Fanlight', 'Oberlicht', 'Imposte'), undefined, {
          param: 'fanlight',
          in: ['rect'],
        }),
        part('THRESHOLD-FLAT', t('Ploski prag', 'Flat threshold', 'Flachschwelle', 'Seuil plat'), 'FRAME', {
          param: 'threshold',
          in: ['flat'],
        }),
      ]
    : []),
];

const ENTRANCE_PARAMS = (glazed: boolean): DemoModelParameter[] => [
  { code: 'leaves' },
  { code: 'width', min: 800, max: 2400, defaultValue: '1000' },
  { code: 'height', min: 1950, max: 2600, defaultValue: '2100' },
  { code: 'wallDepth' },
  { code: 'floorGap' },
  { code: 'opening', popup: true },
  { code: 'hinge', popup: true },
  ...(glazed ? [{ code: 'cutout' }, { code: 'glass', values: ['clear', 'satin', 'ornament', 'grey', 'triple'] }] : []),
  { code: 'leafColour' },
  { code: 'frameColour' },
  { code: 'surface' },
  { code: 'handle', values: ['lever', 'bar600', 'bar1200', 'flush'] },
  { code: 'handleFinish' },
  { code: 'lock' },
  { code: 'access' },
  { code: 'security' },
  { code: 'insulation' },
  { code: 'threshold' },
  { code: 'sidePanel' },
  { code: 'sideWidth' },
  { code: 'fanlight' },
  { code: 'fanlightHeight' },
  { code: 'houseNumber' },
  { code: 'comment' },
];

const INTERIOR_PARAMS = (glazed: boolean): DemoModelParameter[] => [
  { code: 'leaves' },
  { code: 'width', min: 600, max: 2000, defaultValue: '800' },
  { code: 'height', min: 1900, max: 2400, defaultValue: '2000' },
  { code: 'wallDepth' },
  { code: 'floorGap' },
  { code: 'hinge', popup: true },
  ...(glazed ? [{ code: 'cutout' }, { code: 'glass', values: ['clear', 'satin', 'ornament', 'grey'] }] : []),
  { code: 'leafColour', values: ['ral9016', 'ral7035', 'ral7016', 'ral9005', 'oak', 'walnut', 'winchester'] },
  { code: 'frameColour' },
  { code: 'surface' },
  { code: 'handle', values: ['lever', 'knob', 'flush'] },
  { code: 'handleFinish' },
  { code: 'comment' },
];

const GLASS_PARAMS: DemoModelParameter[] = [
  { code: 'leaves' },
  { code: 'width', min: 700, max: 2000, defaultValue: '900' },
  { code: 'height', min: 1900, max: 2500, defaultValue: '2050' },
  { code: 'wallDepth' },
  { code: 'floorGap' },
  { code: 'opening', popup: true },
  { code: 'hinge', popup: true },
  { code: 'glass', values: ['clear', 'satin', 'ornament', 'grey'], defaultValue: 'satin' },
  { code: 'frameColour' },
  { code: 'handle', values: ['lever', 'knob', 'bar600', 'bar1200'], defaultValue: 'bar600' },
  { code: 'handleFinish' },
  { code: 'comment' },
];

type Spec = [
  code: string,
  name: string,
  kind: Kind,
  material: string,
  pattern: DoorDesign['pattern'],
  glazing: DoorDesign['glazing'],
  inlay: DoorDesign['inlay'],
  style: string,
  priceEuro: number,
  special: boolean,
];

/** The demo models: 16 entrance, 10 interior and 6 glass doors, each with its own design. */
const SPECS: Spec[] = [
  ['AURORA', 'Aurora', 'entrance', 'aluminium', 'flush', 'strip', 'steel', 'modern', 1890, true],
  ['TRIGLAV', 'Triglav', 'entrance', 'steel', 'grooves-h', 'none', 'none', 'modern', 1490, false],
  ['BLED', 'Bled', 'entrance', 'wood', 'panels4', 'arch', 'none', 'classic', 2290, false],
  ['BOHINJ', 'Bohinj', 'entrance', 'wood', 'panels2', 'square', 'none', 'rustic', 2090, true],
  ['SAVICA', 'Savica', 'entrance', 'aluminium', 'flush', 'side-strip', 'black', 'minimal', 2190, false],
  ['KAMNIK', 'Kamnik', 'entrance', 'aluminium', 'grooves-v', 'three-squares', 'none', 'modern', 1990, false],
  ['POHORJE', 'Pohorje', 'entrance', 'wood', 'frame', 'large', 'none', 'classic', 2390, false],
  ['PIRAN', 'Piran', 'entrance', 'aluminium', 'flush', 'porthole', 'steel', 'modern', 2040, true],
  ['SOCA', 'Soča', 'entrance', 'pvc', 'panels2', 'none', 'none', 'classic', 990, true],
  ['KRAS', 'Kras', 'entrance', 'steel', 'flush', 'none', 'steel', 'minimal', 1290, false],
  ['VELIKA', 'Velika planina', 'entrance', 'wood', 'grooves-v', 'none', 'none', 'rustic', 1890, false],
  ['LOGAR', 'Logarska', 'entrance', 'aluminium', 'grooves-h', 'side-strip', 'steel', 'modern', 2150, false],
  ['MANGART', 'Mangart', 'entrance', 'aluminium', 'frame', 'full', 'black', 'modern', 2490, false],
  ['RADOVNA', 'Radovna', 'entrance', 'pvc', 'flush', 'strip', 'none', 'minimal', 1090, false],
  ['ZELENCI', 'Zelenci', 'entrance', 'wood', 'panels6', 'none', 'none', 'classic', 1990, false],
  ['VRSIC', 'Vršič', 'entrance', 'steel', 'grooves-h', 'square', 'black', 'modern', 1690, false],
  ['LIPA', 'Lipa', 'interior', 'wood', 'flush', 'none', 'none', 'minimal', 390, true],
  ['BREZA', 'Breza', 'interior', 'wood', 'panels2', 'none', 'none', 'classic', 460, false],
  ['JELKA', 'Jelka', 'interior', 'wood', 'panels4', 'none', 'none', 'classic', 520, false],
  ['HRAST', 'Hrast', 'interior', 'wood', 'grooves-h', 'none', 'none', 'modern', 480, false],
  ['BUKEV', 'Bukev', 'interior', 'wood', 'flush', 'strip', 'none', 'modern', 540, false],
  ['JAVOR', 'Javor', 'interior', 'wood', 'frame', 'large', 'none', 'classic', 610, false],
  ['TISA', 'Tisa', 'interior', 'pvc', 'grooves-v', 'none', 'none', 'minimal', 340, false],
  ['MACESEN', 'Macesen', 'interior', 'wood', 'panels6', 'none', 'none', 'rustic', 570, false],
  ['GABER', 'Gaber', 'interior', 'wood', 'flush', 'three-squares', 'none', 'modern', 590, false],
  ['KOSTANJ', 'Kostanj', 'interior', 'wood', 'panels2', 'square', 'none', 'rustic', 560, false],
  ['KRISTAL', 'Kristal', 'glass', 'glass', 'glass', 'full', 'none', 'minimal', 720, false],
  ['ROSA', 'Rosa', 'glass', 'glass', 'glass', 'full', 'none', 'modern', 690, false],
  ['IVERJE', 'Iverje', 'glass', 'glass', 'glass', 'full', 'steel', 'modern', 810, false],
  ['MEGLA', 'Megla', 'glass', 'glass', 'glass', 'full', 'none', 'minimal', 760, false],
  ['SVETLOBA', 'Svetloba', 'glass', 'glass', 'glass', 'full', 'black', 'modern', 880, false],
  ['LED', 'Led', 'glass', 'glass', 'glass', 'full', 'none', 'minimal', 740, false],
];

/** Builds the demo models with their parameters, rules, prices, parts and selection values. */
export const buildDemoModels = (): DemoModel[] =>
  SPECS.map(([code, name, kind, material, pattern, glazing, inlay, style, priceEuro, special]) => {
    const glazed = glazing !== 'none';
    const parameters =
      kind === 'entrance' ? ENTRANCE_PARAMS(glazed) : kind === 'interior' ? INTERIOR_PARAMS(glazed) : GLASS_PARAMS;
    const rules: RuleDefinition[] = [
      ...dimensionRules(),
      ...(glazed && kind !== 'glass' ? glazingRules() : []),
      ...(kind !== 'glass' ? colourRules() : []),
      ...(kind !== 'interior' ? handleRules() : []),
      ...(kind === 'entrance' ? [...securityRules(glazed), ...extensionRules()] : []),
      area(kind === 'entrance' ? 9500 : kind === 'interior' ? 3500 : 12000),
      ...partsRules(kind, glazed, code),
    ];
    return {
      code,
      name,
      titles: titleOf(kind, material, pattern),
      isSpecialOffer: special,
      basePriceCents: priceEuro * 100,
      tags: [kind, material, style, glazed ? 'glazed' : 'solid'],
      design: { kind, pattern, glazing, inlay },
      parameters,
      rules,
      selection: [`type:${kind}`, `style:${style}`, `material:${material}`, `glazing:${glazed ? 'glazed' : 'solid'}`],
    };
  });

/** The selection categories (door type, style, material, glazing) and their values. */
export const DEMO_SELECTION: {
  code: string;
  names: LocalizedText;
  values: { code: string; names: LocalizedText }[];
}[] = [
  {
    code: 'type',
    names: t('Vrsta vrat', 'Door type', 'Türart', 'Type de porte'),
    values: [
      { code: 'entrance', names: KIND_TITLE.entrance },
      { code: 'interior', names: KIND_TITLE.interior },
      { code: 'glass', names: KIND_TITLE.glass },
    ],
  },
  {
    code: 'style',
    names: t('Slog', 'Style', 'Stil', 'Style'),
    values: [
      { code: 'modern', names: t('Moderen', 'Modern', 'Modern', 'Moderne') },
      { code: 'classic', names: t('Klasičen', 'Classic', 'Klassisch', 'Classique') },
      { code: 'rustic', names: t('Rustikalen', 'Rustic', 'Rustikal', 'Rustique') },
      { code: 'minimal', names: t('Minimalističen', 'Minimalist', 'Minimalistisch', 'Minimaliste') },
    ],
  },
  {
    code: 'material',
    names: t('Material', 'Material', 'Material', 'Matériau'),
    values: [
      { code: 'aluminium', names: t('Aluminij', 'Aluminium', 'Aluminium', 'Aluminium') },
      { code: 'steel', names: t('Jeklo', 'Steel', 'Stahl', 'Acier') },
      { code: 'wood', names: t('Les', 'Wood', 'Holz', 'Bois') },
      { code: 'pvc', names: t('PVC', 'PVC', 'Kunststoff', 'PVC') },
      { code: 'glass', names: t('Steklo', 'Glass', 'Glas', 'Verre') },
    ],
  },
  {
    code: 'glazing',
    names: t('Zasteklitev', 'Glazing', 'Verglasung', 'Vitrage'),
    values: [
      { code: 'glazed', names: t('S steklom', 'With glass', 'Mit Glas', 'Avec vitrage') },
      { code: 'solid', names: t('Brez stekla', 'Without glass', 'Ohne Glas', 'Sans vitrage') },
    ],
  },
];

/** The models the second brand (Nordhaus) sells: a smaller catalogue under its own model names. */
export const NORDHAUS_MODELS: Record<string, string> = {
  AURORA: 'NH Nordlicht',
  TRIGLAV: 'NH Zugspitze',
  BLED: 'NH Königssee',
  PIRAN: 'NH Hafen',
  SOCA: 'NH Isar',
  KRAS: 'NH Eifel',
  MANGART: 'NH Watzmann',
  LIPA: 'NH Linde',
  HRAST: 'NH Eiche',
  JAVOR: 'NH Ahorn',
  KRISTAL: 'NH Kristall',
  MEGLA: 'NH Nebel',
};
