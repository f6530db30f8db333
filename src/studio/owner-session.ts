/**
 * The owner's studio session, shared by every studio tab of this browser: kept in localStorage (the
 * studio has an origin of its own and runs no third-party script), and followed through the storage
 * event, so signing in or out in one tab does the same in the others. An expired token is dropped
 * by the first call that gets a 401.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OwnerSession } from '../application/ports/studio-api.port';

const SESSION_KEY = 'webx-studio-session';

function read(): OwnerSession | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as OwnerSession | null;
    return parsed && typeof parsed.ownerToken === 'string' ? parsed : null;
  } catch {
    // Blocked storage, or a value from an older studio: signed out.
    return null;
  }
}

function write(session: OwnerSession | null): void {
  try {
    if (session) localStorage.setItem(SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(SESSION_KEY);
  } catch {
    // Blocked storage: this tab keeps the session in memory only.
  }
}

export function useOwnerSession(): [OwnerSession | null, (next: OwnerSession | null) => void] {
  const [session, setSession] = useState<OwnerSession | null>(read);
  useEffect(() => {
    const follow = (event: StorageEvent) => {
      if (event.key === SESSION_KEY || event.key === null) setSession(read());
    };
    window.addEventListener('storage', follow);
    return () => window.removeEventListener('storage', follow);
  }, []);
  const change = useCallback((next: OwnerSession | null) => {
    write(next);
    setSession(next);
  }, []);
  return [session, change];
}
