/** Layout "checkout": a quiet frame with the store name and a way back to the cart, no distractions. */
import { Link, Outlet } from 'react-router';
import { useStore } from '../app/use-store';

export function CheckoutLayout() {
  const store = useStore();
  return (
    <>
      <header className="border-b border-[var(--color-border)]">
        <div className="container flex items-center justify-between py-4">
          <Link to="/" className="heading text-xl">
            {store?.siteConfig.webTitle ?? 'Store'}
          </Link>
          <Link to="/cart" className="btn btn-link btn-sm">
            Back to cart
          </Link>
        </div>
      </header>
      <main id="main" className="container py-10">
        <Outlet />
      </main>
    </>
  );
}
