/**
 * LISTING (page type 4): category, brand, collection, search (/search) and all-products (/shop)
 * listings, server-rendered from the URL. Everything but this wiring is one lazy chunk (loader
 * work, head, page), so a product page's first load never downloads listing code.
 */
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { lazyModule } from '../../../application/lazy/lazy-module';
import type { ResolvedPage } from '../../../domain/catalog/resolved-page';
import type { FlatPageView } from '../flat/flat-page-view';
import type { ListingData } from './listing-data';
import type { loadListing } from './listing-load';

type PageModule = { ListingPage: ComponentType<{ page: ResolvedPage; data: ListingData }>; loadListing: typeof loadListing };
const listingPage = lazyModule(
  () => Promise.all([import('./listing-page'), import('./listing-load')]),
  ([page, load]): PageModule => ({ ListingPage: page.ListingPage, loadListing: load.loadListing }),
);
const LazyListingPage = lazy(() => listingPage.use((module) => ({ default: module.ListingPage })));

export const listingPageView: FlatPageView<ListingData> = {
  load: (args) => listingPage.use((module) => module.loadListing(args)),
  Component: function ListingView({ page, data }) {
    // One Suspense boundary on the server and in the browser, so hydration waits for the chunk;
    // the component type is fixed per mount, so a filter change never remounts the page.
    const [Page] = useState(() => listingPage.peek()?.ListingPage ?? LazyListingPage);
    return (
      <Suspense
        fallback={
          <p className="container py-10" aria-busy="true">
            Loading products…
          </p>
        }
      >
        <Page page={page} data={data} />
      </Suspense>
    );
  },
};
