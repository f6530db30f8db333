/** Published versions of the theme, newest first; restoring one puts it in the draft (publish to make it live). */
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import type { StudioApi, ThemeVersion } from '../application/ports/studio-api.port';
import { ConfirmAction } from './confirm-action';

export function VersionsDialog({
  api,
  refreshKey,
  onRestore,
}: {
  api: StudioApi;
  refreshKey: number;
  onRestore: (versionID: number) => Promise<void>;
}) {
  const [open, setOpen] = useState(false);
  const [versions, setVersions] = useState<ThemeVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    void api.listVersions().then((result) => {
      if (!live) return;
      if (result.ok) setVersions(result.value);
      else setError(result.message);
    });
    return () => {
      live = false;
    };
  }, [api, open, refreshKey]);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="rounded border border-gray-300 px-2 py-1 text-sm">Versions</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-20 w-[420px] -translate-x-1/2 rounded bg-white p-4 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">Published versions</Dialog.Title>
          <Dialog.Description className="mb-3 text-sm text-gray-600">
            Restoring a version replaces your draft; publish to make it live.
          </Dialog.Description>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {versions === null && !error && (
            <p role="status" className="text-sm">
              Loading versions…
            </p>
          )}
          {versions?.length === 0 && <p className="text-sm">Nothing published yet.</p>}
          <ul className="flex max-h-80 flex-col gap-1 overflow-auto">
            {versions?.map((version, index) => {
              const when = new Date(version.publishedAt).toLocaleString();
              return (
                <li
                  key={version.versionID}
                  className="flex items-center justify-between gap-2 rounded border border-gray-200 px-2 py-1 text-sm"
                >
                  <span className="flex flex-col">
                    <span>
                      {when}
                      {index === 0 ? ' (live)' : ''}
                    </span>
                    {(version.note || version.publishedBy) && (
                      <span className="text-xs text-gray-600">
                        {[version.note, version.publishedBy && `by ${version.publishedBy}`].filter(Boolean).join(' · ')}
                      </span>
                    )}
                  </span>
                  <ConfirmAction
                    trigger={
                      <button
                        type="button"
                        className="rounded border border-gray-300 px-2 py-0.5"
                        aria-label={`Restore the version of ${when}`}
                      >
                        Restore
                      </button>
                    }
                    title="Restore this version?"
                    description={`The draft becomes the version published ${when}; edits not published are replaced. The live store changes only when you publish.`}
                    confirmLabel="Restore this version"
                    onConfirm={() => onRestore(version.versionID).then(() => setOpen(false))}
                  />
                </li>
              );
            })}
          </ul>
          <Dialog.Close className="mt-3 rounded border border-gray-300 px-3 py-1 text-sm">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
