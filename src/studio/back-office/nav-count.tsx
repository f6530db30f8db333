/**
 * A count beside a studio page's link (Messages' unread, Reviews' pending): asked of the store when
 * the studio opens and every minute after, and set at once by the page whenever one of its calls
 * answers the counts. `navCount` makes the provider, the hook the page sets it through, and the badge.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { StudioResult } from '../../application/ports/studio-api.port';

const REFRESH_MS = 60_000;

interface NavCount<C> {
  count: number | null;
  setCounts: (counts: C) => void;
}

export function navCount<C>({ pick, spoken, tone }: { pick: (counts: C) => number; spoken: string; tone: string }) {
  const Context = createContext<NavCount<C>>({ count: null, setCounts: () => undefined });

  /** `load` reads the counts; give a stable function (its identity restarts the refreshing). */
  function Provider({ load, children }: { load: () => Promise<StudioResult<C>>; children: ReactNode }) {
    const [count, setCount] = useState<number | null>(null);
    const refresh = useCallback(() => {
      void load().then((result) => {
        if (result.ok) setCount(pick(result.value));
      });
    }, [load]);
    useEffect(() => {
      refresh();
      const timer = setInterval(refresh, REFRESH_MS);
      return () => clearInterval(timer);
    }, [refresh]);
    const setCounts = useCallback((counts: C) => setCount(pick(counts)), []);
    const value = useMemo(() => ({ count, setCounts }), [count, setCounts]);
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }

  const useCount = (): NavCount<C> => useContext(Context);

  /** The count beside the link ("Messages (3 unread)" to a screen reader); nothing while it is 0 or not known yet. */
  function Badge() {
    const { count } = useCount();
    if (!count) return null;
    return (
      <span className={`ml-1 rounded-full px-1.5 text-xs font-medium text-white tabular-nums ${tone}`}>
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">
          {' '}
          ({count} {spoken})
        </span>
      </span>
    );
  }

  return { Provider, useCount, Badge };
}
