/** More from the same category, with the storefront's shared product card. */
import { useLocation } from 'react-router';
import { useSectionContext } from '../../sections/section-context';
import { ProductCard } from '../../sections/parts/product-card';
import { useProductStore } from './product-store';

export function RelatedProducts() {
  const { product } = useProductStore();
  const context = useSectionContext(useLocation().pathname);
  if (product.related.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="flex flex-col gap-6">
      <h2 id="related-heading" className="heading">
        You may also like
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
        {product.related.map((card) => (
          <li key={card.productID} className="flex">
            <ProductCard product={card} context={context} layout="grid" showRating nameTag="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
