/**
 * False while the server renders and during hydration, true afterwards: controls that need no
 * JavaScript (an "Apply" button for a select) show until the page can act on a change by itself.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
