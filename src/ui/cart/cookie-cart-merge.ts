/**
 * Once the page is live, the lines a shopper added without JavaScript (the cart cookie the host's
 * form posts write, cookie-cart.ts) join the browser cart, and the cookie is cleared in the same
 * step, so a line is taken over exactly once: never lost, never doubled. The cart prices them with
 * its next call, as it does every line added on a product page.
 */
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import type { CartActor } from '../../application/storefront/live-runtime';
import { parseCartCode } from '../../domain/cart/cart-code';
import { cookieCartName, parseCookieCart } from '../../domain/cart/cookie-cart';

type CookieJar = StorefrontServices['cookies'];

/** The cookie's codes, and the cookie gone. */
export function takeCookieCart(cookies: CookieJar, webID: number): string[] {
  const name = cookieCartName(webID);
  const codes = parseCookieCart(cookies.get(name));
  if (cookies.get(name) !== undefined) cookies.set(name, '', { maxAgeSeconds: 0 });
  return codes;
}

/** Sends the cookie's lines to the cart once it has read its stored lines (a change before would overwrite them). */
export function mergeCookieCart(actor: CartActor, cookies: CookieJar, webID: number): void {
  const merge = () => {
    for (const code of takeCookieCart(cookies, webID)) {
      const line = parseCartCode(code)!;
      const product = {
        productID: line.productID,
        variantID: line.variantID,
        sku: '',
        itemName: '',
        variantName: '',
        unitCents: 0,
        imageFile: '',
        thumbnailFile: '',
        productURL: '',
      };
      actor.send({ type: 'ADD', quiet: true, code, product, addons: [] });
    }
  };
  if (!actor.getSnapshot().matches('booting')) return merge();
  const watch = actor.subscribe((snapshot) => {
    if (snapshot.matches('booting')) return;
    watch.unsubscribe();
    merge();
  });
}
