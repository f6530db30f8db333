/**
 * Placing an order from the browser: the call (one idempotency key per attempt, so a double click
 * or a retry makes one order) and then the Purchase ad event with the order's event id, sent on
 * every success, the repeated answer included, since the first answer may never have arrived; the
 * event id makes the pixel count it once.
 */
import { purchaseFigures } from '../../domain/orders/purchase-event';
import type { PlacedOrder } from '../../domain/orders/order-types';
import type { OrdersPort, PlaceOrderRequest } from '../ports/orders.port';
import type { PixelPort } from '../ports/pixel.port';

export async function placeOrder(
  deps: { orders: OrdersPort; pixel: PixelPort },
  request: PlaceOrderRequest,
  idempotencyKey: string,
): Promise<PlacedOrder> {
  const placed = await deps.orders.placeOrder(request, idempotencyKey);
  try {
    const figures = purchaseFigures(placed.order);
    deps.pixel.track('Purchase', figures, { eventId: figures.event_id });
  } catch {
    // An ad event never stands between a shopper and their order.
  }
  return placed;
}
