/**
 * "Export" on the Products list: the owner picks which products (all, or one status) and downloads
 * them as Shopify's product CSV (docs/catalogue.md), under the name the store gives the file.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import type { CatalogueImportApi, ExportStatus } from '../../application/ports/owner-catalogue-import-api.port';
import { saveBlob } from '../back-office/use-download';

const CHOICES: ReadonlyArray<{ status: ExportStatus; label: string }> = [
  { status: 'all', label: 'All products' },
  { status: 'active', label: 'Active products' },
  { status: 'draft', label: 'Draft products' },
  { status: 'archived', label: 'Archived products' },
];

export function ExportDialog({ api }: { api: CatalogueImportApi }) {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<ExportStatus>('all');
  const [note, setNote] = useState<{ busy: boolean; problem: string }>({ busy: false, problem: '' });
  const download = async () => {
    setNote({ busy: true, problem: '' });
    const result = await api.exportProducts(status);
    if (!result.ok) return setNote({ busy: false, problem: result.message });
    saveBlob(result.value.blob, result.value.fileName ?? `products-${status}.csv`);
    setNote({ busy: false, problem: '' });
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded-md border border-gray-300 bg-white px-3 py-1.5 text-sm font-medium">Export</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-24 z-50 w-[400px] max-w-[calc(100vw-2rem)] -translate-x-1/2 rounded bg-white p-4 shadow-xl">
          <Dialog.Title className="text-base font-semibold">Export products</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-gray-700">
            A CSV file in Shopify&apos;s product format, which spreadsheets, Shopify and this import read.
          </Dialog.Description>
          <fieldset className="mt-3 flex flex-col gap-1 text-sm">
            <legend className="mb-1 font-medium">Which products</legend>
            {CHOICES.map((choice) => (
              <label key={choice.status} className="flex items-center gap-2">
                <input
                  type="radio"
                  name="export-status"
                  value={choice.status}
                  checked={status === choice.status}
                  onChange={() => setStatus(choice.status)}
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          {note.problem && (
            <p role="alert" className="mt-3 text-sm text-red-700">
              The file could not be made: {note.problem}
            </p>
          )}
          <div className="mt-4 flex justify-end gap-2">
            <Dialog.Close className="rounded border border-gray-300 px-3 py-1.5 text-sm">Close</Dialog.Close>
            <button
              type="button"
              disabled={note.busy}
              onClick={() => void download()}
              className="rounded bg-gray-900 px-3 py-1.5 text-sm font-medium text-white disabled:opacity-60"
            >
              {note.busy ? 'Preparing the file…' : 'Download CSV'}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
