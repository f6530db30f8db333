/**
 * "Recently viewed" under a product page: the other products this browser opened in the
 * store, newest first, as the shared product cards with today's prices (read fresh, never kept).
 * Browser-only, so it appears once the page is live, below everything else: nothing above it moves.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { ProductCard as Card } from '../../../domain/catalog/catalog-types';
import { rememberViewed, sanitizeViewed, viewedBesides } from '../../../domain/catalog/recently-viewed';
import { servicesFrom } from '../../app/services-holder';
import { storedIdList } from '../../app/stored-id-list';
import { useSectionContext } from '../../sections/section-context';
import { ProductCard } from '../../sections/parts/product-card';

const useViewed = storedIdList('viewed', sanitizeViewed);

export function RecentlyViewed({ productId }: { productId: number }) {
  const { list, update } = useViewed();
  const context = useSectionContext(useLocation().pathname);
  // The ids shown are the ones viewed before this page: taken once, so recording this view does not reshuffle them.
  const [shown, setShown] = useState<number[] | null>(null);
  const [cards, setCards] = useState<Card[]>([]);

  useEffect(() => {
    setShown(null);
    setCards([]);
  }, [productId]);

  useEffect(() => {
    if (shown === null) {
      setShown(viewedBesides(list, productId));
      update((current) => rememberViewed(current, productId));
    }
  }, [list, productId, shown, update]);

  useEffect(() => {
    if (!shown || shown.length === 0) return;
    let live = true;
    servicesFrom(null)
      .product.compareProducts(shown)
      .then(
        (found) => {
          // The store answers in its own order and leaves out what it no longer sells.
          const byId = new Map(found.map((card) => [card.productID, card]));
          if (live) setCards(shown.flatMap((id) => byId.get(id) ?? []));
        },
        () => undefined,
      );
    return () => {
      live = false;
    };
  }, [shown]);

  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="recently-viewed-heading" className="flex flex-col gap-6">
      <h2 id="recently-viewed-heading" className="heading">
        Recently viewed
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:gap-6 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.productID} className="flex">
            <ProductCard product={card} context={context} layout="grid" showRating nameTag="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
