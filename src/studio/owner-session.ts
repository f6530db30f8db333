/**
 * The owner's studio session, shared by every studio tab of this browser (OwnerSessionStore, from
 * the studio's ports), and followed, so signing in or out in one tab does the same in the others.
 */
import { useCallback, useEffect, useState } from 'react';
import type { OwnerSession } from '../application/ports/studio-api.port';
import { useStudioPorts } from './studio-ports-context';

export function useOwnerSession(): [OwnerSession | null, (next: OwnerSession | null) => void] {
  const { ownerSessions } = useStudioPorts();
  const [session, setSession] = useState<OwnerSession | null>(() => ownerSessions.read());
  useEffect(() => ownerSessions.watch(() => setSession(ownerSessions.read())), [ownerSessions]);
  const change = useCallback(
    (next: OwnerSession | null) => {
      ownerSessions.write(next);
      setSession(next);
    },
    [ownerSessions],
  );
  return [session, change];
}
