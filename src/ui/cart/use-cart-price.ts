/** Cart prices in the store's currency (rate, symbol, abbreviation when show_currency is on). */
import { useCallback } from 'react';
import { formatPrice } from '../../domain/money/format-price';
import { useCartStore } from './use-cart-store';

const FALLBACK = { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' };

export function useCartPrice(): (amount: number | string) => string {
  const store = useCartStore();
  const currency = store?.siteConfig.currency ?? FALLBACK;
  const showCurrency = store?.siteSettings.show_currency ?? false;
  return useCallback((amount: number | string) => formatPrice(Number(amount) || 0, currency, showCurrency), [currency, showCurrency]);
}
