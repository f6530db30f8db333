/**
 * The /cart page. The cart lives in the browser, so the server renders the page's frame and a
 * loading note; the lines and summary come with the cart's code after hydration (cart-root.tsx).
 * Lines added without JavaScript (the cart cookie, cookie-cart-loader.ts) are rendered by the
 * server, with forms that work without scripts, until the browser cart has taken them over.
 */
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useCartBridge } from './cart-bridge';
import type { CookieCartData } from './cookie-cart-loader';
import type { TemplateData } from '../app/theme-sections';
import { TemplateSections } from '../pages/template-sections';

const CookieCartView = lazy(() => import('./cookie-cart-view'));

export interface CartRouteData {
  cookieCart: CookieCartData | null;
  template: TemplateData;
}

export function CartRoute() {
  const { cookieCart, template } = useLoaderData<CartRouteData>();
  return (
    <TemplateSections template="cart" resolved={template.resolved}>
      <CartBody cookieCart={cookieCart} />
    </TemplateSections>
  );
}

/** The cart page's built-in body, which the cart template's sections go around (the editor frame has its own: builder-route.tsx). */
export function CartBody({ cookieCart }: { cookieCart: CookieCartData | null }) {
  const CartPage = useCartBridge()?.CartPage;
  // Only where scripts run (the js: variant, decision 15); without them an empty cart says so.
  const loading = (
    <p role="status" className="hidden opacity-75 js:block">
      Loading your cart…
    </p>
  );
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-6">
      <h1 id="page-heading" tabIndex={-1} className="outline-none">
        Shopping Cart
      </h1>
      {CartPage ? (
        <CartPage />
      ) : cookieCart ? (
        <Suspense fallback={loading}>
          <CookieCartView cart={cookieCart} />
        </Suspense>
      ) : (
        loading
      )}
      {!cookieCart && !CartPage && <p className="card js:hidden">Your cart is empty. Items you add on a product page show here.</p>}
    </section>
  );
}
