/** The queue's filters besides the status tabs: words of the review, the product, the customer, the stars and the days written. */
import { useState, type FormEvent } from 'react';
import type { ReviewFilters } from '../../application/ports/owner-reviews-api.port';
import { RATING_LABELS } from '../../domain/catalog/rating';

export type FilterFields = Omit<ReviewFilters, 'status' | 'page'>;

export const NO_FILTERS: FilterFields = { search: '', product: '', customer: '', rating: null, from: '', to: '' };

export const isFiltered = (fields: FilterFields) =>
  Object.entries(fields).some(([key, value]) => value !== NO_FILTERS[key as keyof FilterFields]);

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';
const label = 'flex flex-col gap-0.5 text-xs text-gray-700';
const STARS = [5, 4, 3, 2, 1] as const;

export function ReviewFilterBar({ applied, onApply }: { applied: FilterFields; onApply: (fields: FilterFields) => void }) {
  const [typed, setTyped] = useState(applied);
  const set = (change: Partial<FilterFields>) => setTyped((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...typed, search: typed.search.trim(), product: typed.product.trim(), customer: typed.customer.trim() };
    setTyped(trimmed);
    onApply(trimmed);
  };
  const clear = () => {
    setTyped(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  return (
    <form
      role="search"
      aria-label="Filter reviews"
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 border-b border-gray-200 p-3"
    >
      <label className={`${label} min-w-48 flex-1`}>
        Words in the review
        <input type="search" className={input} value={typed.search} maxLength={100} onChange={(e) => set({ search: e.target.value })} />
      </label>
      <label className={label}>
        Product
        <input type="search" className={input} value={typed.product} maxLength={100} onChange={(e) => set({ product: e.target.value })} />
      </label>
      <label className={label}>
        Customer
        <input
          type="search"
          className={input}
          value={typed.customer}
          maxLength={100}
          placeholder="Name or email"
          onChange={(e) => set({ customer: e.target.value })}
        />
      </label>
      <label className={label}>
        Rating
        <select
          className={input}
          value={typed.rating ?? ''}
          onChange={(e) => set({ rating: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">Any</option>
          {STARS.map((stars) => (
            <option key={stars} value={stars}>
              {stars} {stars === 1 ? 'star' : 'stars'} ({RATING_LABELS[stars]})
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Written from
        <input
          type="date"
          className={input}
          value={typed.from}
          max={typed.to || undefined}
          onChange={(e) => set({ from: e.target.value })}
        />
      </label>
      <label className={label}>
        Written until
        <input type="date" className={input} value={typed.to} min={typed.from || undefined} onChange={(e) => set({ to: e.target.value })} />
      </label>
      <div className="flex gap-2">
        <button type="submit" className="rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white">
          Filter
        </button>
        <button type="button" className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm" onClick={clear}>
          Clear filters
        </button>
      </div>
    </form>
  );
}
