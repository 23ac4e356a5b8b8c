import { formatMoney, formatPercent, type Language } from '@door/contract';

/** Pixel size of a position's door picture: about 150 dpi in the 76 × 110 pt box of the printed table. */
export const PRINT_PICTURE_SIZE = { width: 180, height: 240 } as const;

/** The kinds of printed sales documents (one template family each). */
export type PrintKind = 'offer' | 'orderconfirmation';

/** The print options of `POST /document/{id}/generateDocument`. */
export type PrintOptions = {
  /** Off: no price, cost, discount, tax or total anywhere in the document. */
  showPrices: boolean;
  /** Off: no door pictures. */
  showImages: boolean;
  /** On: each position lists its configuration's technical documentation items. */
  showDocumentation: boolean;
  /** On: payment and delivery terms are printed. */
  showTerms: boolean;
};

/** A named amount of a position (additional cost, discount, net cost); cents, a discount negative. */
export type PrintAmount = { name: string; cents: number; note: string };

/** One configuration of the document as printed. */
export type PrintPosition = {
  position: number;
  name: string;
  /** The drawn door as PNG; null when there is none. */
  picture: Buffer | null;
  /** The chosen parameters as people read them (`Width` → `900 mm`). */
  parameters: { name: string; value: string }[];
  quantity: number;
  unitCents: number;
  /** Unit price × quantity. */
  priceCents: number;
  additionalCosts: PrintAmount[];
  discounts: PrintAmount[];
  netCosts: PrintAmount[];
  /** Total without tax, after costs and discounts. */
  totalCents: number;
  /** The chosen tax option, e.g. `22 %`; empty for none. */
  taxLabel: string;
  taxCents: number;
  /** The configuration's technical documentation items. */
  documentation: { fileName: string; url: string }[];
};

/**
 * The section "Changes from revision NN" of an offer revision: one row a change, what (position and value), before
 * and after, already in the document's language.
 */
export type PrintChanges = { revision: string; rows: { what: string; from: string; to: string }[] };

/** A payment or delivery term as printed; `percent` is a payment term's cash discount. */
export type PrintTerm = { name: string; description: string; percent: number | null; priceCents: number | null };

/** An address block: a heading and its lines. */
export type PrintAddress = { lines: string[] };

/** Everything a printed document shows: one model for the PDF and the DOCX renderers. */
export type PrintModel = {
  kind: PrintKind;
  templateName: string;
  language: Language;
  currency: string;
  documentNumber: string;
  /** The print date, `YYYY-MM-DD`. */
  date: string;
  /** The last day an offer may be accepted, `YYYY-MM-DD`; null when the document has none (not an offer). */
  validUntil: string | null;
  letterhead: {
    name: string;
    lines: string[];
    /** The storefront's logo as PNG; null when it has none. */
    logo: Buffer | null;
    /** Header band and its text colour, accent colour (the storefront's theme). */
    bandColour: string;
    bandTextColour: string;
    accentColour: string;
  };
  customer: PrintAddress;
  delivery: PrintAddress | null;
  commission: string;
  customerNumber: string;
  salesman: string;
  positions: PrintPosition[];
  totals: { netCents: number; taxCents: number; totalCents: number };
  paymentTerms: PrintTerm[];
  deliveryTerms: PrintTerm[];
  options: PrintOptions;
  /** The changes from an earlier revision the salesperson chose to print; null for none. */
  changes?: PrintChanges | null;
};

