/**
 * The cart saved in this browser at a glance (its item count), read without starting the
 * cart: the header shows the count as soon as the page is live, while the cart machine (and xstate)
 * load when the browser is idle. The stored text goes through the domain's reader, so a hand-edited
 * cart shows a sane count.
 */
import type { CartStorage } from '../application/ports/cart-storage.port';
import { rebase } from '../domain/cart/cart-intents';
import { parseStoredCart } from '../domain/cart/cart-persisted';
import { itemCount } from '../domain/cart/cart-rules';

export function peekStoredCart(storage: CartStorage): { count: number } {
  const { state } = parseStoredCart(storage.load());
  return { count: itemCount(rebase(state.base, state.pending)) };
}
