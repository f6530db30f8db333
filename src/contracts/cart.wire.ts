/**
 * The cart calls on the wire, both ways: the requests in the store API's names (spec section 7:
 * `CartCodes`, `CartCode`, `CartItemID`) and the answer, whose `data` holds the lines the domain
 * calls `items`. The server answers a CartAnswerWire and both HTTP adapters read one with
 * cartAnswerFromWire. Zod-free at run time (the schemas are imported as types only), so the first
 * cart call in the browser does not fetch the schema library (docs/decisions.md, "Store API contracts").
 */
import type { z } from 'zod';
import type { CartAddon, CartAnswer, CartItem, CartResponse } from '../domain/cart/cart-types';
import type { addCartItemBody, removeCartAddonBody, removeCartItemBody, syncCartBody } from './cart.contract';

/** GET /Cart/GetCart and every write's answer: the cart, each line with the reason of its status. */
export interface CartAnswerWire {
  data: Array<CartItem & { statusMessage: string }>;
  cartResponse: CartResponse | null;
  cartStatusHeading: string;
  cartStatusMessage: string;
}

export const addCartItemToWire = (request: { cartCodes: string; cartCode: string; cartItemId: string }): z.input<typeof addCartItemBody> =>
  ({ CartCodes: request.cartCodes, CartCode: request.cartCode, CartItemID: request.cartItemId });
export const removeCartItemToWire = (request: { cartItemId: string }): z.input<typeof removeCartItemBody> => ({ CartItemID: request.cartItemId });
export const removeCartAddonToWire = (request: { cartItemId: string; cartAddonId: string }): z.input<typeof removeCartAddonBody> =>
  ({ CartItemID: request.cartItemId, CartAddonID: request.cartAddonId });
export const syncCartToWire = (request: { cartCodes: string }): z.input<typeof syncCartBody> => ({ CartCodes: request.cartCodes });

// The answer is read defensively rather than trusted: a compatible backend may send numbers for
// decimal text or drop a field, and one odd line must not lose the whole cart.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : '');
const id = (value: unknown): number => (Number.isSafeInteger(Number(value)) ? Number(value) : 0);

function addonOf(raw: unknown): CartAddon | null {
  if (!isRecord(raw)) return null;
  return {
    cartItemID: text(raw.cartItemID), cartAddonID: text(raw.cartAddonID), addonName: text(raw.addonName),
    quantity: text(raw.quantity), price: text(raw.price), totalPrice: text(raw.totalPrice),
  };
}

function itemOf(raw: unknown): CartItem | null {
  if (!isRecord(raw) || !isRecord(raw.product) || typeof raw.cartItemCode !== 'string') return null;
  const p = raw.product;
  return {
    cartItemID: text(raw.cartItemID) || '0',
    cartItemCode: raw.cartItemCode,
    quantity: text(raw.quantity),
    price: text(raw.price),
    status: text(raw.status) || 'ok',
    product: {
      productID: id(p.productID), variantID: id(p.variantID), sku: text(p.sku), itemName: text(p.itemName), variantName: text(p.variantName),
      price: text(p.price), imageFile: text(p.imageFile), thumbnailFile: text(p.thumbnailFile), productURL: text(p.productURL),
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
    items: data.data.map(itemOf).filter((item): item is CartItem => item !== null),
    cartResponse: responseOf(data.cartResponse),
    cartStatusHeading: text(data.cartStatusHeading),
    cartStatusMessage: text(data.cartStatusMessage),
  };
}
