/** The studio's top bar: store, save state, undo/redo, device widths, preview link, the store's pages, versions, maintenance, publish, the person's account and sign out. */
import { useState, type ReactNode } from 'react';
import type { OwnerSession, StudioApi } from '../application/ports/studio-api.port';
import { MaintenanceSwitch } from './maintenance-switch';
import { SaveStatus } from './save-status';
import type { useAutosave } from './use-autosave';
import type { StudioDocumentApi } from './use-studio-document';
import { VersionsDialog } from './versions-dialog';
import { ConfirmAction } from './confirm-action';
import { SharePreview, type SharePreviewProps } from './share-preview';
import { StorePagesMenu } from './store-pages-menu';
import { AccountLinks } from './account-links';
import { useCan } from './studio-access';

interface ToolbarProps {
  api: StudioApi;
  session: OwnerSession;
  studio: StudioDocumentApi;
  autosave: ReturnType<typeof useAutosave>;
  isMaintenance: boolean;
  previewLink: string;
  onRevokePreviewLinks: SharePreviewProps['onRevoke'];
  devices: ReactNode;
  /** Which page of the theme is being edited (docs/editor.md). */
  pagePicker: ReactNode;
  onSignOut: () => void;
  onRestore: (versionID: number) => Promise<void>;
  /** After a conflict: load the draft another tab saved, dropping this tab's unsaved edits. */
  onTakeTheirs: () => Promise<void>;
}

const button = 'rounded border border-gray-300 px-2 py-1 text-sm disabled:opacity-40';

export function StudioToolbar({
  api,
  session,
  studio,
  autosave,
  isMaintenance,
  previewLink,
  devices,
  pagePicker,
  onSignOut,
  onRestore,
  onTakeTheirs,
  onRevokePreviewLinks,
}: ToolbarProps) {
  // What the member's role does not include is not offered (decision 95): closing the store is a setting.
  const can = useCan();
  const [published, setPublished] = useState<{ message: string; error: boolean } | null>(null);
  const [publishes, setPublishes] = useState(0);
  const publish = async () => {
    setPublished({ message: 'Publishing…', error: false });
    if (!(await autosave.flush())) return setPublished({ message: 'Save the draft first: it could not be saved', error: true });
    const result = await api.publish();
    setPublishes((n) => n + 1);
    setPublished(
      result.ok
        ? { message: `Published ${new Date(result.value.publishedAt).toLocaleTimeString()}: the live store shows it now`, error: false }
        : { message: result.message, error: true },
    );
  };
  return (
    <header className="flex flex-wrap items-center gap-x-1.5 gap-y-2 border-b border-gray-200 bg-white px-3 py-2 2xl:gap-x-2.5">
      {/* The product name gives way to the store's on laptop widths, so the bar stays one row at 1280 px. */}
      <h1 className="text-base font-semibold">
        <span className="max-2xl:sr-only">Theme Studio · </span>
        {session.storeTitle}
      </h1>
      {pagePicker}
      <SaveStatus state={autosave.state} choices={{ keepMine: () => void autosave.keepMine(), takeTheirs: () => void onTakeTheirs() }} />
      <div className="flex gap-1">
        <button type="button" className={button} disabled={!studio.canUndo} onClick={studio.undo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" className={button} disabled={!studio.canRedo} onClick={studio.redo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
      </div>
      {devices}
      <SharePreview link={previewLink} onRevoke={onRevokePreviewLinks} />
      <StorePagesMenu />
      <VersionsDialog api={api} refreshKey={publishes} onRestore={onRestore} />
      {can('settings.manage') && <MaintenanceSwitch api={api} initial={isMaintenance} />}
      <div className="ml-auto flex items-center gap-2">
        {published && (
          <p role={published.error ? 'alert' : 'status'} className={`text-xs ${published.error ? 'text-red-700' : 'text-green-800'}`}>
            {published.message}
          </p>
        )}
        {can('theme.manage') && (
          <ConfirmAction
            trigger={
              <button type="button" className="rounded bg-blue-700 px-3 py-1.5 text-sm font-medium text-white">
                Publish
              </button>
            }
            title="Publish the draft?"
            description="Shoppers see this draft at once; the version it replaces stays under Versions, to restore."
            confirmLabel="Publish to the live store"
            onConfirm={publish}
          />
        )}
        <AccountLinks compact />
        <button type="button" className={button} onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}
