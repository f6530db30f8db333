/**
 * Each listing filter's control in the filter form, and its chips among the active filters. Keyed by
 * the filter table's keys (domain/catalog/listing-filters.ts), so a filter added to the table does not
 * compile until it has its control here. A control's form fields are the ones its table entry reads.
 */
import type { ReactNode } from 'react';
import type { ListingFilterKey, ListingFilterValue } from '../../../domain/catalog/listing-filters';
import type { BrandFacet, ListingFacets } from '../../../domain/catalog/listing-result';
import type { Currency } from '../../../domain/store/web-info';

export interface FilterControlProps<K extends ListingFilterKey> {
  /** The value the page is going to (a tick shows at once); `shown` is the one on screen. */
  value: ListingFilterValue<K>;
  shown: ListingFilterValue<K>;
  facets: ListingFacets;
  currency: Currency;
  /** False on a brand's own listing, where a brand filter means nothing. */
  showBrands: boolean;
  change(value: ListingFilterValue<K>): void;
}

export interface FilterChip<K extends ListingFilterKey> {
  key: string;
  label: string;
  /** The filter's value once this chip is removed. */
  next: ListingFilterValue<K>;
}

interface FilterControl<K extends ListingFilterKey> {
  Control(props: FilterControlProps<K>): ReactNode;
  chips(value: ListingFilterValue<K>, names: { brands: BrandFacet[]; money(value: number): string }): Array<FilterChip<K>>;
}

const LEGEND = 'mb-2 font-semibold';

/** Facet bounds in display currency, widened to whole units so they read as sensible hints. */
function priceHints(facets: ListingFacets, rate: number): { min: string; max: string } {
  if (!facets.price) return { min: '', max: '' };
  return { min: String(Math.floor(facets.price.min * rate)), max: String(Math.ceil(facets.price.max * rate)) };
}

export const FILTER_CONTROLS: { [K in ListingFilterKey]: FilterControl<K> } = {
  brands: {
    Control: ({ value, facets, showBrands, change }) =>
      showBrands &&
      facets.brands.length > 0 && (
        <fieldset className="mb-6">
          <legend className={LEGEND}>Brand</legend>
          <ul className="flex flex-col gap-2">
            {facets.brands.map((brand) => (
              <li key={brand.slug}>
                <label className="flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    name="br"
                    value={brand.slug}
                    checked={value.includes(brand.slug)}
                    onChange={(event) =>
                      change(event.currentTarget.checked ? [...value, brand.slug].sort() : value.filter((b) => b !== brand.slug))
                    }
                    className="size-4"
                  />
                  <span>{brand.name}</span>
                  <span className="ms-auto text-sm text-muted">({brand.count})</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ),
    chips: (slugs, { brands }) =>
      slugs.map((slug) => ({
        key: `br-${slug}`,
        label: brands.find((b) => b.slug === slug)?.name ?? slug,
        next: slugs.filter((b) => b !== slug),
      })),
  },
  price: {
    Control: function PriceControl({ shown, facets, currency }) {
      const hints = priceHints(facets, currency.currencyRate);
      const symbol = currency.currencySymbol.trim() || currency.currencyAbbreviation;
      return (
        <fieldset className="mb-6" key={`price-${shown?.min}-${shown?.max}`}>
          <legend className={LEGEND}>Price ({symbol})</legend>
          <div className="flex items-end gap-2">
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              Minimum price
              <input
                className="input w-full"
                type="number"
                name="prmin"
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={shown?.min ?? ''}
                placeholder={hints.min}
              />
            </label>
            <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
              Maximum price
              <input
                className="input w-full"
                type="number"
                name="prmax"
                min={0}
                step="any"
                inputMode="decimal"
                defaultValue={shown?.max ?? ''}
                placeholder={hints.max}
              />
            </label>
          </div>
        </fieldset>
      );
    },
    chips: (range, { money }) =>
      range
        ? [
            {
              key: 'pr',
              label:
                range.max === null
                  ? `From ${money(range.min ?? 0)}`
                  : range.min === null
                    ? `Up to ${money(range.max)}`
                    : `${money(range.min)} – ${money(range.max)}`,
              next: null,
            },
          ]
        : [],
  },
  inStock: {
    Control: ({ value, facets, change }) => (
      <fieldset className="mb-6">
        <legend className={LEGEND}>Availability</legend>
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="checkbox"
            name="av"
            value="1"
            checked={value}
            onChange={(event) => change(event.currentTarget.checked)}
            className="size-4"
          />
          <span>In stock only</span>
          <span className="ms-auto text-sm text-muted">({facets.availability.inStock})</span>
        </label>
      </fieldset>
    ),
    chips: (on) => (on ? [{ key: 'av', label: 'In stock only', next: false }] : []),
  },
};
