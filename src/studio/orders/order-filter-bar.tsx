/** Search (order code, customer name or e-mail) and the payment and date filters of the order list. */
import { useState, type FormEvent } from 'react';
import type { OrderFilters } from '../../application/ports/back-office-api.port';
import { paymentMethodLabel } from './payment-labels';

const input = 'rounded-md border border-gray-300 px-2 py-1.5 text-sm';

export function OrderFilterBar({
  filters,
  paymentMethods,
  onChange,
}: {
  filters: OrderFilters;
  paymentMethods: string[];
  onChange: (next: Partial<OrderFilters>) => void;
}) {
  const [search, setSearch] = useState(filters.search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ search: search.trim() });
  };
  return (
    <div className="flex flex-wrap items-end gap-3 border-b border-gray-200 p-3">
      <form role="search" onSubmit={submit} className="flex min-w-64 flex-1 gap-2">
        <label className="flex flex-1 flex-col text-xs text-gray-600">
          Search orders
          <input
            type="search"
            className={input}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Order code, customer name or email"
            maxLength={100}
          />
        </label>
        <button type="submit" className="self-end rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm">
          Search
        </button>
      </form>
      <label className="flex flex-col text-xs text-gray-600">
        Payment method
        <select className={input} value={filters.paymentMethod} onChange={(e) => onChange({ paymentMethod: e.target.value })}>
          <option value="">Any</option>
          {paymentMethods.map((method) => (
            <option key={method} value={method}>
              {paymentMethodLabel(method)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-xs text-gray-600">
        From
        <input
          type="date"
          className={input}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </label>
      <label className="flex flex-col text-xs text-gray-600">
        To
        <input
          type="date"
          className={input}
          value={filters.to}
          min={filters.from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </label>
    </div>
  );
}
