/**
 * The cart page's summary (docs/checkout.md): the store's pricing of the cart (use-cart-quote.ts), never a
 * sum of its own: subtotal, the automatic or applied code's discount, the shipping estimate for the
 * store's own country with how far free shipping is, the tax line ("Tax (8.875%)", or "Includes tax
 * (20%)" under the total) and the total; then the discount code field, which posts to /cart without
 * JavaScript (cart-form-action.ts) and works in place when live, and the way to checkout, which
 * finds the code applied (the codes cookie).
 */
import { Link, useActionData } from 'react-router';
import { centsText } from '../../domain/orders/order-totals';
import type { CheckoutQuote } from '../../domain/orders/order-types';
import { freeShippingShortfall } from '../../domain/orders/shipping-charge';
import type { FormReply } from '../forms/form-post';
import { CodeFields } from '../orders/code-fields';
import { minorPrice, SHOWN, TotalsList, usePriceAt } from '../orders/order-summary';
import { useAskedCodes } from '../orders/use-asked-codes';
import type { CartSummaryPreload } from '../components/cart-bridge';
import { cartQuoteKey, useCartQuote } from './use-cart-quote';

interface CartSummaryProps {
  /** The cart's codes, joined by '|'. */
  codes: string;
  /** What the server priced for the page it rendered (cookie-cart-loader.ts). */
  preloaded?: CartSummaryPreload | null;
}

function FreeShippingNote({ quote }: { quote: CheckoutQuote }) {
  const price = usePriceAt(null);
  const method = quote.shippingMethod;
  const shortfall = method ? freeShippingShortfall(method, quote.totals.subtotal) : null;
  if (!method || shortfall === null) return null;
  return (
    <p className="text-sm">
      {shortfall > 0
        ? `Add ${price(centsText(shortfall))} more for free shipping (${method.name}).`
        : `Your order ships free (${method.name}).`}
    </p>
  );
}

export function CartSummary({ codes, preloaded }: CartSummaryProps) {
  const reply = useActionData<FormReply | undefined>();
  const asked = useAskedCodes(preloaded?.asked ?? null, reply?.errors ?? {});
  const priced = useCartQuote(
    codes,
    asked.asked,
    preloaded ? { key: cartQuoteKey(preloaded.codes, preloaded.asked), value: preloaded.quote } : null,
  );
  const shown = usePriceAt(SHOWN);
  const quote = priced.quote;
  const applied = quote && !priced.stale ? quote.codes : null;
  const discount = quote?.codes.discount;
  return (
    <aside aria-label="Order summary" className="card flex flex-col gap-3">
      <h2 className="text-lg font-semibold">Order summary</h2>
      <div aria-live="polite" aria-busy={priced.stale} className="flex flex-col gap-3">
        {priced.failed && <p role="alert">We could not price your cart: {priced.failed}</p>}
        {!quote && !priced.failed && <p role="status">Pricing your cart…</p>}
        {quote && !priced.failed && (
          <>
            <TotalsList
              totals={quote.shownTotals}
              digits={quote.shownDigits}
              shippingName={quote.shippingMethod?.name ?? null}
              tax={quote.tax}
              price={shown}
              estimate
              labels={{
                discount: discount?.applied ? discount.label : '',
                giftCard: quote.codes.giftCard?.applied ? `ending ${quote.codes.giftCard.code.slice(-4)}` : '',
              }}
            />
            <FreeShippingNote quote={quote} />
            <p className="text-sm opacity-75">
              Shipping and tax are estimated for the store&apos;s own country; checkout prices them for your address.
            </p>
          </>
        )}
      </div>
      <Link to="/checkout" className="btn btn-primary btn-lg justify-center">
        Checkout
      </Link>
      <Link to="/" className="btn btn-link justify-center">
        Continue shopping
      </Link>
      {/* Its own form: without JavaScript Apply and Remove post here and come back to the cart. */}
      <form method="post" action="/cart" aria-label="Discount code">
        <CodeFields
          asked={asked.asked}
          view={applied}
          errors={asked.errors}
          price={minorPrice(shown, quote?.shownDigits ?? 2)}
          onStep={asked.step}
          giftCardEntry={false}
        />
      </form>
    </aside>
  );
}
