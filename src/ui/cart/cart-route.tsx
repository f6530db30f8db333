/**
 * The /cart page. The cart lives in the browser; the server renders the lines the cart cookies name
 * (cookie-cart-loader.ts: the no-JavaScript cart, and the live cart's mirror, cart-mirror.ts), with
 * forms that work without scripts, until the browser cart has read its own after hydration
 * (cart-root.tsx). Where the mirror says the cart is empty the server renders the empty cart as the
 * live cart will; without either cookie, a loading note.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLoaderData } from 'react-router';
import { summaryPreloadOf, useCartBridge } from '../components/cart-bridge';
import type { CookieCartData } from './cookie-cart-loader';
import { EmptyCart } from './empty-cart';
import type { TemplateData } from '../sections/theme-sections';
import { TemplateSections } from '../sections/template-sections';

const CookieCartView = lazy(() => import('./cookie-cart-view'));

export interface CartRouteData {
  cookieCart: CookieCartData | null;
  /** No lines, and the live cart's mirror says it holds none (cart-mirror.ts). */
  emptyCart: boolean;
  template: TemplateData;
}

export function CartRoute() {
  const { cookieCart, emptyCart, template } = useLoaderData<CartRouteData>();
  return (
    <TemplateSections template="cart" resolved={template.resolved}>
      <CartBody cookieCart={cookieCart} emptyCart={emptyCart} />
    </TemplateSections>
  );
}

/** The cart page's built-in body, which the cart template's sections go around (the editor frame has its own: builder-route.tsx). */
export function CartBody({ cookieCart, emptyCart }: { cookieCart: CookieCartData | null; emptyCart: boolean }) {
  const CartPage = useCartBridge()?.CartPage;
  const [liveShown, setLiveShown] = useState(false);
  // One element for the page's life: a server view still waiting to hydrate (its code loading) that got a new
  // element would be drawn again from scratch, as nothing until its code came (the whole cart jumped, decision 52).
  const serverView = useMemo(() => {
    // The live cart's notes fill the status box (empty-cart.tsx).
    if (emptyCart) return <EmptyCart notes={<div role="status" />} />;
    // Only where scripts run (the js: variant, decision 15); without them an empty cart says so.
    const loading = (
      <p role="status" className="hidden opacity-75 js:block">
        Loading your cart…
      </p>
    );
    // The server's lines (cart cookies: the no-JavaScript cart, the live cart's mirror) until the live cart has read its own.
    return cookieCart ? (
      <Suspense fallback={loading}>
        <CookieCartView cart={cookieCart} />
      </Suspense>
    ) : (
      loading
    );
  }, [cookieCart, emptyCart]);
  const preloaded = cookieCart && summaryPreloadOf(cookieCart);
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-6">
      <h1 id="page-heading" tabIndex={-1} className="outline-none">
        Shopping Cart
      </h1>
      {cookieCart ? (
        // The server's lines stay where they are (never drawn again) until the live ones are committed: then they
        // go before the browser paints (a layout effect), so nothing moves between the two (decision 52).
        <>
          {CartPage && <CartPage fallback={null} onShown={() => setLiveShown(true)} preloaded={preloaded} />}
          {!(CartPage && liveShown) && serverView}
        </>
      ) : CartPage ? (
        <CartPage fallback={serverView} />
      ) : (
        serverView
      )}
      {!cookieCart && !emptyCart && !CartPage && (
        <p className="card js:hidden">Your cart is empty. Items you add on a product page show here.</p>
      )}
    </section>
  );
}
