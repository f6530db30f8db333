/**
 * Starts the owner's scripts and pixels after the page is live (their code and the third-party
 * tags stay off the first-load bundle), and reports each page view to the pixels. A page whose
 * address carries a secret (a guest's order link) starts none and reports no view: the pixels
 * would send its address away (secret-url.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { OwnerScriptsRuntime } from '../../application/storefront/live-runtime';
import { browserPageStores, loadedLiveRuntime } from './services-holder';
import { urlCarriesSecret } from '../../domain/seo/secret-url';
import { ownerScriptsRunningOf } from './owner-scripts-state';
import { useStore } from './use-store';

export default function OwnerScriptsWatcher() {
  const store = useStore();
  const location = useLocation();
  const [runtime, setRuntime] = useState<OwnerScriptsRuntime | null>(null);
  const firstPage = useRef({ pathname: location.pathname, search: location.search });
  const scripts = store?.siteSettings.scripts;

  useEffect(() => {
    const live = window.__WX_CONFIG__?.live;
    if (!scripts || !live) return undefined;
    let cancelled = false;
    void loadedLiveRuntime()
      .ownerScripts()
      .then((startOwnerScripts) => {
        if (cancelled) return;
        const started = startOwnerScripts({ scripts }, live, firstPage.current);
        ownerScriptsRunningOf(browserPageStores()).set(started !== null);
        setRuntime(started);
      });
    return () => {
      cancelled = true;
    };
  }, [scripts]);

  const { pathname, search } = location;
  useEffect(() => {
    if (!urlCarriesSecret(pathname, search)) runtime?.pageView();
  }, [runtime, pathname, search]);

  return null;
}
