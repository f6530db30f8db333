/**
 * The page's one auth session, built on first use by the live runtime (its code and xstate load
 * then): the identity runtime and the cart's calls both go through it, so one refresh serves every
 * waiting call.
 */
import type { AuthSession } from '../../application/identity/auth-session';
import { liveRuntime } from '../app/services-holder';

/**
 * `cartSignedOut` empties the customer's cart at a landing; the first caller's is kept (the cart and
 * the identity runtime hand in the same effect: this module cannot import the cart, which imports it).
 */
export function loadAuthSession(store: string, cartSignedOut: () => void): Promise<AuthSession> {
  return liveRuntime().use((runtime) => runtime.authSession(store, cartSignedOut));
}
