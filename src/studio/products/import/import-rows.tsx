/**
 * The file's products, row by row: what the dry run would do with each (or what the write did), a
 * refused or failed one with its messages ("Row 14: Variant Price must be ..."), filtered and paged.
 */
import { useCallback, useState } from 'react';
import type { CatalogueImportApi, ImportRow, ImportRowFilter } from '../../../application/ports/owner-catalogue-import-api.port';
import { PagedList } from '../../back-office/paged-list';
import { StatusBadge } from '../../back-office/status-badge';
import { StatusTabs } from '../../back-office/status-tabs';
import { useOwnerLoad } from '../../back-office/use-owner-load';

const BEFORE: ReadonlyArray<{ key: ImportRowFilter; name: string }> = [
  { key: 'all', name: 'All' },
  { key: 'create', name: 'To create' },
  { key: 'update', name: 'To update' },
  { key: 'refuse', name: 'Refused' },
];
const AFTER: ReadonlyArray<{ key: ImportRowFilter; name: string }> = [...BEFORE, { key: 'failed', name: 'Failed' }];

const ACTIONS: Record<ImportRow['action'], string> = { create: 'To create', update: 'To update', refuse: 'Refused' };
const OUTCOMES: Record<NonNullable<ImportRow['outcome']>, string> = { created: 'Created', updated: 'Updated', failed: 'Failed' };

const whatOf = (row: ImportRow) => (row.outcome ? OUTCOMES[row.outcome] : ACTIONS[row.action]);

function RowsTable({ rows }: { rows: ImportRow[] }) {
  if (rows.length === 0) return <p className="p-4 text-sm text-gray-600">No products here.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Products of the file</caption>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            {['Row', 'Product', 'What'].map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.seq} className="border-t border-gray-100 align-top">
              <td className="px-3 py-2 tabular-nums">{row.firstRow}</td>
              <th scope="row" className="px-3 py-2 font-normal">
                <span className="font-medium">{row.title || row.handle || '(no handle)'}</span>
                {row.title && row.handle && <span className="block break-words text-xs text-gray-600">{row.handle}</span>}
                {row.messages.length > 0 && (
                  <ul className="mt-1 flex flex-col gap-1 text-red-800">
                    {row.messages.map((message, index) => (
                      <li key={index}>{message}</li>
                    ))}
                  </ul>
                )}
              </th>
              <td className="px-3 py-2">
                <StatusBadge label={whatOf(row)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `written` once the import has run: the tabs then offer its failures too. */
export function ImportRows({ api, importID, written }: { api: CatalogueImportApi; importID: number; written: boolean }) {
  const [filter, setFilter] = useState<{ show: ImportRowFilter; page: number }>({ show: 'all', page: 1 });
  const load = useCallback(() => api.rows(importID, filter.show, filter.page), [api, importID, filter]);
  const { state, reload } = useOwnerLoad(load);
  return (
    <section aria-label="Products of the file" className="rounded-lg border border-gray-200 bg-white shadow-sm">
      <StatusTabs
        label="Show products"
        tabs={written ? AFTER : BEFORE}
        current={filter.show}
        onChoose={(show) => setFilter({ show: show ?? 'all', page: 1 })}
      />
      <PagedList state={state} what="products of the file" onRetry={reload} onPage={(page) => setFilter((f) => ({ ...f, page }))}>
        {(answer) => <RowsTable rows={answer.rows} />}
      </PagedList>
    </section>
  );
}
