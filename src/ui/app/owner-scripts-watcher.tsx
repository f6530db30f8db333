/**
 * Starts the owner's scripts and pixels after the page is live (their code and the third-party
 * tags stay off the first-load bundle), and reports each page view to the pixels.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { OwnerScriptsRuntime } from '../../composition/owner-scripts-composition';
import { useStore } from './use-store';

export default function OwnerScriptsWatcher() {
  const store = useStore();
  const location = useLocation();
  const [runtime, setRuntime] = useState<OwnerScriptsRuntime | null>(null);
  const firstPath = useRef(location.pathname);
  const scripts = store?.siteSettings.scripts;

  useEffect(() => {
    const live = window.__WX_CONFIG__?.live;
    if (!scripts || !live) return undefined;
    let cancelled = false;
    void import('../../composition/owner-scripts-composition').then(({ startOwnerScripts }) => {
      if (!cancelled) setRuntime(startOwnerScripts({ scripts }, live, firstPath.current));
    });
    return () => {
      cancelled = true;
    };
  }, [scripts]);

  const { pathname, search } = location;
  useEffect(() => {
    runtime?.pageView();
  }, [runtime, pathname, search]);

  return null;
}
