/** Cart prices in the store's currency (rate, symbol, abbreviation when show_currency is on). */
import { useCallback, useMemo } from 'react';
import type { CartItem } from '../../domain/cart/cart-types';
import { formatMinor, formatPrice } from '../../domain/money/format-price';
import { shownLineMinor, totalsLineOf } from '../../domain/orders/order-totals';
import { useStore } from '../app/use-store';

const FALLBACK = { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' };

function useCartCurrency() {
  const store = useStore();
  return { currency: store?.siteConfig.currency ?? FALLBACK, showCurrency: store?.siteSettings.show_currency ?? false };
}

export function useCartPrice(): (amount: number | string) => string {
  const { currency, showCurrency } = useCartCurrency();
  return useCallback((amount: number | string) => formatPrice(Number(amount) || 0, currency, showCurrency), [currency, showCurrency]);
}

/**
 * Line totals and the subtotal as the shopper sees them: a line is its shown unit prices × quantity
 * and the subtotal the sum of the lines as shown, in the currency's minor units (order-totals.ts),
 * so the figures on the page add up, and match what checkout charges.
 */
export function useShownCart(): { line(item: CartItem): string; subtotal(items: readonly CartItem[]): string } {
  const { currency, showCurrency } = useCartCurrency();
  return useMemo(() => {
    const shown = { abbreviation: currency.currencyAbbreviation, rate: currency.currencyRate };
    const minor = (item: CartItem) => shownLineMinor(totalsLineOf(item), shown);
    return {
      line: (item) => formatMinor(minor(item), currency, showCurrency),
      subtotal: (items) => formatMinor(items.reduce((sum, item) => sum + minor(item), 0), currency, showCurrency),
    };
  }, [currency, showCurrency]);
}
