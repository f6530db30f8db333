/**
 * OwnerSessionStore over localStorage: the studio has an origin of its own and runs no third-party
 * script, so its tabs share the owner's session there, and the storage event tells the other tabs
 * when one signs in or out. An expired token is dropped by the first call that gets a 401.
 */
import type { OwnerSessionStore } from '../../application/ports/owner-session-store.port';
import type { OwnerSession } from '../../application/ports/studio-api.port';

const SESSION_KEY = 'webx-studio-session';

export class LocalStorageOwnerSession implements OwnerSessionStore {
  read(): OwnerSession | null {
    try {
      const parsed = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as OwnerSession | null;
      return parsed && typeof parsed.ownerToken === 'string' ? parsed : null;
    } catch {
      // Blocked storage, or a value from an older studio: signed out.
      return null;
    }
  }

  write(session: OwnerSession | null): void {
    try {
      if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
      else localStorage.removeItem(SESSION_KEY);
    } catch {
      // Blocked storage: this tab keeps the session in memory only.
    }
  }

  watch(listener: () => void): () => void {
    const follow = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }
}
