/** The filters in force, each a link that removes it, and one that clears them all. */
import { Link } from 'react-router';
import { withoutFilters } from '../../../domain/catalog/listing-filter-values';
import { LISTING_FILTER_KEYS, type ListingFilterKey } from '../../../domain/catalog/listing-filters';
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import type { BrandFacet } from '../../../domain/catalog/listing-result';
import { formatPrice } from '../../../domain/money/format-price';
import type { SectionContext } from '../../sections/section-props';
import { FILTER_CONTROLS, type FilterChip } from './filter-controls';
import { useListingHref } from './listing-nav';

const CHIP = 'inline-flex items-center gap-1 rounded-full border border-[var(--color-border)] px-3 py-1 text-sm hover:underline';

export function ActiveFilters({ query, brands, context }: { query: ListingQuery; brands: BrandFacet[]; context: SectionContext }) {
  const href = useListingHref();
  // The range is already in display currency: format it without converting again.
  const money = (value: number) => formatPrice(value, { ...context.currency, currencyRate: 1 }, context.showCurrency);
  const chipsOf = <K extends ListingFilterKey>(key: K) =>
    (FILTER_CONTROLS[key].chips(query[key], { brands, money }) as Array<FilterChip<K>>).map((chip) => ({
      key: chip.key,
      label: chip.label,
      next: { ...query, [key]: chip.next, page: 1 },
    }));
  const chips: Array<{ key: string; label: string; next: ListingQuery }> = LISTING_FILTER_KEYS.flatMap(chipsOf);
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mb-6 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={href(chip.next)} preventScrollReset className={CHIP} aria-label={`Remove filter: ${chip.label}`}>
            {chip.label}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li>
          <Link to={href(withoutFilters(query))} preventScrollReset className="text-sm underline">
            Clear all filters
          </Link>
        </li>
      )}
    </ul>
  );
}
