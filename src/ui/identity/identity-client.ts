/**
 * The one way into the browser's identity runtime from views: built on first use by the live
 * runtime (its code and xstate load then), with the page's services and the store, and connected to the cart.
 */
import type { IdentityRuntime } from '../../application/storefront/live-runtime';
import { liveRuntime, servicesFrom } from '../app/services-holder';
import { loadCart } from '../cart/cart-client';
import { loadAuthSession } from './auth-client';

const cartSignedOut = () =>
  void loadCart()
    .then((cart) => cart.actor.send({ type: 'SIGNED_OUT' }))
    .catch(() => undefined);

/** The page's auth session for the store API gate (entry-client.tsx): the store is loaded by then. */
export async function loadPageAuthSession() {
  const loaded = await servicesFrom(null).loadStore();
  if (loaded.kind !== 'store') throw new Error('No store to refresh a token for');
  return loadAuthSession(loaded.info.storeName, cartSignedOut);
}

export function loadIdentity(store: string): Promise<IdentityRuntime> {
  return liveRuntime().use((runtime) =>
    runtime.identity(store, {
      cartSignedIn: (userId) =>
        void loadCart()
          .then((cart) => cart.actor.send({ type: 'SIGNED_IN', userId }))
          .catch(() => undefined),
      cartSignedOut,
    }),
  );
}
