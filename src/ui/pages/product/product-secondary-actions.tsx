/**
 * "Add to wishlist" and "Add to compare". The wishlist needs an account (spec section 6): a guest is
 * sent to sign in and brought back; a customer's click adds it through the identity runtime, which
 * loads on that first click. Compare
 * keeps site data `compare` in the browser: the button is pressed while the product is in the
 * comparison (pressing it again takes it out), and a polite status says what happened.
 */
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { servicesFrom } from '../../app/services-holder';
import { useEarlyClicks } from '../../app/early-clicks';
import { useCompareList } from '../compare/compare-store';
import { useProductStore } from './product-store';
import { lazyModule } from '../../../application/lazy/lazy-module';

const wishlistAdd = lazyModule(
  () => import('../../identity/wishlist-add'),
  (m) => m.addToWishlist,
);

export function ProductSecondaryActions() {
  const { product } = useProductStore();
  const compare = useCompareList();
  const navigate = useNavigate();
  const [message, setMessage] = useState('');
  // Until the page is live the buttons have no handler: a click then is kept and replayed (early-clicks.ts).
  const inCompare = compare.list.includes(product.productID);
  useEarlyClicks('add-to-wishlist');
  useEarlyClicks('add-to-compare');

  const addToWishlist = () => {
    if (!servicesFrom(null).isSignedIn()) {
      void navigate(`/signin?next=${encodeURIComponent(product.productURL)}`);
      return;
    }
    const store = servicesFrom(null);
    void store.loadStore().then(async (loaded) => {
      if (loaded.kind !== 'store') return;
      setMessage(await wishlistAdd.use((add) => add(loaded.info.storeName, product.productID, product.name)));
    });
  };

  const toggleCompare = () => {
    if (inCompare) {
      compare.removeAt(compare.list.indexOf(product.productID));
      setMessage(`${product.name} was removed from your comparison.`);
      return;
    }
    compare.add(product.productID);
    setMessage(`${product.name} was added to your comparison.`);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3">
        {/* Without JavaScript each submits the product form elsewhere: to the wishlist (a guest is sent to sign in and back), or to this product's comparison (GET). */}
        <button
          type="submit"
          formAction="/wishlist"
          formMethod="post"
          formNoValidate
          name="intent"
          value="add"
          data-replay="add-to-wishlist"
          className="btn btn-outline btn-md justify-center"
          onClick={(event) => {
            event.preventDefault();
            addToWishlist();
          }}
        >
          Add to wishlist
        </button>
        <button
          type="submit"
          formAction="/compare"
          formMethod="get"
          formNoValidate
          name="ids"
          value={product.productID}
          data-replay="add-to-compare"
          className="btn btn-outline btn-md justify-center gap-2"
          aria-pressed={inCompare}
          onClick={(event) => {
            event.preventDefault();
            toggleCompare();
          }}
        >
          {inCompare && <span aria-hidden="true">✓</span>}
          Add to compare
        </button>
      </div>
      <p role="status" className="text-sm">
        {message}
        {compare.list.length > 0 && (
          <>
            {' '}
            <Link to="/compare" className="underline">
              View comparison ({compare.list.length})
            </Link>
          </>
        )}
      </p>
    </div>
  );
}
