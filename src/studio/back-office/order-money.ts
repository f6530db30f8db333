/** An amount the store API gives in the order's currency (decimal text with its digits) as the owner reads it: grouped, with the code ("163,350 JPY"). */
import { formatMinor } from '../../domain/money/format-price';
import { currencyDigits } from '../../domain/money/minor-units';

export function orderMoney(amount: string, abbreviation: string): string {
  const minor = Math.round(Number(amount) * 10 ** currencyDigits(abbreviation));
  if (!Number.isFinite(minor)) return `${amount} ${abbreviation}`;
  return formatMinor(minor, { currencyAbbreviation: abbreviation, currencySymbol: '', currencyRate: 1 }, true);
}
