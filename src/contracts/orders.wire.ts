/**
 * The order request in the store API's names (PlaceOrder), from the domain's OrderRequest, and the
 * checkout's and orders' answers read back. Typed by the schemas the server validates with
 * (orders.contract.ts) and its answers are tested against (orders-answers.contract.ts), but free of
 * zod at run time, so the browser's checkout chunk does not carry the schema library
 * (docs/decisions.md, "Store API contracts"). Money is decimal text on the wire and whole minor
 * units in the domain (docs/decisions.md 38), converted here both ways: the quote's cart lines as
 * the cart's are, totals and order lines field by field; the server answers with the `*ToWire`s.
 */
import type { z } from 'zod';
import type { OrderRequest } from '../domain/orders/order-request';
import { currencyDigits } from '../domain/money/minor-units';
import { BASE_DIGITS, decimalText, minorOf } from '../domain/money/money';
import type {
  AppliedCodesView,
  CheckoutOptions,
  CheckoutQuote,
  OrderLineView,
  OrderTotalsView,
  OrderView,
  PlacedOrder,
  PublicOrderView,
} from '../domain/orders/order-types';
import { cartItemFromWire, cartLineToWire } from './cart.wire';
import { quotedMethodFromWire, quotedMethodToWire, shippingMethodFromWire, shippingMethodToWire } from './shipping.wire';
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

export const checkoutOptionsFromWire = (wire: z.output<typeof checkoutOptionsAnswer>): CheckoutOptions => ({
  ...wire,
  shippingMethods: wire.shippingMethods.map(shippingMethodFromWire),
});
/** GetCheckoutOptions' answer: the methods' money as decimal text (shipping.wire.ts). */
export const checkoutOptionsToWire = (options: CheckoutOptions): z.input<typeof checkoutOptionsAnswer> => ({
  ...options,
  shippingMethods: options.shippingMethods.map(shippingMethodToWire),
  // The domain's lists are read-only; the answer's type asks for arrays of its own.
  shippingZones: options.shippingZones.map((zone) => ({ ...zone, countries: [...zone.countries] })),
  customFields: options.customFields.map((field) => ({ ...field, options: [...field.options] })),
});

type TotalsWire = z.output<typeof quoteAnswer>['totals'];
type LineWire = z.output<typeof orderAnswer>['lines'][number];
type PublicOrderWire = z.output<typeof publicOrderAnswer>;

/** Minor units of wire text with `digits` decimals; the schemas let no broken amount through, so 0 is never reached in practice. */
const minor = (text: string, digits = BASE_DIGITS) => minorOf(text, digits) ?? 0;

const totalsFromWire = (wire: TotalsWire, digits = BASE_DIGITS): OrderTotalsView => ({
  itemsTotal: minor(wire.itemsTotal, digits),
  addonsTotal: minor(wire.addonsTotal, digits),
  subtotal: minor(wire.subtotal, digits),
  discount: minor(wire.discount, digits),
  shipping: minor(wire.shipping, digits),
  tax: minor(wire.tax, digits),
  giftCard: minor(wire.giftCard, digits),
  total: minor(wire.total, digits),
});

const totalsToWire = (totals: OrderTotalsView, digits = BASE_DIGITS): TotalsWire => ({
  itemsTotal: decimalText(totals.itemsTotal, digits),
  addonsTotal: decimalText(totals.addonsTotal, digits),
  subtotal: decimalText(totals.subtotal, digits),
  discount: decimalText(totals.discount, digits),
  shipping: decimalText(totals.shipping, digits),
  tax: decimalText(totals.tax, digits),
  giftCard: decimalText(totals.giftCard, digits),
  total: decimalText(totals.total, digits),
});

type CodesWire = z.output<typeof quoteAnswer>['codes'];

/** The codes' view; a gift card's balance is in the shopper's currency, written with its digits ('' read as nothing left). */
const codesFromWire = ({ discount, giftCard }: CodesWire, digits: number): AppliedCodesView => ({
  discount,
  giftCard: giftCard && {
    code: giftCard.code,
    balanceMinor: giftCard.balance === '' ? 0 : minor(giftCard.balance, digits),
    applied: giftCard.applied,
    message: giftCard.message,
  },
});
const codesToWire = ({ discount, giftCard }: AppliedCodesView, digits: number): CodesWire => ({
  discount,
  giftCard: giftCard && {
    code: giftCard.code,
    balance: decimalText(giftCard.balanceMinor, digits),
    applied: giftCard.applied,
    message: giftCard.message,
  },
});

/** Decimals the shown totals were written with: the server writes each with its currency's digits, so the most any has. */
const shownDigitsOf = (wire: TotalsWire) => Math.max(0, ...Object.values(wire).map((text) => text.split('.')[1]?.length ?? 0));

