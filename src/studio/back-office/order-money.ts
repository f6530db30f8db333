/** An order's amount in its own currency as the owner reads it: grouped, with the code ("163,350 JPY"). */
import { formatMinor } from '../../domain/money/format-price';
import { currencyDigits } from '../../domain/money/minor-units';

/** Minor units of the order's currency (an order view's shown totals and lines). */
export function orderMinorMoney(minor: number, abbreviation: string): string {
  return formatMinor(minor, { currencyAbbreviation: abbreviation, currencySymbol: '', currencyRate: 1 }, true);
}

/** Decimal text with the currency's digits, as the orders list answers it. */
export function orderMoney(amount: string, abbreviation: string): string {
  const minor = Math.round(Number(amount) * 10 ** currencyDigits(abbreviation));
  if (!Number.isFinite(minor)) return `${amount} ${abbreviation}`;
  return orderMinorMoney(minor, abbreviation);
}
