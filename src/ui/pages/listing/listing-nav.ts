/**
 * The URL is the listing's state: every control builds the next URL from the current query and
 * navigates to it (client-side when hydrated), so back and forward and shared links just work.
 */
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { changeListingQuery, listingHref, parseListingQuery, type ListingQuery } from '../../../domain/catalog/listing-query';

/** Store choice and theme preview ride along on every listing link of the visit. */
const KEPT_PARAMS = ['store', 'wtid'] as const;

export function hrefWithKept(href: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const kept = KEPT_PARAMS.flatMap((key) => {
    const value = current.get(key);
    return value ? [`${key}=${encodeURIComponent(value)}`] : [];
  });
  if (kept.length === 0) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${kept.join('&')}`;
}

export function useListingHref(): (query: ListingQuery) => string {
  const { pathname, search } = useLocation();
  return useCallback((query: ListingQuery) => hrefWithKept(listingHref(pathname, query), search), [pathname, search]);
}

/** Navigates to the listing with a change applied; filters keep the scroll position. */
export function useListingChange(query: ListingQuery): (patch: Partial<ListingQuery>) => void {
  const navigate = useNavigate();
  const href = useListingHref();
  return useCallback(
    (patch: Partial<ListingQuery>) => navigate(href(changeListingQuery(query, patch)), { preventScrollReset: true }),
    [navigate, href, query],
  );
}

/**
 * The query being loaded while a listing navigation is under way, else the shown one. Controls
 * show it (a ticked box stays ticked while results load) and build on it, so two quick clicks
 * both count instead of the second undoing the first.
 */
export function usePendingQuery(query: ListingQuery): ListingQuery {
  const { pathname } = useLocation();
  const next = useNavigation().location;
  const search = next && next.pathname === pathname ? next.search : null;
  return useMemo(() => (search === null ? query : parseListingQuery(search)), [search, query]);
}
