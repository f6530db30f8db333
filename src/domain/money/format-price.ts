/**
 * Shopper-facing prices (spec section 9): converted by the currency rate to the currency's minor
 * unit (minor-units.ts: at most 2 decimals, none for yen), en-US grouping, the symbol in front and
 * the abbreviation after when the store's show_currency setting is on. Whole amounts drop the
 * decimals ("¥1,200", "$20") while others keep all of the currency's digits ("$19.90", never
 * "$19.9"). The spaces inside a price are no-break spaces, so "EUR" never wraps onto a line alone.
 */
import type { Currency } from '../store/web-info';
import { convertCents, currencyDigits, shownMinor } from './minor-units';

const NBSP = '\u00a0';
const formats = new Map<number, Intl.NumberFormat>();

function digitsFormat(digits: number): Intl.NumberFormat {
  let format = formats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
    formats.set(digits, format);
  }
  return format;
}

/** An amount already in the shopper's currency, in its minor units (a shown line or total). */
export function formatMinor(minor: number, currency: Currency, showCurrency: boolean): string {
  const abbreviation = (currency.currencyAbbreviation ?? '').trim();
  const places = currencyDigits(abbreviation);
  const unit = 10 ** places;
  const magnitude = Math.abs(minor);
  const digits = digitsFormat(magnitude % unit === 0 ? 0 : places).format(magnitude / unit);
  // Not trimmed: stores write symbols like 'CHF ' with the space they want before the amount.
  const symbol = (currency.currencySymbol ?? '').replace(/ /g, NBSP);
  const text = `${minor < 0 ? '-' : ''}${symbol}${digits}`;
  return showCurrency && abbreviation ? `${text}${NBSP}${abbreviation}` : text;
}

/** A base-currency amount as the shopper sees it. */
export function formatPrice(amount: number, currency: Currency, showCurrency: boolean): string {
  const minor = shownMinor(amount, { abbreviation: currency.currencyAbbreviation ?? '', rate: currency.currencyRate });
  return formatMinor(minor, currency, showCurrency);
}

/** Base-currency cents (a cart line's money) as the shopper sees them. */
export function formatCents(cents: number, currency: Currency, showCurrency: boolean): string {
  return formatMinor(
    convertCents(cents, { abbreviation: currency.currencyAbbreviation ?? '', rate: currency.currencyRate }),
    currency,
    showCurrency,
  );
}
