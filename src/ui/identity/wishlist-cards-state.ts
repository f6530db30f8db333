/**
 * What every product card's wishlist button shows: the signed-in customer's listed product ids, the
 * product being changed, and the last sentence for the status line. A customer's click adds or
 * removes through the identity runtime (loaded then) and keeps the header count in step. The header's
 * count lives here too.
 */
import { useSyncExternalStore } from 'react';
import type { WishlistState } from '../../application/ports/identity-api.port';
import { loadIdentity } from './identity-client';

interface CardsState {
  /** The stored user's wishlistCount, for the header link. */
  count: number;
  listed: ReadonlySet<number>;
  busy: number | null;
  status: string;
}

let state: CardsState = { count: 0, listed: new Set(), busy: null, status: '' };
const listeners = new Set<() => void>();

function set(patch: Partial<CardsState>) {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useWishlistCards = () => useSyncExternalStore(subscribe, () => state, () => state);

export const showCount = (count: number) => set({ count });

export const showWishlist = (wishlist: WishlistState | null) =>
  set({ listed: new Set(wishlist?.items.map((item) => item.productID) ?? []) });

export async function toggleWishlist(store: string, productID: number, name: string): Promise<void> {
  const removing = state.listed.has(productID);
  set({ busy: productID, status: '' });
  try {
    const identity = await loadIdentity(store);
    const answer = await (removing ? identity.secure.removeFromWishlist(productID) : identity.secure.addToWishlist(productID));
    showWishlist(answer);
    identity.noteWishlist(answer);
    set({ status: `${name} was ${removing ? 'removed from' : 'added to'} your wishlist.` });
  } catch (error) {
    set({ status: error instanceof Error && error.name === 'StoreApiError' ? error.message : 'Something went wrong' });
  } finally {
    set({ busy: null });
  }
}
