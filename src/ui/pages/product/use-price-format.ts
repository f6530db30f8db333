/** Prices in the store's currency (rate, symbol, abbreviation when show_currency is on). */
import { useCallback } from 'react';
import { formatPrice } from '../../../domain/money/format-price';
import { useStore } from '../../app/use-store';

const FALLBACK = { currencyAbbreviation: 'USD', currencyRate: 1, currencySymbol: '$' };

export function usePriceFormat(): (amount: number) => string {
  const store = useStore();
  const currency = store?.siteConfig.currency ?? FALLBACK;
  const showCurrency = store?.siteSettings.show_currency ?? false;
  return useCallback((amount: number) => formatPrice(amount, currency, showCurrency), [currency, showCurrency]);
}
