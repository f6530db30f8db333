/**
 * The read side of checkout: a server-priced quote of a cart with a shipping method, an order as a
 * cart to resume (by code), paying a resumed order another way, one order (with its access token or
 * as its customer) and a customer's order list.
 */
import type { CartLine } from '../../../src/domain/cart/cart-code';
import { isKept } from '../../../src/domain/cart/cart-rules';
import { awaitsPayment } from '../../../src/domain/orders/order-status';
import { orderTotals } from '../../../src/domain/orders/order-totals';
import type { PublicOrderView } from '../../../src/domain/orders/order-types';
import type { CartService } from '../cart/cart.service';
import { sameSecret } from '../auth/owner-token';
import type { Db } from '../db/client';
import { readCheckoutSettings } from './checkout-settings';
import { customerOrders, findByCode, findById, historyOf, linesOf, type OrderRow } from './order-repository';
import { orderView, type OrderView } from './order-view';
import type { PaymentProvider } from './payment-provider';
import type { PlaceOrderService } from './place-order.service';


function publicView(view: OrderView): PublicOrderView {
  const { contact: _contact, shippingAddress: _address, customFields: _fields, note: _note, ...rest } = view;
  return rest;
}

export class OrderReads {
  constructor(private readonly deps: { db: Db; carts: CartService; placing: PlaceOrderService }) {}

  async quote(webId: number, codes: readonly CartLine[], shippingMethodId: number | null) {
    const settings = await readCheckoutSettings(this.deps.db, webId, []);
    const shipping = shippingMethodId === null ? settings?.shippingMethods[0] : settings?.shippingMethods.find((method) => method.id === shippingMethodId);
    if (shippingMethodId !== null && !shipping) return null;
    const cart = await this.deps.carts.guestCart(webId, codes, null);
    const kept = cart.data.filter((item) => isKept(item.status));
    const totals = orderTotals(kept.map((item) => ({ unitPrice: item.product.price, quantity: Number(item.quantity), addons: item.addons })), shipping?.rate ?? '0');
    return { ...cart, shippingMethod: shipping ?? null, totals };
  }

  private async view(order: OrderRow, withHistory: boolean): Promise<OrderView> {
    return orderView(order, await linesOf(this.deps.db, [order.id]), withHistory ? await historyOf(this.deps.db, order.id) : []);
  }

  async orderCart(webId: number, code: string): Promise<{ order: PublicOrderView } | null> {
    const order = await findByCode(this.deps.db, webId, code);
    return order ? { order: publicView(await this.view(order, true)) } : null;
  }

  async payAgain(webId: number, code: string, method: string, providers: readonly PaymentProvider[]):
    Promise<{ ok: true; body: { order: PublicOrderView } } | { ok: false; status: 400 | 404 | 409; message: string; field?: string }> {
    const order = await findByCode(this.deps.db, webId, code);
    if (!order) return { ok: false, status: 404, message: `No order ${code} in this store` };
    if (!awaitsPayment(order.status, order.paymentStatus)) return { ok: false, status: 409, message: `Order ${code} is ${order.status}: it is not waiting for a payment` };
    if (!providers.some((provider) => provider.code === method)) return { ok: false, status: 400, message: 'Choose one of the payment methods offered', field: 'PaymentMethod' };
    const paid = await this.deps.placing.pay(order, { currency: { abbreviation: order.currencyAbbreviation, rate: order.currencyRate } }, method);
    return { ok: true, body: { order: publicView(await this.view(paid, true)) } };
  }

  async order(webId: number, orderId: number, token: string, customerId: string | null): Promise<OrderView | null> {
    const order = await findById(this.deps.db, webId, orderId);
    if (!order) return null;
    const allowed = (token !== '' && sameSecret(token, order.accessToken)) || (customerId !== null && order.customerId === customerId);
    return allowed ? this.view(order, true) : null;
  }

  async list(webId: number, customerId: string): Promise<OrderView[]> {
    const rows = await customerOrders(this.deps.db, webId, customerId);
    const lines = await linesOf(this.deps.db, rows.map((row) => row.id));
    return rows.map((row) => orderView(row, lines, []));
  }
}
