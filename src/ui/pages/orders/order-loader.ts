/**
 * /order/{id} and /orderdetail/{id}: the order is read by the route's loader, on the server too, so
 * the page of an order that does not exist, or is not the visitor's, answers 404 (with the page's
 * own "Order not found"), and the order comes with the page instead of after it. A store API that
 * cannot answer leaves the page to say so, with 503.
 */
import { data, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { OrderView } from '../../../domain/orders/order-types';
import { servicesFrom } from '../../app/services-holder';
import { requireStore } from '../../app/store-loader';

export interface OrderPageData {
  order: OrderView | null;
  /** Why the order could not be read (the store API failed); null when it answered. */
  failure: string | null;
}

export async function orderLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return data<OrderPageData>({ order: null, failure: null }, { status: 404 });
  const services = servicesFrom(context);
  await requireStore(services);
  try {
    const order = await services.orders.order(id, new URL(request.url).searchParams.get('t') ?? '');
    return data<OrderPageData>({ order, failure: null }, { status: order ? 200 : 404 });
  } catch (error) {
    return data<OrderPageData>({ order: null, failure: error instanceof Error ? error.message : 'Something went wrong' }, { status: 503 });
  }
}

/** The thank-you's `placed=1` leaving the address is no reason to read the order again; asking again (revalidate) is. */
export function orderShouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  // The same address asked again: the page checking whether a card payment has arrived.
  if (currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  const same = currentUrl.pathname === nextUrl.pathname && currentUrl.searchParams.get('t') === nextUrl.searchParams.get('t');
  return same ? false : defaultShouldRevalidate;
}
