/**
 * The cart calls on the wire, both ways: the requests in the store API's names (spec section 7:
 * `CartCodes`, `CartCode`, `CartItemID`) and the answer, whose `data` holds the lines the domain
 * calls `items`. The wire writes quantities and money as decimal text (`price`, `totalPrice`); the
 * domain holds whole numbers and base cents, converted here both ways: the server answers
 * cartAnswerToWire's CartAnswerWire and both HTTP adapters read one with cartAnswerFromWire.
 * Zod-free at run time (the schemas are imported as types only), so the first cart call in the
 * browser does not fetch the schema library (docs/decisions.md, "Store API contracts").
 */
import type { z } from 'zod';
import type { CartAddon, CartAnswer, CartItem, CartResponse } from '../domain/cart/cart-types';
import { isKept } from '../domain/cart/cart-rules';
import { decimalText, priceMinor } from '../domain/money/money';
import type { cartAnswer, cartLineAnswer } from './cart-answers.contract';
import type { addCartItemBody, removeCartAddonBody, removeCartItemBody, syncCartBody } from './cart.contract';

/** GET /Cart/GetCart and every write's answer: the cart, each line with the reason of its status. */
export type CartAnswerWire = z.input<typeof cartAnswer>;
export type CartLineWire = z.input<typeof cartLineAnswer>;

/** A priced line and the reason of its status, as the domain has it. */
export type CartLineVerdict = CartItem & { statusMessage: string };

/** A cart answer in the domain's words: `data` as the server's cart service priced it. */
export interface CartAnswerLines {
  data: CartLineVerdict[];
  cartResponse: CartResponse | null;
  cartStatusHeading: string;
  cartStatusMessage: string;
}

/** A line in the spec's names and decimal text, as the store API answers it. */
export function cartLineToWire(line: CartLineVerdict): CartLineWire {
  const { product, addons } = line;
  // A refused line's unknown product or add-on was never priced: the answer has always said "0" for it, not "0.00".
  const unit = (cents: number) => (cents === 0 && !isKept(line.status) ? '0' : decimalText(cents));
  return {
    cartItemID: line.cartItemID,
    cartItemCode: line.cartItemCode,
    quantity: String(line.quantity),
    price: decimalText(line.totalCents),
    status: line.status,
    statusMessage: line.statusMessage,
    product: {
      productID: product.productID,
      variantID: product.variantID,
      sku: product.sku,
      itemName: product.itemName,
      variantName: product.variantName,
      price: unit(product.unitCents),
      imageFile: product.imageFile,
      thumbnailFile: product.thumbnailFile,
      productURL: product.productURL,
    },
    addons: addons.map((addon) => ({
      cartItemID: addon.cartItemID,
      cartAddonID: addon.cartAddonID,
      addonName: addon.addonName,
      quantity: String(addon.quantity),
      price: unit(addon.unitCents),
      totalPrice: decimalText(addon.totalCents),
    })),
  };
}

export const cartAnswerToWire = (answer: CartAnswerLines): CartAnswerWire => ({ ...answer, data: answer.data.map(cartLineToWire) });

export const addCartItemToWire = (request: {
  cartCodes: string;
  cartCode: string;
  cartItemId: string;
}): z.input<typeof addCartItemBody> => ({ CartCodes: request.cartCodes, CartCode: request.cartCode, CartItemID: request.cartItemId });
export const removeCartItemToWire = (request: { cartItemId: string }): z.input<typeof removeCartItemBody> => ({
  CartItemID: request.cartItemId,
});
export const removeCartAddonToWire = (request: { cartItemId: string; cartAddonId: string }): z.input<typeof removeCartAddonBody> => ({
  CartItemID: request.cartItemId,
  CartAddonID: request.cartAddonId,
});
export const syncCartToWire = (request: { cartCodes: string }): z.input<typeof syncCartBody> => ({ CartCodes: request.cartCodes });

// The answer is read defensively rather than trusted: a compatible backend may send numbers for
// decimal text or drop a field, and one odd line must not lose the whole cart.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
const id = (value: unknown): number => (Number.isSafeInteger(Number(value)) ? Number(value) : 0);
const cents = (value: unknown): number => priceMinor(text(value));

function addonOf(raw: unknown): CartAddon | null {
  if (!isRecord(raw)) return null;
  return {
    cartItemID: text(raw.cartItemID),
    cartAddonID: text(raw.cartAddonID),
    addonName: text(raw.addonName),
    quantity: id(text(raw.quantity)),
    unitCents: cents(raw.price),
    totalCents: cents(raw.totalPrice),
  };
}

/** A line of an answer in the domain's words; null when it is not a line. */
export function cartItemFromWire(raw: unknown): CartItem | null {
  if (!isRecord(raw) || !isRecord(raw.product) || typeof raw.cartItemCode !== 'string') return null;
  const p = raw.product;
  return {
    cartItemID: text(raw.cartItemID) || '0',
    cartItemCode: raw.cartItemCode,
    quantity: id(text(raw.quantity)),
    totalCents: cents(raw.price),
    status: text(raw.status) || 'ok',
    product: {
      productID: id(p.productID),
      variantID: id(p.variantID),
      sku: text(p.sku),
      itemName: text(p.itemName),
      variantName: text(p.variantName),
      unitCents: cents(p.price),
      imageFile: text(p.imageFile),
      thumbnailFile: text(p.thumbnailFile),
      productURL: text(p.productURL),
    },
    addons: (Array.isArray(raw.addons) ? raw.addons : []).map(addonOf).filter((addon): addon is CartAddon => addon !== null),
  };
}

function responseOf(raw: unknown): CartResponse | null {
  if (!isRecord(raw) || typeof raw.cartCode !== 'string' || raw.cartCode === '') return null;
  return { cartCode: raw.cartCode, status: text(raw.status) || 'ok', statusMessage: text(raw.statusMessage) };
}

/** The envelope's `data` (a CartAnswerWire, or anything a misrouted proxy sent) as a CartAnswer; null when it is not a cart. */
export function cartAnswerFromWire(data: unknown): CartAnswer | null {
  if (!isRecord(data) || !Array.isArray(data.data)) return null;
  return {
    items: data.data.map(cartItemFromWire).filter((item): item is CartItem => item !== null),
    cartResponse: responseOf(data.cartResponse),
    cartStatusHeading: text(data.cartStatusHeading),
    cartStatusMessage: text(data.cartStatusMessage),
  };
}
