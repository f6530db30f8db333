/** The studio's Customers: counts per status as tabs, search, the accounts newest first with what the owner may do to each, paged. */
import { useCallback, useState, type FormEvent } from 'react';
import type { BackOfficeApi } from '../../application/ports/back-office-api.port';
import { CUSTOMER_STATUS_LABELS, type CustomerStatus } from '../../domain/identity/customer-rules';
import { PagedList } from '../back-office/paged-list';
import { StatusTabs } from '../back-office/status-tabs';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { CustomersTable } from './customers-table';

const STATUSES = Object.keys(CUSTOMER_STATUS_LABELS).map(Number) as CustomerStatus[];

export default function CustomersView({ api }: { api: BackOfficeApi }) {
  const [filters, setFilters] = useState<{ search: string; status: number | null; page: number }>({ search: '', status: null, page: 1 });
  const [typed, setTyped] = useState('');
  const load = useCallback(() => api.customers(filters), [api, filters]);
  const { state, reload } = useOwnerLoad(load);
  const answer = state.status === 'ready' ? state.value : null;
  const counts = answer?.counts ?? {};
  const tabs = [
    { key: null, name: 'All', count: Object.values(counts).reduce((sum, n) => sum + n, 0) },
    ...STATUSES.map((status) => ({ key: status as number, name: CUSTOMER_STATUS_LABELS[status], count: counts[String(status)] ?? 0 })),
  ];
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, search: typed.trim(), page: 1 }));
  };
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-6">
      <h2 className="text-xl font-semibold">Customers</h2>
      <section aria-label="Customers" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <StatusTabs
          label="Filter by status"
          tabs={tabs}
          current={filters.status}
          onChoose={(status) => setFilters((current) => ({ ...current, status, page: 1 }))}
        />
        <form role="search" onSubmit={search} className="flex gap-2 border-b border-gray-200 p-3">
          <label className="flex flex-1 flex-col text-xs text-gray-600">
            Search customers
            <input
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              maxLength={100}
              placeholder="Name, company, email or phone"
              className="rounded-md border border-gray-300 px-2 py-1.5 text-sm"
            />
          </label>
          <button type="submit" className="self-end rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm">
            Search
          </button>
        </form>
        <PagedList state={state} what="customers" onRetry={reload} onPage={(page) => setFilters((current) => ({ ...current, page }))}>
          {(answer) => <CustomersTable api={api} customers={answer.customers} onChanged={reload} />}
        </PagedList>
      </section>
    </main>
  );
}
