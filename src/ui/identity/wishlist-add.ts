/**
 * Adds a product to the signed-in customer's wishlist (loaded on the first click, with the identity
 * runtime) and says what happened in words a status line can show.
 */
import { StoreApiError } from '../../application/ports/store-api-error';
import { loadIdentity } from './identity-client';

export async function addToWishlist(store: string, productID: number, name: string): Promise<string> {
  const identity = await loadIdentity(store);
  try {
    identity.noteWishlist(await identity.secure.addToWishlist(productID));
    return `${name} was added to your wishlist.`;
  } catch (error) {
    return error instanceof StoreApiError ? error.message : 'Something went wrong';
  }
}
