import { DEFAULT_CURRENCY } from '@door/contract';

const formatters = new Map<string, Intl.NumberFormat>();

/** Formats an amount in major units in German locale format with the given currency (default EUR). */
export const formatMoney = (value: number, currency: string = DEFAULT_CURRENCY): string => {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, formatter);
  }
  return formatter.format(value);
};

/** Formats a plain number in German locale format with two decimals. */
export const formatNumber = (value: number): string =>
  new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
