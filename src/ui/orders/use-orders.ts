/** The orders calls for the checkout and order pages, and a small loader of one call's answer. */
import { useEffect, useState } from 'react';
import type { OrdersPort } from '../../application/ports/orders.port';
import { servicesFrom } from '../app/services-holder';

// Each call reads the page's services when it is made (in effects and handlers), so the server can render these pages.
const orders = () => servicesFrom(null).orders;
const pageOrders: OrdersPort = {
  checkoutOptions: () => orders().checkoutOptions(),
  quote: (cartCodes, shippingMethodId, codes, country) => orders().quote(cartCodes, shippingMethodId, codes, country),
  buyCart: (cartCode) => orders().buyCart(cartCode),
  orderCart: (orderCode) => orders().orderCart(orderCode),
  placeOrder: (request, idempotencyKey) => orders().placeOrder(request, idempotencyKey),
  payOrder: (orderCode, paymentMethod, token) => orders().payOrder(orderCode, paymentMethod, token),
  order: (orderId, token) => orders().order(orderId, token),
  orders: () => orders().orders(),
};

export function useOrders(): OrdersPort {
  return pageOrders;
}

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

/**
 * Runs `load` in the browser whenever `key` changes; the last answer wins. `preloaded` is the
 * server's answer for `key` (checkout-preload.ts): shown at once, and not asked again.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>, preloaded?: { key: string; value: T } | null): Loaded<T> {
  const [loaded, setLoaded] = useState<{ key: string | null; value: Loaded<T> }>(() =>
    preloaded ? { key: preloaded.key, value: { state: 'ready', value: preloaded.value } } : { key: null, value: { state: 'loading' } },
  );
  useEffect(() => {
    if (key === null) return;
    if (preloaded?.key === key) {
      setLoaded((current) => (current.key === key ? current : { key, value: { state: 'ready', value: preloaded.value } }));
      return;
    }
    let live = true;
    load().then(
      (value) => live && setLoaded({ key, value: { state: 'ready', value } }),
      (error: unknown) =>
        live && setLoaded({ key, value: { state: 'failed', message: error instanceof Error ? error.message : 'Something went wrong' } }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` says when its answer changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return loaded.key === key ? loaded.value : { state: 'loading' };
}
