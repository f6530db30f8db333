/**
 * The latest maintenance flag from the live feed. The root loader's store data is not reloaded on
 * client navigations, so the maintenance page reads the live value when the feed has sent one.
 */
import { useSyncExternalStore } from 'react';

let live: boolean | null = null;
const listeners = new Set<() => void>();

export function setLiveMaintenance(value: boolean): void {
  if (live === value) return;
  live = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live flag when known, else the one the page loaded with. */
export function useLiveMaintenance(loaded: boolean): boolean {
  return useSyncExternalStore(subscribe, () => live ?? loaded, () => loaded);
}