const LABELS = {
  offer: { sl: 'Ponudba', en: 'Offer', de: 'Angebot', fr: 'Offre' },
  orderconfirmation: {
    sl: 'Potrditev naročila',
    en: 'Order confirmation',
    de: 'Auftragsbestätigung',
    fr: 'Confirmation de commande',
  },
  number: { sl: 'Številka', en: 'Number', de: 'Nummer', fr: 'Numéro' },
  date: { sl: 'Datum', en: 'Date', de: 'Datum', fr: 'Date' },
  validUntil: { sl: 'Veljavna do', en: 'Valid until', de: 'Gültig bis', fr: 'Valable jusqu’au' },
  customer: { sl: 'Kupec', en: 'Customer', de: 'Kunde', fr: 'Client' },
  delivery: { sl: 'Naslov dostave', en: 'Delivery address', de: 'Lieferadresse', fr: 'Adresse de livraison' },
  commission: { sl: 'Komisija', en: 'Commission', de: 'Kommission', fr: 'Commission' },
  customerNumber: {
    sl: 'Naročilo kupca',
    en: 'Customer order number',
    de: 'Bestellnummer des Kunden',
    fr: 'Commande client',
  },
  salesman: { sl: 'Prodajalec', en: 'Salesperson', de: 'Verkäufer', fr: 'Vendeur' },
  position: { sl: 'Poz.', en: 'Pos.', de: 'Pos.', fr: 'Pos.' },
  picture: { sl: 'Slika', en: 'Picture', de: 'Bild', fr: 'Image' },
  description: { sl: 'Opis', en: 'Description', de: 'Beschreibung', fr: 'Description' },
  quantity: { sl: 'Kol.', en: 'Qty', de: 'Menge', fr: 'Qté' },
  unitPrice: { sl: 'Cena/kos', en: 'Unit price', de: 'Einzelpreis', fr: 'Prix unitaire' },
  amount: { sl: 'Znesek', en: 'Amount', de: 'Betrag', fr: 'Montant' },
  additionalCost: { sl: 'Dodatni strošek', en: 'Additional cost', de: 'Zusatzkosten', fr: 'Coût supplémentaire' },
  discount: { sl: 'Popust', en: 'Discount', de: 'Rabatt', fr: 'Remise' },
  netCost: { sl: 'Neto strošek', en: 'Net cost', de: 'Nettokosten', fr: 'Coût net' },
  positionTotal: {
    sl: 'Skupaj pozicija',
    en: 'Position total',
    de: 'Summe Position',
    fr: 'Total de la position',
  },
  tax: { sl: 'DDV', en: 'Tax', de: 'MwSt.', fr: 'TVA' },
  totalNet: { sl: 'Skupaj brez DDV', en: 'Total without tax', de: 'Summe netto', fr: 'Total hors taxes' },
  total: { sl: 'Skupaj z DDV', en: 'Total with tax', de: 'Gesamtbetrag', fr: 'Total TTC' },
  paymentTerms: { sl: 'Plačilni pogoji', en: 'Payment terms', de: 'Zahlungsbedingungen', fr: 'Conditions de paiement' },
  deliveryTerms: {
    sl: 'Dobavni pogoji',
    en: 'Delivery terms',
    de: 'Lieferbedingungen',
    fr: 'Conditions de livraison',
  },
  changesFrom: {
    sl: 'Spremembe od revizije {revision}',
    en: 'Changes from revision {revision}',
    de: 'Änderungen seit Revision {revision}',
    fr: 'Modifications depuis la révision {revision}',
  },
  added: { sl: 'dodana', en: 'added', de: 'hinzugefügt', fr: 'ajoutée' },
  removed: { sl: 'odstranjena', en: 'removed', de: 'entfernt', fr: 'supprimée' },
  before: { sl: 'Prej', en: 'Before', de: 'Vorher', fr: 'Avant' },
  after: { sl: 'Potem', en: 'After', de: 'Nachher', fr: 'Après' },
  noChanges: { sl: 'Brez sprememb.', en: 'No changes.', de: 'Keine Änderungen.', fr: 'Aucune modification.' },
  cashDiscount: { sl: 'popust', en: 'discount', de: 'Skonto', fr: 'escompte' },
  payable: { sl: 'za plačilo', en: 'payable', de: 'zahlbar', fr: 'à payer' },
  documentation: {
    sl: 'Tehnična dokumentacija',
    en: 'Technical documentation',
    de: 'Technische Dokumentation',
    fr: 'Documentation technique',
  },
  page: {
    sl: 'Stran {page} od {pages}',
    en: 'Page {page} of {pages}',
    de: 'Seite {page} von {pages}',
    fr: 'Page {page} sur {pages}',
  },
  vatNumber: { sl: 'ID za DDV', en: 'VAT no.', de: 'USt-IdNr.', fr: 'N° TVA' },
} as const;

