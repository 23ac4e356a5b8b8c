import { formatDate, formatDateTime, type Language } from '@door/contract';
import { useMemo } from 'react';
import { useAppStore } from '#web/stores/app-store';

// Numbers, money, quantities, percentages and dates are formatted once, in the contract, so pages, mails and printed
// documents read alike: numbers and money in de-DE (the specification), dates in one style per language.
export {
  formatAmount,
  formatMoney,
  formatNumber,
  formatNumberInput,
  formatPercent,
  formatPlainNumber,
  formatQuantity,
} from '@door/contract';

/** A calendar day stored as `YYYY-MM-DD…` (a delivery date): shown as that day whatever the browser's time zone. */
export const formatDay = (value: string | null | undefined, language: Language): string => {
  const day = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return day ? formatDate(`${day[1]}-${day[2]}-${day[3]}T12:00:00Z`, language, { timeZone: 'UTC' }) : '';
};

/**
 * A day typed as the pages show days (day, month, year in every language: `24.12.2026`, `24/12/2026`,
 * `24. 12. 2026`) as `YYYY-MM-DD`; null when it is no such day.
 */
export const parseTypedDay = (text: string): string | null => {
  const match = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})$/.exec(text.trim());
  if (!match) {
    return null;
  }
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` : null;
};

/** The date formats of the interface language: a moment's date, its date and time, and a calendar day. */
export type DateFormats = {
  date: (value: string | Date) => string;
  dateTime: (value: string | Date) => string;
  day: (value: string | null | undefined) => string;
};

/** Dates in the interface language, in the one format of that language, on every page. */
export const useDateFormats = (): DateFormats => {
  const language = useAppStore((state) => state.language);
  return useMemo(
    () => ({
      date: (value) => formatDate(value, language),
      dateTime: (value) => formatDateTime(value, language),
      day: (value) => formatDay(value, language),
    }),
    [language],
  );
};
