/**
 * The filters (brand, price and availability: FILTER_CONTROLS, in the filter table's order) as one
 * GET form: without JavaScript "Apply filters" submits it (the loader turns prmin/prmax into pr);
 * with JavaScript a ticked box applies at once and the price applies on Enter or the button.
 */
import type { FormEvent, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { filtersFromForm } from '../../../domain/catalog/listing-filter-values';
import { FILTER_URL_KEYS, LISTING_FILTER_KEYS, type ListingFilterKey } from '../../../domain/catalog/listing-filters';
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import type { ListingFacets } from '../../../domain/catalog/listing-result';
import type { Currency } from '../../../domain/store/web-info';
import { FILTER_CONTROLS, type FilterControlProps } from './filter-controls';
import { HiddenFields } from './hidden-fields';
import { useListingChange, usePendingQuery } from './listing-nav';

interface ListingFiltersProps {
  id: string;
  query: ListingQuery;
  facets: ListingFacets;
  currency: Currency;
  showBrands: boolean;
  className?: string;
}

export function ListingFilters({ id, query: shown, facets, currency, showBrands, className }: ListingFiltersProps) {
  const { pathname } = useLocation();
  const query = usePendingQuery(shown);
  const change = useListingChange(query);

  function applyForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change(filtersFromForm((name) => form.getAll(name).map(String)));
  }

  function control<K extends ListingFilterKey>(key: K): ReactNode {
    const Control = FILTER_CONTROLS[key].Control as (props: FilterControlProps<K>) => ReactNode;
    return (
      <Control
        key={key}
        value={query[key]}
        shown={shown[key]}
        facets={facets}
        currency={currency}
        showBrands={showBrands}
        change={(value) => change({ [key]: value })}
      />
    );
  }

  return (
    <form id={id} method="get" action={pathname} onSubmit={applyForm} className={className} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-lg">
        Filters
      </h2>
      <HiddenFields query={shown} except={FILTER_URL_KEYS} />
      {LISTING_FILTER_KEYS.map(control)}
      <button type="submit" className="btn btn-primary w-full">
        Apply filters
      </button>
    </form>
  );
}
