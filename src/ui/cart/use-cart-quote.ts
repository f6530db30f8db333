/**
 * The cart as the store prices it (docs/checkout.md): GetQuote for the cart's codes and the codes the
 * shopper applied, for the store's own country with its first shipping method: the same pricing
 * (price-order.ts) the checkout and PlaceOrder use, so the page never sums on its own. While a
 * change (a quantity, a code) is priced again, the last answer stays on screen, marked stale, rather
 * than the summary disappearing at every click; the last change's answer wins.
 */
import { useEffect, useState } from 'react';
import type { AskedCodes } from '../../domain/discounts/asked-codes';
import type { CheckoutQuote } from '../../domain/orders/order-types';
import { useOrders } from '../orders/use-orders';
import { pageStore, usePageStores } from '../app/page-stores';

export interface CartQuote {
  /** The latest answer, perhaps for an earlier state of the cart (then `stale`); null before the first. */
  quote: CheckoutQuote | null;
  stale: boolean;
  /** Why the latest pricing failed; '' when it did not. */
  failed: string;
}

export const cartQuoteKey = (codes: string, asked: AskedCodes): string => `${codes}#${asked.discountCode}#${asked.giftCardCode}`;

/**
 * The page's last answer: the live cart's summary, replacing the server's (decision 52), starts
 * from the server's quote when it prices the same cart, instead of "Pricing your cart…" (which
 * shrank the summary and pulled what is under it up, then pushed it back).
 */
const LAST_ANSWER = pageStore(() => ({ answer: null as { key: string; value: CheckoutQuote } | null }));

/** `preloaded`: the server's quote for the page it rendered (cookie-cart-loader.ts), under its key. */
export function useCartQuote(codes: string, asked: AskedCodes, preloaded?: { key: string; value: CheckoutQuote } | null): CartQuote {
  const orders = useOrders();
  const key = cartQuoteKey(codes, asked);
  const memo = usePageStores()?.of(LAST_ANSWER) ?? null;
  const [priced, setPriced] = useState<{ key: string | null; quote: CheckoutQuote | null; failed: string }>(() => {
    const known = preloaded ?? (memo?.answer?.key === key ? memo.answer : null);
    return known ? { key: known.key, quote: known.value, failed: '' } : { key: null, quote: null, failed: '' };
  });
  useEffect(() => {
    if (memo && priced.key !== null && priced.quote && !priced.failed) memo.answer = { key: priced.key, value: priced.quote };
  }, [memo, priced]);
  useEffect(() => {
    if (priced.key === key) return;
    let live = true;
    orders.quote(codes, null, asked, null).then(
      (quote) => live && setPriced({ key, quote, failed: '' }),
      (error: unknown) =>
        live && setPriced((last) => ({ key, quote: last.quote, failed: error instanceof Error ? error.message : 'Something went wrong' })),
    );
    return () => {
      live = false;
    };
    // `key` names the codes and the asked codes; an answer for it ends the effect's work.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return { quote: priced.quote, stale: priced.key !== key, failed: priced.key === key ? priced.failed : '' };
}
