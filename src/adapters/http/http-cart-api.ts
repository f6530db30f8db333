/**
 * CartApi over HTTP: the store API's /Cart calls of spec section 7 (the embedded one or any
 * compatible backend), writes sending their Idempotency-Key. Failures become the port's two kinds:
 * `unavailable` (no answer, 5xx, and the 4xx that pass: 401 until the token is refreshed, 408, 429),
 * which the cart keeps and retries with the same key, and `refused` (other 4xx), which it drops.
 * Requests and answers cross the wire through src/contracts/cart.wire.ts, which reads answers
 * defensively and without a schema library: this module loads with the first cart call.
 */
import type { CartApi, CartApiFailure, CartApiResult } from '../../application/ports/cart-api.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import {
  addCartItemToWire,
  cartAnswerFromWire,
  removeCartAddonToWire,
  removeCartItemToWire,
  syncCartToWire,
} from '../../contracts/cart.wire';
import { callStoreApi, type JsonRequest, type StoreApiClient } from './store-api-client';

/** 4xx answers that say "not now" rather than "never". */
const TRANSIENT_4XX = new Set([401, 408, 425, 429]);

export function cartFailure(status: number | null, message: string): CartApiFailure {
  if (status !== null && status >= 400 && status < 500 && !TRANSIENT_4XX.has(status))
    return { ok: false, reason: 'refused', status, message };
  return { ok: false, reason: 'unavailable', status, message };
}

export class HttpCartApi implements CartApi {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  getCart(cartCodes: string): Promise<CartApiResult> {
    return this.send(this.deps.client.get('Cart/GetCart', { searchParams: { CartCodes: cartCodes } }));
  }

  addCartItem(request: Parameters<CartApi['addCartItem']>[0]): Promise<CartApiResult> {
    return this.write('Cart/AddCartItem', request.idempotencyKey, addCartItemToWire(request));
  }

  removeCartItem(request: Parameters<CartApi['removeCartItem']>[0]): Promise<CartApiResult> {
    return this.write('Cart/RemoveCartItem', request.idempotencyKey, removeCartItemToWire(request));
  }

  removeCartAddon(request: Parameters<CartApi['removeCartAddon']>[0]): Promise<CartApiResult> {
    return this.write('Cart/RemoveCartAddon', request.idempotencyKey, removeCartAddonToWire(request));
  }

  syncCart(request: Parameters<CartApi['syncCart']>[0]): Promise<CartApiResult> {
    return this.write('Cart/SyncCart', request.idempotencyKey, syncCartToWire(request));
  }

  private write(path: string, idempotencyKey: string, json: object): Promise<CartApiResult> {
    return this.send(this.deps.client.post(path, { json, headers: { 'Idempotency-Key': idempotencyKey } }));
  }

  private async send(request: JsonRequest): Promise<CartApiResult> {
    try {
      const answer = cartAnswerFromWire(await callStoreApi<unknown>(request));
      // A 200 that is not a cart (a captive portal, a misrouted proxy) is no answer: try again later.
      return answer ? { ok: true, answer } : cartFailure(null, 'The store answered something other than a cart');
    } catch (error) {
      if (error instanceof StoreApiError) return cartFailure(error.status, error.message);
      return cartFailure(null, error instanceof Error ? error.message : 'Network error');
    }
  }
}
