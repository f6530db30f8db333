/**
 * Results count (announced politely after each change), sort, page size and the grid/list toggle.
 * One GET form, so without JavaScript the Apply button and the view buttons still change the URL.
 */
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import {
  RESULTS_PER_PAGE,
  type ListingQuery,
  type ListingSort,
  type ListingView,
  type ResultsPerPage,
} from '../../../domain/catalog/listing-query';
import { resultsRange } from '../../../domain/catalog/listing-request';
import type { ListingResult } from '../../../domain/catalog/listing-result';
import { sortLabel, sortOptions } from '../../../domain/catalog/listing-sorts';
import { cx } from '../../sections/parts/class-names';
import { HiddenFields } from './hidden-fields';
import { useListingChange, usePendingQuery } from './listing-nav';

const VIEWS: Array<{ view: ListingView; label: string }> = [
  { view: 'grid', label: 'Grid View' },
  { view: 'list', label: 'List View' },
];

export function resultsText(query: ListingQuery, result: ListingResult): string {
  if (result.total === 0) return 'No products found';
  const { from, to } = resultsRange(result.page, query.recs, result.products.length, result.total);
  const noun = result.total === 1 ? 'product' : 'products';
  if (from === 0) return `${result.total} ${noun}`;
  return `Showing ${from}–${to} of ${result.total} ${noun}`;
}

export function ListingToolbar({ query: shown, result }: { query: ListingQuery; result: ListingResult }) {
  const { pathname } = useLocation();
  const query = usePendingQuery(shown);
  const change = useListingChange(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({ sort: Number(form.get('sort')) as ListingSort, recs: Number(form.get('recs')) as ResultsPerPage });
  }

  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <p role="status" className="font-medium">
        {resultsText(shown, result)}
      </p>
      <form method="get" action={pathname} onSubmit={submit} className="flex flex-wrap items-center gap-3">
        <HiddenFields query={shown} except={['sort', 'recs', 'view']} />
        <label className="flex items-center gap-2 whitespace-nowrap text-sm">
          Sort by
          <select
            name="sort"
            className="input py-1"
            value={query.sort}
            onChange={(event) => change({ sort: Number(event.currentTarget.value) as ListingSort })}
          >
            {sortOptions(Boolean(query.kw)).map((sort) => (
              <option key={sort} value={sort}>
                {sortLabel(sort, result.ownerOrder)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 whitespace-nowrap text-sm">
          Show
          <select
            name="recs"
            className="input py-1"
            value={query.recs}
            onChange={(event) => change({ recs: Number(event.currentTarget.value) as ResultsPerPage })}
          >
            {RESULTS_PER_PAGE.map((n) => (
              <option key={n} value={n}>
                {n} per page
              </option>
            ))}
          </select>
        </label>
        {/* For a page without JavaScript; hidden before the first paint otherwise, so the row does not reflow at hydration. */}
        <button type="submit" className="btn btn-sm btn-outline js:hidden">
          Apply
        </button>
        <div role="group" aria-label="Layout" className="flex gap-1">
          {VIEWS.map(({ view, label }) => (
            <button
              key={view}
              type="submit"
              name="view"
              value={view}
              aria-pressed={query.view === view}
              onClick={(event) => {
                event.preventDefault();
                change({ view });
              }}
              className={cx('btn btn-sm', query.view === view ? 'btn-primary' : 'btn-outline')}
            >
              <ViewIcon view={view} />
              <span className="sr-only md:not-sr-only">{label}</span>
            </button>
          ))}
        </div>
      </form>
    </div>
  );
}

function ViewIcon({ view }: { view: ListingView }) {
  return (
    <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
      {view === 'grid' ? (
        <path d="M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z" />
      ) : (
        <path d="M3 4h14v3H3zM3 9h14v3H3zM3 14h14v3H3z" />
      )}
    </svg>
  );
}
