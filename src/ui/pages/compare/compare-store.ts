/**
 * Site data `compare` in the browser: kept in localStorage per store (several stores can share an
 * origin through `?store=`), written on every change, restored on load and followed across tabs.
 * The server render and hydration see an empty list (the server cannot read browser storage);
 * the stored list arrives right after hydration.
 */
import { useCallback, useSyncExternalStore } from 'react';
import {
  addOutcome, addToCompare, clearCompare, removeCompareAt, sanitizeCompareList, type AddOutcome, type CompareList,
} from '../../../domain/catalog/compare-list';
import { useStore } from '../../app/use-store';

const EMPTY: CompareList = [];
const listeners = new Set<() => void>();
/** The parsed list and the stored text it came from: a change made in another tab shows as new text. */
let cache: { key: string; raw: string | null; list: CompareList } | null = null;

const storageKey = (storeName: string) => `wx_compare_${storeName}`;

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key: string): CompareList {
  const raw = readRaw(key);
  if (cache?.key === key && cache.raw === raw) return cache.list;
  let list = EMPTY;
  try {
    list = sanitizeCompareList(JSON.parse(raw ?? '[]'));
  } catch {
    // Corrupt storage: start with an empty list.
  }
  cache = { key, raw, list };
  return list;
}

function write(key: string, list: CompareList): void {
  const raw = JSON.stringify(list);
  cache = { key, raw, list };
  try {
    window.localStorage.setItem(key, raw);
  } catch {
    // Storage refused (private mode, quota): the list still works for this page.
    cache = { key, raw: readRaw(key), list };
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the list: snapshots re-read storage and see the new text.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface CompareActions {
  list: CompareList;
  /** Adds the product when absent and there is room; says what happened. */
  add(productId: number): AddOutcome;
  removeAt(index: number): void;
  replace(list: CompareList): void;
  clear(): void;
}

export function useCompareList(): CompareActions {
  const key = storageKey(useStore()?.storeName ?? 'store');
  const list = useSyncExternalStore(subscribe, () => read(key), () => EMPTY);
  const add = useCallback((productId: number) => {
    const current = read(key);
    const outcome = addOutcome(current, productId);
    if (outcome === 'added') write(key, addToCompare(current, productId));
    return outcome;
  }, [key]);
  const removeAt = useCallback((index: number) => write(key, removeCompareAt(read(key), index)), [key]);
  const replace = useCallback((next: CompareList) => write(key, sanitizeCompareList(next)), [key]);
  const clear = useCallback(() => write(key, clearCompare()), [key]);
  return { list, add, removeAt, replace, clear };
}
