/**
 * The /cart route's data on the server: the lines of a shopper without JavaScript (the cart cookie,
 * and a signed-in customer's stored cart: forms/no-script-cart.ts), priced by the store (GetQuote
 * prices codes for guests and customers alike). In the browser the cart lives in storage and the page
 * needs nothing from a loader; null then, and when there is nothing in the cart.
 */
import type { LoaderFunctionArgs } from 'react-router';
import type { CheckoutQuote } from '../../domain/orders/order-types';
import { servicesFrom } from '../app/services-holder';
import { requireStore } from '../app/store-loader';
import { shownCartCodes } from '../forms/no-script-cart';

export interface CookieCartData {
  codes: string[];
  lines: CheckoutQuote['data'];
}

export async function loadCookieCart({ context }: Pick<LoaderFunctionArgs, 'context'>): Promise<CookieCartData | null> {
  const services = servicesFrom(context);
  const store = await requireStore(services);
  const codes = await shownCartCodes(services, store.webID);
  if (codes.length === 0) return null;
  try {
    return { codes, lines: (await services.orders.quote(codes.join('|'), null)).data };
  } catch (error) {
    services.logger.warn('Could not price the cart cookie', error);
    return { codes, lines: [] };
  }
}