/** The quote's lines are the cart's: decimal text on the wire, base cents in the domain (cart.wire.ts); so are its totals. */
export const quoteFromWire = (wire: z.output<typeof quoteAnswer>): CheckoutQuote => {
  const shownDigits = shownDigitsOf(wire.shownTotals);
  return {
    ...wire,
    data: wire.data.flatMap((line) => {
      const item = cartItemFromWire(line);
      return item ? [{ ...item, statusMessage: line.statusMessage }] : [];
    }),
    shippingMethod: wire.shippingMethod && quotedMethodFromWire(wire.shippingMethod),
    codes: codesFromWire(wire.codes, shownDigits),
    shippingMethods: wire.shippingMethods.map(quotedMethodFromWire),
    totals: totalsFromWire(wire.totals),
    shownTotals: totalsFromWire(wire.shownTotals, shownDigits),
    shownDigits,
  };
};
export const quoteToWire = ({ shownDigits, ...quote }: CheckoutQuote): z.input<typeof quoteAnswer> => ({
  ...quote,
  data: quote.data.map(cartLineToWire),
  shippingMethod: quote.shippingMethod && quotedMethodToWire(quote.shippingMethod),
  codes: codesToWire(quote.codes, shownDigits),
  shippingMethods: quote.shippingMethods.map(quotedMethodToWire),
  totals: totalsToWire(quote.totals),
  shownTotals: totalsToWire(quote.shownTotals, shownDigits),
});

const lineFromWire = ({ unitPrice, lineTotal, ...line }: LineWire): OrderLineView => ({
  ...line,
  unitCents: minor(unitPrice),
  totalCents: minor(lineTotal),
  addons: line.addons.map(({ addonID, addonName, price, totalPrice }) => ({
    addonID,
    addonName,
    unitCents: minor(price),
    totalCents: minor(totalPrice),
  })),
});

const lineToWire = ({ unitCents, totalCents, ...line }: OrderLineView): LineWire => ({
  ...line,
  unitPrice: decimalText(unitCents),
  lineTotal: decimalText(totalCents),
  addons: line.addons.map(({ addonID, addonName, unitCents: unit, totalCents: total }) => ({
    addonID,
    addonName,
    price: decimalText(unit),
    totalPrice: decimalText(total),
  })),
});

/** An order's fields that hold money: decimal text on the wire, minor units in the domain. */
type MoneyKeys = 'lines' | 'totals' | 'shownTotals' | 'shippingMethod';
/** An order view `V` (the storefront's, the back office's) with its money as the wire writes it. */
export type WireMoney<V extends Pick<PublicOrderView, MoneyKeys>> = Omit<V, MoneyKeys> & Pick<PublicOrderWire, MoneyKeys>;

/** An order's money read into the domain: base cents, and its shown totals in its own currency's minor units. */
export function orderMoneyFromWire<W extends Pick<PublicOrderWire, MoneyKeys | 'currency'>>(
  wire: W,
): Omit<W, MoneyKeys> & Pick<PublicOrderView, MoneyKeys> {
  return {
    ...wire,
    shippingMethod: { name: wire.shippingMethod.name, rateCents: minor(wire.shippingMethod.rate) },
    totals: totalsFromWire(wire.totals),
    shownTotals: totalsFromWire(wire.shownTotals, currencyDigits(wire.currency.abbreviation)),
    lines: wire.lines.map(lineFromWire),
  };
}

/** An order (or what its code shows) as the store API answers it: decimal text, the shown totals with the order's currency's digits. */
export function orderToWire<V extends Pick<PublicOrderView, MoneyKeys | 'currency'>>(view: V): WireMoney<V> {
  return {
    ...view,
    shippingMethod: { name: view.shippingMethod.name, rate: decimalText(view.shippingMethod.rateCents) },
    totals: totalsToWire(view.totals),
    shownTotals: totalsToWire(view.shownTotals, currencyDigits(view.currency.abbreviation)),
    lines: view.lines.map(lineToWire),
  };
}

export const placedOrderFromWire = (wire: z.output<typeof placedOrderAnswer>): PlacedOrder => ({
  ...wire,
  order: orderMoneyFromWire(wire.order),
});
export const orderFromWire = (wire: z.output<typeof orderAnswer> | null): OrderView | null => (wire ? orderMoneyFromWire(wire) : null);
export const ordersFromWire = (wire: z.output<typeof orderListAnswer>): OrderView[] => wire.orders.map(orderMoneyFromWire);
/** GetOrderCart's and PayOrder's answer: the order as someone holding its code may see it. */
export const publicOrderFromWire = (
  wire: z.output<typeof orderCartAnswer> | { order: z.output<typeof publicOrderAnswer> },
): PublicOrderView => orderMoneyFromWire(wire.order);
