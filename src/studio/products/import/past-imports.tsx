/** The store's imports so far, newest first as the store lists them, each linking to its page. */
import { useCallback } from 'react';
import type { CatalogueImportApi } from '../../../application/ports/owner-catalogue-import-api.port';
import { dateTime } from '../../back-office/dates';
import { ListTable } from '../../back-office/list-table';
import { LoadProblem } from '../../back-office/load-problem';
import { StatusBadge } from '../../back-office/status-badge';
import { useOwnerLoad } from '../../back-office/use-owner-load';
import { importLink } from './import-links';
import { importedCount, stateLabel } from './import-text';

export function PastImports({ api }: { api: CatalogueImportApi }) {
  const load = useCallback(() => api.imports(), [api]);
  const { state, reload } = useOwnerLoad(load);
  return (
    <section aria-labelledby="past-imports" className="flex flex-col gap-2">
      <h3 id="past-imports" className="text-base font-semibold">
        Past imports
      </h3>
      {state.status !== 'ready' ? (
        <LoadProblem state={state} what="past imports" onRetry={reload} />
      ) : state.value.length === 0 ? (
        <p className="text-sm text-gray-600">No imports yet.</p>
      ) : (
        <div className="rounded-lg border border-gray-200 bg-white shadow-sm">
          <ListTable columns={['File', 'State', 'Products', 'Uploaded']}>
            {state.value.map((imp) => (
              <tr key={imp.importID} className="border-t border-gray-100">
                <td className="px-4 py-2">
                  <a href={importLink(imp.importID)} className="text-blue-700 underline">
                    {imp.fileName}
                  </a>
                </td>
                <td className="px-4 py-2">
                  <StatusBadge label={stateLabel(imp)} />
                </td>
                <td className="px-4 py-2 tabular-nums">{importedCount(imp)}</td>
                <td className="whitespace-nowrap px-4 py-2">{dateTime(imp.createdAt)}</td>
              </tr>
            ))}
          </ListTable>
        </div>
      )}
    </section>
  );
}
