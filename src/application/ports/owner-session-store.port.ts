/** Where the studio keeps the owner's session, shared by every studio tab of this browser. */
import type { OwnerSession } from './studio-api.port';

export interface OwnerSessionStore {
  /** The kept session; null when signed out, or when what is kept is unreadable. */
  read(): OwnerSession | null;
  /** Keeps the session (null signs out); where storage is refused, this tab holds it in memory only. */
  write(session: OwnerSession | null): void;
  /** Calls back when another tab signs in or out, until the returned function is called. */
  watch(listener: () => void): () => void;
}
