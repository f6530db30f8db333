/** Cart prices in the store's currency (rate, symbol, abbreviation when show_currency is on). */
import { useCallback, useMemo } from 'react';
import type { CartItem } from '../../domain/cart/cart-types';
import { formatCents, formatMinor } from '../../domain/money/format-price';
import { shownLineMinor, totalsLineOf } from '../../domain/orders/order-totals';
import { useStore } from '../app/use-store';

const FALLBACK = { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' };

function useCartCurrency() {
  const store = useStore();
  return { currency: store?.siteConfig.currency ?? FALLBACK, showCurrency: store?.siteSettings.show_currency ?? false };
}

/** A cart amount (base cents) as the shopper sees it. */
export function useCartPrice(): (cents: number) => string {
  const { currency, showCurrency } = useCartCurrency();
  return useCallback((cents: number) => formatCents(cents, currency, showCurrency), [currency, showCurrency]);
}

/**
 * A line's total as the shopper sees it: its shown unit prices × quantity in the currency's minor
 * units (order-totals.ts), as the checkout's lines are. The subtotal and every sum after it are the
 * store's (use-cart-quote.ts, docs/checkout.md): the browser adds nothing up.
 */
export function useShownCart(): { line(item: CartItem): string } {
  const { currency, showCurrency } = useCartCurrency();
  return useMemo(() => {
    const shown = { abbreviation: currency.currencyAbbreviation, rate: currency.currencyRate };
    return { line: (item) => formatMinor(shownLineMinor(totalsLineOf(item), shown), currency, showCurrency) };
  }, [currency, showCurrency]);
}
