/**
 * CartApi over HTTP: the store API's /Cart calls of spec section 7 (the embedded one or any
 * compatible backend), writes sending their Idempotency-Key. Failures become the port's two kinds:
 * `unavailable` (no answer, 5xx, and the 4xx that pass: 401 until the token is refreshed, 408, 429),
 * which the cart keeps and retries with the same key, and `refused` (other 4xx), which it drops.
 * Answers are read defensively, without a schema library: this module loads with the first cart call.
 */
import type { CartApi, CartApiFailure, CartApiResult } from '../../application/ports/cart-api.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { CartAddon, CartAnswer, CartItem, CartResponse } from '../../domain/cart/cart-types';
import { callStoreApi, type JsonRequest, type StoreApiClient } from './store-api-client';

/** 4xx answers that say "not now" rather than "never". */
const TRANSIENT_4XX = new Set([401, 408, 425, 429]);

export function cartFailure(status: number | null, message: string): CartApiFailure {
  if (status !== null && status >= 400 && status < 500 && !TRANSIENT_4XX.has(status)) return { ok: false, reason: 'refused', status, message };
  return { ok: false, reason: 'unavailable', status, message };
}

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

/** The envelope's `data` as a CartAnswer, or null when it is not a cart. */
export function readCartAnswer(data: unknown): CartAnswer | null {
  if (!isRecord(data) || !Array.isArray(data.data)) return null;
  return {
    items: data.data.map(itemOf).filter((item): item is CartItem => item !== null),
    cartResponse: responseOf(data.cartResponse),
    cartStatusHeading: text(data.cartStatusHeading),
    cartStatusMessage: text(data.cartStatusMessage),
  };
}

export class HttpCartApi implements CartApi {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  getCart(cartCodes: string): Promise<CartApiResult> {
    return this.send(this.deps.client.get('Cart/GetCart', { searchParams: { CartCodes: cartCodes } }));
  }

  addCartItem(request: Parameters<CartApi['addCartItem']>[0]): Promise<CartApiResult> {
    return this.write('Cart/AddCartItem', request.idempotencyKey, { CartCodes: request.cartCodes, CartCode: request.cartCode, CartItemID: request.cartItemId });
  }

  removeCartItem(request: Parameters<CartApi['removeCartItem']>[0]): Promise<CartApiResult> {
    return this.write('Cart/RemoveCartItem', request.idempotencyKey, { CartItemID: request.cartItemId });
  }

  removeCartAddon(request: Parameters<CartApi['removeCartAddon']>[0]): Promise<CartApiResult> {
    return this.write('Cart/RemoveCartAddon', request.idempotencyKey, { CartItemID: request.cartItemId, CartAddonID: request.cartAddonId });
  }

  syncCart(request: Parameters<CartApi['syncCart']>[0]): Promise<CartApiResult> {
    return this.write('Cart/SyncCart', request.idempotencyKey, { CartCodes: request.cartCodes });
  }

  private write(path: string, idempotencyKey: string, json: Record<string, string>): Promise<CartApiResult> {
    return this.send(this.deps.client.post(path, { json, headers: { 'Idempotency-Key': idempotencyKey } }));
  }

  private async send(request: JsonRequest): Promise<CartApiResult> {
    try {
      const answer = readCartAnswer(await callStoreApi<unknown>(request));
      // A 200 that is not a cart (a captive portal, a misrouted proxy) is no answer: try again later.
      return answer ? { ok: true, answer } : cartFailure(null, 'The store answered something other than a cart');
    } catch (error) {
      if (error instanceof StoreApiError) return cartFailure(error.status, error.message);
      return cartFailure(null, error instanceof Error ? error.message : 'Network error');
    }
  }
}
