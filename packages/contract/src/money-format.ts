/** Money as people read it; zod-free, so the web app's first page can use it. */
import { DEFAULT_CURRENCY } from './constants';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Formats an amount in major units with its currency in German locale format (`1.234,50 €`), whatever the interface
 * language: the specification fixes de-DE for numbers and currency. Web pages and mails use this one function.
 */
export const formatMoney = (amount: number, currency: string = DEFAULT_CURRENCY): string => {
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
  return formatter.format(amount);
};
