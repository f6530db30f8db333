/**
 * The cart's calls through the auth session, so a cart call is a secure call like any account call:
 * an expired access token is refreshed first, and a 401 answer gets one refresh and one retry, all
 * sharing the one refresh the auth machine runs (a cart sync and a profile read never refresh twice).
 * The cart port answers failures as values, so a 401 is turned into the error the session retries on
 * and back; after a landing the page is leaving and the cart keeps its change as unavailable.
 */
import type { CartApi, CartApiResult } from '../ports/cart-api.port';
import { StoreApiError } from '../ports/store-api-error';
import type { AuthSession } from './auth-session';

export function securedCartApi(api: CartApi, session: Pick<AuthSession, 'secureCall'>): CartApi {
  const secured = async (call: () => Promise<CartApiResult>): Promise<CartApiResult> => {
    try {
      return await session.secureCall(async () => {
        const result = await call();
        if (!result.ok && result.status === 401) throw new StoreApiError(401, result.message);
        return result;
      });
    } catch (error) {
      return { ok: false, reason: 'unavailable', status: 401, message: error instanceof Error ? error.message : 'Unauthorized' };
    }
  };
  return {
    getCart: (cartCodes) => secured(() => api.getCart(cartCodes)),
    addCartItem: (request) => secured(() => api.addCartItem(request)),
    removeCartItem: (request) => secured(() => api.removeCartItem(request)),
    removeCartAddon: (request) => secured(() => api.removeCartAddon(request)),
    syncCart: (request) => secured(() => api.syncCart(request)),
  };
}
