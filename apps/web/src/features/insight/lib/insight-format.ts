import type { Language } from '@door/contract';

const LOCALES: Record<Language, string> = { sl: 'sl-SI', en: 'en-GB', de: 'de-DE', fr: 'fr-FR' };

/** The dashboard's one colour-blind-safe palette (Okabe–Ito): series in this order, never colour alone. */
export const INSIGHT_PALETTE = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9'] as const;

/** Numbers, money, percentages and days in the page's language. */
export const insightFormats = (language: Language) => {
  const locale = LOCALES[language];
  const integer = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    integer: (value: number) => integer.format(value),
    decimal: (value: number) => decimal.format(value),
    /** A share (0.25) as a percentage. */
    share: (value: number) => percent.format(value),
    /** A percentage (25) as a percentage. */
    percent: (value: number) => percent.format(value / 100),
    money: (value: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value),
    day: (value: string) => day.format(new Date(`${value.slice(0, 10)}T12:00:00Z`)),
    month: (value: string) => month.format(new Date(`${value.slice(0, 10)}T12:00:00Z`)),
  };
};
/** The dashboard's formats. */
export type InsightFormats = ReturnType<typeof insightFormats>;

/**
 * A table as CSV text (semicolons, quoted where needed). Names come from partners, storefronts, people and catalogues:
 * a text cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a carriage return) is kept
 * text by a leading apostrophe; numbers stay numbers.
 */
export const csvText = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string => {
  const cell = (value: string | number) => {
    const text = typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
    return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
};

/** A table as a CSV file (`csvText`, with a BOM for spreadsheet programs). */
export const csvOf = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): Blob =>
  new Blob(['\uFEFF', csvText(header, rows)], { type: 'text/csv;charset=utf-8' });

/** A day `daysAgo` days before today (UTC), as `YYYY-MM-DD`. */
export const dayBefore = (daysAgo: number, from = new Date()) =>
  new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() - daysAgo)).toISOString().slice(0, 10);
