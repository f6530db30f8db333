import { describe, expect, it } from 'vitest';
import type { AuthSession } from '../../../src/application/identity/auth-session';
import type { CustomerProfile, IdentityApi, WishlistState } from '../../../src/application/ports/identity-api.port';
import type { StoredUser, UserStore } from '../../../src/application/ports/user-store.port';
import type { IdentityEffects } from '../../../src/application/storefront/live-runtime';
import type { StorefrontServices } from '../../../src/application/storefront/storefront-services';
import { createIdentityRuntime } from '../../../src/composition/identity-composition';

const profile = (wishlistCount: number) => ({ customerID: 7, email: 'a@example.com', wishlistCount }) as unknown as CustomerProfile;
const wishlist = (wishlistCount: number) => ({ items: [], wishlistCount }) as unknown as WishlistState;

function memoryUser(): UserStore {
  let stored: StoredUser = { data: null, is_valid_user: false };
  return {
    read: () => stored,
    write: (next) => (stored = next),
    clear: () => (stored = { data: null, is_valid_user: false }),
    watch: () => () => {},
  };
}

/** A runtime whose profile read answers when the test says, with the count the server had when it read. */
function runtimeWithSlowProfile() {
  let answer!: (profile: CustomerProfile) => void;
  const api = { getProfile: () => new Promise<CustomerProfile>((resolve) => (answer = resolve)) } as unknown as IdentityApi;
  const services = { identity: api } as unknown as StorefrontServices;
  const session = { secureCall: (run: () => Promise<unknown>) => run() } as unknown as AuthSession;
  const user = memoryUser();
  const runtime = createIdentityRuntime(services, user, {} as IdentityEffects, session);
  return { runtime, user, answerProfile: (p: CustomerProfile) => answer(p) };
}

describe("the stored customer's wishlist count", () => {
  it('keeps the count a wishlist change answered when a profile read from before the change answers after it', async () => {
    const { runtime, user, answerProfile } = runtimeWithSlowProfile();
    const read = runtime.secure.getProfile();
    runtime.noteWishlist(wishlist(1));
    answerProfile(profile(0));
    await read;
    expect(user.read().data?.wishlistCount).toBe(1);
  });

  it("takes the server's count from a profile read that started after the change", async () => {
    const { runtime, user, answerProfile } = runtimeWithSlowProfile();
    runtime.noteWishlist(wishlist(1));
    const read = runtime.secure.getProfile();
    answerProfile(profile(3));
    await read;
    expect(user.read().data?.wishlistCount).toBe(3);
  });
});
