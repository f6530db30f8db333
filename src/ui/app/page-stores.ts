/**
 * The state a page's views share outside the router and the machines (the cart bridge, the wishlist
 * slots, the live maintenance flag, the builder's document...). It lives in one PageStores per
 * rendered page: made once per page load in the browser (entry-client.tsx, registered with the
 * services holder for code outside React) and once per request on the server (entry-server.tsx),
 * so no module of src/ui holds a shopper's state and no request sees another's. Views read it
 * through PageStoresContext. A feature declares its store once with `pageStore(create)`: a key, not
 * a value, so the declaration itself holds nothing.
 */
import { createContext, startTransition, useContext, useEffect, useState, useSyncExternalStore } from 'react';

/** A value code outside React sets and views read with useSyncExternalStore. */
export interface ExternalStore<T> {
  get(): T;
  /** Listeners hear only a value that differs (Object.is). */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface PageStoreKey<T> {
  readonly create: () => T;
}

export const pageStore = <T>(create: () => T): PageStoreKey<T> => ({ create });

export interface PageStores {
  /** The page's instance of a store, made on first use. */
  of<T>(key: PageStoreKey<T>): T;
}

export function createPageStores(): PageStores {
  const made = new Map<PageStoreKey<unknown>, unknown>();
  return {
    of<T>(key: PageStoreKey<T>): T {
      if (!made.has(key)) made.set(key, key.create());
      return made.get(key) as T;
    },
  };
}

export const PageStoresContext = createContext<PageStores | null>(null);

/** The page's stores; null only where no entry rendered the view (a component test). */
export function usePageStores(): PageStores | null {
  return useContext(PageStoresContext);
}

const NO_SUBSCRIPTION = () => () => undefined;

/** A store's value; `serverValue` on the server, during hydration and where no page provides stores. */
export function useExternalStore<T>(store: ExternalStore<T> | null, serverValue: T): T {
  return useSyncExternalStore(
    store?.subscribe ?? NO_SUBSCRIPTION,
    () => (store ? store.get() : serverValue),
    () => serverValue,
  );
}

export function usePageStore<T>(key: PageStoreKey<ExternalStore<T>>, serverValue: T): T {
  return useExternalStore(usePageStores()?.of(key) ?? null, serverValue);
}

/**
 * A store's value, taken in a transition: for a part many views show at once that can come a moment
 * late (the cards' wishlist buttons, plugged in after hydration). useSyncExternalStore re-renders
 * every reader in one task that cannot be sliced; a transition renders in slices with the browser
 * let in between (docs/benchmarks.md). `serverValue` until the store says otherwise.
 */
export function usePageStoreInTransition<T>(key: PageStoreKey<ExternalStore<T>>, serverValue: T): T {
  const store = usePageStores()?.of(key) ?? null;
  const [value, setValue] = useState(serverValue);
  useEffect(() => {
    if (!store) return;
    const take = () => startTransition(() => setValue(() => store.get()));
    take();
    return store.subscribe(take);
  }, [store]);
  return value;
}
