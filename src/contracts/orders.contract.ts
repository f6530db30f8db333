/**
 * The checkout and order calls' payloads, one zod schema each. Shapes are checked here (a field of
 * the wrong type or length is a 400 naming it); the rules that depend on the store (contact mode,
 * custom fields, shipping methods) are checked by the service against the store's own settings.
 * Nothing here carries a price: prices come from the catalogue, never from the request.
 */
import { z } from 'zod';
import { countryCodeOf, UNKNOWN_COUNTRY_MESSAGE } from '../domain/address/countries';
import { postalCodeProblem } from '../domain/address/postal-codes';
import { parseCartCode, type CartLine } from '../domain/cart/cart-code';
import { checkCartCodes } from '../domain/cart/cart-request';
import { recordId, recordIdParam, storedText } from './input-fields.contract';

const text = (field: string, max: number) => storedText(field, max);
const optionalText = (field: string, max: number) => text(field, max).default('');
const multilineText = (field: string, max: number) => storedText(field, max, { multiline: true });

const cartCode = text('CartCode', 200).transform((value, context): CartLine => {
  const line = parseCartCode(value);
  if (!line) {
    context.addIssue({ code: 'custom', message: 'CartCode must be productID_quantity_variantID_addonIDs' });
    return z.NEVER;
  }
  return line;
});

const cartCodes = text('CartCodes', 20_000).transform((value, context): CartLine[] => {
  const result = checkCartCodes(value);
  if (result.ok) return result.value;
  context.addIssue({ code: 'custom', message: result.message });
  return z.NEVER;
});

export const contactSchema = z.object(
  {
    FullName: optionalText('FullName', 120),
    Email: optionalText('Email', 254),
    Phone: optionalText('Phone', 40),
  },
  { error: 'Contact must be an object' },
);

export const addressSchema = z
  .object(
    {
      Line1: optionalText('Line1', 200),
      Line2: optionalText('Line2', 200),
      City: optionalText('City', 120),
      Region: optionalText('Region', 120),
      PostalCode: optionalText('PostalCode', 20),
      Country: optionalText('Country', 80),
    },
    { error: 'ShippingAddress must be an object' },
  )
  .superRefine((address, context) => {
    // The country's postal-code rule (postal-codes.ts); a missing code or country is the service's to name with the rest of the address.
    if (address.PostalCode.trim() === '' || countryCodeOf(address.Country) === null) return;
    const problem = postalCodeProblem(address.Country, address.PostalCode);
    if (problem) context.addIssue({ code: 'custom', path: ['PostalCode'], message: problem });
  });

/** Most answers to the store's own checkout questions, and most ticked choices of one. */
export const MAX_CUSTOM_FIELDS = 50;
export const MAX_CUSTOM_FIELD_CHOICES = 50;

const customField = z.object({
  fieldName: text('fieldName', 200),
  value: z.union([multilineText('value', 5000), z.array(text('value', 200)).max(MAX_CUSTOM_FIELD_CHOICES)]).default(''),
  file: z.object({ name: text('file.name', 255), type: optionalText('file.type', 120), base64: text('file.base64', 3_000_000) }).optional(),
});

/** One discount code: two typed at once get the one-code-per-order message, anything else the rules answer (docs/checkout.md). */
const discountCode = storedText('DiscountCode', 40, { trim: true })
  .refine((value) => !/[\s,;|+]/.test(value), 'Only one discount code can be used per order')
  .default('');
const giftCardCode = storedText('GiftCardCode', 40, { trim: true })
  .refine((value) => /^[A-Za-z0-9 _-]*$/.test(value), 'GiftCardCode must be letters and digits')
  .default('');

const shippingMethodId = z
  .union([z.number(), z.string()], { error: 'ShippingMethodID must be an id' })
  .transform(Number)
  .pipe(recordId('ShippingMethodID'));

export const placeOrderBody = z
  .object({
    /** 'cart': the shopper's cart (its codes); 'buynow': one line from a product page, the cart untouched. */
    Source: z.enum(['cart', 'buynow'], { error: "Source must be 'cart' or 'buynow'" }).default('cart'),
    CartCodes: cartCodes.default([]),
    CartCode: cartCode.optional(),
    Contact: contactSchema,
    ShippingAddress: addressSchema,
    ShippingMethodID: shippingMethodId,
    PaymentMethod: text('PaymentMethod', 40),
    Note: multilineText('Note', 1000).default(''),
    CustomFields: z.array(customField).max(MAX_CUSTOM_FIELDS).default([]),
    DiscountCode: discountCode,
    GiftCardCode: giftCardCode,
  })
  .superRefine((body, context) => {
    if (body.Source === 'buynow' && !body.CartCode)
      context.addIssue({ code: 'custom', path: ['CartCode'], message: 'CartCode is required for buy now' });
    if (body.Source === 'cart' && body.CartCodes.length === 0)
      context.addIssue({ code: 'custom', path: ['CartCodes'], message: 'Your cart is empty' });
  });

export type PlaceOrderBody = z.infer<typeof placeOrderBody>;

export const quoteQuery = z.object({
  CartCodes: cartCodes.default([]),
  ShippingMethodID: shippingMethodId.optional(),
  DiscountCode: discountCode,
  GiftCardCode: giftCardCode,
  /** The shipping address's country (a code or English name): which zone's methods and tax apply. The store's own when left out. */
  Country: text('Country', 80)
    .refine((value) => countryCodeOf(value) !== null, UNKNOWN_COUNTRY_MESSAGE)
    .transform((value) => countryCodeOf(value)!)
    .optional(),
});

export const buyCartQuery = z.object({ CartCode: cartCode });

const orderCode = text('OrderCode', 40).regex(/^[A-Z0-9-]{4,40}$/, 'OrderCode is not an order code');
export const orderCartQuery = z.object({ OrderCode: orderCode });

export const getOrderQuery = z.object({
  OrderID: recordIdParam('OrderID'),
  Token: optionalText('Token', 100),
});

/** Token: the order's link token (`?t=`); without it only the signed-in customer whose order it is may pay it another way. */
export const payOrderBody = z.object({ OrderCode: orderCode, PaymentMethod: text('PaymentMethod', 40), Token: optionalText('Token', 100) });

export const orderIdempotencyHeader = z.object({
  'Idempotency-Key': z
    .string({ error: 'Idempotency-Key header is required to place an order' })
    .regex(/^[A-Za-z0-9._:-]{8,100}$/, 'Idempotency-Key must be 8-100 letters, digits or . _ : -'),
});
