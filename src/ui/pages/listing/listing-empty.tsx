/** What an empty listing says, and always a way out: clear the filters, go back a page, or browse everything. */
import { Link } from 'react-router';
import { activeFilterCount, withoutFilters } from '../../../domain/catalog/listing-filter-values';
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import { useListingHref } from './listing-nav';

export function ListingEmpty({ query, total }: { query: ListingQuery; total: number }) {
  const href = useListingHref();
  const filtered = activeFilterCount(query) > 0;
  let message: string;
  let action: { to: string; label: string } | null = null;
  if (total > 0) {
    message = 'There are no products on this page.';
    action = { to: href({ ...query, page: 1 }), label: 'Go to the first page' };
  } else if (filtered) {
    message = 'No products match these filters.';
    action = { to: href(withoutFilters(query)), label: 'Clear all filters' };
  } else if (query.kw) {
    message = `We found nothing for "${query.kw}". Check the spelling, or try fewer or more general words.`;
  } else {
    message = 'There are no products here yet.';
  }
  return (
    <div className="card flex flex-col items-center gap-4 py-12 text-center">
      <p className="text-lg">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {action && (
          <Link to={action.to} className="btn btn-primary">
            {action.label}
          </Link>
        )}
        <Link to="/shop" className="btn btn-outline">
          Browse all products
        </Link>
      </div>
    </div>
  );
}
