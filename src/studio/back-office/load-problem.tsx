/** What a page shows while its call is on its way, or when it failed (with a way to try again). */
import type { LoadState } from './use-owner-load';

export function LoadProblem<T>({ state, what, onRetry }: { state: LoadState<T>; what: string; onRetry: () => void }) {
  if (state.status === 'loading')
    return (
      <p role="status" className="text-sm text-gray-600">
        Loading {what}…
      </p>
    );
  if (state.status === 'error') {
    return (
      <div role="alert" className="flex items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <span>
          The {what} could not be loaded: {state.message}
        </span>
        <button type="button" onClick={onRetry} className="rounded-md border border-red-300 bg-white px-2 py-1">
          Try again
        </button>
      </div>
    );
  }
  return null;
}
