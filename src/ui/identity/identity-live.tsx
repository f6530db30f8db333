/**
 * The identity's part of the live layer (after hydration): the tec query parameter kept in the tec
 * cookie for a day and taken out of the URL; a stored user with a guest token (UserID missing or
 * '0') forgotten with the cart (spec section 4); and the header's wishlist count and the product
 * cards' wishlist buttons, plugged into their slots (components/wishlist-slot.tsx), so the
 * first-load bundle carries none of it.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { takeTec } from '../../domain/identity/return-path';
import { isBuilderPath } from '../../domain/store/builder-mode';
import { browserPageStores, loadedLiveRuntime, servicesFrom } from '../app/services-holder';
import { useStore } from '../app/use-store';
import { loadIdentity } from './identity-client';
import { WishlistCardsLive } from './wishlist-card-buttons';
import { showCount, wishlistCardsOf } from './wishlist-cards-state';

const TEC_MAX_AGE_SECONDS = 86_400;

export default function IdentityLive() {
  const store = useStore();

  useEffect(() => {
    const taken = takeTec(window.location.href);
    if (!taken) return;
    servicesFrom(null).cookies.set('tec', taken.tec, { maxAgeSeconds: TEC_MAX_AGE_SECONDS });
    window.history.replaceState(window.history.state, '', taken.rest);
  }, []);

  // Read on every navigation: signing in or out on the identity pages changes it without a reload.
  const { pathname } = useLocation();
  const signedIn = servicesFrom(null).isSignedIn();
  // The editor's frame shows the store as any visitor sees it, and its storage may be blocked there.
  const builder = isBuilderPath(pathname);

  useEffect(() => {
    if (!store || builder) return undefined;
    // A guest with no stored user has nothing to show or clear: the identity code stays unloaded.
    if (!signedIn && !loadedLiveRuntime().hasStoredUser(store.storeName)) return undefined;
    let stop = () => undefined as void;
    void loadIdentity(store.storeName).then((identity) => {
      const show = () => showCount(wishlistCardsOf(browserPageStores()), identity.user.read().data?.wishlistCount ?? 0);
      const stored = identity.user.read();
      if (stored.data && !signedIn) identity.user.clear();
      else if (signedIn && !stored.data) void identity.secure.getProfile().catch(() => undefined);
      show();
      stop = identity.user.watch(show);
    });
    return () => stop();
  }, [store, signedIn, builder]);

  return store && !builder ? <WishlistCardsLive store={store.storeName} /> : null;
}
