/**
 * The browser's identity: the auth session (auth machine) over the store API's identity calls, the
 * persisted user, and what signing in and out does to the tokens, the user and the cart. Loaded with
 * the identity pages or the live layer, never with the first page (it brings xstate).
 */
import type { AuthSession } from '../application/identity/auth-session';
import type { CustomerProfile, IdentityApi } from '../application/ports/identity-api.port';
import type { IdentityEffects, IdentityRuntime, SignInResult } from '../application/storefront/live-runtime';
import type { StorefrontServices } from '../application/storefront/storefront-services';
import type { UserStore } from '../application/ports/user-store.port';

/** `session` is the page's one auth session (auth-composition.ts), shared with the cart's calls. */
export function createIdentityRuntime(
  services: StorefrontServices,
  user: UserStore,
  effects: IdentityEffects,
  session: AuthSession,
): IdentityRuntime {
  const api = services.identity;
  const forget = () => {
    user.clear();
    effects.cartSignedOut();
  };
  const secure =
    <A extends unknown[], T>(call: (...args: A) => Promise<T>) =>
    (...args: A) =>
      session.secureCall(() => call(...args), 'land');
  const remember = (profile: CustomerProfile) => user.write({ data: profile, is_valid_user: true });
  // A profile read that started before a wishlist change may answer after it, with the count from
  // before: the count the change answered wins until a later read (the header would show a stale count).
  let reads = 0;
  let noted: { count: number; at: number } | null = null;
  const withNotedWishlist = (profile: CustomerProfile, startedAt: number): CustomerProfile =>
    noted && noted.at > startedAt ? { ...profile, wishlistCount: noted.count } : profile;

  async function adopt(answer: Awaited<ReturnType<IdentityApi['signIn']>>, pendingMessage: string): Promise<SignInResult> {
    if (!answer.tokens) return { kind: 'pending', message: pendingMessage };
    services.tokens.write(answer.tokens);
    remember(answer.user);
    effects.cartSignedIn(answer.user.customerID);
    return { kind: 'signed-in', user: answer.user };
  }

  return {
    user,
    isSignedIn: () => services.isSignedIn(),
    signIn: async (login, password) => adopt(await api.signIn(login, password), 'Your account is waiting for the store to approve it'),
    signUp: async (request) => adopt(await api.signUp(request), 'Your account was created and is waiting for the store to approve it'),
    async signOut() {
      const guest = await api.signOut(services.tokens.read()?.refreshToken ?? null).catch(() => null);
      if (guest) services.tokens.write(guest);
      else services.tokens.clear();
      forget();
    },
    secure: {
      getProfile: secure(async () => {
        const startedAt = ++reads;
        const profile = withNotedWishlist(await api.getProfile(), startedAt);
        remember(profile);
        return profile;
      }),
      updateProfile: secure(async (p: Parameters<IdentityApi['updateProfile']>[0]) => {
        const startedAt = ++reads;
        const profile = withNotedWishlist(await api.updateProfile(p), startedAt);
        remember(profile);
        return profile;
      }),
      changePassword: secure((current: string, next: string) => api.changePassword(current, next)),
      getWishlist: secure(() => api.getWishlist()),
      addToWishlist: secure((id: number) => api.addToWishlist(id)),
      removeFromWishlist: secure((id: number) => api.removeFromWishlist(id)),
      moveToCart: secure((id: number) => api.moveToCart(id)),
    },
    open: { forgotPassword: (email) => api.forgotPassword(email), resetPassword: (token, password) => api.resetPassword(token, password) },
    noteWishlist(state) {
      noted = { count: state.wishlistCount, at: ++reads };
      const current = user.read();
      if (current.data) user.write({ ...current, data: { ...current.data, wishlistCount: state.wishlistCount } });
    },
  };
}
