/**
 * The cart page of a shopper without JavaScript (or before the browser cart has started): the lines
 * of the cart cookie as the store priced them, each with a quantity form and a remove button that
 * post to /cart (cart-form-action.ts), and the store's pricing with the discount code's form
 * (cart-summary.tsx) and the way to checkout. Once the page is live
 * the browser cart takes these lines over and its own view replaces this one.
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { cartItemKey } from '../../domain/cart/cart-code';
import { MAX_QUANTITY } from '../../domain/cart/quantity';
import { safeUrl } from '../../domain/sections/link-target';
import type { CookieCartData } from './cookie-cart-loader';
import { useCartPrice, useShownCart } from './use-cart-price';

// Its own chunk: the first-load code names this view's chunks, and the summary's are shared with the live cart and checkout.
const CartSummary = lazy(() => import('./cart-summary').then((m) => ({ default: m.CartSummary })));

export default function CookieCartView({ cart }: { cart: CookieCartData }) {
  const price = useCartPrice();
  const shown = useShownCart();
  const lines = cart.lines.filter((item) => item.status === 'ok' || item.status === 'lessstock');
  if (lines.length === 0)
    return (
      <p className="card">
        The items in your cart can no longer be bought.{' '}
        <Link to="/" className="underline">
          Continue shopping
        </Link>
      </p>
    );
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
      <ul className="flex flex-col divide-y divide-[var(--color-border)]" aria-label="Items in your cart">
        {lines.map((item) => {
          const key = cartItemKey(item.cartItemCode) ?? item.cartItemCode;
          const name = item.product.itemName;
          return (
            <li key={key} className="flex flex-wrap items-end justify-between gap-3 py-4">
              <div className="flex min-w-0 flex-col gap-1">
                <Link to={safeUrl(item.product.productURL)} className="font-medium hover:underline">
                  {name}
                </Link>
                {item.product.variantName && <p className="text-sm opacity-75">{item.product.variantName}</p>}
                {item.addons.map((addon) => (
                  <p key={addon.cartAddonID} className="text-sm opacity-75">
                    + {addon.addonName}
                  </p>
                ))}
                <p className="text-sm">
                  {price(item.product.unitCents)} each{item.status === 'lessstock' && `, only ${item.quantity} available`}
                </p>
              </div>
              <form method="post" action="/cart" className="flex items-end gap-2">
                <input type="hidden" name="key" value={key} />
                <label className="flex flex-col text-sm">
                  <span>Quantity of {name}</span>
                  <input name="quantity" type="number" min={1} max={MAX_QUANTITY} defaultValue={item.quantity} className="input w-20" />
                </label>
                <button type="submit" name="intent" value="set" className="btn btn-outline btn-sm">
                  Update
                </button>
                <button type="submit" name="intent" value="remove" className="btn btn-link btn-sm" aria-label={`Remove ${name}`}>
                  Remove
                </button>
              </form>
              <p className="font-medium">{shown.line(item)}</p>
            </li>
          );
        })}
      </ul>
      <Suspense fallback={null}>
        <CartSummary
          codes={cart.codes.join('|')}
          preloaded={cart.quote ? { codes: cart.codes.join('|'), asked: cart.askedCodes, quote: cart.quote } : null}
        />
      </Suspense>
    </div>
  );
}
