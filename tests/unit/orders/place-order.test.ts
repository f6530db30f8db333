/** Placing an order from the browser: one call with the attempt's key, then the Purchase event with the order's event id, in the currency the shopper saw. */
import { describe, expect, it } from 'vitest';
import { placeOrder } from '../../../src/application/orders/place-order';
import type { OrdersPort, PlaceOrderRequest } from '../../../src/application/ports/orders.port';
import type { PixelEvents, PixelPort } from '../../../src/application/ports/pixel.port';
import type { OrderView, PlacedOrder } from '../../../src/domain/orders/order-types';

const order = {
  orderID: 7,
  code: 'WX-ABCDEFGHJK',
  eventId: 'ev123',
  currency: { abbreviation: 'EUR', rate: '0.92' },
  totals: {
    itemsTotal: 10000,
    addonsTotal: 1000,
    subtotal: 11000,
    discount: 0,
    shipping: 500,
    tax: 0,
    giftCard: 0,
    total: 11500,
  },
  shownTotals: {
    itemsTotal: 9200,
    addonsTotal: 920,
    subtotal: 10120,
    discount: 0,
    shipping: 460,
    tax: 0,
    giftCard: 0,
    total: 10580,
  },
  lines: [
    { sku: 'SOFA-1', quantity: 2 },
    { sku: 'LAMP-3', quantity: 1 },
  ],
} as unknown as OrderView;

class FakeOrders {
  readonly keys: string[] = [];
  fail: Error | null = null;
  async placeOrder(_request: PlaceOrderRequest, key: string): Promise<PlacedOrder> {
    this.keys.push(key);
    if (this.fail) throw this.fail;
    return { order, accessToken: 't', orderUrl: '/order/7?t=t', repeated: this.keys.length > 1 };
  }
}

class RecordingPixel implements PixelPort {
  readonly events: Array<{ event: string; data: unknown }> = [];
  track<E extends keyof PixelEvents>(event: E, data: PixelEvents[E]): void {
    this.events.push({ event, data });
  }
}

const request = {} as PlaceOrderRequest;

describe('placeOrder', () => {
  it("sends Purchase with the order's event id, its skus and items, and the total at the order's rate", async () => {
    const orders = new FakeOrders();
    const pixel = new RecordingPixel();
    const placed = await placeOrder({ orders: orders as unknown as OrdersPort, pixel }, request, 'order.k1');
    expect(placed.order.code).toBe('WX-ABCDEFGHJK');
    expect(orders.keys).toEqual(['order.k1']);
    expect(pixel.events).toEqual([
      {
        event: 'Purchase',
        data: {
          event_id: 'ev123',
          value: 105.8,
          currency: 'EUR',
          content_ids: ['SOFA-1', 'LAMP-3'],
          content_type: 'product',
          num_items: 3,
        },
      },
    ]);
  });

  it('sends the same event id again when a retry gets the order the first call made (the pixel counts it once)', async () => {
    const orders = new FakeOrders();
    const pixel = new RecordingPixel();
    await placeOrder({ orders: orders as unknown as OrdersPort, pixel }, request, 'order.k1');
    await placeOrder({ orders: orders as unknown as OrdersPort, pixel }, request, 'order.k1');
    expect(pixel.events.map((e) => (e.data as { event_id: string }).event_id)).toEqual(['ev123', 'ev123']);
  });

  it('sends nothing when the order is refused, and a failing pixel never loses the order', async () => {
    const orders = new FakeOrders();
    orders.fail = new Error('409 sold out');
    const pixel = new RecordingPixel();
    await expect(placeOrder({ orders: orders as unknown as OrdersPort, pixel }, request, 'order.k2')).rejects.toThrow('sold out');
    expect(pixel.events).toEqual([]);
    const broken: PixelPort = {
      track: () => {
        throw new Error('blocked by an ad blocker');
      },
    };
    await expect(
      placeOrder({ orders: new FakeOrders() as unknown as OrdersPort, pixel: broken }, request, 'order.k3'),
    ).resolves.toMatchObject({ orderUrl: '/order/7?t=t' });
  });
});
