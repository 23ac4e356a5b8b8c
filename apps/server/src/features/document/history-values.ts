import {
  formatAmount,
  formatDate,
  formatNumber,
  GUID_PATTERN,
  type Language,
  type LocalizedText,
} from '@door/contract';

/** What a history entry's stored text and value refer to: names of ids, and labels of the codes the server writes. */
export type HistoryLookups = {
  /** The caller's language: dates are written its way. */
  language: Language;
  /** User, partner and document ids → a name or number. */
  names: ReadonlyMap<string, string>;
  /** Document type, document status and project status codes → their name in the caller's language. */
  codes: ReadonlyMap<string, string>;
};

const text = (sl: string, en: string, de: string, fr: string): LocalizedText => ({ sl, en, de, fr });

// The other codes history entries carry: the contact blocks a contact change filled, the position data fields a
// change touched, and the documentation job.
const OTHER_CODES: Readonly<Record<string, LocalizedText>> = {
  DeliveryAddress: text('Naslov dostave', 'Delivery address', 'Lieferadresse', 'Adresse de livraison'),
  ReceiptAddress: text('Naslov za račun', 'Invoice address', 'Rechnungsadresse', 'Adresse de facturation'),
  customerPosition: text('Pozicija kupca', 'Customer position', 'Kundenposition', 'Position client'),
  customerSubPosition: text(
    'Podpozicija kupca',
    'Customer sub-position',
    'Kunden-Unterposition',
    'Sous-position client',
  ),
  deliveryDate: text('Datum dobave', 'Delivery date', 'Liefertermin', 'Date de livraison'),
  commission: text('Komisija', 'Commission', 'Kommission', 'Commission'),
  technicalDocumentation: text(
    'Tehnična dokumentacija',
    'Technical documentation',
    'Technische Dokumentation',
    'Documentation technique',
  ),
};
const LANGUAGE_NAMES: Readonly<Record<Language, LocalizedText>> = {
  sl: text('slovenščina', 'Slovenian', 'Slowenisch', 'slovène'),
  en: text('angleščina', 'English', 'Englisch', 'anglais'),
  de: text('nemščina', 'German', 'Deutsch', 'allemand'),
  fr: text('francoščina', 'French', 'Französisch', 'français'),
};

/** The fixed code labels of a language (the reference tables' names are added by the service). */
export const fixedHistoryCodes = (lang: Language): [string, string][] => [
  ...Object.entries(OTHER_CODES).map(([code, label]): [string, string] => [code, label[lang]]),
  ...Object.entries(LANGUAGE_NAMES).map(([code, label]): [string, string] => [code, label[lang]]),
];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d+\.\d{2}$/;
const DECIMAL = /^-?\d+\.\d+$/;
const FIGURE = /^(-?\d+(?:\.\d+)?)( ?%)?( \(\d+\))?$/;

/**
 * A stored history text or value as a person reads it: an id becomes the name or number it stands for (nothing
 * when it is gone), a day the language's date, a code its name in the caller's language, a decimal the product's number format (an amount with two decimals); a list of codes
 * ("DeliveryAddress, ReceiptAddress") each. Free text the user typed stays as it is.
 */
export const readableHistoryValue = (raw: string, lookups: HistoryLookups): string => {
  if (raw === '') {
    return '';
  }
  if (GUID_PATTERN.test(raw)) {
    return lookups.names.get(raw.toLowerCase()) ?? '';
  }
  if (ISO_DAY.test(raw)) {
    return formatDate(raw, lookups.language, { timeZone: 'UTC' });
  }
  if (AMOUNT.test(raw)) {
    return formatAmount(Number(raw));
  }
  if (DECIMAL.test(raw)) {
    return formatNumber(Number(raw), 4);
  }
  // A percentage, or a discount with its level ("10.00 % (1)", "25.50 (2)").
  const figure = FIGURE.exec(raw);
  if (figure && (figure[2] || figure[3])) {
    const [, number, percent, level] = figure;
    const shown = percent ? `${formatNumber(Number(number), 2)}\u00a0%` : formatAmount(Number(number));
    return `${shown}${level ?? ''}`;
  }
  const parts = raw.split(', ');
  return parts.every((part) => lookups.codes.has(part)) ? parts.map((part) => lookups.codes.get(part)).join(', ') : raw;
};

/**
 * The value of an entry as a person reads it: a change of several fields ("customerPosition, deliveryDate" with
 * "A1, 2026-12-24") reads each field's value on its own; any other value as a whole.
 */
export const readableHistoryEntryValue = (text: string, value: string, lookups: HistoryLookups): string => {
  const fields = text.split(', ');
  const values = value.split(', ');
  return fields.length > 1 && fields.length === values.length && fields.every((field) => lookups.codes.has(field))
    ? values.map((part) => readableHistoryValue(part, lookups)).join(', ')
    : readableHistoryValue(value, lookups);
};

/** The ids a history's texts and values name (to look their names up in one go). */
export const historyIds = (rows: readonly { text: string; value: string }[]): string[] => [
  ...new Set(
    rows
      .flatMap((row) => [row.text, row.value])
      .filter((raw) => GUID_PATTERN.test(raw))
      .map((id) => id.toLowerCase()),
  ),
];
