/**
 * The cart of a shopper without JavaScript. A guest's lives in the cart cookie (cookie-cart.ts); a
 * signed-in customer's is the stored cart the store API keeps, the same one their browser cart syncs
 * with, so a line added without scripts is there on every device and a checkout never empties
 * (server side) a stored cart it did not show. Cookie lines left from before signing in are moved
 * into the stored cart first (SyncCart), and the cookie cleared only once the store has them.
 */
import { data } from 'react-router';
import type { CartApiResult } from '../../application/ports/cart-api.port';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import type { CartItem } from '../../domain/cart/cart-types';
import { cookieCartName, parseCookieCart } from '../../domain/cart/cookie-cart';

const CLEARED = (webID: number) => `${cookieCartName(webID)}=; Path=/; Max-Age=0; SameSite=Lax`;

export interface StoredCart {
  items: CartItem[];
  /** A Set-Cookie value emptying the cart cookie, when its lines were just moved into the stored cart. */
  clearCookie: string | null;
}

/** A cart call's answer, or the page a shopper sees when the store refused it or could not be reached. */
export function answerOrRefuse(result: CartApiResult): CartItem[] {
  if (result.ok) return result.answer.items;
  if (result.reason === 'refused') throw data(`${result.message}.`, { status: 400 });
  throw data('The store could not be reached, so your cart was not changed. Try again in a moment.', { status: 503 });
}

/** The signed-in customer's stored cart, after moving any cart-cookie lines into it. */
export async function openStoredCart(services: StorefrontServices, webID: number): Promise<StoredCart> {
  const cookieCodes = parseCookieCart(services.cookies.get(cookieCartName(webID)));
  if (cookieCodes.length === 0) return { items: answerOrRefuse(await services.cart.getCart('')), clearCookie: null };
  const synced = await services.cart.syncCart({ cartCodes: cookieCodes.join('|'), idempotencyKey: `nojs-sync-${crypto.randomUUID()}` });
  return { items: answerOrRefuse(synced), clearCookie: CLEARED(webID) };
}

/** The codes a shopper without JavaScript would check out: the stored cart once signed in, else the cookie's. A post's view: it moves cookie lines in. */
export async function noScriptCartCodes(services: StorefrontServices, webID: number): Promise<{ codes: string[]; clearCookie: string | null }> {
  if (!services.isSignedIn()) return { codes: parseCookieCart(services.cookies.get(cookieCartName(webID))), clearCookie: null };
  const stored = await openStoredCart(services, webID);
  return { codes: buyable(stored.items), clearCookie: stored.clearCookie };
}

/** The same codes for a page's loader, which changes nothing: a customer's stored lines and any cookie lines not moved in yet. */
export async function shownCartCodes(services: StorefrontServices, webID: number): Promise<string[]> {
  const cookieCodes = parseCookieCart(services.cookies.get(cookieCartName(webID)));
  if (!services.isSignedIn()) return cookieCodes;
  const stored = await services.cart.getCart('');
  return [...(stored.ok ? buyable(stored.answer.items) : []), ...cookieCodes];
}

const buyable = (items: readonly CartItem[]) => items.filter((item) => item.status === 'ok' || item.status === 'lessstock').map((item) => item.cartItemCode);

/** Just signed in: the cookie's lines join the stored cart. A Set-Cookie emptying the cookie once they have;
 * null when there was nothing to move or the store could not take it (the cookie stays, the next post moves it). */
export async function moveCookieCartIn(services: StorefrontServices, webID: number): Promise<string | null> {
  if (parseCookieCart(services.cookies.get(cookieCartName(webID))).length === 0) return null;
  try {
    return (await openStoredCart(services, webID)).clearCookie;
  } catch (error) {
    services.logger.warn('Could not move the cart cookie into the stored cart', error);
    return null;
  }
}
