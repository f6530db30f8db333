/**
 * "Add to wishlist" / "Remove from wishlist" on every product card, plugged into the cards' slots
 * (components/wishlist-slot.tsx) once the live layer loads. A guest's click goes to sign in and comes
 * back; a customer's list is read once signed in, and again whenever the stored wishlist count moves
 * (the product page or the wishlist page changed it).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { browserPageStores, servicesFrom } from '../app/services-holder';
import { wishlistPartsOf } from '../components/wishlist-slot';
import { loadIdentity } from './identity-client';
import { showWishlist, toggleWishlist, useWishlistCards, wishlistCardsOf } from './wishlist-cards-state';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7.5-4.6-9.5-9.2C1.2 8.6 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.4h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.6 4.3 6.8C19.5 16.4 12 21 12 21z" />
    </svg>
  );
}

function CardWishlistButton({ productID, name, store }: { productID: number; name: string; store: string }) {
  const { listed, busy } = useWishlistCards();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const on = listed.has(productID);
  const click = () => {
    if (servicesFrom(null).isSignedIn()) void toggleWishlist(wishlistCardsOf(browserPageStores()), store, productID, name);
    else void navigate(`/signin?next=${encodeURIComponent(pathname + search)}`);
  };
  return (
    <button
      type="button"
      className="rounded-full bg-white/90 p-2 text-red-700 shadow hover:bg-white"
      // Each card names its product: a list of identical "Add to wishlist" buttons tells a screen reader nothing.
      aria-label={on ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      title={on ? `Remove ${name} from wishlist` : `Add ${name} to wishlist`}
      disabled={busy === productID}
      onClick={click}
    >
      <Heart filled={on} />
    </button>
  );
}

function WishlistCount() {
  const { count } = useWishlistCards();
  if (count === 0) return null;
  return (
    <span className="absolute -end-1 -top-1 rounded-full bg-current px-1 text-xs leading-4">
      <span className="text-[var(--color-background,#fff)] mix-blend-difference">{count}</span>
      <span className="sr-only"> items</span>
    </span>
  );
}

/** Plugs the card button and the header count in, keeps the customer's list current, and says what a click did. */
export function WishlistCardsLive({ store }: { store: string }) {
  const { status } = useWishlistCards();
  // Read on every navigation (this re-renders with the location): signing in or out changes it.
  useLocation();
  const signedIn = servicesFrom(null).isSignedIn();
  useEffect(
    () =>
      wishlistPartsOf(browserPageStores()).set({
        Button: (props) => <CardWishlistButton {...props} store={store} />,
        Count: WishlistCount,
      }),
    [store],
  );
  useEffect(() => {
    const cards = wishlistCardsOf(browserPageStores());
    if (!signedIn) return showWishlist(cards, null);
    let stop = () => undefined as void;
    let alive = true;
    void loadIdentity(store).then((identity) => {
      const read = () =>
        void identity.secure
          .getWishlist()
          .then((wishlist) => alive && showWishlist(cards, wishlist))
          .catch(() => undefined);
      let count = identity.user.read().data?.wishlistCount;
      read();
      stop = identity.user.watch(() => {
        const next = identity.user.read().data?.wishlistCount;
        if (next !== count) read();
        count = next;
      });
    });
    return () => {
      alive = false;
      stop();
    };
  }, [signedIn, store]);
  return (
    <p role="status" className="sr-only">
      {status}
    </p>
  );
}
