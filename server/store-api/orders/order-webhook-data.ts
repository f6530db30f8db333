/**
 * What a webhook's `data` says of an order (docs/back-office.md, "Webhooks"): a stable, snake_case shape
 * for receivers, with money as the decimal text the store keeps, in the store's base currency.
 * Never an order's access token, a password hash or a session.
 */
import type { OrderLineRow, OrderRow } from './order.repository';

export function orderData(order: OrderRow, lines: readonly OrderLineRow[]) {
  return {
    id: order.id,
    code: order.code,
    status: order.status,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    customer_id: order.customerId,
    contact: order.contact,
    shipping_address: order.shippingAddress,
    shipping: { name: order.shippingName, rate: order.shippingRate },
    subtotal: order.subtotal,
    discount_total: order.discountTotal,
    total: order.total,
    currency: order.currencyAbbreviation,
    note: order.note,
    tracking: order.trackingNumber ? { number: order.trackingNumber, url: order.trackingUrl } : null,
    lines: lines.map((line) => ({
      product_id: line.productId,
      variant_id: line.variantId,
      sku: line.sku,
      name: line.itemName,
      variant: line.variantName,
      unit_price: line.unitPrice,
      quantity: line.quantity,
      total: line.lineTotal,
    })),
    created_at: order.createdAt.toISOString(),
  };
}
