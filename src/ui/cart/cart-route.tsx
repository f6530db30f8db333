/**
 * The /cart page. The cart lives in the browser, so the server renders the page's frame and a
 * loading note; the lines and summary come with the cart's code after hydration (cart-root.tsx).
 */
import { useCartBridge } from './cart-bridge';

export function CartRoute() {
  const CartPage = useCartBridge()?.CartPage;
  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-6">
      <h1 id="page-heading" tabIndex={-1} className="outline-none">Shopping Cart</h1>
      {CartPage ? <CartPage /> : <p role="status" className="opacity-75">Loading your cart…</p>}
      <noscript>
        <p className="card">Your cart is kept in this browser and needs JavaScript to show. Turn JavaScript on to see it and check out.</p>
      </noscript>
    </section>
  );
}
