/**
 * A listing page: breadcrumbs, heading, filters (a disclosure below 1024px), toolbar, the product
 * grid or list, and pagination. After a page change focus moves to the results, so keyboard and
 * screen-reader users start reading the new page rather than staying at the pagination links.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { activeFilterCount } from '../../../domain/catalog/listing-filter-values';
import type { ResolvedPage } from '../../../domain/catalog/resolved-page';
import { useSectionContext } from '../../sections/section-context';
import { cx } from '../../sections/parts/class-names';
import { ProductCard } from '../../sections/parts/product-card';
import { ActiveFilters } from './active-filters';
import { BreadcrumbTrail } from '../../components/breadcrumb-trail';
import { ListingEmpty } from './listing-empty';
import { ListingFilters } from './listing-filters';
import { listingHeading } from './listing-head';
import type { ListingData } from './listing-data';
import { ListingPagination } from './listing-pagination';
import { ListingToolbar } from './listing-toolbar';
import { SearchRefineForm } from './search-refine-form';

const FILTERS_ID = 'listing-filters';
/** The grid's first row on a wide screen (two rows on a phone): eager, high fetch priority, since the largest paint is among them. */
const FIRST_ROW_CARDS = 4;

export function ListingPage({ page, data }: { page: ResolvedPage; data: ListingData }) {
  const { query, result } = data;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const context = useSectionContext(pathname);
  const scope = page.listing ?? { kind: 'all' };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const results = useRef<HTMLElement>(null);
  const shownPage = useRef(query.page);
  const activeCount = activeFilterCount(query);
  const busy = navigation.state === 'loading' && navigation.location.pathname === pathname;

  useEffect(() => {
    if (shownPage.current === query.page) return;
    shownPage.current = query.page;
    results.current?.focus({ preventScroll: true });
    results.current?.scrollIntoView({ block: 'start' });
  }, [query.page]);

  return (
    <div className="container py-8">
      <BreadcrumbTrail crumbs={page.breadcrumbs} />
      <header className="mb-8">
        <h1>{listingHeading(page, query)}</h1>
        {(scope.kind === 'category' || scope.kind === 'collection') && page.seo.description && (
          <p className="mt-2 max-w-3xl opacity-80">{page.seo.description}</p>
        )}
        {scope.kind === 'search' && <SearchRefineForm query={query} />}
        {result.approximate && <p className="mt-3">No exact matches for "{query.kw}". Showing products with similar names.</p>}
      </header>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <div className="mb-6 lg:mb-0">
          {/* Without JavaScript the button cannot open the panel: `noscript:` (@media (scripting: none)) shows the panel and hides it. */}
          <button
            id={`${FILTERS_ID}-toggle`}
            type="button"
            className="btn btn-outline w-full noscript:hidden lg:hidden"
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_ID}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            {filtersOpen ? 'Hide filters' : 'Show filters'}
            {activeCount > 0 ? ` (${activeCount})` : ''}
          </button>
          <ListingFilters
            id={FILTERS_ID}
            query={query}
            facets={result.facets}
            currency={context.currency}
            showBrands={scope.kind !== 'brand'}
            className={cx(
              'max-lg:mt-4 max-lg:rounded-[var(--radius)] max-lg:border max-lg:border-[var(--color-border)] max-lg:p-4 noscript:block lg:block',
              !filtersOpen && 'hidden',
            )}
          />
        </div>
        <section
          ref={results}
          tabIndex={-1}
          aria-labelledby="listing-results-heading"
          aria-busy={busy}
          className={cx('scroll-mt-4 outline-none transition-opacity', busy && 'opacity-60')}
        >
          <h2 id="listing-results-heading" className="sr-only">
            Products
          </h2>
          <ListingToolbar query={query} result={result} />
          <ActiveFilters query={query} brands={result.facets.brands} context={context} />
          {result.products.length === 0 ? (
            <ListingEmpty query={query} total={result.total} />
          ) : (
            <ul
              className={cx('grid gap-[var(--section-gap,1.5rem)]', query.view === 'list' ? 'grid-cols-1' : 'grid-cols-2 lg:grid-cols-4')}
            >
              {result.products.map((product, index) => (
                <li key={product.productID} className="flex">
                  <ProductCard
                    product={product}
                    context={context}
                    layout={query.view}
                    showRating
                    nameTag="h3"
                    priority={index < FIRST_ROW_CARDS}
                  />
                </li>
              ))}
            </ul>
          )}
          <ListingPagination query={query} pageCount={result.pageCount} />
        </section>
      </div>
    </div>
  );
}
