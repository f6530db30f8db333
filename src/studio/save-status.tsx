/** What the autosave is doing, announced politely to screen readers. */
import type { SaveState } from '../application/studio/autosave.machine';

function text(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      // Hours and minutes: the seconds made the top bar's one row overflow at 1280 px (docs/editor.md).
      return state.at
        ? `Draft saved ${new Date(state.at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' })}`
        : 'No unsaved changes';
    case 'pending':
      return 'Unsaved changes…';
    case 'saving':
      return 'Saving draft…';
    case 'error':
      return `Not saved: ${state.message}. Retrying…`;
    case 'conflict':
      return `Not saved: ${state.message}`;
  }
}

export interface ConflictChoices {
  /** Save this tab's draft over the one saved elsewhere. */
  keepMine: () => void;
  /** Drop this tab's unsaved edits and load the draft saved elsewhere. */
  takeTheirs: () => void;
}

/** The save state; on a conflict, the owner's two ways out, neither of which loses work unasked. */
export function SaveStatus({ state, choices }: { state: SaveState; choices: ConflictChoices }) {
  const bad = state.kind === 'error' || state.kind === 'conflict';
  return (
    <div className="flex items-center gap-2">
      <p role="status" className={`whitespace-nowrap text-xs ${bad ? 'text-red-700' : 'text-gray-600'}`}>
        {text(state)}
      </p>
      {state.kind === 'conflict' && (
        <div role="group" aria-label="The draft was changed elsewhere" className="flex gap-1">
          <button type="button" className="rounded border border-gray-300 px-2 py-0.5 text-xs" onClick={choices.keepMine}>
            Keep my edits
          </button>
          <button type="button" className="rounded border border-gray-300 px-2 py-0.5 text-xs" onClick={choices.takeTheirs}>
            Load the other draft
          </button>
        </div>
      )}
    </div>
  );
}
