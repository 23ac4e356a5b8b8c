import type { Language } from '@door/contract';
import { type DoorDrawing, drawDoorSvg } from '@door/engine/door';
import { svgToPng } from '../door/door-png';
import { PRINT_PICTURE_SIZE, type PrintModel, type PrintOptions, type PrintPosition } from './print-model';

const DOOR: DoorDrawing = {
  kind: 'entrance',
  widthMm: 1000,
  heightMm: 2100,
  leaves: 1,
  leafColor: '#7A4B2A',
  frameColor: '#3B3B3B',
  surface: 'smooth',
  pattern: 'panels4',
  glazing: 'strip',
  glassColor: '#CFE3EA',
  glassKind: 'satin',
  inlay: 'steel',
  handle: 'bar600',
  handleColor: '#B0B0B0',
  hingeSide: 'left',
  opening: 'inward',
  sidePanel: 'none',
  sideWidthMm: 400,
  fanlight: false,
  fanlightHeightMm: 300,
  houseNumber: '',
};

const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 64" width="96" height="128"><rect x="6" y="4" width="36" height="56" rx="2" fill="#E9E4DA"/><rect x="11" y="9" width="26" height="51" fill="#8A5A36"/><rect x="31" y="32" width="5" height="2.4" rx="1.2" fill="#86A33C"/></svg>';

const pictures: Buffer[] = [];
const DESIGNS: Partial<DoorDrawing>[] = [
  {},
  { kind: 'interior', pattern: 'grooves-h', glazing: 'none', leafColor: '#E8E4DC' },
];

let logo: Buffer | null = null;

/**
 * Draws the fixtures' pictures (PNG, 180×240 as the service draws them) once: `count` distinct doors, alternating two
 * designs, and the logo. Rendering is asynchronous (a pool of processes), the fixtures are not: draw before building.
 */
export const preparePrintFixtures = async (count = 2): Promise<void> => {
  logo ??= await svgToPng(LOGO_SVG);
  while (pictures.length < count) {
    const index = pictures.length;
    const design = DESIGNS[index % DESIGNS.length];
    pictures.push(await svgToPng(drawDoorSvg({ ...DOOR, ...design, widthMm: 800 + index * 50 }, PRINT_PICTURE_SIZE)));
  }
};
await preparePrintFixtures();

/** The first `count` prepared door pictures (`preparePrintFixtures`). */
export const fixturePictures = (count = 2): Buffer[] => {
  if (pictures.length < count) {
    throw new Error(`preparePrintFixtures(${count}) first`);
  }
  return pictures.slice(0, count);
};

const position = (index: number, language: Language, distinctPictures: boolean): PrintPosition => {
  const width = 800 + (index % 5) * 50;
  const quantity = 1 + (index % 3);
  const unitCents = 125_000 + index * 1_000;
  const priceCents = unitCents * quantity;
  const discountCents = -Math.round(priceCents * 0.05);
  const additionalCents = index % 2 === 0 ? 8_500 : 0;
  const totalCents = priceCents + discountCents + additionalCents;
  const names = {
    width: { sl: 'Širina', en: 'Width', de: 'Breite', fr: 'Largeur' },
    height: { sl: 'Višina', en: 'Height', de: 'Höhe', fr: 'Hauteur' },
    colour: { sl: 'Barva krila', en: 'Leaf colour', de: 'Flügelfarbe', fr: 'Couleur du vantail' },
    handle: { sl: 'Kljuka', en: 'Handle', de: 'Griff', fr: 'Poignée' },
    opening: { sl: 'Odpiranje', en: 'Opening', de: 'Öffnung', fr: 'Ouverture' },
  };
  return {
    position: index + 1,
    name: `${{ sl: 'Vhodna vrata', en: 'Entrance door', de: 'Haustür', fr: 'Porte d’entrée' }[language]} Alpina ${index % 2 === 0 ? 'Triglav' : 'Šmarna gora'}`,
    picture: (distinctPictures ? fixturePictures(index + 1)[index] : fixturePictures()[index % 2]) ?? null,
    parameters: [
      { name: names.width[language], value: `${width} mm` },
      { name: names.height[language], value: '2100 mm' },
      { name: names.colour[language], value: 'RAL 8017' },
      { name: names.handle[language], value: 'Inox 600' },
      { name: names.opening[language], value: index % 2 === 0 ? 'DIN L' : 'DIN R' },
    ],
    quantity,
    unitCents,
    priceCents,
    additionalCosts: additionalCents
      ? [
          {
            name: { sl: 'Montaža', en: 'Installation', de: 'Montage', fr: 'Pose' }[language],
            cents: additionalCents,
            note: '',
          },
        ]
      : [],
    discounts: [{ name: 'Sejem 2026', cents: discountCents, note: '5 %' }],
    netCosts: [],
    totalCents,
    taxLabel: '22 %',
    taxCents: Math.round(totalCents * 0.22),
    documentation: [
      { fileName: `risba-${index + 1}.pdf`, url: `https://example.test/files/risba-${index + 1}.pdf` },
      { fileName: `kosovnica-${index + 1}.pdf`, url: '' },
    ],
  };
};

/**
 * A print model as the service builds it: an offer with `count` positions, pictures and terms; with
 * `distinctPictures` every position has its own drawn door (else two designs alternate).
 */
export const printModelFixture = (
  count = 3,
  language: Language = 'de',
  options: Partial<PrintOptions> = {},
  distinctPictures = false,
): PrintModel => {
  const positions = Array.from({ length: count }, (_, index) => position(index, language, distinctPictures));
  const netCents = positions.reduce((sum, item) => sum + item.totalCents, 0);
  const taxCents = positions.reduce((sum, item) => sum + item.taxCents, 0);
  return {
    kind: 'offer',
    templateName: 'Angebot',
    language,
    currency: 'EUR',
    documentNumber: '2026-17',
    date: '2026-11-22',
    validUntil: null,
    letterhead: {
      name: 'Alpina Vrata d.o.o.',
      lines: ['Tržaška cesta 12', '1000 Ljubljana', 'info@alpina-vrata.test'],
      logo,
      bandColour: '#1F2A33',
      bandTextColour: '#FFFFFF',
      accentColour: '#86A33C',
    },
    customer: { lines: ['Schreinerei Müller GmbH', 'Jürgen Müller', 'Hauptstraße 5', '80331 München', 'Deutschland'] },
    delivery: { lines: ['Baustelle Žabnica', 'Žabnica 44', '4209 Žabnica', 'Slowenien'] },
    commission: 'Neubau Müller',
    customerNumber: 'B-4711',
    salesman: 'Ana Košir',
    positions,
    totals: { netCents, taxCents, totalCents: netCents + taxCents },
    paymentTerms: [
      {
        name: 'Vorkasse',
        description: 'Zahlung vor Lieferung',
        percent: 2,
        priceCents: Math.round((netCents + taxCents) * 0.98),
      },
      {
        name: '30 Tage netto',
        description: 'Zahlbar innerhalb von 30 Tagen',
        percent: 0,
        priceCents: netCents + taxCents,
      },
    ],
    deliveryTerms: [
      {
        name: 'Lieferung frei Baustelle',
        description: 'Lieferzeit 6–8 Wochen ab Auftragsbestätigung',
        percent: null,
        priceCents: null,
      },
    ],
    options: { showPrices: true, showImages: true, showDocumentation: false, showTerms: true, ...options },
  };
};
