import { formatDate, formatDateTime, type Language } from '@door/contract';
import { useMemo } from 'react';
import { useAppStore } from '../stores/app-store';

// Numbers, money, quantities, percentages and dates are formatted once, in the contract, so pages, mails and printed
// documents read alike: numbers and money in de-DE (the specification), dates in one style per language.
export { formatMoney, formatNumber, formatPercent, formatQuantity } from '@door/contract';

/** A calendar day stored as `YYYY-MM-DD…` (a delivery date): shown as that day whatever the browser's time zone. */
export const formatDay = (value: string | null | undefined, language: Language): string => {
  const day = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return day ? formatDate(`${day[1]}-${day[2]}-${day[3]}T12:00:00Z`, language, { timeZone: 'UTC' }) : '';
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
