/**
 * The Purchase ad event's figures for an order: its total in the currency the shopper saw (the
 * order's shown total, to that currency's minor unit), the skus and the number of items. The event
 * id is the order's own, so a page reload or a retried call never counts a second purchase.
 */
import { currencyDigits } from '../money/minor-units';
import type { OrderView } from './order-types';

export interface PurchaseFigures {
  event_id: string;
  value: number;
  currency: string;
  content_ids: string[];
  content_type: 'product';
  num_items: number;
}

export function purchaseFigures(order: Pick<OrderView, 'eventId' | 'shownTotals' | 'currency' | 'lines'>): PurchaseFigures {
  // Minor units of the order's currency as the number the ad event carries (779.99, or 77999 for yen).
  const total = order.shownTotals.total / 10 ** currencyDigits(order.currency.abbreviation);
  return {
    event_id: order.eventId,
    value: Number.isFinite(total) ? total : 0,
    currency: order.currency.abbreviation,
    content_ids: [...new Set(order.lines.map((line) => line.sku))],
    content_type: 'product',
    num_items: order.lines.reduce((sum, line) => sum + line.quantity, 0),
  };
}
