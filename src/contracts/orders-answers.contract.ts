/**
 * The checkout's and orders' answers (/Checkout/*, /Order/*, /Cart/GetOrderCart): money as the
 * API's decimal text in the store's base currency; `shownTotals` in the shopper's currency with its
 * own digits ("77999" for yen).
 */
import { z } from 'zod';
import { count, decimalText, id } from './answer-fields.contract';
import { cartLineAnswer } from './cart-answers.contract';

const text = z.string();
/** Decimal text with the shopper's currency's digits: 0 to 2 decimals. */
const shownText = decimalText;

const totals = (amount: z.ZodString) =>
  z.object({
    itemsTotal: amount,
    addonsTotal: amount,
    subtotal: amount,
    discount: amount,
    shipping: amount,
    tax: amount,
    giftCard: amount,
    total: amount,
  });
/** The tax an order or quote carries: its zone's rate as percent text ("20", "8.875") and whether prices include it. */
const tax = z.object({ rate: z.string().regex(/^\d+(\.\d+)?$/, 'a percent as decimal text'), included: z.boolean() });
const currency = z.object({ abbreviation: text, rate: z.string().regex(/^\d+(\.\d+)?$/, 'a rate as decimal text') });

const line = z.object({
  productID: id,
  variantID: id,
  sku: text,
  itemName: text,
  variantName: text,
  productURL: text,
  thumbnailFile: text,
  unitPrice: decimalText,
  quantity: z.number().int().positive(),
  lineTotal: decimalText,
  addons: z.array(z.object({ addonID: id, addonName: text, price: decimalText, totalPrice: decimalText })),
});

export const publicOrderAnswer = z.object({
  orderID: id,
  code: text,
  status: text,
  whatHappensNext: text,
  paymentMethod: text,
  paymentStatus: text,
  paymentInstructions: text,
  canResume: z.boolean(),
  paymentUrl: text,
  eventId: text,
  createdAt: z.iso.datetime({ offset: true }),
  currency,
  shippingMethod: z.object({ name: text, rate: decimalText }),
  tax,
  totals: totals(decimalText),
  shownTotals: totals(shownText),
  /** What named the discount and the gift card's last four characters; '' for none. */
  discountLabel: text,
  giftCardLast4: text,
  lines: z.array(line),
  history: z.array(z.object({ status: text, note: text, createdAt: z.iso.datetime({ offset: true }) })),
  tracking: z.object({ number: text, url: text }),
});

export const orderAnswer = publicOrderAnswer.extend({
  contact: z.object({ fullName: text, email: text, phone: text }),
  shippingAddress: z.object({ line1: text, line2: text, city: text, region: text, postalCode: text, country: text }),
  note: text,
  customFields: z.array(z.object({ fieldName: text, value: z.union([text, z.array(text)]) })),
});

const shippingMethod = z.object({
  id,
  name: text,
  description: text,
  rate: decimalText,
  freeOver: decimalText.nullable(),
  zoneId: id,
  kind: z.enum(['flat', 'weight', 'subtotal']),
  /** From `from` (grams, or base cents) up, the method costs `rate`. */
  tiers: z.array(z.object({ from: count, rate: decimalText })),
});

/** A method of the quoted zone with what it charges the cart, base-currency decimal text. */
const quotedMethod = shippingMethod.extend({ charge: decimalText });

export const checkoutOptionsAnswer = z.object({
  shippingMethods: z.array(shippingMethod),
  /** `taxRate` in thousandths of a percent; no countries: the rest of the world. */
  shippingZones: z.array(z.object({ id, name: text, countries: z.array(text), taxRate: count })),
  tax: z.object({ pricesIncludeTax: z.boolean(), rounding: z.enum(['total', 'line']) }),
  paymentMethods: z.array(z.object({ code: text, label: text, description: text })),
  customFields: z.array(
    z.object({
      fieldName: text,
      inputTypeID: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
      required: z.boolean(),
      options: z.array(text),
      format: z.enum(['email', 'number', 'integer', 'positive']).optional(),
      minLength: count.optional(),
      maxLength: count,
      autoComplete: z.enum(['name', 'email', 'tel']).optional(),
      placeholder: text.optional(),
    }),
  ),
  contactRequirementMode: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  accountMode: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  currency,
  storeCountry: text,
});

/** The codes a quote was asked to apply and what became of them; a gift card's balance in the shopper's currency. */
const appliedCodes = z.object({
  discount: z.object({ code: text, label: text, applied: z.boolean(), message: text }).nullable(),
  giftCard: z.object({ code: text, balance: z.union([shownText, z.literal('')]), applied: z.boolean(), message: text }).nullable(),
});

export const quoteAnswer = z.object({
  data: z.array(cartLineAnswer),
  cartStatusHeading: text,
  cartStatusMessage: text,
  shippingMethod: quotedMethod.nullable(),
  country: text,
  shippingMethods: z.array(quotedMethod),
  shipsTo: z.boolean(),
  tax,
  totals: totals(decimalText),
  shownTotals: totals(shownText),
  codes: appliedCodes,
});

export const placedOrderAnswer = z.object({ order: orderAnswer, accessToken: text, orderUrl: text, repeated: z.boolean() });
export const orderListAnswer = z.object({ orders: z.array(orderAnswer) });
export const orderCartAnswer = z.object({ order: publicOrderAnswer });