// The salutations people type or pick, each in the four languages (with the short forms of each language).
const SALUTATIONS: readonly { names: Record<Language, string>; aliases: readonly string[] }[] = [
  { names: { sl: 'Gospa', en: 'Ms', de: 'Frau', fr: 'Madame' }, aliases: ['ga', 'mrs', 'miss', 'mme'] },
  { names: { sl: 'Gospod', en: 'Mr', de: 'Herr', fr: 'Monsieur' }, aliases: ['g', 'm'] },
];

/**
 * A contact's salutation in the document's language (`Gospa` in a German offer is `Frau`); one the product does not
 * know stays as typed.
 */
export const salutationIn = (addressing: string, language: Language): string => {
  const key = addressing.trim().replace(/\.$/, '').toLowerCase();
  const known = SALUTATIONS.find(
    (salutation) =>
      Object.values(salutation.names).some((name) => name.toLowerCase() === key) || salutation.aliases.includes(key),
  );
  return known ? known.names[language] : addressing;
};

/** A label of the printed documents in the document's language. */
export type PrintLabel = keyof typeof LABELS;

/** The printed documents' texts in one language. */
export const printLabels = (language: Language) => (label: PrintLabel) => LABELS[label][language];

/** `Seite 2 von 3` in the document's language. */
export const pageLabel = (language: Language, page: number, pages: number) =>
  LABELS.page[language].replace('{page}', String(page)).replace('{pages}', String(pages));

/** `Changes from revision 01` in the document's language. */
export const changesTitle = (model: PrintModel, changes: PrintChanges) =>
  LABELS.changesFrom[model.language].replace('{revision}', changes.revision);

/** The document's title: the template's kind in the document's language and its number (`Angebot 2026-17`). */
export const documentTitle = (model: PrintModel) => `${LABELS[model.kind][model.language]} ${model.documentNumber}`;

/** Money in de-DE with the document's currency, whatever the language (the specification's rule). */
export const printMoney = (model: PrintModel, cents: number) => formatMoney(cents / 100, model.currency);

const LOCALES: Record<Language, string> = { sl: 'sl-SI', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** The print date as people of the language write it (`22.11.2026`). */
export const printDate = (model: PrintModel, date = model.date) =>
  new Intl.DateTimeFormat(LOCALES[model.language], { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

/** The document's details beside the addresses, label and value, in print order (empty ones left out). */
export const printDetails = (model: PrintModel): [string, string][] => {
  const label = printLabels(model.language);
  const details: [string, string][] = [
    [label('number'), model.documentNumber],
    [label('date'), printDate(model)],
  ];
  if (model.validUntil) {
    details.push([label('validUntil'), printDate(model, model.validUntil)]);
  }
  for (const [name, value] of [
    ['commission', model.commission],
    ['customerNumber', model.customerNumber],
    ['salesman', model.salesman],
  ] as const) {
    if (value) {
      details.push([label(name), value]);
    }
  }
  return details;
};

/** The totals' tax line names its rate (`MwSt. 22 %`); positions with different rates name each (`DDV 22 %, 9,5 %`). */
export const taxLine = (model: PrintModel): string => {
  const label = printLabels(model.language);
  const rates = [...new Set(model.positions.map((position) => position.taxLabel).filter((rate) => rate !== ''))];
  return rates.length === 0 ? label('tax') : `${label('tax')} ${rates.join(', ')}`;
};

/** A payment term as one line: name, description, cash discount and the price after it (prices only when shown). */
export const termLine = (model: PrintModel, term: PrintTerm): string => {
  const label = printLabels(model.language);
  const parts = [term.name];
  if (term.description) {
    parts.push(term.description);
  }
  if (model.options.showPrices && term.percent !== null && term.percent !== 0) {
    parts.push(`${formatPercent(term.percent)} ${label('cashDiscount')}`);
  }
  if (model.options.showPrices && term.priceCents !== null) {
    parts.push(`${label('payable')} ${printMoney(model, term.priceCents)}`);
  }
  return parts.join(' – ');
};

/** The file name of a printed document (`Angebot-2026-17.pdf`): the title, safe for every file system. */
export const printFileName = (model: PrintModel, extension: 'pdf' | 'docx') =>
  `${documentTitle(model)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '')}.${extension}`;
