/**
 * The checkout and order routes' components (routes.tsx loads this module lazily). It holds only a
 * Suspense frame around each page and imports the pages themselves one step later: every module a
 * lazy route imports is named in the first-load bundle's preload map, so this module stays small and
 * the checkout's own dependencies (forms, the cart, the orders calls) are named only here.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { lazyModule } from '../../../application/lazy/lazy-module';
import type * as OrderPagesModule from './order-pages';

type OrderPages = typeof OrderPagesModule;

export { orderLoader, orderShouldRevalidate } from './order-loader';
export { orderDetailLoader, orderDetailShouldRevalidate } from './order-reviews-loader';

// Without JavaScript the checkout is a whole page from the server and its form posts (docs/checkout.md);
// in the browser the pages load their own data, as before, so the loader answers null there.
const checkoutPreload = lazyModule(
  () => import('./checkout-preload'),
  (m) => m.loadCheckoutPreload,
);
const checkoutPost = lazyModule(
  () => import('./checkout-form-action'),
  (m) => m.checkoutFormAction,
);
export const checkoutLoader = (args: LoaderFunctionArgs) =>
  typeof document === 'undefined' ? checkoutPreload.use((load) => load(args)) : null;
export const checkoutAction = (args: ActionFunctionArgs) => checkoutPost.use((act) => act(args));

const pages = lazyModule(() => import('./order-pages'));
const loading = <p role="status">Loading…</p>;

function deferred(pick: (module: OrderPages) => ComponentType): ComponentType {
  const Page = lazy(() => pages.use((module) => ({ default: pick(module) })));
  return function DeferredPage() {
    return (
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    );
  };
}

export const CheckoutPage = deferred((m) => m.CheckoutPage);
export const BuyNowPage = deferred((m) => m.BuyNowPage);
export const OrderResumePage = deferred((m) => m.OrderResumePage);
export const OrderPage = deferred((m) => m.OrderPage);
export const OrderListPage = deferred((m) => m.OrderListPage);
export const OrderDetailPage = deferred((m) => m.OrderDetailPage);
