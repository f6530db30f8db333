/**
 * The page's one auth session, built on first use (its code and xstate load then): the identity
 * runtime and the cart's calls both go through it, so one refresh serves every waiting call.
 */
import type { AuthSession } from '../../application/identity/auth-session';
import { servicesFrom } from '../app/services-holder';

let session: Promise<AuthSession> | null = null;

/**
 * `cartSignedOut` empties the customer's cart at a landing; the first caller's is kept (the cart and
 * the identity runtime hand in the same effect: this module cannot import the cart, which imports it).
 */
export function loadAuthSession(store: string, cartSignedOut: () => void): Promise<AuthSession> {
  session ??= import('../../composition/auth-composition').then((m) => m.createBrowserAuthSession(servicesFrom(null), store, {
    assign: (url) => window.location.assign(url),
    cartSignedOut,
  })).catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session;
}
