/**
 * How the head of the change queue becomes one store API call, and how calls are retried. Calls are
 * planned against `base` (what the server agreed to) when they are sent, not when the shopper acted:
 * by then every earlier change is confirmed, so a line added a moment ago has its server id.
 */
import { findLine, cartCodes } from '../../domain/cart/cart-rules';
import type { CartIntent } from '../../domain/cart/cart-intents';
import { buildCartCode, parseCartCode } from '../../domain/cart/cart-code';
import { UNSAVED_CART_ITEM_ID, type CartItem } from '../../domain/cart/cart-types';
import { GENERIC_MESSAGES } from '../storefront/shopper-notices';
import type { CartApi, CartApiResult } from '../ports/cart-api.port';

type Req<K extends keyof CartApi> = Parameters<CartApi[K]>[0];

export type CartCall =
  | { op: 'getCart'; intentId: string; cartCodes: string }
  | { op: 'addCartItem'; intentId: string; request: Req<'addCartItem'> }
  | { op: 'removeCartItem'; intentId: string; request: Req<'removeCartItem'> }
  | { op: 'removeCartAddon'; intentId: string; request: Req<'removeCartAddon'> }
  | { op: 'syncCart'; intentId: string; request: Req<'syncCart'> };

export interface CartCallOutcome {
  call: CartCall;
  result: CartApiResult;
}

/**
 * The call for `head`, or null when it needs none: its line is no longer in the server's cart (a
 * refused add, a line the server removed), so there is nothing left to change.
 */
export function planCall(head: CartIntent, base: readonly CartItem[], shown: readonly CartItem[]): CartCall | null {
  const intentId = head.id;
  const idempotencyKey = head.id;
  const saved = 'key' in head && head.kind !== 'refresh' ? findLine(base, head.key) : undefined;
  const savedId = saved && saved.cartItemID !== UNSAVED_CART_ITEM_ID ? saved.cartItemID : null;
  switch (head.kind) {
    case 'refresh':
      return { op: 'getCart', intentId, cartCodes: cartCodes(shown) };
    case 'sync':
      return head.items.length > 0
        ? { op: 'syncCart', intentId, request: { cartCodes: cartCodes(head.items), idempotencyKey } }
        : { op: 'getCart', intentId, cartCodes: '' };
    case 'add':
      return {
        op: 'addCartItem',
        intentId,
        request: { cartCodes: cartCodes(shown), cartCode: head.item.cartItemCode, cartItemId: UNSAVED_CART_ITEM_ID, idempotencyKey },
      };
    case 'remove':
      return savedId ? { op: 'removeCartItem', intentId, request: { cartItemId: savedId, idempotencyKey } } : null;
    case 'removeAddon':
      return savedId && saved?.addons.some((addon) => addon.cartAddonID === head.cartAddonID)
        ? { op: 'removeCartAddon', intentId, request: { cartItemId: savedId, cartAddonId: head.cartAddonID, idempotencyKey } }
        : null;
    case 'setQuantity': {
      const line = saved && parseCartCode(saved.cartItemCode);
      if (!savedId || !line) return null;
      const cartCode = buildCartCode({ ...line, quantity: head.quantity });
      return { op: 'addCartItem', intentId, request: { cartCodes: cartCodes(shown), cartCode, cartItemId: savedId, idempotencyKey } };
    }
  }
}

/** Runs one planned call; SyncCart is followed by GetCart (spec section 7), both under one change. */
export async function runCartCall(api: CartApi, call: CartCall): Promise<CartCallOutcome> {
  try {
    return { call, result: await dispatch(api, call) };
  } catch (error) {
    // An adapter that throws instead of answering is treated as a network failure: the change is kept.
    return {
      call,
      result: {
        ok: false,
        reason: 'unavailable',
        status: null,
        message: error instanceof Error ? error.message : GENERIC_MESSAGES.failure,
      },
    };
  }
}

async function dispatch(api: CartApi, call: CartCall): Promise<CartApiResult> {
  switch (call.op) {
    case 'getCart':
      return api.getCart(call.cartCodes);
    case 'addCartItem':
      return api.addCartItem(call.request);
    case 'removeCartItem':
      return api.removeCartItem(call.request);
    case 'removeCartAddon':
      return api.removeCartAddon(call.request);
    case 'syncCart': {
      const synced = await api.syncCart(call.request);
      return synced.ok ? api.getCart('') : synced;
    }
  }
}

/** 1 s, 2 s, 4 s ... up to 30 s between tries of a change that could not be sent. */
const RETRY = { firstMs: 1000, maxMs: 30_000 } as const;

export function backoffDelay(attempt: number): number {
  return Math.min(RETRY.maxMs, RETRY.firstMs * 2 ** Math.max(0, attempt - 1));
}
