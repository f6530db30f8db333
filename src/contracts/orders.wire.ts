/**
 * The order request in the store API's names (PlaceOrder), from the domain's OrderRequest, and the
 * checkout's and orders' answers read back. Typed by the schemas the server validates with
 * (orders.contract.ts) and its answers are tested against (orders-answers.contract.ts), but free of
 * zod at run time, so the browser's checkout chunk does not carry the schema library
 * (docs/decisions.md, "Store API contracts"). The quote's cart lines are converted as the cart's
 * are; the other answers' names and decimal-text money are the domain's order views' own today,
 * so their readers state the pair for the compiler to hold.
 */
import type { z } from 'zod';
import type { OrderRequest } from '../domain/orders/order-request';
import type { CheckoutOptions, CheckoutQuote, OrderView, PlacedOrder, PublicOrderView } from '../domain/orders/order-types';
import { cartItemFromWire, cartLineToWire } from './cart.wire';
import type { placeOrderBody } from './orders.contract';
import type {
  checkoutOptionsAnswer,
  orderAnswer,
  orderCartAnswer,
  orderListAnswer,
  placedOrderAnswer,
  publicOrderAnswer,
  quoteAnswer,
} from './orders-answers.contract';

export type PlaceOrderWire = z.input<typeof placeOrderBody>;

export function orderRequestToWire(request: OrderRequest): PlaceOrderWire {
  const { contact, shippingAddress: address } = request;
  return {
    Source: request.source,
    CartCodes: request.cartCodes,
    ...(request.cartCode !== undefined ? { CartCode: request.cartCode } : {}),
    Contact: { FullName: contact.fullName, Email: contact.email, Phone: contact.phone },
    ShippingAddress: {
      Line1: address.line1,
      Line2: address.line2,
      City: address.city,
      Region: address.region,
      PostalCode: address.postalCode,
      Country: address.country,
    },
    ShippingMethodID: request.shippingMethodId,
    PaymentMethod: request.paymentMethod,
    Note: request.note,
    CustomFields: request.customFields,
    DiscountCode: request.discountCode,
    GiftCardCode: request.giftCardCode,
  };
}

export const checkoutOptionsFromWire = (wire: z.output<typeof checkoutOptionsAnswer>): CheckoutOptions => wire;
/** The quote's lines are the cart's: decimal text on the wire, base cents in the domain (cart.wire.ts). */
export const quoteFromWire = (wire: z.output<typeof quoteAnswer>): CheckoutQuote => ({
  ...wire,
  data: wire.data.flatMap((line) => {
    const item = cartItemFromWire(line);
    return item ? [{ ...item, statusMessage: line.statusMessage }] : [];
  }),
});
export const quoteToWire = (quote: CheckoutQuote): z.input<typeof quoteAnswer> => ({ ...quote, data: quote.data.map(cartLineToWire) });
export const placedOrderFromWire = (wire: z.output<typeof placedOrderAnswer>): PlacedOrder => wire;
export const orderFromWire = (wire: z.output<typeof orderAnswer> | null): OrderView | null => wire;
export const ordersFromWire = (wire: z.output<typeof orderListAnswer>): OrderView[] => wire.orders;
/** GetOrderCart's and PayOrder's answer: the order as someone holding its code may see it. */
export const publicOrderFromWire = (
  wire: z.output<typeof orderCartAnswer> | { order: z.output<typeof publicOrderAnswer> },
): PublicOrderView => wire.order;
