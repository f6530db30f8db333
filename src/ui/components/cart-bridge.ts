/**
 * What the always-loaded page frame and the lazily loaded cart share: the Cart link's extras (the
 * count badge, opening the drawer), whether a cart call is on its way (progress bar) and the cart
 * page's content (one per page, page-stores.ts). The cart loads after hydration, off the first-load
 * bundle, and writes here; the server render and the hydration render read null, so their HTML
 * agrees. Kept to a few lines on purpose: everything else the frame shows of the cart comes
 * ready-made from the cart's own code.
 */
import type { AnchorHTMLAttributes, ComponentType, ReactNode } from 'react';
import type { AskedCodes } from '../../domain/discounts/asked-codes';
import type { CheckoutQuote } from '../../domain/orders/order-types';
import { createExternalStore, pageStore, usePageStore, type ExternalStore, type PageStores } from '../app/page-stores';

/** What the server priced for the cart page it rendered (cookie-cart-loader.ts), for the live summary to start from. */
export interface CartSummaryPreload {
  codes: string;
  asked: AskedCodes;
  quote: CheckoutQuote;
}

/** The preload of the cart the server rendered from its cookies (cookie-cart-loader.ts), if it could price it. */
export function summaryPreloadOf(cart: {
  codes: readonly string[];
  askedCodes: AskedCodes;
  quote: CheckoutQuote | null;
}): CartSummaryPreload | null {
  return cart.quote ? { codes: cart.codes.join('|'), asked: cart.askedCodes, quote: cart.quote } : null;
}

export interface CartPageProps {
  fallback?: ReactNode;
  onShown?: () => void;
  /** The server's pricing of the lines it drew: the live summary starts from it (no "Pricing your cart…" at the hand-over). */
  preloaded?: CartSummaryPreload | null;
}

export interface CartBridge {
  saving: boolean;
  /** The header's Cart link's label with the count ("Cart, 3 items") and, in drawer stores, a click that opens the drawer. */
  link: { label: ReactNode; props: AnchorHTMLAttributes<HTMLAnchorElement> };
  /** The /cart page's lines and summary; `fallback` shows until they are ready; `onShown` runs once they are committed. */
  CartPage: ComponentType<CartPageProps>;
}

const CART_BRIDGE = pageStore(() => createExternalStore<CartBridge | null>(null));

export type CartBridgeStore = ExternalStore<CartBridge | null>;

/** The page's bridge, which the live layer hands the cart. */
export const cartBridgeOf = (stores: PageStores): CartBridgeStore => stores.of(CART_BRIDGE);

export function useCartBridge(): CartBridge | null {
  return usePageStore(CART_BRIDGE, null);
}
