/**
 * What every product card's wishlist button shows: the signed-in customer's listed product ids, the
 * product being changed, and the last sentence for the status line. A customer's click adds or
 * removes through the identity runtime (loaded then) and keeps the header count in step. The header's
 * count lives here too. One per page (page-stores.ts).
 */
import { createExternalStore, pageStore, usePageStore, type ExternalStore, type PageStores } from '../app/page-stores';
import type { WishlistState } from '../../application/ports/identity-api.port';
import { loadIdentity } from './identity-client';

interface CardsState {
  /** The stored user's wishlistCount, for the header link. */
  count: number;
  listed: ReadonlySet<number>;
  busy: number | null;
  status: string;
}

const EMPTY: CardsState = { count: 0, listed: new Set(), busy: null, status: '' };
const WISHLIST_CARDS = pageStore(() => createExternalStore(EMPTY));

/** The page's cards state (page-stores.ts). */
export type WishlistCards = ExternalStore<CardsState>;

export const wishlistCardsOf = (stores: PageStores): WishlistCards => stores.of(WISHLIST_CARDS);

const patch = (cards: WishlistCards, change: Partial<CardsState>) => cards.set({ ...cards.get(), ...change });

export const useWishlistCards = () => usePageStore(WISHLIST_CARDS, EMPTY);

export const showCount = (cards: WishlistCards, count: number) => patch(cards, { count });

export const showWishlist = (cards: WishlistCards, wishlist: WishlistState | null) =>
  patch(cards, { listed: new Set(wishlist?.items.map((item) => item.productID) ?? []) });

export async function toggleWishlist(cards: WishlistCards, store: string, productID: number, name: string): Promise<void> {
  const removing = cards.get().listed.has(productID);
  patch(cards, { busy: productID, status: '' });
  try {
    const identity = await loadIdentity(store);
    const answer = await (removing ? identity.secure.removeFromWishlist(productID) : identity.secure.addToWishlist(productID));
    showWishlist(cards, answer);
    identity.noteWishlist(answer);
    patch(cards, { status: `${name} was ${removing ? 'removed from' : 'added to'} your wishlist.` });
  } catch (error) {
    patch(cards, { status: error instanceof Error && error.name === 'StoreApiError' ? error.message : 'Something went wrong' });
  } finally {
    patch(cards, { busy: null });
  }
}
