/** The order list: counts per status as tabs, search and filters, the orders newest first, paged. */
import { useCallback, useState } from 'react';
import type { BackOfficeApi, OrderFilters } from '../../application/ports/back-office-api.port';
import { ORDER_STATUS } from '../../domain/orders/order-status';
import { PagedList } from '../back-office/paged-list';
import { StatusTabs } from '../back-office/status-tabs';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { OrderFilterBar } from './order-filter-bar';
import { OrdersTable } from './orders-table';

/** The tabs in the order an order moves through them; "In Stock" shows only when some order carries it. */
const { pending, verificationPending, paid, confirmed, inStock, shipped, delivered, cancelled } = ORDER_STATUS;
const TAB_ORDER = [pending, verificationPending, paid, confirmed, inStock, shipped, delivered, cancelled];

const NO_FILTERS: OrderFilters = { search: '', status: '', paymentMethod: '', from: '', to: '', page: 1 };

export function OrderList({ api }: { api: BackOfficeApi }) {
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const load = useCallback(() => api.orders(filters), [api, filters]);
  const { state, reload } = useOwnerLoad(load);
  const change = (next: Partial<OrderFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));
  const answer = state.status === 'ready' ? state.value : null;
  const counts = answer?.counts ?? {};
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabs = [
    { key: null, name: 'All', count: all },
    ...TAB_ORDER.filter((s) => s !== inStock || counts[s]).map((s) => ({ key: s, name: s, count: counts[s] ?? 0 })),
  ];
  return (
    <>
      <h2 className="text-xl font-semibold">Orders</h2>
      <section aria-label="Orders" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <StatusTabs
          label="Filter by status"
          tabs={tabs}
          current={filters.status || null}
          onChoose={(status) => change({ status: status ?? '' })}
        />
        <OrderFilterBar filters={filters} paymentMethods={answer?.paymentMethods ?? []} onChange={change} />
        <PagedList state={state} what="orders" onRetry={reload} onPage={(page) => setFilters((current) => ({ ...current, page }))}>
          {(answer) => <OrdersTable orders={answer.orders} />}
        </PagedList>
      </section>
    </>
  );
}
