/**
 * An order as the storefront shows it (GetOrder, PlaceOrder, GetOrderList): money as decimal text in
 * the store's base currency with the rate it was shown at, the lines with their add-ons, the status
 * label, what happens next and the status timeline. Never the access token or the idempotency key.
 */
import { awaitsPayment, whatHappensNext } from '../../../src/domain/orders/order-status';
import type { OrderLineView, OrderView } from '../../../src/domain/orders/order-types';
import type { OrderLineRow, OrderRow } from './order-repository';

export type { OrderView };

export function lineView(line: OrderLineRow): OrderLineView {
  return {
    productID: line.productId, variantID: line.variantId, sku: line.sku, itemName: line.itemName, variantName: line.variantName,
    productURL: line.productUrl, thumbnailFile: line.thumbnailFile, unitPrice: line.unitPrice, quantity: line.quantity,
    lineTotal: line.lineTotal, addons: line.addons,
  };
}

export function orderView(order: OrderRow, lines: readonly OrderLineRow[], history: ReadonlyArray<{ status: string; note: string; createdAt: Date }>): OrderView {
  return {
    orderID: order.id,
    code: order.code,
    status: order.status,
    whatHappensNext: whatHappensNext(order.status),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentInstructions: order.paymentInstructions,
    canResume: awaitsPayment(order.status, order.paymentStatus),
    eventId: order.eventId,
    createdAt: order.createdAt.toISOString(),
    currency: { abbreviation: order.currencyAbbreviation, rate: order.currencyRate },
    contact: order.contact,
    shippingAddress: order.shippingAddress,
    shippingMethod: { name: order.shippingName, rate: order.shippingRate },
    note: order.note,
    customFields: order.customFields,
    totals: { itemsTotal: order.itemsTotal, addonsTotal: order.addonsTotal, subtotal: order.subtotal, shipping: order.shippingRate, total: order.total },
    lines: lines.filter((line) => line.orderId === order.id).map(lineView),
    history: history.map((entry) => ({ status: entry.status, note: entry.note, createdAt: entry.createdAt.toISOString() })),
  };
}
