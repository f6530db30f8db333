/**
 * /checkout from the shopper's cart. The second half of the checkout check lives here, where the
 * cart is: an empty cart offers the way back to the shop, and a cart with lines the store can no
 * longer sell as they are asks for a review (the cart-status dialog says what changed) before the
 * order can be placed. A placed order empties the cart and opens the order's page.
 *
 * A page the server rendered from the no-JavaScript cart (the cookie, checkout-preload.ts) checks
 * out from the server's lines until the browser cart has read its own. The one CheckoutForm stays
 * mounted across that hand-over (same tree, no key): remounting it lost what the shopper had typed
 * and a Place order pressed in that moment.
 */
import { useSelector } from '@xstate/react';
import { Link, useLoaderData } from 'react-router';
import { selectLines, selectSaving, type CartLineView } from '../../../application/cart/cart.selectors';
import type { CartActor } from '../../../application/storefront/live-runtime';
import { useStartedCart } from '../../cart/cart-client';
import { useStore } from '../../app/use-store';
import { CheckoutForm } from './checkout-form';
import { useOpenPlacedOrder } from './open-placed-order';
import type { CheckoutPreload } from './checkout-preload';
import { HeldClicks } from '../../app/early-clicks';

/**
 * Place order pressed before the page is live (the server rendered the form from the cart cookies)
 * is held, then pressed again once the browser cart has read storage: the order is then the live
 * cart's lines, which ORDER_PLACED empties, so no line the page did not order is lost. Without
 * JavaScript nothing is held and the form posts.
 */
const PLACE_ORDER = 'place-order';

type CartSnapshot = ReturnType<CartActor['getSnapshot']>;

interface CartState {
  /** Null until the browser cart has read its stored lines. */
  lines: CartLineView[] | null;
  saving: boolean;
  signedIn: boolean;
}

function sameState(a: CartState, b: CartState): boolean {
  const sameLines =
    a.lines === b.lines ||
    (a.lines !== null &&
      b.lines !== null &&
      a.lines.length === b.lines.length &&
      a.lines.every((line, i) => line.item === b.lines![i]!.item));
  return sameLines && a.saving === b.saving && a.signedIn === b.signedIn;
}

const readCart = (snapshot: CartSnapshot | undefined): CartState =>
  !snapshot || snapshot.matches('booting')
    ? { lines: null, saving: false, signedIn: false }
    : {
        lines: selectLines(snapshot),
        // A change of the shopper's on its way; not the page's own re-read of the cart (REFRESH), whose note pushed the form down and back.
        saving: selectSaving(snapshot) && snapshot.context.pending.some((intent) => intent.kind !== 'refresh'),
        signedIn: snapshot.context.signedIn,
      };

export function CheckoutCartView() {
  const cart = useStartedCart(true);
  const preload = useLoaderData<CheckoutPreload | null>();
  const state = useSelector(cart?.actor, readCart, sameState);
  const openPlacedOrder = useOpenPlacedOrder();
  const store = useStore();
  const fromCookie = state.lines === null && preload?.source === 'cart' ? preload : null;

  if (state.lines === null && !fromCookie) {
    return (
      <>
        <p role="status" className="hidden js:block">
          Loading your cart…
        </p>
        <p className="card js:hidden">
          Your cart is empty, so there is nothing to check out yet.{' '}
          <Link to="/" className="underline">
            Continue shopping
          </Link>
        </p>
      </>
    );
  }
  if (state.lines?.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="card">Your cart is empty, so there is nothing to check out yet.</p>
        <p>
          <Link to="/" className="btn btn-primary">
            Continue shopping
          </Link>
        </p>
      </div>
    );
  }
  const lines = state.lines ?? [];
  const troubled = lines.filter((line) => line.item.status !== 'ok');
  const codes = fromCookie ? fromCookie.codes : lines.map((line) => line.item.cartItemCode).join('|');
  const signedIn = fromCookie ? fromCookie.signedIn : state.signedIn;
  const accountMode = fromCookie ? fromCookie.options.accountMode : store?.siteSettings.account_mode;
  return (
    <div className="flex flex-col gap-6">
      {accountMode === 2 && !signedIn && (
        <p className="card">
          Checking out as a guest. Have an account?{' '}
          <Link to="/signin?redirect=%2Fcheckout" className="font-medium underline">
            Sign in
          </Link>{' '}
          to see this order in your order history.
        </p>
      )}
      {troubled.length > 0 && (
        <p role="alert" className="card">
          Some items in your cart changed since you added them.{' '}
          <Link to="/cart" className="font-medium underline">
            Review your cart
          </Link>{' '}
          before placing the order.
        </p>
      )}
      {state.saving && (
        <p role="status" className="text-sm opacity-75">
          Saving your cart…
        </p>
      )}
      {state.lines !== null && <HeldClicks name={PLACE_ORDER} />}
      <CheckoutForm
        placeOrderReplay={PLACE_ORDER}
        source={{ kind: 'cart', codes }}
        preload={preload?.source === 'cart' ? preload : null}
        onRefused={() => cart?.actor.send({ type: 'REFRESH' })}
        onPlaced={(placed) => {
          cart?.actor.send({ type: 'ORDER_PLACED' });
          openPlacedOrder(placed);
        }}
      />
    </div>
  );
}
