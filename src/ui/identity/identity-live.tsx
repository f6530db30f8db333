/**
 * The identity's part of the live layer (after hydration): the tec query parameter kept in the tec
 * cookie for a day and taken out of the URL; a stored user with a guest token (UserID missing or
 * '0') forgotten with the cart (spec section 4); and the header's wishlist count, drawn into the
 * server-rendered Wishlist link, so the first-load bundle carries none of it.
 */
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { takeTec } from '../../domain/identity/return-path';
import { servicesFrom } from '../app/services-holder';
import { useCartStore as useStore } from '../cart/use-cart-store';
import { loadIdentity } from './identity-client';

const TEC_MAX_AGE_SECONDS = 86_400;

function WishlistBadge({ count }: { count: number }) {
  const [link, setLink] = useState<Element | null>(null);
  useEffect(() => setLink(document.querySelector('header a[href="/wishlist"]')), []);
  if (!link || count === 0) return null;
  return createPortal(
    <span className="absolute -end-1 -top-1 rounded-full bg-current px-1 text-xs leading-4"><span className="text-[var(--color-background,#fff)] mix-blend-difference">{count}</span><span className="sr-only"> items</span></span>,
    link,
  );
}

export default function IdentityLive() {
  const store = useStore();
  const [count, setCount] = useState(0);

  useEffect(() => {
    const taken = takeTec(window.location.href);
    if (!taken) return;
    servicesFrom(null).cookies.set('tec', taken.tec, { maxAgeSeconds: TEC_MAX_AGE_SECONDS });
    window.history.replaceState(window.history.state, '', taken.rest);
  }, []);

  useEffect(() => {
    if (!store) return undefined;
    const signedIn = servicesFrom(null).isSignedIn();
    // A guest with no stored user has nothing to show or clear: the identity code stays unloaded.
    if (!signedIn && localStorage.getItem(`wx_user_${store.storeName}`) === null) return undefined;
    let stop = () => undefined as void;
    void loadIdentity(store.storeName).then((identity) => {
      const show = () => setCount(identity.user.read().data?.wishlistCount ?? 0);
      const stored = identity.user.read();
      if (stored.data && !signedIn) identity.user.clear();
      else if (signedIn && !stored.data) void identity.secure.getProfile().catch(() => undefined);
      show();
      stop = identity.user.watch(show);
    });
    return () => stop();
  }, [store]);

  return <WishlistBadge count={count} />;
}
