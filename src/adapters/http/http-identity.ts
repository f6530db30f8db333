/**
 * IdentityApi over HTTP: the store API's /Auth/refresh, /Account/* and /Wishlist/* calls. Loaded
 * with the identity pages and the live layer's account code, never with the first page.
 */
import type { IdentityApi, RefreshOutcome, SignedIn, WishlistState, CustomerProfile } from '../../application/ports/identity-api.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { TokenPair } from '../../domain/store/web-info';
import type { ProfileChange } from '../../domain/identity/account-requests';
import {
  changePasswordToWire,
  forgotPasswordToWire,
  profileChangeToWire,
  resetPasswordToWire,
  signInToWire,
  signUpToWire,
  wishlistFromWire,
  wishlistItemToWire,
  type WishlistEntryWire,
} from '../../contracts/identity.wire';
import { callStoreApi, type StoreApiClient } from './store-api-client';

/** The envelope's message, for calls whose answer is a sentence to show. */
async function messageOf(request: ReturnType<StoreApiClient['post']>): Promise<string> {
  const body = await callStoreApi<unknown>({
    json: async <T>() => {
      const envelope = await request.json<{ message: string; data: unknown }>();
      return { data: envelope.message } as T;
    },
  });
  return String(body);
}

type WishlistWire = Omit<WishlistState, 'items'> & { items: WishlistEntryWire[] };

export class HttpIdentity implements IdentityApi {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  private post<T>(path: string, json: unknown): Promise<T> {
    return callStoreApi<T>(this.deps.client.post(path, { json }));
  }

  async refresh(refreshToken: string): Promise<RefreshOutcome> {
    try {
      return { kind: 'ok', tokens: await this.post<TokenPair>('Auth/refresh', { refreshToken }) };
    } catch (error) {
      if (error instanceof StoreApiError && error.status >= 400 && error.status < 500) return { kind: 'refused' };
      return { kind: 'failed' };
    }
  }

  signIn(login: string, password: string) {
    return this.post<SignedIn>('Account/SignIn', signInToWire(login, password));
  }
  signUp(request: Parameters<IdentityApi['signUp']>[0]) {
    return this.post<SignedIn>('Account/SignUp', signUpToWire(request));
  }
  async signOut(refreshToken: string | null) {
    const data = await this.post<{ tokens: TokenPair } | null>('Account/SignOut', refreshToken ? { refreshToken } : {});
    return data?.tokens ?? null;
  }
  forgotPassword(email: string) {
    return messageOf(this.deps.client.post('Account/ForgotPassword', { json: forgotPasswordToWire(email) }));
  }
  resetPassword(token: string, password: string) {
    return messageOf(this.deps.client.post('Account/ResetPassword', { json: resetPasswordToWire(token, password) }));
  }
  changePassword(current: string, next: string) {
    return messageOf(this.deps.client.post('Account/ChangePassword', { json: changePasswordToWire(current, next) }));
  }
  getProfile() {
    return callStoreApi<CustomerProfile>(this.deps.client.get('Account/GetProfile'));
  }
  updateProfile(change: ProfileChange) {
    return this.post<CustomerProfile>('Account/UpdateProfile', profileChangeToWire(change));
  }
  async getWishlist(): Promise<WishlistState> {
    return wishlistFromWire(await callStoreApi<WishlistWire>(this.deps.client.get('Wishlist/GetWishlist')));
  }
  async addToWishlist(productID: number): Promise<WishlistState> {
    return wishlistFromWire(await this.post<WishlistWire>('Wishlist/AddItem', wishlistItemToWire(productID)));
  }
  async removeFromWishlist(productID: number): Promise<WishlistState> {
    return wishlistFromWire(await this.post<WishlistWire>('Wishlist/RemoveItem', wishlistItemToWire(productID)));
  }
  async moveToCart(productID: number): Promise<WishlistState> {
    return wishlistFromWire(await this.post<WishlistWire>('Wishlist/MoveToCart', wishlistItemToWire(productID)));
  }
}
