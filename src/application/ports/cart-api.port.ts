import type { CartAnswer } from '../../domain/cart/cart-types';

/**
 * A cart call that did not give an answer. `unavailable` (network down, timeout, 5xx) may succeed
 * later, so the change is kept and retried with the same idempotency key; `refused` (4xx) will not,
 * so the change is dropped and the shopper told why.
 */
export type CartApiFailure =
  | { ok: false; reason: 'unavailable'; status: number | null; message: string }
  | { ok: false; reason: 'refused'; status: number; message: string };

export type CartApiResult = { ok: true; answer: CartAnswer } | CartApiFailure;

/**
 * The cart calls of spec section 7. Every answer is the whole cart after the call. Writes carry an
 * idempotency key: the server applies a key once and answers a repeat with the current cart.
 * AddCartItem with CartItemID '0' adds the code's quantity to the line with the same code ignoring
 * quantity (or creates it); with a saved line's id it sets that line to the code's quantity.
 * Quantities never exceed MAX_QUANTITY; a line asked above stock answers lessstock with the quantity allowed.
 */
export interface CartApi {
  /** GET /Cart/GetCart. Signed in: the customer's stored cart. Guest: `cartCodes` priced and checked, one line per code, refused codes with a non-ok status. */
  getCart(cartCodes: string): Promise<CartApiResult>;
  /** POST /Cart/AddCartItem; `cartCodes` is the shopper's whole cart as they see it, joined by '|'. */
  addCartItem(request: { cartCodes: string; cartCode: string; cartItemId: string; idempotencyKey: string }): Promise<CartApiResult>;
  /** POST /Cart/RemoveCartItem. */
  removeCartItem(request: { cartItemId: string; idempotencyKey: string }): Promise<CartApiResult>;
  /** POST /Cart/RemoveCartAddon; the line's code loses the add-on, merging with a line that already had that code. */
  removeCartAddon(request: { cartItemId: string; cartAddonId: string; idempotencyKey: string }): Promise<CartApiResult>;
  /** POST /Cart/SyncCart: adds a guest cart's codes (joined by '|') to the customer's cart, like AddCartItem with '0' for each. */
  syncCart(request: { cartCodes: string; idempotencyKey: string }): Promise<CartApiResult>;
}
