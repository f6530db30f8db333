/** What the autosave is doing, announced politely to screen readers. */
import type { SaveState } from './use-autosave';

function text(state: SaveState): string {
  switch (state.kind) {
    case 'saved':
      return state.at ? `Draft saved ${new Date(state.at).toLocaleTimeString()}` : 'No unsaved changes';
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

export function SaveStatus({ state }: { state: SaveState }) {
  const bad = state.kind === 'error' || state.kind === 'conflict';
  return <p role="status" className={`text-xs ${bad ? 'text-red-700' : 'text-gray-600'}`}>{text(state)}</p>;
}
