/**
 * The search page's own search box: the keyword and where to look (name, description, SKU; sf).
 * A GET form, so it works before hydration; afterwards it navigates client-side.
 */
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { cleanKeyword, parseSearchFields, SEARCH_FIELDS, type SearchField } from '../../../domain/catalog/listing-params';
import { noFilters } from '../../../domain/catalog/listing-filter-values';
import { FILTER_URL_KEYS } from '../../../domain/catalog/listing-filters';
import { defaultSort, type ListingQuery } from '../../../domain/catalog/listing-query';
import { HiddenFields } from './hidden-fields';
import { useListingChange } from './listing-nav';

const FIELD_LABELS: Record<SearchField, string> = { name: 'Name', description: 'Description', sku: 'SKU' };

export function SearchRefineForm({ query }: { query: ListingQuery }) {
  const { pathname } = useLocation();
  const change = useListingChange(query);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const kw = cleanKeyword(String(form.get('kw') ?? ''));
    // A new search starts afresh, as the plain form does: the old filters and sort belong to the old words.
    change({ ...noFilters(), kw, fields: parseSearchFields(form.getAll('sf').map(String).join(',')), sort: defaultSort(kw) });
  }

  return (
    <form
      role="search"
      aria-label="Refine search"
      method="get"
      action={pathname}
      onSubmit={submit}
      className="mt-4 flex flex-col gap-3"
      key={query.kw}
    >
      <HiddenFields query={query} except={['kw', 'sf', 'sort', ...FILTER_URL_KEYS]} />
      <div className="flex max-w-xl gap-2">
        <label htmlFor="listing-search-kw" className="sr-only">
          Search for
        </label>
        <input
          id="listing-search-kw"
          className="input min-w-0 flex-1"
          type="search"
          name="kw"
          maxLength={100}
          defaultValue={query.kw}
          placeholder="Search products"
        />
        <button type="submit" className="btn btn-primary shrink-0">
          Search
        </button>
      </div>
      <fieldset className="flex flex-wrap items-center gap-4 text-sm">
        <legend className="float-left me-2 font-medium">Search in</legend>
        {SEARCH_FIELDS.map((field) => (
          <label key={field} className="flex items-center gap-2">
            <input type="checkbox" name="sf" value={field} defaultChecked={query.fields.includes(field)} className="size-4" />
            {FIELD_LABELS[field]}
          </label>
        ))}
      </fieldset>
    </form>
  );
}
