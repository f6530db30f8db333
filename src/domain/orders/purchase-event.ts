/**
 * The Purchase ad event's figures for an order: its total in the currency the shopper saw (base
 * total × the rate kept with the order, to the cent), the skus and the number of items. The event
 * id is the order's own, so a page reload or a retried call never counts a second purchase.
 */
import type { OrderView } from './order-types';

export interface PurchaseFigures {
  event_id: string;
  value: number;
  currency: string;
  content_ids: string[];
  content_type: 'product';
  num_items: number;
}

export function purchaseFigures(order: Pick<OrderView, 'eventId' | 'totals' | 'currency' | 'lines'>): PurchaseFigures {
  const rate = Number(order.currency.rate);
  const usable = Number.isFinite(rate) && rate > 0 ? rate : 1;
  const total = Number(order.totals.total);
  return {
    event_id: order.eventId,
    value: Math.round((Number.isFinite(total) ? total : 0) * usable * 100) / 100,
    currency: order.currency.abbreviation,
    content_ids: [...new Set(order.lines.map((line) => line.sku))],
    content_type: 'product',
    num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
