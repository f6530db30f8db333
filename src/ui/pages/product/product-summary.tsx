/**
 * Name, brand and rating at the top of the buying column. The rating opens the Reviews tab and
 * moves focus to it (site data focus_product_tab), the way shoppers expect "7 reviews" to behave.
 */
import { Link } from 'react-router';
import { averageText } from '../../../domain/catalog/rating';
import { RatingStars } from '../../sections/parts/rating-stars';
import { PRODUCT_TABS_ID, tabId } from './product-tab-ids';
import { useProductStore } from './product-store';

export function ProductSummary() {
  const store = useProductStore();
  const { product } = store;
  const openReviews = () => {
    store.focusTab('reviews');
    document.getElementById(PRODUCT_TABS_ID)?.scrollIntoView({ block: 'start' });
    document.getElementById(tabId('reviews'))?.focus({ preventScroll: true });
  };
  return (
    <div className="flex flex-col gap-2">
      {product.brand && (
        <p className="text-sm uppercase tracking-wide opacity-75">
          <Link to={product.brand.url} className="hover:underline">
            {product.brand.name}
          </Link>
        </p>
      )}
      <h1 className="heading">{product.name}</h1>
      {product.ratingCount > 0 ? (
        <p className="flex flex-wrap items-center gap-2">
          <RatingStars rating={product.rating} />
          <span className="text-sm">{averageText(product.rating)}</span>
          <button type="button" className="btn-link text-sm underline" onClick={openReviews}>
            {product.ratingCount} {product.ratingCount === 1 ? 'review' : 'reviews'}
          </button>
        </p>
      ) : (
        <p className="text-sm opacity-75">No reviews yet</p>
      )}
    </div>
  );
}
