/**
 * The browser's one auth session (auth machine) for a store: identity calls and cart calls share it,
 * so however many of them find the access token expired, one refresh runs. A landing on
 * /notfound?ec= forgets the stored user and the customer's cart first.
 */
import { createAuthSession, type AuthSession } from '../application/identity/auth-session';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import { decodeTokenPayload } from './services-factory';
import type { UserStore } from '../application/ports/user-store.port';

export interface AuthEffects {
  /** A full navigation (the landings leave the app's state behind). */
  assign(url: string): void;
  cartSignedOut(): void;
}

export function createBrowserAuthSession(
  services: Pick<StorefrontServices, 'tokens' | 'identity'>,
  user: UserStore,
  effects: AuthEffects,
): AuthSession {
  return createAuthSession({
    tokens: services.tokens,
    api: services.identity,
    clock: { now: () => Date.now() },
    decode: decodeTokenPayload,
    land: (ec) => {
      user.clear();
      effects.cartSignedOut();
      effects.assign(`/notfound?ec=${ec}`);
    },
  });
}
