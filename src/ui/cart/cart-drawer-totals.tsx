/**
 * The drawer's short summary (docs/checkout.md): the subtotal and any discount as the store prices the cart
 * with the codes applied (use-cart-quote.ts, the cart page's pricing), and what checkout adds. The
 * whole breakdown (shipping estimate, tax line, total) is the cart page's.
 */
import type { CheckoutQuote } from '../../domain/orders/order-types';
import { SHOWN, usePriceAt } from '../orders/order-summary';
import { useAskedCodes } from '../orders/use-asked-codes';
import { useCartQuote } from './use-cart-quote';

const NO_REPLY = {};

function addedAtCheckout(quote: CheckoutQuote): string {
  if (Number(quote.tax.rate) <= 0) return 'Shipping is calculated at checkout.';
  return quote.tax.included ? 'Prices include tax; shipping is calculated at checkout.' : 'Shipping and tax are calculated at checkout.';
}

export function CartDrawerTotals({ codes }: { codes: string }) {
  const { asked } = useAskedCodes(null, NO_REPLY);
  const { quote, stale, failed } = useCartQuote(codes, asked);
  const priceAmount = usePriceAt(SHOWN);
  const price = (minor: number) => priceAmount(minor / 10 ** (quote?.shownDigits ?? 0));
  const discount = quote?.codes.discount;
  // Plain notes, not a status or an alert: the drawer's own status (saving, offline) is the one that speaks.
  if (failed) return <p className="text-sm">The store could not price your cart just now; the cart page shows its totals.</p>;
  if (!quote) return <p className="text-sm opacity-75">Pricing your cart…</p>;
  return (
    <div aria-live="polite" aria-busy={stale} className="flex flex-col gap-1">
      <p className="flex justify-between text-lg font-semibold">
        <span>Subtotal</span>
        <span>{price(quote.shownTotals.subtotal)}</span>
      </p>
      {quote.shownTotals.discount > 0 && (
        <p className="flex justify-between">
          <span>{discount?.applied ? `Discount (${discount.label})` : 'Discount'}</span>
          <span>
            <span aria-hidden="true">−</span>
            <span className="sr-only">minus </span>
            {price(quote.shownTotals.discount)}
          </span>
        </p>
      )}
      <p className="text-sm opacity-75">{addedAtCheckout(quote)}</p>
    </div>
  );
}
