/**
 * The order request in the store API's names (PlaceOrder), from the domain's OrderRequest. Typed by
 * the schema the server validates with (orders.contract.ts) but free of zod at run time, so the
 * browser's checkout chunk does not carry the schema library (docs/decisions.md, "Store API contracts").
 */
import type { z } from 'zod';
import type { OrderRequest } from '../domain/orders/order-request';
import type { placeOrderBody } from './orders.contract';

export type PlaceOrderWire = z.input<typeof placeOrderBody>;

export function orderRequestToWire(request: OrderRequest): PlaceOrderWire {
  const { contact, shippingAddress: address } = request;
  return {
    Source: request.source,
    CartCodes: request.cartCodes,
    ...(request.cartCode !== undefined ? { CartCode: request.cartCode } : {}),
    Contact: { FullName: contact.fullName, Email: contact.email, Phone: contact.phone },
    ShippingAddress: { Line1: address.line1, Line2: address.line2, City: address.city, Region: address.region, PostalCode: address.postalCode, Country: address.country },
    ShippingMethodID: request.shippingMethodId,
    PaymentMethod: request.paymentMethod,
    Note: request.note,
    CustomFields: request.customFields,
    DiscountCode: request.discountCode,
    GiftCardCode: request.giftCardCode,
  };
}
