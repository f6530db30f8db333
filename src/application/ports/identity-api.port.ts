/**
 * The store API's account, password and wishlist calls, in the storefront's words. Refusals are
 * StoreApiErrors (status, message, fields), so forms can show each message beside its field.
 */
import type { TokenPair } from '../../domain/store/web-info';
import type { CustomerProfile, WishlistEntry } from '../../domain/identity/customer-profile';
import type { ProfileChange, SignUpDetails } from '../../domain/identity/account-requests';

export type { CustomerProfile, WishlistEntry };

export interface WishlistState {
  items: WishlistEntry[];
  wishlistCount: number;
}

/** The domain's sign-up details (account-requests.ts); the wire's SignUp names stay in src/contracts. */
export type SignUpRequest = SignUpDetails;

export interface SignedIn {
  user: CustomerProfile;
  tokens: TokenPair | null;
}

/** The refresh call alone: refused (the session is over) or failed (network, server). */
export type RefreshOutcome = { kind: 'ok'; tokens: TokenPair } | { kind: 'refused' } | { kind: 'failed' };

export interface IdentityApi {
  refresh(refreshToken: string): Promise<RefreshOutcome>;
  signIn(login: string, password: string): Promise<SignedIn>;
  signUp(request: SignUpRequest): Promise<SignedIn>;
  signOut(refreshToken: string | null): Promise<TokenPair | null>;
  forgotPassword(email: string): Promise<string>;
  resetPassword(token: string, password: string): Promise<string>;
  changePassword(current: string, next: string): Promise<string>;
  getProfile(): Promise<CustomerProfile>;
  updateProfile(profile: ProfileChange): Promise<CustomerProfile>;
  getWishlist(): Promise<WishlistState>;
  addToWishlist(productID: number): Promise<WishlistState>;
  removeFromWishlist(productID: number): Promise<WishlistState>;
  moveToCart(productID: number): Promise<WishlistState>;
}
