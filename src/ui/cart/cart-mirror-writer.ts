/**
 * Keeps the live cart's mirror cookie (domain/cart/cart-mirror.ts) equal to the cart's lines, so the
 * server renders a guest's /cart and /checkout with them: written on every change the cart makes or
 * takes in from another tab's storage, "empty" when the cart is (an order placed included), cleared
 * while a customer is signed in (the server reads their stored cart). Compared with the cookie as
 * it is, not as this tab last wrote it: another tab may have written it since.
 */
import type { CartActor } from '../../application/storefront/live-runtime';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import { CART_MIRROR_MAX_AGE_SECONDS, cartMirrorName, cartMirrorValue } from '../../domain/cart/cart-mirror';

export function mirrorCart(actor: CartActor, cookies: StorefrontServices['cookies'], webID: number): void {
  const name = cartMirrorName(webID);
  const write = () => {
    const snapshot = actor.getSnapshot();
    // Until it has read storage the cart is not the shopper's yet.
    if (snapshot.matches('booting')) return;
    const { items, signedIn } = snapshot.context;
    const value = signedIn ? null : cartMirrorValue(items.map((item) => item.cartItemCode));
    if ((cookies.get(name) ?? null) === value) return;
    cookies.set(name, value ?? '', { maxAgeSeconds: value ? CART_MIRROR_MAX_AGE_SECONDS : 0, sameSite: 'Lax' });
  };
  write();
  actor.subscribe(write);
}
