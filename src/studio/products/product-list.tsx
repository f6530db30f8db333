/**
 * The product list: search, a status filter, the products with their stock and prices, paged; "Add
 * product" opens a new one, "Bulk edit" the ticked products (or, with none ticked, those the search
 * and filter find) in the bulk editor, "Import" the catalogue import, and "Export" downloads the
 * catalogue as a CSV.
 */
import { useCallback, useState, type FormEvent } from 'react';
import type { CatalogueImportApi } from '../../application/ports/owner-catalogue-import-api.port';
import type { ProductFilters, ProductStatus, ProductsApi } from '../../application/ports/owner-products-api.port';
import { PagedList } from '../back-office/paged-list';
import { StatusTabs } from '../back-office/status-tabs';
import { useOwnerLoad } from '../back-office/use-owner-load';
import { bulkLink } from './bulk-cells';
import { ExportDialog } from './export-dialog';
import { useHeadingFocus } from './heading-focus';
import { IMPORT_LINK } from './import/import-links';
import { NEW_PRODUCT_LINK } from './product-links';
import { ProductsTable } from './products-table';

const TABS: ReadonlyArray<{ key: ProductStatus | null; name: string }> = [
  { key: null, name: 'All' },
  { key: 'active', name: 'Active' },
  { key: 'draft', name: 'Draft' },
  { key: 'archived', name: 'Archived' },
];

export function ProductList({ api, imports }: { api: ProductsApi; imports: CatalogueImportApi }) {
  const [filters, setFilters] = useState<ProductFilters>({ search: '', status: 'all', page: 1 });
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const onSelect = (productID: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(productID);
      else next.delete(productID);
      return next;
    });
  const load = useCallback(() => api.products(filters), [api, filters]);
  const { state, reload } = useOwnerLoad(load);
  const heading = useHeadingFocus();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, search: search.trim(), page: 1 }));
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold">
          Products
        </h2>
        <div className="flex flex-wrap gap-2">
          <a
            href={
              selected.size > 0 ? bulkLink({ productIDs: [...selected] }) : bulkLink({ search: filters.search, status: filters.status })
            }
            className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium"
          >
            {selected.size > 0 ? `Bulk edit ${selected.size} selected` : 'Bulk edit prices and stock'}
          </a>
          <a href={IMPORT_LINK} className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium">
            Import
          </a>
          <ExportDialog api={imports} />
          <a href={NEW_PRODUCT_LINK} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm font-medium text-white">
            Add product
          </a>
        </div>
      </div>
      <section aria-label="Products" className="rounded-lg border border-gray-200 bg-white shadow-sm">
        <StatusTabs
          label="Filter by status"
          tabs={TABS}
          current={filters.status === 'all' ? null : filters.status}
          onChoose={(status) => setFilters((current) => ({ ...current, status: status ?? 'all', page: 1 }))}
        />
        <form role="search" aria-label="Products" onSubmit={submit} className="flex gap-2 border-b border-gray-200 p-3">
          <label htmlFor="product-search" className="sr-only">
            Search products
          </label>
          <input
            id="product-search"
            type="search"
            className="flex-1 rounded-md border border-gray-300 px-2 py-1.5 text-sm"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by title, SKU or handle"
            maxLength={100}
          />
          <button type="submit" className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm">
            Search
          </button>
        </form>
        <PagedList state={state} what="products" onRetry={reload} onPage={(page) => setFilters((current) => ({ ...current, page }))}>
          {(answer) => <ProductsTable products={answer.items} selection={{ ids: selected, onSelect }} />}
        </PagedList>
      </section>
    </>
  );
}
