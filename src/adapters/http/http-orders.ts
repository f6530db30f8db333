/**
 * OrdersPort over HTTP: the store API's /Checkout, /Order and the GetBuyCart/GetOrderCart calls.
 * Loaded only by the checkout and order pages (never with the first page view).
 */
import type { OrdersPort } from '../../application/ports/orders.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { CartAnswer } from '../../domain/cart/cart-types';
import type { AskedCodes } from '../../domain/discounts/asked-codes';
import type { OrderRequest } from '../../domain/orders/order-request';
import { cartItemFromWire, type CartAnswerWire } from '../../contracts/cart.wire';
import {
  checkoutOptionsFromWire,
  orderFromWire,
  orderRequestToWire,
  ordersFromWire,
  placedOrderFromWire,
  publicOrderFromWire,
  quoteFromWire,
} from '../../contracts/orders.wire';
import type { CheckoutOptions, CheckoutQuote, OrderView, PlacedOrder, PublicOrderView } from '../../domain/orders/order-types';
import { callStoreApi, readStoreApi, type StoreApiClient } from './store-api-client';

async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export class HttpOrders implements OrdersPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  checkoutOptions(): Promise<CheckoutOptions> {
    return readStoreApi(this.deps.client.get('Checkout/GetCheckoutOptions'), checkoutOptionsFromWire);
  }

  quote(cartCodes: string, shippingMethodId: number | null, codes?: AskedCodes, country: string | null = null): Promise<CheckoutQuote> {
    const searchParams: Record<string, string> = { CartCodes: cartCodes };
    if (shippingMethodId !== null) searchParams.ShippingMethodID = String(shippingMethodId);
    if (codes?.discountCode) searchParams.DiscountCode = codes.discountCode;
    if (codes?.giftCardCode) searchParams.GiftCardCode = codes.giftCardCode;
    if (country) searchParams.Country = country;
    return readStoreApi(this.deps.client.get('Checkout/GetQuote', { searchParams }), quoteFromWire);
  }

  async buyCart(cartCode: string): Promise<CartAnswer> {
    // Typed by the contract but not read through cartAnswerFromWire: sharing that module would make it
    // a chunk of its own, whose name the first-load entry would carry (docs/decisions.md, "Store API contracts").
    const body = await callStoreApi<CartAnswerWire>(this.deps.client.get('Cart/GetBuyCart', { searchParams: { CartCode: cartCode } }));
    return {
      items: body.data.flatMap((line) => cartItemFromWire(line) ?? []),
      cartResponse: body.cartResponse,
      cartStatusHeading: body.cartStatusHeading,
      cartStatusMessage: body.cartStatusMessage,
    };
  }

  async orderCart(orderCode: string): Promise<PublicOrderView | null> {
    return orNull(readStoreApi(this.deps.client.get('Cart/GetOrderCart', { searchParams: { OrderCode: orderCode } }), publicOrderFromWire));
  }

  placeOrder(request: OrderRequest, idempotencyKey: string): Promise<PlacedOrder> {
    // A checkout with a file answer may take a while on a slow line.
    return readStoreApi(
      this.deps.client.post('Order/PlaceOrder', {
        json: orderRequestToWire(request),
        headers: { 'Idempotency-Key': idempotencyKey },
        timeout: 60_000,
      }),
      placedOrderFromWire,
    );
  }

  async payOrder(orderCode: string, paymentMethod: string, token: string): Promise<PublicOrderView> {
    const json = { OrderCode: orderCode, PaymentMethod: paymentMethod, ...(token ? { Token: token } : {}) };
    return readStoreApi(this.deps.client.post('Order/PayOrder', { json }), publicOrderFromWire);
  }

  order(orderId: number, token: string): Promise<OrderView | null> {
    const searchParams: Record<string, string> = { OrderID: String(orderId) };
    if (token) searchParams.Token = token;
    return orNull(readStoreApi(this.deps.client.get('Order/GetOrder', { searchParams }), orderFromWire));
  }

  async orders(): Promise<OrderView[]> {
    return readStoreApi(this.deps.client.get('Order/GetOrderList'), ordersFromWire);
  }
}
