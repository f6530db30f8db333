/** The mock backend has no orders: every call says so instead of failing obscurely. */
import type { OrdersPort } from '../../application/ports/orders.port';
import { StoreApiError } from '../../application/ports/store-api-error';

export const mockOrders = new Proxy({} as OrdersPort, {
  // Not a thenable, so the port can be returned from an async function.
  get: (_target, method) =>
    method === 'then'
      ? undefined
      : async () => {
          throw new StoreApiError(503, 'Checkout needs the store API: the demo backend (STORE_BACKEND=mock) takes no orders.');
        },
});
