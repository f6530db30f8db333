/**
 * The read side of checkout: a server-priced quote of a cart with a shipping method, an order as a
 * cart to resume (by code), paying a resumed order another way and one order (both with its access
 * token or as its customer) and a customer's order list.
 */
import { currencyDigits } from '../../../src/domain/money/minor-units';
import type { CartLine } from '../../../src/domain/cart/cart-code';
import { isKept } from '../../../src/domain/cart/cart-rules';
import { awaitsPayment } from '../../../src/domain/orders/order-status';
import { totalsLineOf } from '../../../src/domain/orders/order-totals';
import { orderPricing, priceOrder } from '../../../src/domain/orders/price-order';
import { shippingQuote, taxRuleOf } from '../../../src/domain/shipping/shipping-quote';
import { customerKeyOf, resolveCodes, type CodesAsked } from '../discounts/order-codes.service';
import type { CheckoutQuote, PublicOrderView } from '../../../src/domain/orders/order-types';
import type { CartService } from '../cart/cart.service';
import { sameSecret } from '../platform/owner-api-token';
import type { Db } from '../platform/database/client';
import { readCheckoutSettings } from './checkout-settings.repository';
import { shipmentWeight } from './shipment-weight';
import { taxView } from './order-view';
import { customerOrders, findByCode, findById, historyOf, linesOf, type OrderRow } from './order.repository';
import { orderView, type OrderView } from './order-view';
import type { PaymentProvider } from './payment-provider';
import type { PlaceOrderService } from './place-order.service';

/** Who asks about an order: the link token they hold ('' for none) and the signed-in customer, if any. */
export interface OrderHolder {
  token: string;
  customerId: string | null;
}

export const NOT_THE_HOLDER =
  'Open this order from the link in your confirmation email, or sign in to the account it was placed with, to change how it is paid';

/** The order's own link token, or the customer who placed it: the order code alone is not enough. */
function holds(order: OrderRow, holder: OrderHolder): boolean {
  return (
    (holder.token !== '' && sameSecret(holder.token, order.accessToken)) ||
    (holder.customerId !== null && order.customerId === holder.customerId)
  );
}

function publicView(view: OrderView): PublicOrderView {
  const { contact: _contact, shippingAddress: _address, customFields: _fields, note: _note, ...rest } = view;
  return rest;
}

export class OrderReads {
  constructor(private readonly deps: { db: Db; carts: CartService; placing: PlaceOrderService }) {}

  /**
   * The cart priced for an address in `country` (the store's own when null): its zone's methods with
   * their charges, the chosen one's, and the zone's tax, with the codes asked for. A method of another
   * zone is refused naming ShippingMethodID; a country the store does not ship to is quoted without
   * shipping (`shipsTo` false).
   */
  async quote(
    webId: number,
    codes: readonly CartLine[],
    shippingMethodId: number | null,
    country: string | null,
    asked: CodesAsked = { discountCode: '', giftCardCode: '' },
    customerId: string | null = null,
  ): Promise<{ ok: true; quote: CheckoutQuote } | { ok: false; field: string; message: string } | null> {
    const settings = await readCheckoutSettings(this.deps.db, webId, []);
    if (!settings) return null;
    const cart = await this.deps.carts.guestCart(webId, codes, null);
    const kept = cart.data.filter((item) => isKept(item.status));
    const lines = kept.map(totalsLineOf);
    const currency = settings.currency;
    const shipTo = country ?? settings.storeCountry;
    const weightGrams = await shipmentWeight(
      this.deps.db,
      webId,
      kept.map((item) => ({ productID: item.product.productID, variantID: item.product.variantID, quantity: item.quantity })),
    );
    const shipping = shippingQuote({
      zones: settings.shippingZones,
      methods: settings.shippingMethods,
      country: shipTo,
      methodId: shippingMethodId,
      lines,
      weightGrams,
      tax: settings.tax,
    });
    if (!shipping.ok && shipping.field === 'ShippingMethodID') return { ok: false, field: shipping.field, message: shipping.message };
    const rule = shipping.ok ? shipping.tax : taxRuleOf(null, settings.tax);
    const resolved = await resolveCodes(this.deps.db, asked, {
      webId,
      subtotal: priceOrder({ lines, shipping: null }).subtotal,
      now: new Date(),
      customerKey: customerId === null ? null : customerKeyOf(customerId, { email: '', phone: '' }),
      currency,
      lock: false,
    });
    const { totals, shownTotals } = orderPricing(
      { lines, shipping: shipping.ok ? shipping.method : null, weightGrams, tax: rule, adjustments: resolved.adjustments },
      currency,
    );
    const quote: CheckoutQuote = {
      ...cart,
      country: shipTo,
      shipsTo: shipping.ok,
      shippingMethods: shipping.ok ? shipping.methods : [],
      shippingMethod: shipping.ok ? shipping.method : null,
      tax: taxView(rule),
      totals,
      shownTotals,
      shownDigits: currencyDigits(currency.abbreviation),
      codes: resolved.view,
    };
    return { ok: true, quote };
  }

  private async view(order: OrderRow, withHistory: boolean): Promise<OrderView> {
    return orderView(order, await linesOf(this.deps.db, [order.id]), withHistory ? await historyOf(this.deps.db, order.id) : []);
  }

  async orderCart(webId: number, code: string): Promise<{ order: PublicOrderView } | null> {
    const order = await findByCode(this.deps.db, webId, code);
    return order ? { order: publicView(await this.view(order, true)) } : null;
  }

  /** Pays an unpaid order another way: the order code names it, the link token or its customer authorise it. */
  async payAgain(
    webId: number,
    code: string,
    method: string,
    providers: readonly PaymentProvider[],
    holder: OrderHolder,
    origin?: string,
  ): Promise<
    { ok: true; body: { order: PublicOrderView } } | { ok: false; status: 400 | 403 | 404 | 409; message: string; field?: string }
  > {
    const order = await findByCode(this.deps.db, webId, code);
    if (!order) return { ok: false, status: 404, message: `No order ${code} in this store` };
    if (!holds(order, holder)) return { ok: false, status: 403, message: NOT_THE_HOLDER, field: 'Token' };
    if (!awaitsPayment(order.status, order.paymentStatus))
      return { ok: false, status: 409, message: `Order ${code} is ${order.status}: it is not waiting for a payment` };
    if (!providers.some((provider) => provider.code === method))
      return { ok: false, status: 400, message: 'Choose one of the payment methods offered', field: 'PaymentMethod' };
    const refusal = this.deps.placing.amountRefusal(method, (await this.view(order, false)).shownTotals.total, order.currencyAbbreviation);
    if (refusal) return { ok: false, status: 400, message: refusal, field: 'PaymentMethod' };
    const paid = await this.deps.placing.pay(
      order,
      { currency: { abbreviation: order.currencyAbbreviation, rate: order.currencyRate } },
      method,
      origin,
    );
    return { ok: true, body: { order: publicView(await this.view(paid, true)) } };
  }

  async order(webId: number, orderId: number, holder: OrderHolder): Promise<OrderView | null> {
    const order = await findById(this.deps.db, webId, orderId);
    return order && holds(order, holder) ? this.view(order, true) : null;
  }

  async list(webId: number, customerId: string): Promise<OrderView[]> {
    const rows = await customerOrders(this.deps.db, webId, customerId);
    const lines = await linesOf(
      this.deps.db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => orderView(row, lines, []));
  }
}
