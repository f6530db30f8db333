/**
 * The /cart route's data on the server: the lines of a shopper without JavaScript (the cart cookie,
 * and a signed-in customer's stored cart: forms/no-script-cart.ts) and a guest's live cart as its
 * mirror cookie shows it (cart-mirror.ts), priced by the store with the
 * codes the shopper applied (GetQuote prices codes for guests and customers alike, docs/checkout.md), so the
 * page shows the server's subtotal, discount, shipping estimate, tax and total; or, with no lines,
 * whether the mirror says the cart is empty (the page says so at once, not that it is loading). In
 * the browser the cart lives in storage and the page needs nothing from a loader.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { AskedCodes } from '../../domain/discounts/asked-codes';
import type { CheckoutQuote } from '../../domain/orders/order-types';
import type { StorefrontServices } from '../../application/storefront/storefront-services';
import { servicesFrom } from '../app/services-holder';
import { requireStore } from '../app/store-loader';
import { guestCartMirroredEmpty, shownCartCodes } from '../forms/no-script-cart';
import { lazyModule } from '../../application/lazy/lazy-module';

const askedCodesModule = lazyModule(() => import('../../domain/discounts/asked-codes'));

export interface CookieCartData {
  codes: string[];
  lines: CheckoutQuote['data'];
  /** The quote of `codes` with `askedCodes`, for the store's own country; null when the store could not price it. */
  quote: CheckoutQuote | null;
  askedCodes: AskedCodes;
}

/** The cart the server shows: its lines (`cookieCart`), else whether the cart is known to be empty. */
export interface ServerCart {
  cookieCart: CookieCartData | null;
  emptyCart: boolean;
}

export async function loadServerCart(args: Pick<LoaderFunctionArgs, 'context'>): Promise<ServerCart> {
  const services = servicesFrom(args.context);
  const store = await requireStore(services);
  const codes = await shownCartCodes(services, store.webID);
  if (codes.length === 0) return { cookieCart: null, emptyCart: guestCartMirroredEmpty(services, store.webID) };
  return { cookieCart: await loadCookieCart(services, codes, store.webID), emptyCart: false };
}

async function loadCookieCart(services: StorefrontServices, codes: string[], webID: number): Promise<CookieCartData> {
  // A code the shopper just applied without JavaScript is in this request's jar already.
  // Imported here: the route table (first-load code) names every chunk this loader imports statically.
  const askedCodes = await askedCodesModule.use(({ codesCookieName, parseCodesCookie }) =>
    parseCodesCookie(services.cookies.get(codesCookieName(webID))),
  );
  try {
    const quote = await services.orders.quote(codes.join('|'), null, askedCodes, null);
    return { codes, lines: quote.data, quote, askedCodes };
  } catch (error) {
    services.logger.warn('Could not price the cart cookie', error);
    return { codes, lines: [], quote: null, askedCodes };
  }
}
