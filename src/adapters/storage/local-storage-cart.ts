/**
 * The cart in the browser's localStorage (spec section 4: saved on every change, restored on load).
 * One key per store: visits by `?store=` put several stores on one origin, so the host alone cannot
 * keep their carts apart. Storage can be missing or blocked (privacy settings, sandboxed frames):
 * reads then give null and writes throw for the machine to absorb, so the cart still works for the
 * visit. Another tab writing the key fires a `storage` event here, which `watch` hands on.
 */
import type { CartStorage } from '../../application/ports/cart-storage.port';

export const cartStorageKey = (store: string): string => `wx_cart_${store}`;

type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export class LocalStorageCart implements CartStorage {
  private readonly key: string;
  private readonly storage: () => Storage | null;
  private readonly events: StorageEvents | null;

  constructor(deps: { store: string; storage?: () => Storage | null; events?: StorageEvents | null }) {
    this.key = cartStorageKey(deps.store);
    this.storage = deps.storage ?? browserStorage;
    this.events = deps.events ?? (typeof window === 'undefined' ? null : window);
  }

  load(): string | null {
    try {
      return this.storage()?.getItem(this.key) ?? null;
    } catch {
      return null;
    }
  }

  save(text: string): void {
    const storage = this.storage();
    if (!storage) throw new Error('Browser storage is not available');
    storage.setItem(this.key, text);
  }

  clear(): void {
    this.storage()?.removeItem(this.key);
  }

  /** Calls `onChange` with the new text whenever another tab changes this store's cart (null: removed). */
  watch(onChange: (text: string | null) => void): () => void {
    const events = this.events;
    if (!events) return () => undefined;
    const listener = (event: Event) => {
      const change = event as StorageEvent;
      // key null: the other tab cleared all of storage.
      if (change.key !== null && change.key !== this.key) return;
      onChange(change.key === null ? null : change.newValue);
    };
    events.addEventListener('storage', listener);
    return () => events.removeEventListener('storage', listener);
  }
}

/** `window.localStorage` itself throws where storage is blocked, so even reaching it is guarded. */
function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
