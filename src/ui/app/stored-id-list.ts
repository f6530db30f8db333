/**
 * A list of product ids the browser keeps per store (KeptIdLists, the page's through the services
 * holder), written on every change, restored on load and followed across tabs. The server render
 * and hydration see an empty list (the server cannot read browser storage); the stored list arrives
 * right after hydration. The compare list and recently viewed products are such lists.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { KeptListName } from '../../application/ports/kept-id-lists.port';
import { keptIdLists } from './services-holder';
import { useStore } from './use-store';

const EMPTY: readonly number[] = [];

export function storedIdList(name: KeptListName, sanitize: (raw: unknown) => readonly number[]) {
  const listeners = new Set<() => void>();
  /** The parsed list and the stored text it came from: a change made in another tab shows as new text. */
  let cache: { key: string; raw: string | null; list: readonly number[] } | null = null;

  const readRaw = (key: string): string | null => keptIdLists().read(name, key);

  const read = (key: string): readonly number[] => {
    const raw = readRaw(key);
    if (cache?.key === key && cache.raw === raw) return cache.list;
    let list = EMPTY;
    try {
      list = sanitize(JSON.parse(raw ?? '[]'));
    } catch {
      // Corrupt storage: start with an empty list.
    }
    cache = { key, raw, list };
    return list;
  };

  const write = (key: string, list: readonly number[]): void => {
    const raw = JSON.stringify(list);
    cache = { key, raw, list };
    // Storage refused (private mode, quota): the list still works for this page.
    if (!keptIdLists().write(name, key, raw)) cache = { key, raw: readRaw(key), list };
    listeners.forEach((listener) => listener());
  };

  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    // Another tab changed the list: snapshots re-read storage and see the new text.
    const unwatch = keptIdLists().watch(listener);
    return () => {
      listeners.delete(listener);
      unwatch();
    };
  };

  /** The store's list, and `update` to change it from its current stored value. */
  return function useStoredIdList(): { list: readonly number[]; update(change: (current: readonly number[]) => readonly number[]): void } {
    const key = useStore()?.storeName ?? 'store';
    const list = useSyncExternalStore(
      subscribe,
      () => read(key),
      () => EMPTY,
    );
    const update = useCallback(
      (change: (current: readonly number[]) => readonly number[]) => write(key, sanitize(change(read(key)))),
      [key],
    );
    return { list, update };
  };
}
