/**
 * The reviews list in the browser: starts from the loader's first page, asks the store API again
 * when the sort or the star filter changes, and appends the next page on "Show more". Answers to
 * superseded requests are dropped, so a quick change of sort never shows the older list.
 */
import { useRef, useState } from 'react';
import { REVIEW_SORT, type Review, type ReviewPage, type ReviewSortId } from '../../../domain/catalog/product-reviews';
import { servicesFrom } from '../../app/services-holder';

export interface ReviewsState {
  sort: ReviewSortId;
  rating: number | null;
  reviews: Review[];
  page: ReviewPage | null;
  status: 'idle' | 'loading' | 'error';
}

export function useReviews(productId: number, initial: ReviewPage | null) {
  const [state, setState] = useState<ReviewsState>({
    sort: REVIEW_SORT.MOST_HELPFUL,
    rating: null,
    reviews: initial?.reviews ?? [],
    page: initial,
    status: initial ? 'idle' : 'error',
  });
  const latest = useRef(0);

  const load = async (query: { sort: ReviewSortId; rating: number | null; page: number }, append: boolean) => {
    const ticket = ++latest.current;
    setState((s) => ({ ...s, sort: query.sort, rating: query.rating, status: 'loading' }));
    try {
      const page = await servicesFrom(null).product.getReviews({
        productId,
        sort: query.sort,
        page: query.page,
        ...(query.rating ? { rating: query.rating } : {}),
      });
      if (ticket !== latest.current) return;
      if (!page) throw new Error('Product not found');
      setState((s) => ({ ...s, page, reviews: append ? [...s.reviews, ...page.reviews] : page.reviews, status: 'idle' }));
    } catch {
      if (ticket === latest.current) setState((s) => ({ ...s, status: 'error' }));
    }
  };

  return {
    state,
    setSort: (sort: ReviewSortId) => load({ sort, rating: state.rating, page: 1 }, false),
    setRating: (rating: number | null) => load({ sort: state.sort, rating, page: 1 }, false),
    showMore: () => load({ sort: state.sort, rating: state.rating, page: (state.page?.page ?? 0) + 1 }, true),
    retry: () => load({ sort: state.sort, rating: state.rating, page: 1 }, false),
  };
}
