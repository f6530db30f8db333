/** Loads one owner call's answer for the page's inputs; a newer load wins over a slower older one. */
import { useCallback, useEffect, useState } from 'react';
import type { StudioResult } from '../../application/ports/studio-api.port';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; value: T };

export function useOwnerLoad<T>(load: () => Promise<StudioResult<T>>): {
  state: LoadState<T>;
  reload: () => void;
  replace: (value: T) => void;
} {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    void load().then((result) => {
      if (!live) return;
      setState(result.ok ? { status: 'ready', value: result.value } : { status: 'error', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [load, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const replace = useCallback((value: T) => setState({ status: 'ready', value }), []);
  return { state, reload, replace };
}
