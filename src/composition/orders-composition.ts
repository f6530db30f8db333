/**
 * The checkout and order pages' capabilities: the orders calls over HTTP (built here, with the page's
 * store API address and access token, so none of it loads before a checkout page opens), the page's
 * shared ad-pixel queue for Purchase, and placing an order through the application's use case.
 */
import { HttpOrders } from '../adapters/http/http-orders';
import { createStoreApiClient } from '../adapters/http/store-api-client';
import type { QueuedPixel } from '../adapters/pixel/queued-pixel';
import { placeOrder } from '../application/orders/place-order';
import type { OrdersPort, PlaceOrderRequest } from '../application/ports/orders.port';
import { StoreApiError } from '../application/ports/store-api-error';
import type { TokenStore } from '../application/ports/token-store.port';
import { sharedPixel } from './pixel-hub';
import type { ServicesConfig } from './services-factory';

let ports: { orders: OrdersPort; pixel: QueuedPixel } | null = null;

/** The mock backend has no orders: every call says so instead of failing obscurely. */
const noOrders = new Proxy({} as OrdersPort, {
  get: () => async () => {
    throw new StoreApiError(503, 'Checkout needs the store API: the demo backend (STORE_BACKEND=mock) takes no orders.');
  },
});

/** `tokens` gives the page's token store, read on each call (a refresh or a sign-in rewrites it). */
function portsFor(tokens: () => TokenStore) {
  if (ports) return ports;
  const config = (globalThis as { __WX_CONFIG__?: ServicesConfig }).__WX_CONFIG__;
  const orders = config?.backend === 'mock'
    ? noOrders
    : new HttpOrders({ client: createStoreApiClient({ baseUrl: config?.storeApiUrl ?? '/store-api', accessToken: () => tokens().read()?.accessToken ?? null }) });
  // The page's one pixel queue: the owner-scripts runtime delivers it to the pixels and the Conversions API.
  ports = { orders, pixel: sharedPixel() };
  return ports;
}

export function ordersOf(tokens: () => TokenStore): OrdersPort {
  return portsFor(tokens).orders;
}

export function placeOrderWith(tokens: () => TokenStore, request: PlaceOrderRequest, idempotencyKey: string) {
  return placeOrder(portsFor(tokens), request, idempotencyKey);
}

/** A fresh idempotency key for one attempt at placing an order. */
export function newOrderKey(): string {
  return `order.${crypto.randomUUID()}`;
}
