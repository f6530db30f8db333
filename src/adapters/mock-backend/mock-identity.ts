/**
 * IdentityApi of the mock backend: its demo store has no customer accounts, so every account call
 * is refused with a message the pages show; the refresh keeps the guest as they are.
 */
import type { IdentityApi, RefreshOutcome } from '../../application/ports/identity-api.port';
import { StoreApiError } from '../../application/ports/store-api-error';

const refuse = async (): Promise<never> => {
  throw new StoreApiError(403, 'Customer accounts need the store API: the mock backend has none');
};

export const mockIdentity: IdentityApi = {
  refresh: async (): Promise<RefreshOutcome> => ({ kind: 'refused' }),
  signIn: refuse,
  signUp: refuse,
  signOut: async () => null,
  forgotPassword: refuse,
  resetPassword: refuse,
  changePassword: refuse,
  getProfile: refuse,
  updateProfile: refuse,
  getWishlist: refuse,
  addToWishlist: refuse,
  removeFromWishlist: refuse,
  moveToCart: refuse,
};
