/**
 * After "Check now" the check runs as a job on the store API: the page reloads the list every second
 * and a half until that domain's last check is newer than when it was asked (at most half a minute),
 * then tells what it found.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoreDomain } from '../../application/ports/owner-domains-api.port';

const EVERY_MS = 1_500;
const GIVE_UP_AFTER = 20;

export function useCheckWatch(domains: readonly StoreDomain[], reload: () => void, onDone: (domain: StoreDomain) => void) {
  // domainID → the last check it had when "Check now" was pressed.
  const [watched, setWatched] = useState<ReadonlyMap<number, string | null>>(new Map());
  const rounds = useRef(0);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (watched.size === 0) return;
    const finished = domains.filter((domain) => watched.has(domain.domainID) && domain.lastCheckedAt !== watched.get(domain.domainID));
    const gone = [...watched.keys()].filter((id) => !domains.some((domain) => domain.domainID === id));
    if (finished.length || gone.length || rounds.current >= GIVE_UP_AFTER) {
      for (const domain of finished) done.current(domain);
      const stop = rounds.current >= GIVE_UP_AFTER;
      setWatched(
        (current) => new Map([...current].filter(([id]) => !stop && !gone.includes(id) && !finished.some((d) => d.domainID === id))),
      );
      return;
    }
    const timer = setTimeout(() => {
      rounds.current++;
      reload();
    }, EVERY_MS);
    return () => clearTimeout(timer);
  }, [domains, watched, reload]);

  const watch = useCallback((domain: StoreDomain) => {
    rounds.current = 0;
    setWatched((current) => new Map(current).set(domain.domainID, domain.lastCheckedAt));
  }, []);
  return { checking: new Set(watched.keys()), watch };
}
