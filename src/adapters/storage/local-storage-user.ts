/**
 * UserStore over localStorage, one key per store (`wx_user_<store>`), so a shopper of two stores on
 * one host keeps two users. Broken or foreign JSON reads as no user.
 */
import type { StoredUser, UserStore } from '../../application/ports/user-store.port';

const EMPTY: StoredUser = { data: null, is_valid_user: false };

export class LocalStorageUser implements UserStore {
  private readonly key: string;
  private readonly listeners = new Set<() => void>();

  constructor(deps: { store: string }) {
    this.key = `wx_user_${deps.store}`;
  }

  read(): StoredUser {
    try {
      const parsed = JSON.parse(localStorage.getItem(this.key) ?? 'null') as StoredUser | null;
      return parsed && typeof parsed === 'object' && 'data' in parsed && (parsed.data === null || typeof parsed.data === 'object')
        ? parsed
        : EMPTY;
    } catch {
      return EMPTY;
    }
  }

  write(user: StoredUser): void {
    // Storage refused (blocked frame, private mode, quota): the user still holds for this page.
    try {
      localStorage.setItem(this.key, JSON.stringify(user));
    } catch {
      /* see above */
    }
    this.listeners.forEach((listener) => listener());
  }

  clear(): void {
    try {
      localStorage.removeItem(this.key);
    } catch {
      /* nothing stored where storage is refused */
    }
    this.listeners.forEach((listener) => listener());
  }

  watch(listener: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key === this.key) listener();
    };
    this.listeners.add(listener);
    window.addEventListener('storage', onStorage);
    return () => {
      this.listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }
}
