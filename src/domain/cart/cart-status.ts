/**
 * The cart status popups and dialog of spec sections 2, 4 and 9 (the popup store's
 * CART_STATUS_ACTIONS and CART_STATUS_ACTIONS_DIALOG), and their texts.
 */
import type { CartItem, CartItemStatus } from './cart-types';

/** A popup lives 4 s, the last 300 ms of them fading out. */
export const CART_POPUP_TIMING = { lifetimeMs: 4000, fadeMs: 300 } as const;

/** Route names where popups and the dialog appear. */
export const CART_POPUP_ROUTES = ['cart', 'checkout', 'checkout-id'] as const;
const CHECKOUT_ROUTES: readonly string[] = ['checkout', 'checkout-id'];

export function showsCartPopups(routeName: string | null): boolean {
  return routeName !== null && (CART_POPUP_ROUTES as readonly string[]).includes(routeName);
}

/** A CART_STATUS_ACTIONS entry. */
export interface CartStatusPopup {
  id: string;
  status: CartItemStatus;
  statusMessage: string;
  productName: string;
  product: { thumbnailFile: string; productURL: string; itemName: string };
  /** True during the last CART_POPUP_TIMING.fadeMs. */
  leaving: boolean;
}

/** CART_STATUS_ACTIONS_DIALOG. */
export interface CartStatusDialog {
  heading: string;
  message: string;
  cart_items: CartItem[];
}

export function popupText(status: CartItemStatus): 'Quantity Updated' | 'Item Removed' {
  return status === 'lessstock' ? 'Quantity Updated' : 'Item Removed';
}

export type CartDialogButton = { label: 'Return to home'; action: 'home' } | { label: 'Continue Checkout' | 'Continue'; action: 'dismiss' };

/** An empty cart has nothing to continue with, so the shopper is sent home. */
export function dialogButton(cartIsEmpty: boolean, routeName: string | null): CartDialogButton {
  if (cartIsEmpty) return { label: 'Return to home', action: 'home' };
  return { label: routeName !== null && CHECKOUT_ROUTES.includes(routeName) ? 'Continue Checkout' : 'Continue', action: 'dismiss' };
}

export function popupFor(id: string, item: CartItem, status: CartItemStatus, statusMessage: string): CartStatusPopup {
  const { thumbnailFile, productURL, itemName } = item.product;
  return { id, status, statusMessage, productName: itemName, product: { thumbnailFile, productURL, itemName }, leaving: false };
}
