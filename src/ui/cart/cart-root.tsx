/**
 * The cart's root, loaded right after hydration with the live layer (shell/live-layer.tsx): it shows
 * the stored item count at once, connects the cart to the router and the store, starts it when the
 * browser is idle or the shopper first interacts (at once on /cart), keeps it told of the route,
 * and then draws the drawer, popups and dialog. The editor and preview frames show the theme to its
 * owner, not a shopper's cart.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { showsCartPopups } from '../../domain/cart/cart-status';
import { CartActorContext } from './cart-actor-context';
import type { CartBridgeStore, CartPageProps } from '../components/cart-bridge';
import { connectCart, loadCart, useStartedCart } from './cart-client';
import { isBuilderPath } from '../../domain/store/builder-mode';
import { cartLinkExtras } from './cart-link-extras';
import { useCartRouteName } from './use-cart-route-name';
import { useStore } from '../app/use-store';
import { loadedLiveRuntime } from '../app/services-holder';
import { lazyModule } from '../../application/lazy/lazy-module';

const cartLayer = lazyModule(() => import('./cart-layer'));
const CartLayer = lazy(() => cartLayer.use((m) => m));
const cartPageBody = lazyModule(() => import('./cart-page-body'));
const CartPageBody = lazy(() => cartPageBody.use((m) => m));
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

const loading = (
  <p role="status" className="opacity-75">
    Loading your cart…
  </p>
);

/** Until the cart has read storage, the lines the server rendered (from the cart cookies) stay: no loading note between the two. */
function CartPage({ fallback = loading, onShown, preloaded }: CartPageProps) {
  return (
    <Suspense fallback={fallback}>
      <CartPageBody loading={fallback} onShown={onShown} preloaded={preloaded} />
    </Suspense>
  );
}

export function CartRoot({ bridge }: { bridge: CartBridgeStore }) {
  const store = useStore();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const routeName = useCartRouteName();
  const { pathname } = useLocation();
  const inBuilder = isBuilderPath(pathname);
  const shownAt = useRef(pathname);
  const cart = useStartedCart(false);

  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    if (!store || inBuilder) return;
    const stored = loadedLiveRuntime().peekStoredCart(store.storeName);
    if (!bridge.get()) bridge.set({ saving: false, link: cartLinkExtras(stored.count, null), CartPage });
    connectCart({ store, routeName, bridge, navigate: (to) => void navigateRef.current(to) });
    const start = () => {
      cartLayer.use(() => undefined).catch(() => undefined);
      void loadCart();
    };
    // A new page opens with the drawer closed (docs/decisions.md), so nothing needs the cart before then.
    return whenIdleOrInteracting(start);
    // Connected once per page load; later routes reach the cart through ROUTE_CHANGED below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Going to another page (back and forward included) closes the drawer; a reload opens the page with it closed.
  useEffect(() => {
    if (shownAt.current === pathname) return;
    shownAt.current = pathname;
    if (cart?.actor.getSnapshot().context.visible) cart.actor.send({ type: 'CLOSE' });
  }, [cart, pathname]);

  useEffect(() => {
    cart?.actor.send({ type: 'ROUTE_CHANGED', name: routeName });
    // The cart and checkout pages show the cart as the store has it today (and its status dialog).
    if (showsCartPopups(routeName)) cart?.actor.send({ type: 'REFRESH' });
  }, [cart, routeName]);

  if (!cart || inBuilder) return null;
  return (
    <CartActorContext.Provider value={cart.actor}>
      <Suspense fallback={null}>
        <CartLayer />
      </Suspense>
    </CartActorContext.Provider>
  );
}

/** Runs `start` once: when the browser is idle (at most 3 s on), or at the shopper's first interaction if sooner. */
function whenIdleOrInteracting(start: () => void): () => void {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    cancel();
    start();
  };
  const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(fire, { timeout: 3000 }) : null;
  const timer = idle === null ? window.setTimeout(fire, 1500) : null;
  INTERACTIONS.forEach((type) => window.addEventListener(type, fire, { capture: true, passive: true }));
  function cancel() {
    if (idle !== null) window.cancelIdleCallback(idle);
    if (timer !== null) window.clearTimeout(timer);
    INTERACTIONS.forEach((type) => window.removeEventListener(type, fire, { capture: true }));
  }
  return cancel;
}
