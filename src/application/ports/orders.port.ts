/**
 * Checkout and order calls of the store API. Refusals throw StoreApiError (status, message and the
 * fields at fault), so a page can show each message beside its field.
 */
import type { CartAnswer } from '../../domain/cart/cart-types';
import type { AskedCodes } from '../../domain/discounts/asked-codes';
import type { OrderRequest } from '../../domain/orders/order-request';
import type { CheckoutOptions, CheckoutQuote, OrderView, PlacedOrder, PublicOrderView } from '../../domain/orders/order-types';

/** The domain's order request (order-request.ts); the wire's PlaceOrder names stay in src/contracts. */
export type PlaceOrderRequest = OrderRequest;

export interface OrdersPort {
  checkoutOptions(): Promise<CheckoutOptions>;
  /**
   * The cart priced for a shipping method, with the codes the shopper applied (none when left out),
   * for an address in `country` (ISO code; the store's own when null): its zone's methods, shipping and tax.
   */
  quote(cartCodes: string, shippingMethodId: number | null, codes?: AskedCodes, country?: string | null): Promise<CheckoutQuote>;
  /** GET /Cart/GetBuyCart: one code priced as a cart. */
  buyCart(cartCode: string): Promise<CartAnswer>;
  /** GET /Cart/GetOrderCart: an order by its code; null when there is none. */
  orderCart(orderCode: string): Promise<PublicOrderView | null>;
  /** The same key for a retry of the same order: the store makes one order. */
  placeOrder(request: PlaceOrderRequest, idempotencyKey: string): Promise<PlacedOrder>;
  /** Pays an unpaid order another way: with the order's link token, or as its signed-in customer ('' for no token). */
  payOrder(orderCode: string, paymentMethod: string, token: string): Promise<PublicOrderView>;
  /** One order, by its link's token or as its customer; null when not found or not allowed. */
  order(orderId: number, token: string): Promise<OrderView | null>;
  /** The signed-in customer's orders, newest first. */
  orders(): Promise<OrderView[]>;
}
