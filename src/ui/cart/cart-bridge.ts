/**
 * What the always-loaded page frame and the lazily loaded cart share: the Cart link's extras (the
 * count badge, opening the drawer), whether a cart call is on its way (progress bar) and the cart
 * page's content. The cart loads after hydration, off the first-load bundle, and writes here; the
 * server render and the hydration render read null, so their HTML agrees. Kept to a few lines on
 * purpose: everything else the frame shows of the cart comes ready-made from the cart's own code.
 */
import { useSyncExternalStore, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

export interface CartBridge {
  saving: boolean;
  /** The header's Cart link's label with the count ("Cart, 3 items") and, in drawer stores, a click that opens the drawer. */
  link: { label: ReactNode; props: AnchorHTMLAttributes<HTMLAnchorElement> };
  /** The /cart page's lines and summary. */
  CartPage: ComponentType;
}

let current: CartBridge | null = null;
const listeners = new Set<() => void>();

export const cartBridge = {
  get: (): CartBridge | null => current,
  set(next: CartBridge): void {
    current = next;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export type CartBridgeStore = typeof cartBridge;

export function useCartBridge(): CartBridge | null {
  return useSyncExternalStore(cartBridge.subscribe, cartBridge.get, () => null);
}
