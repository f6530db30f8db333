/**
 * /checkout from the shopper's cart. The second half of the checkout check lives here, where the
 * cart is: an empty cart offers the way back to the shop, and a cart with lines the store can no
 * longer sell as they are asks for a review (the cart-status dialog says what changed) before the
 * order can be placed. A placed order empties the cart and opens the order's page.
 */
import { Link, useLoaderData } from 'react-router';
import { selectSaving } from '../../../application/cart/cart.selectors';
import { CartActorContext, useCartSelector, useCartSend } from '../../cart/cart-actor-context';
import { useStartedCart } from '../../cart/cart-client';
import { useCartLines } from '../../cart/cart-lines-selector';
import { useStore } from '../../app/use-store';
import { CheckoutForm } from './checkout-form';
import { useOpenPlacedOrder } from './open-placed-order';
import type { CheckoutPreload } from './checkout-preload';

function CheckoutFromCookie({ preload }: { preload: CheckoutPreload }) {
  const accountMode = preload.options.accountMode;
  return (
    <div className="flex flex-col gap-6">
      {accountMode === 2 && !preload.signedIn && (
        <p className="card">
          Checking out as a guest. Have an account? <Link to="/signin?redirect=%2Fcheckout" className="font-medium underline">Sign in</Link> to see this order in your order history.
        </p>
      )}
      <CheckoutForm source={{ kind: 'cart', codes: preload.codes }} preload={preload} onPlaced={() => undefined} />
    </div>
  );
}

export function CheckoutCartView() {
  const cart = useStartedCart(true);
  const preload = useLoaderData<CheckoutPreload | null>();
  // Lines added without JavaScript (the cart cookie) check out from the server's data until the browser cart has them.
  if (!cart && preload?.source === 'cart') return <CheckoutFromCookie preload={preload} />;
  if (!cart) {
    return (
      <>
        <p role="status" className="hidden js:block">Loading your cart…</p>
        <p className="card js:hidden">Your cart is empty, so there is nothing to check out yet. <Link to="/" className="underline">Continue shopping</Link></p>
      </>
    );
  }
  return (
    <CartActorContext.Provider value={cart.actor}>
      <CheckoutFromCart />
    </CartActorContext.Provider>
  );
}

function CheckoutFromCart() {
  const lines = useCartLines();
  const saving = useCartSelector(selectSaving);
  const signedIn = useCartSelector((snapshot) => snapshot.context.signedIn);
  const send = useCartSend();
  const openPlacedOrder = useOpenPlacedOrder();
  const store = useStore();
  if (lines.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="card">Your cart is empty, so there is nothing to check out yet.</p>
        <p><Link to="/" className="btn btn-primary">Continue shopping</Link></p>
      </div>
    );
  }
  const troubled = lines.filter((line) => line.item.status !== 'ok');
  const codes = lines.map((line) => line.item.cartItemCode).join('|');
  const guestMayRegister = store?.siteSettings.account_mode === 2 && !signedIn;
  return (
    <div className="flex flex-col gap-6">
      {guestMayRegister && (
        <p className="card">
          Checking out as a guest. Have an account? <Link to="/signin?redirect=%2Fcheckout" className="font-medium underline">Sign in</Link> to see this order in your order history.
        </p>
      )}
      {troubled.length > 0 && (
        <p role="alert" className="card">
          Some items in your cart changed since you added them. <Link to="/cart" className="font-medium underline">Review your cart</Link> before placing the order.
        </p>
      )}
      {saving && <p role="status" className="text-sm opacity-75">Saving your cart…</p>}
      <CheckoutForm
        key={codes}
        source={{ kind: 'cart', codes }}
        onRefused={() => send({ type: 'REFRESH' })}
        onPlaced={(placed) => {
          send({ type: 'ORDER_PLACED' });
          openPlacedOrder(placed);
        }}
      />
    </div>
  );
}
