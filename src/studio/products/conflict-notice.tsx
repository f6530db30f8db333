/** Someone saved the product since the owner opened it: take their version (Reload) or keep these edits over it (Overwrite). */
export function ConflictNotice({ busy, onReload, onOverwrite }: { busy: boolean; onReload: () => void; onOverwrite: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="flex-1">
        <strong>This product was changed by someone else since you opened it.</strong> Reload to see their changes (yours are dropped), or
        overwrite them with yours.
      </p>
      <button type="button" disabled={busy} className="rounded-md border border-amber-400 bg-white px-3 py-1.5" onClick={onReload}>
        Reload
      </button>
      <button type="button" disabled={busy} className="rounded-md bg-gray-900 px-3 py-1.5 text-white" onClick={onOverwrite}>
        Overwrite
      </button>
    </div>
  );
}
