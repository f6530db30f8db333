/**
 * IdentityApi over HTTP: the store API's /Auth/refresh, /Account/* and /Wishlist/* calls. Loaded
 * with the identity pages and the live layer's account code, never with the first page.
 */
import type { IdentityApi, RefreshOutcome, SignedIn, WishlistState, CustomerProfile } from '../../application/ports/identity-api.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { TokenPair } from '../../domain/store/web-info';
import { callStoreApi, type StoreApiClient } from './store-api-client';

/** The envelope's message, for calls whose answer is a sentence to show. */
async function messageOf(request: ReturnType<StoreApiClient['post']>): Promise<string> {
  const body = await callStoreApi<unknown>({ json: async <T>() => {
    const envelope = await request.json<{ message: string; data: unknown }>();
    return { data: envelope.message } as T;
  } });
  return String(body);
}

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

  signIn(login: string, password: string) { return this.post<SignedIn>('Account/SignIn', { Login: login, Password: password }); }
  signUp(request: Parameters<IdentityApi['signUp']>[0]) { return this.post<SignedIn>('Account/SignUp', request); }
  async signOut(refreshToken: string | null) {
    const data = await this.post<{ tokens: TokenPair } | null>('Account/SignOut', refreshToken ? { refreshToken } : {});
    return data?.tokens ?? null;
  }
  forgotPassword(email: string) { return messageOf(this.deps.client.post('Account/ForgotPassword', { json: { Email: email } })); }
  resetPassword(token: string, password: string) { return messageOf(this.deps.client.post('Account/ResetPassword', { json: { Token: token, Password: password } })); }
  changePassword(current: string, next: string) { return messageOf(this.deps.client.post('Account/ChangePassword', { json: { CurrentPassword: current, NewPassword: next } })); }
  getProfile() { return callStoreApi<CustomerProfile>(this.deps.client.get('Account/GetProfile')); }
  updateProfile(p: Pick<CustomerProfile, 'firstName' | 'lastName' | 'phone' | 'companyName'>) {
    return this.post<CustomerProfile>('Account/UpdateProfile', { FirstName: p.firstName, LastName: p.lastName, Phone: p.phone, CompanyName: p.companyName });
  }
  getWishlist() { return callStoreApi<WishlistState>(this.deps.client.get('Wishlist/GetWishlist')); }
  addToWishlist(productID: number) { return this.post<WishlistState>('Wishlist/AddItem', { ProductID: productID }); }
  removeFromWishlist(productID: number) { return this.post<WishlistState>('Wishlist/RemoveItem', { ProductID: productID }); }
  moveToCart(productID: number) { return this.post<WishlistState>('Wishlist/MoveToCart', { ProductID: productID }); }
}
