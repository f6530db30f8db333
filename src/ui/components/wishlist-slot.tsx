/**
 * The wishlist's places in server-rendered markup: a product card's button slot and the header link's
 * count. Empty on the server and at hydration, then filled with what the live layer plugs in
 * (identity/wishlist-card-buttons.tsx), so no wishlist code loads with the page and the hydrated
 * markup always matches the server's (drawing into React's markup from outside broke hydration).
 */
import type { ComponentType } from 'react';
import { createExternalStore, pageStore, usePageStoreInTransition, type ExternalStore, type PageStores } from '../app/page-stores';

export interface WishlistParts {
  Button: ComponentType<{ productID: number; name: string }>;
  Count: ComponentType;
}

const WISHLIST_PARTS = pageStore(() => createExternalStore<WishlistParts | null>(null));

/** The page's slot (page-stores.ts), which the live layer fills. */
export const wishlistPartsOf = (stores: PageStores): ExternalStore<WishlistParts | null> => stores.of(WISHLIST_PARTS);

// A page of cards takes its buttons in one sliced render rather than one long task after hydration.
const usePlugged = () => usePageStoreInTransition(WISHLIST_PARTS, null);

export function WishlistSlot({ productID, name }: { productID: number; name: string }) {
  const parts = usePlugged();
  return <span className="absolute end-2 top-2">{parts && <parts.Button productID={productID} name={name} />}</span>;
}

export function WishlistCountSlot() {
  const parts = usePlugged();
  return parts && <parts.Count />;
}
