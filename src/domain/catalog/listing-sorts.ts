/** Shopper-facing names of the listing sorts (spec section 3), in the order the sort menu offers them. */
import { LISTING_SORTS, type ListingSort } from './listing-query';

export const SORT_LABELS: Record<ListingSort, string> = {
  [LISTING_SORTS.RELEVANCE]: 'Relevance',
  [LISTING_SORTS.POPULARITY]: 'Popularity',
  [LISTING_SORTS.PRICE_ASC]: 'Price: low to high',
  [LISTING_SORTS.PRICE_DESC]: 'Price: high to low',
  [LISTING_SORTS.NAME_ASC]: 'Name: A to Z',
  [LISTING_SORTS.NAME_DESC]: 'Name: Z to A',
  [LISTING_SORTS.RATING]: 'Highest rated',
  [LISTING_SORTS.NEWEST]: 'Recently added',
};

/** A group chosen by hand opens on its owner's order where others open on popularity (decision 107). */
export function sortLabel(sort: ListingSort, ownerOrder = false): string {
  return ownerOrder && sort === LISTING_SORTS.POPULARITY ? 'Featured' : SORT_LABELS[sort];
}

/** Relevance needs a keyword to be relevant to, so it is offered only with one. */
export function sortOptions(hasKeyword: boolean): ListingSort[] {
  const all: ListingSort[] = [8, 1, 2, 3, 4, 5, 6, 7];
  return hasKeyword ? all : all.filter((sort) => sort !== LISTING_SORTS.RELEVANCE);
}
