/**
 * The cart of a shopper without JavaScript. A guest's lives in the cart cookie (cookie-cart.ts); a
 * signed-in customer's is the stored cart the store API keeps, the same one their browser cart syncs
 * with, so a line added without scripts is there on every device and a checkout never empties
 * (server side) a stored cart it did not show. Cookie lines left from before signing in are moved
 * into the stored cart first (SyncCart), and the cookie is cleared through the request's cookie jar
 * as soon as the store has them, so it goes out with whatever the post answers (a redirect, or the
 * page again with its messages) and the lines are never moved twice.
 */
import { data } from 'react-router';
import type { CartApiResult } from '../../application/ports/cart-api.port';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import type { CartItem } from '../../domain/cart/cart-types';
import { CART_MIRROR_EMPTY, cartMirrorName, renderedGuestCart } from '../../domain/cart/cart-mirror';
import { cookieCartName, parseCookieCart } from '../../domain/cart/cookie-cart';

/** A cart call's answer, or the page a shopper sees when the store refused it or could not be reached. */
export function answerOrRefuse(result: CartApiResult): CartItem[] {
  if (result.ok) return result.answer.items;
  if (result.reason === 'refused') throw data(`${result.message}.`, { status: 400 });
  throw data('The store could not be reached, so your cart was not changed. Try again in a moment.', { status: 503 });
}

/** The signed-in customer's stored cart, after moving any cart-cookie lines into it. */
export async function openStoredCart(services: StorefrontServices, webID: number): Promise<CartItem[]> {
  const name = cookieCartName(webID);
  const cookieCodes = parseCookieCart(services.cookies.get(name));
  if (cookieCodes.length === 0) return answerOrRefuse(await services.cart.getCart(''));
  const items = answerOrRefuse(
    await services.cart.syncCart({ cartCodes: cookieCodes.join('|'), idempotencyKey: `nojs-sync-${crypto.randomUUID()}` }),
  );
  services.cookies.set(name, '', { maxAgeSeconds: 0 });
  return items;
}

/** The codes a shopper without JavaScript would check out: the stored cart once signed in, else the cookie's. A post's view: it moves cookie lines in. */
export async function noScriptCartCodes(services: StorefrontServices, webID: number): Promise<string[]> {
  if (!services.isSignedIn()) return parseCookieCart(services.cookies.get(cookieCartName(webID)));
  return buyable(await openStoredCart(services, webID));
}

/**
 * The codes a page's loader renders, which changes nothing: a customer's stored lines and any cookie
 * lines not moved in yet; a guest's cookie lines on top of the live cart's mirror (cart-mirror.ts),
 * as that cart will hold them once live. Never what a post orders: the mirror is for showing only.
 */
export async function shownCartCodes(services: StorefrontServices, webID: number): Promise<string[]> {
  const cookieCodes = parseCookieCart(services.cookies.get(cookieCartName(webID)));
  if (!services.isSignedIn()) return renderedGuestCart(parseCookieCart(services.cookies.get(cartMirrorName(webID))), cookieCodes);
  const stored = await services.cart.getCart('');
  return [...(stored.ok ? buyable(stored.answer.items) : []), ...cookieCodes];
}

/** A guest whose live cart's mirror says it is empty (shown with no lines: none added without JavaScript either). */
export function guestCartMirroredEmpty(services: StorefrontServices, webID: number): boolean {
  return !services.isSignedIn() && services.cookies.get(cartMirrorName(webID)) === CART_MIRROR_EMPTY;
}

/** Just signed in: the cookie's lines join the stored cart. When the store cannot take them the cookie stays, and the next post moves them. */
export async function moveCookieCartIn(services: StorefrontServices, webID: number): Promise<void> {
  if (parseCookieCart(services.cookies.get(cookieCartName(webID))).length === 0) return;
  try {
    await openStoredCart(services, webID);
  } catch (error) {
    services.logger.warn('Could not move the cart cookie into the stored cart', error);
  }
}

function buyable(items: readonly CartItem[]): string[] {
  return items.filter((item) => item.status === 'ok' || item.status === 'lessstock').map((item) => item.cartItemCode);
}
