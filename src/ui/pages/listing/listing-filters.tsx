/**
 * Brand, price and availability filters as one GET form: without JavaScript "Apply filters"
 * submits it (the loader turns prmin/prmax into pr); with JavaScript a ticked box applies at once
 * and the price applies on Enter or the button.
 */
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { parseBrands, parsePriceInputs } from '../../../domain/catalog/listing-params';
import type { ListingQuery } from '../../../domain/catalog/listing-query';
import type { ListingFacets } from '../../../domain/catalog/listing-result';
import type { Currency } from '../../../domain/store/web-info';
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

const LEGEND = 'mb-2 font-semibold';

/** Facet bounds in display currency, widened to whole units so they read as sensible hints. */
function priceHints(facets: ListingFacets, rate: number): { min: string; max: string } {
  if (!facets.price) return { min: '', max: '' };
  return { min: String(Math.floor(facets.price.min * rate)), max: String(Math.ceil(facets.price.max * rate)) };
}

export function ListingFilters({ id, query: shown, facets, currency, showBrands, className }: ListingFiltersProps) {
  const { pathname } = useLocation();
  const query = usePendingQuery(shown);
  const change = useListingChange(query);
  const hints = priceHints(facets, currency.currencyRate);
  const symbol = currency.currencySymbol.trim() || currency.currencyAbbreviation;

  function applyForm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    change({
      brands: parseBrands(form.getAll('br').map(String)),
      price: parsePriceInputs(String(form.get('prmin') ?? ''), String(form.get('prmax') ?? '')),
      inStock: form.get('av') === '1',
    });
  }

  const toggleBrand = (slug: string, on: boolean) =>
    change({ brands: on ? [...query.brands, slug].sort() : query.brands.filter((b) => b !== slug) });

  return (
    <form id={id} method="get" action={pathname} onSubmit={applyForm} className={className} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-4 text-lg">Filters</h2>
      <HiddenFields query={shown} except={['br', 'pr', 'av']} />
      {showBrands && facets.brands.length > 0 && (
        <fieldset className="mb-6">
          <legend className={LEGEND}>Brand</legend>
          <ul className="flex flex-col gap-2">
            {facets.brands.map((brand) => (
              <li key={brand.slug}>
                <label className="flex cursor-pointer items-center gap-2">
                  <input type="checkbox" name="br" value={brand.slug} checked={query.brands.includes(brand.slug)}
                    onChange={(event) => toggleBrand(brand.slug, event.currentTarget.checked)} className="size-4" />
                  <span>{brand.name}</span>
                  <span className="ms-auto text-sm text-muted">({brand.count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <fieldset className="mb-6" key={`price-${shown.price?.min}-${shown.price?.max}`}>
        <legend className={LEGEND}>Price ({symbol})</legend>
        <div className="flex items-end gap-2">
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            Minimum price
            <input className="input w-full" type="number" name="prmin" min={0} step="any" inputMode="decimal"
              defaultValue={shown.price?.min ?? ''} placeholder={hints.min} />
          </label>
          <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            Maximum price
            <input className="input w-full" type="number" name="prmax" min={0} step="any" inputMode="decimal"
              defaultValue={shown.price?.max ?? ''} placeholder={hints.max} />
          </label>
        </div>
      </fieldset>
      <fieldset className="mb-6">
        <legend className={LEGEND}>Availability</legend>
        <label className="flex cursor-pointer items-center gap-2">
          <input type="checkbox" name="av" value="1" checked={query.inStock}
            onChange={(event) => change({ inStock: event.currentTarget.checked })} className="size-4" />
          <span>In stock only</span>
          <span className="ms-auto text-sm text-muted">({facets.availability.inStock})</span>
        </label>
      </fieldset>
      <button type="submit" className="btn btn-primary w-full">Apply filters</button>
    </form>
  );
}
