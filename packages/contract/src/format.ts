/**
 * How numbers, money, quantities, percentages and dates read on every page and in every output (PDF, DOCX, mail,
 * history); zod-free, so the web app's first page can use it. Numbers and money are German locale format whatever
 * the interface language (the specification fixes de-DE for numbers and currency); dates follow the language, one
 * style per language (docs/decisions.md, "One formatting module").
 */
import { DEFAULT_CURRENCY, type Language } from './constants';

/** The Intl locale of each interface language, for dates and for words that depend on the language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { sl: 'sl-SI', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** The locale of numbers and money (the specification: German locale format, whatever the language). */
const NUMBER_LOCALE = 'de-DE';

const cached = <T>(make: (key: string) => T) => {
  const made = new Map<string, T>();
  return (key: string): T => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
};

const moneyFormat = cached(
  (currency) =>
    new Intl.NumberFormat(NUMBER_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/**
 * Formats an amount in major units with its currency in German locale format (`1.234,50 €`), whatever the interface
 * language. Web pages, mails and printed documents use this one function.
 */
export const formatMoney = (amount: number, currency: string = DEFAULT_CURRENCY): string =>
  moneyFormat(currency).format(amount);

const numberFormat = cached(
  (digits) => new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: Number(digits) }),
);

/** A plain number in German locale format with at most `maximumFractionDigits` decimals (`1.234,5`). */
export const formatNumber = (value: number, maximumFractionDigits = 2): string =>
  numberFormat(String(maximumFractionDigits)).format(value);

const fixedFormat = cached(
  (digits) =>
    new Intl.NumberFormat(NUMBER_LOCALE, {
      minimumFractionDigits: Number(digits),
      maximumFractionDigits: Number(digits),
    }),
);

/**
 * A number put into a sentence (a bound, a measure, a ratio): a whole number as it is (`1000`, `2026`, a measure in
 * mm or a year reads ungrouped), a number with decimals with the decimal comma (`1,15`), at most six decimals.
 */
export const formatPlainNumber = (value: number): string =>
  Number.isInteger(value) || !Number.isFinite(value) ? String(value) : formatNumber(value, 6);

/**
 * A number as a field shows it for editing: the decimal comma, no grouping (`1234,5`), so the field's own reading
 * (comma or point) takes it back unchanged.
 */
export const formatNumberInput = (value: number): string => String(value).replace('.', ',');

/** An amount without its currency, always with two decimals (`2.269,50`): a price where the currency is known. */
export const formatAmount = (amount: number): string => fixedFormat('2').format(amount);

/** A quantity (pieces): a whole number, grouped (`1.000`). */
export const formatQuantity = (value: number): string => formatNumber(Math.round(value), 0);

/** A percentage given in percent (`19` → `19 %`, `-2.5` → `-2,5 %`), at most two decimals. */
export const formatPercent = (percent: number): string => `${formatNumber(percent, 2)}\u00a0%`;

type DateInput = Date | string | number;
/** Where a date is read: the browser's own time zone (pages), or a fixed one (outputs made on the server). */
export type DateFormatOptions = { timeZone?: string };

const dateFormat = cached((key) => {
  const [language, withTime, timeZone] = key.split('|');
  return new Intl.DateTimeFormat(LANGUAGE_LOCALES[language as Language] ?? LANGUAGE_LOCALES.sl, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime === 'time' ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' as const } : {}),
    ...(timeZone ? { timeZone } : {}),
  });
});

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** A calendar date in the language's numeric style (`24.11.2026`, `24/11/2026`); empty for an invalid date. */
export const formatDate = (value: DateInput, language: Language, options: DateFormatOptions = {}): string => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(`${language}|date|${options.timeZone ?? ''}`).format(date);
};

/** A date with the time of day, 24-hour (`24.11.2026, 14:05`); empty for an invalid date. */
export const formatDateTime = (value: DateInput, language: Language, options: DateFormatOptions = {}): string => {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dateFormat(`${language}|time|${options.timeZone ?? ''}`).format(date);
};
