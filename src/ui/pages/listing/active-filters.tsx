/** The filters in force, each a link that removes it, and one that clears them all. */
import { Link } from 'react-router';
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import type { BrandFacet } from '../../../domain/catalog/listing-result';
import { formatPrice } from '../../../domain/money/format-price';
import type { SectionContext } from '../../sections/section-props';
import { useListingHref } from './listing-nav';

const CHIP = 'inline-flex items-center gap-1 rounded-full border border-[var(--color-border)] px-3 py-1 text-sm hover:underline';

/** The query with every filter cleared; keyword, sort, page size and view stay. */
export function withoutFilters(query: ListingQuery): ListingQuery {
  return { ...query, brands: [], price: null, inStock: false, page: 1 };
}

export function ActiveFilters({ query, brands, context }: { query: ListingQuery; brands: BrandFacet[]; context: SectionContext }) {
  const href = useListingHref();
  // The range is already in display currency: format it without converting again.
  const money = (value: number) => formatPrice(value, { ...context.currency, currencyRate: 1 }, context.showCurrency);
  const chips: Array<{ key: string; label: string; next: ListingQuery }> = [
    ...query.brands.map((slug) => ({
      key: `br-${slug}`,
      label: brands.find((b) => b.slug === slug)?.name ?? slug,
      next: { ...query, brands: query.brands.filter((b) => b !== slug), page: 1 },
    })),
    ...(query.price ? [{
      key: 'pr',
      label: query.price.max === null ? `From ${money(query.price.min ?? 0)}` : query.price.min === null ? `Up to ${money(query.price.max)}` : `${money(query.price.min)} – ${money(query.price.max)}`,
      next: { ...query, price: null, page: 1 },
    }] : []),
    ...(query.inStock ? [{ key: 'av', label: 'In stock only', next: { ...query, inStock: false, page: 1 } }] : []),
  ];
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="mb-6 flex flex-wrap items-center gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={href(chip.next)} preventScrollReset className={CHIP} aria-label={`Remove filter: ${chip.label}`}>
            {chip.label}<span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      {chips.length > 1 && (
        <li><Link to={href(withoutFilters(query))} preventScrollReset className="text-sm underline">Clear all filters</Link></li>
      )}
    </ul>
  );
}
