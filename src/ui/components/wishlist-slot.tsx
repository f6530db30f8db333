/**
 * The wishlist's places in server-rendered markup: a product card's button slot and the header link's
 * count. Empty on the server and at hydration, then filled with what the live layer plugs in
 * (identity/wishlist-card-buttons.tsx), so no wishlist code loads with the page and the hydrated
 * markup always matches the server's (drawing into React's markup from outside broke hydration).
 */
import { useSyncExternalStore, type ComponentType } from 'react';

export interface WishlistParts {
  Button: ComponentType<{ productID: number; name: string }>;
  Count: ComponentType;
}

let plugged: WishlistParts | null = null;
const listeners = new Set<() => void>();

export function plugWishlist(parts: WishlistParts): void {
  plugged = parts;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const usePlugged = () => useSyncExternalStore(subscribe, () => plugged, () => null);

export function WishlistSlot({ productID, name }: { productID: number; name: string }) {
  const parts = usePlugged();
  return <span className="absolute end-2 top-2">{parts && <parts.Button productID={productID} name={name} />}</span>;
}

export function WishlistCountSlot() {
  const parts = usePlugged();
  return parts && <parts.Count />;
}
