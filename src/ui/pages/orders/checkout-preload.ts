/**
 * The checkout pages' data on the server (docs/checkout.md, Without JavaScript), so /checkout and /checkout/bn/{code} are whole
 * pages without JavaScript: the store's checkout options, the lines priced for the store's own
 * country with its zone's first shipping method, and a fresh idempotency key for the form's hidden field (one order however often the
 * shopper presses Place order). /checkout reads the no-JavaScript cart (the cookie, or a signed-in
 * customer's stored cart: forms/no-script-cart.ts) and a guest's live cart mirror (cart-mirror.ts),
 * so the form and summary are in the first HTML; without one it has
 * nothing to preload and the page waits for the browser cart as before. In the browser: null.
 */
import type { LoaderFunctionArgs } from 'react-router';
import { countryOptions } from '../../../domain/address/countries';
import { methodsFor } from '../../../domain/shipping/shipping-zones';
import { preselectedAddress, type SavedAddress } from '../../../domain/address/saved-address';
import type { CartAnswer } from '../../../domain/cart/cart-types';
import { codesCookieName, parseCodesCookie, type AskedCodes } from '../../../domain/discounts/asked-codes';
import type { CheckoutOptions, CheckoutQuote } from '../../../domain/orders/order-types';
import { servicesFrom } from '../../app/services-holder';
import { requireStore } from '../../app/store-loader';
import { shownCartCodes } from '../../forms/no-script-cart';

export interface CheckoutPreload {
  source: 'cart' | 'buynow';
  /** The codes checked out, joined by '|' (one code for buy now). */
  codes: string;
  options: CheckoutOptions;
  quote: CheckoutQuote | null;
  /** Buy now: the line as GetBuyCart priced it; null for a code it refused. */
  buy: CartAnswer | null;
  orderKey: string;
  /** The codes cookie's discount code and gift card, which the quote applied. */
  askedCodes: AskedCodes;
  signedIn: boolean;
  /** A signed-in customer's address book, the default preselected (saved-address-choice.ts); [] for a guest. */
  savedAddresses: SavedAddress[];
  /** The address's country list as the server names them (Intl differs between Node and browsers), so the form hydrates as rendered. */
  countries: Array<{ code: string; name: string }>;
}

export async function loadCheckoutPreload({
  context,
  params,
}: Pick<LoaderFunctionArgs, 'context' | 'params'>): Promise<CheckoutPreload | null> {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  const buyCode = params.cartcode;
  const codes = buyCode ?? (await shownCartCodes(services, store.webID)).join('|');
  if (!codes) return null;
  try {
    const signedIn = services.isSignedIn();
    const [options, buy, savedAddresses] = await Promise.all([
      services.orders.checkoutOptions(),
      buyCode ? services.orders.buyCart(buyCode).catch(() => null) : null,
      // Without the book the form still takes a typed address: a failure costs the choice, not the checkout.
      signedIn ? services.addressBook.list().catch(() => []) : [],
    ]);
    // A form post that changed the codes set the cookie in this request's jar: the quote sees the new ones.
    const askedCodes = parseCodesCookie(services.cookies.get(codesCookieName(store.webID)));
    // Priced for the preselected saved address's country, else the store's own, which the address starts with: its zone's first method and tax.
    const country = preselectedAddress(savedAddresses)?.country ?? options.storeCountry;
    const first = methodsFor(options.shippingZones, options.shippingMethods, country)[0]?.id ?? null;
    const quote = await services.orders.quote(codes, first, askedCodes, country || null).catch(() => null);
    return {
      source: buyCode ? 'buynow' : 'cart',
      codes,
      options,
      quote,
      buy,
      orderKey: `nojs-${crypto.randomUUID()}`,
      askedCodes,
      signedIn,
      savedAddresses,
      countries: countryOptions(options.storeCountry),
    };
  } catch (error) {
    // The page then loads what it needs in the browser, as it always did.
    services.logger.warn('Could not preload the checkout', error);
    return null;
  }
}
