/**
 * The one way into the browser's identity runtime from views: built on first use (its code and
 * xstate load then), with the page's services and the store, and connected to the cart.
 */
import type { IdentityRuntime } from '../../composition/identity-composition';
import { servicesFrom } from '../app/services-holder';
import { loadCart } from '../cart/cart-client';

let runtime: Promise<IdentityRuntime> | null = null;

export function loadIdentity(store: string): Promise<IdentityRuntime> {
  runtime ??= import('../../composition/identity-composition').then((m) => m.createIdentityRuntime(servicesFrom(null), store, {
    assign: (url) => window.location.assign(url),
    cartSignedIn: (userId) => void loadCart().then((cart) => cart.actor.send({ type: 'SIGNED_IN', userId })).catch(() => undefined),
    cartSignedOut: () => void loadCart().then((cart) => cart.actor.send({ type: 'SIGNED_OUT' })).catch(() => undefined),
  })).catch((error: unknown) => {
    runtime = null;
    throw error;
  });
  return runtime;
}
