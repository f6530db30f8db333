/**
 * /wishlist: the saved products, each removable or moved to the cart in one click. The server renders
 * the list (its loader) with buttons that post to /wishlist, so it works without JavaScript; live,
 * the identity runtime answers and the buttons act in the page.
 */
import { useEffect, useRef, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { WishlistState } from '../../../application/ports/identity-api.port';
import { StoreApiError } from '../../../application/ports/store-api-error';
import { loadCart } from '../../cart/cart-client';
import { useCartPrice } from '../../cart/use-cart-price';
import { notify } from '../../components/lazy-toaster';
import { SmartImage } from '../../sections/parts/smart-image';
import { useStore } from '../../app/use-store';
import { useIdentity } from './use-identity';

export function WishlistPage() {
  const identity = useIdentity();
  const price = useCartPrice();
  const staticCDN = useStore()?.siteSettings.staticCDN ?? '/media';
  const [list, setList] = useState<WishlistState | null>(useLoaderData<WishlistState | null>() ?? null);
  const [status, setStatus] = useState('');
  // A Remove or Move pressed while the first fetch is out answers a newer list; the fetch's older
  // answer must not land after it and bring a removed item back.
  const actions = useRef(0);
  useEffect(() => {
    if (!identity) return;
    const actionsBefore = actions.current;
    void identity.secure
      .getWishlist()
      .then((fetched) => {
        if (actions.current === actionsBefore) setList(fetched);
      })
      .catch(() => setStatus('Your wishlist could not be loaded.'));
  }, [identity]);

  const act = async (kind: 'remove' | 'move', productID: number, name: string) => {
    if (!identity) return;
    actions.current += 1;
    try {
      const next = kind === 'remove' ? await identity.secure.removeFromWishlist(productID) : await identity.secure.moveToCart(productID);
      setList(next);
      identity.noteWishlist(next);
      const said = kind === 'remove' ? `${name} was removed from your wishlist.` : `${name} was moved to your cart.`;
      setStatus(said);
      if (kind === 'move') {
        void notify(said, 'success');
        void loadCart().then((cart) => cart.actor.send({ type: 'REFRESH' }));
      }
    } catch (error) {
      setStatus(error instanceof StoreApiError ? error.message : 'Something went wrong');
    }
  };

  return (
    <section aria-labelledby="page-heading" className="flex flex-col gap-4">
      <h1 id="page-heading">Wishlist</h1>
      <p role="status">{status}</p>
      {!list ? (
        <p>Loading your wishlist…</p>
      ) : list.items.length === 0 ? (
        <p className="card">
          Your wishlist is empty.{' '}
          <Link to="/" className="underline">
            Continue shopping
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {list.items.map((item) => (
            <li key={item.productID} className="card flex flex-wrap items-center gap-4">
              {item.thumbnailFile && (
                <SmartImage
                  path={item.thumbnailFile}
                  staticCDN={staticCDN}
                  alt=""
                  width={64}
                  height={64}
                  sizes="64px"
                  className="h-16 w-16 object-cover"
                />
              )}
              <div className="flex min-w-0 flex-1 flex-col">
                <Link to={item.productURL} className="font-medium underline">
                  {item.name}
                </Link>
                <span className="text-sm">
                  {item.isHidePrice ? 'Price on request' : price(item.unitCents)}
                  {item.inStock ? '' : ' · Out of stock'}
                </span>
              </div>
              <form
                method="post"
                action="/wishlist"
                className="flex gap-2"
                onSubmit={(event) => {
                  // Until the identity runtime is here the form posts as it does without JavaScript (the
                  // server acts and comes back): a press on a slow phone is never dropped.
                  if (!identity) return;
                  event.preventDefault();
                  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
                  void act(submitter?.value === 'move' ? 'move' : 'remove', item.productID, item.name);
                }}
              >
                <input type="hidden" name="productID" value={item.productID} />
                <button
                  type="submit"
                  name="intent"
                  value="move"
                  className="btn btn-primary btn-sm"
                  disabled={!item.inStock}
                  aria-label={`Move ${item.name} to cart`}
                >
                  Move to cart
                </button>
                <button
                  type="submit"
                  name="intent"
                  value="remove"
                  className="btn btn-outline btn-sm"
                  aria-label={`Remove ${item.name} from wishlist`}
                >
                  Remove
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
