/**
 * Placing an order from the checkout pages: the application's use case on the page's orders port
 * (the store ports' gated client, see http-ports.ts) and the page's shared ad-pixel queue, which the
 * owner-scripts runtime delivers to the pixels and the Conversions API.
 */
import { placeOrder } from '../application/orders/place-order';
import type { OrdersPort, PlaceOrderRequest } from '../application/ports/orders.port';
import { sharedPixel } from './pixel-hub';

export function placeOrderWith(orders: OrdersPort, request: PlaceOrderRequest, idempotencyKey: string) {
  return placeOrder({ orders, pixel: sharedPixel() }, request, idempotencyKey);
}

/** A fresh idempotency key for one attempt at placing an order. */
export function newOrderKey(): string {
  return `order.${crypto.randomUUID()}`;
}
