/**
 * Shopper-facing prices (spec section 9): converted by the currency rate, at most 2 decimals,
 * en-US grouping, the symbol in front and the abbreviation after a space when the store's
 * show_currency setting is on. Whole amounts drop the decimals ("¥1,200", "$20") while others keep
 * both digits ("$19.90"), so a price never reads "$19.9".
 */
import type { Currency } from '../store/web-info';

const WHOLE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A broken or missing rate must not zero or explode every price on the page, so it counts as 1. */
function usableRate(rate: number): number {
  return Number.isFinite(rate) && rate > 0 ? rate : 1;
}

/** Rounds to cents; `|| 0` folds -0 into 0 so a tiny negative never prints as "-$0". */
function toCents(value: number): number {
  const cents = Math.round(value * 100);
  return Number.isFinite(cents) ? cents / 100 || 0 : value;
}

export function formatPrice(amount: number, currency: Currency, showCurrency: boolean): string {
  const converted = (Number.isFinite(amount) ? amount : 0) * usableRate(currency.currencyRate);
  const value = Number.isFinite(converted) ? toCents(converted) : 0;
  const magnitude = Math.abs(value);
  const digits = Number.isInteger(magnitude) ? WHOLE.format(magnitude) : CENTS.format(magnitude);
  // Not trimmed: stores write symbols like 'CHF ' with the space they want before the amount.
  const symbol = currency.currencySymbol ?? '';
  const abbreviation = (currency.currencyAbbreviation ?? '').trim();
  const text = `${value < 0 ? '-' : ''}${symbol}${digits}`;
  return showCurrency && abbreviation ? `${text} ${abbreviation}` : text;
}
