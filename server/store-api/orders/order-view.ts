/**
 * An order as the storefront shows it (GetOrder, PlaceOrder, GetOrderList): money in base cents,
 * read from the decimal text its rows store, with the rate it was shown at, and its totals in the
 * shopper's currency's minor units (what the payment asks for), the lines with their add-ons, the
 * status label, what happens next and the status timeline. Never the access token or the
 * idempotency key. The controllers write it as the wire's decimal text (orderToWire).
 */
import { countryLabel } from '../../../src/domain/address/countries';
import { awaitsPayment, whatHappensNext } from '../../../src/domain/orders/order-status';
import { toCents } from '../../../src/domain/orders/order-totals';
import { shownPrice, totalsView } from '../../../src/domain/orders/price-order';
import type { OrderLineView, OrderView, TaxView } from '../../../src/domain/orders/order-types';
import { taxRateText, type TaxRule } from '../../../src/domain/tax/tax';
import type { OrderLineRow, OrderRow } from './order.repository';

export type { OrderView };

export function lineView(line: OrderLineRow): OrderLineView {
  return {
    productID: line.productId,
    variantID: line.variantId,
    sku: line.sku,
    itemName: line.itemName,
    variantName: line.variantName,
    productURL: line.productUrl,
    thumbnailFile: line.thumbnailFile,
    unitCents: toCents(line.unitPrice),
    quantity: line.quantity,
    totalCents: toCents(line.lineTotal),
    addons: line.addons.map((addon) => ({
      addonID: addon.addonID,
      addonName: addon.addonName,
      unitCents: toCents(addon.price),
      totalCents: toCents(addon.totalPrice),
    })),
  };
}

export function taxView(rule: TaxRule): TaxView {
  return { rate: taxRateText(rule.rate), included: rule.mode === 'inclusive' };
}

/** The rule an order's tax was worked by (orders placed before taxes: none). */
export function orderTaxRule(order: OrderRow): TaxRule {
  return {
    rate: order.taxRate,
    mode: order.taxMode === 'inclusive' ? 'inclusive' : 'exclusive',
    rounding: order.taxRounding === 'line' ? 'line' : 'total',
  };
}

export function orderView(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  history: ReadonlyArray<{ status: string; note: string; createdAt: Date }>,
): OrderView {
  const own = lines.filter((line) => line.orderId === order.id).map(lineView);
  const currency = { abbreviation: order.currencyAbbreviation, rate: order.currencyRate };
  const tax = orderTaxRule(order);
  return {
    orderID: order.id,
    code: order.code,
    status: order.status,
    whatHappensNext: whatHappensNext(order.status),
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    paymentInstructions: order.paymentInstructions,
    canResume: awaitsPayment(order.status, order.paymentStatus),
    // While the order waits for a card payment, the hosted page to pay it on (a retried PlaceOrder, the order page and a resume all lead there).
    paymentUrl: awaitsPayment(order.status, order.paymentStatus) ? order.paymentUrl : '',
    eventId: order.eventId,
    createdAt: order.createdAt.toISOString(),
    currency,
    contact: order.contact,
    // Orders placed before the country list hold free text; newer ones a code, shown by its name.
    shippingAddress: { ...order.shippingAddress, country: countryLabel(order.shippingAddress.country) },
    shippingMethod: { name: order.shippingName, rateCents: toCents(order.shippingRate) },
    tax: taxView(tax),
    note: order.note,
    customFields: order.customFields,
    totals: {
      itemsTotal: toCents(order.itemsTotal),
      addonsTotal: toCents(order.addonsTotal),
      subtotal: toCents(order.subtotal),
      discount: toCents(order.discountTotal),
      shipping: toCents(order.shippingRate),
      tax: toCents(order.taxTotal),
      giftCard: toCents(order.giftCardTotal),
      total: toCents(order.total),
    },
    // Recomputed from what the order stored, by the rule that priced it: the page matches the charge.
    shownTotals: totalsView(
      shownPrice(
        own,
        {
          discount: toCents(order.discountTotal),
          shipping: toCents(order.shippingRate),
          tax: toCents(order.taxTotal),
          taxIncluded: tax.mode === 'inclusive',
          giftCard: toCents(order.giftCardTotal),
        },
        currency,
      ),
    ),
    discountLabel: order.discountLabel,
    giftCardLast4: order.giftCardLast4,
    lines: own,
    history: history.map((entry) => ({ status: entry.status, note: entry.note, createdAt: entry.createdAt.toISOString() })),
    tracking: { number: order.trackingNumber, url: order.trackingUrl },
  };
}
