/**
 * LISTING (page type 4): category, brand, collection, search (/search) and all-products (/shop)
 * listings, server-rendered from the URL. Everything but this wiring is one lazy chunk (loader
 * work, head, page), so a product page's first load never downloads listing code.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import type { ResolvedPage } from '../../../domain/catalog/resolved-page';
import type { FlatPageView } from '../flat/flat-page-view';
import type { ListingData } from './listing-data';
import type { loadListing } from './listing-load';

type PageModule = { ListingPage: ComponentType<{ page: ResolvedPage; data: ListingData }>; loadListing: typeof loadListing };
let loaded: PageModule | null = null;
const loadPage = () => Promise.all([import('./listing-page'), import('./listing-load')])
  .then(([page, load]) => (loaded = { ListingPage: page.ListingPage, loadListing: load.loadListing }));
const LazyListingPage = lazy(() => loadPage().then((module) => ({ default: module.ListingPage })));

export const listingPageView: FlatPageView<ListingData> = {
  async load(args) {
    return (loaded ?? (await loadPage())).loadListing(args);
  },
  Component: function ListingView({ page, data }) {
    // One Suspense boundary on the server and in the browser, so hydration waits for the chunk;
    // the component type is fixed per mount, so a filter change never remounts the page.
    const [Page] = useState(() => loaded?.ListingPage ?? LazyListingPage);
    return (
      <Suspense fallback={<p className="container py-10" aria-busy="true">Loading products…</p>}>
        <Page page={page} data={data} />
      </Suspense>
    );
  },
};
