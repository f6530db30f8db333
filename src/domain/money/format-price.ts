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
/** en-US digits with grouping, written by hand: a page's first Intl.NumberFormat costs a phone tens of milliseconds (decision 54). */
function groupedDigits(minor: number, places: number): string {
  const unit = 10 ** places;
  const whole = String(Math.floor(minor / unit)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = minor % unit;
  // Whole amounts drop the decimals; others keep all of the currency's digits.
  return fraction === 0 ? whole : `${whole}.${String(fraction).padStart(places, '0')}`;
}

/** An amount already in the shopper's currency, in its minor units (a shown line or total). */
export function formatMinor(minor: number, currency: Currency, showCurrency: boolean): string {
  const abbreviation = (currency.currencyAbbreviation ?? '').trim();
  const places = currencyDigits(abbreviation);
  const magnitude = Number.isFinite(minor) ? Math.round(Math.abs(minor)) : 0;
  const digits = groupedDigits(magnitude, places);
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
