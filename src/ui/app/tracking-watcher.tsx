/**
 * Reports page arrivals to the tracking runtime, which loads (with its parser and lookups) only
 * after the page is live and only in production; see composition/tracking-composition.ts for who is not tracked.
 * Pages visited before it has loaded (a quick shopper, a slow phone) are kept with their times and
 * reported once it starts, so no page view is lost to the lazy load.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { BrowserTracking } from '../../application/storefront/live-runtime';
import { loadedLiveRuntime } from './services-holder';
import { useStore } from './use-store';

interface SeenPage {
  location: { pathname: string; search: string; hash: string };
  at: number;
}

/** Enough for any shopper's clicks while the tracking code loads; a runtime that never loads does not grow the list. */
const MAX_WAITING_PAGES = 20;

export default function TrackingWatcher() {
  const store = useStore();
  const location = useLocation();
  const tracking = useRef<BrowserTracking | null>(null);
  const waiting = useRef<SeenPage[]>([]);
  const firstPath = useRef(location.pathname);
  const webID = store?.webID;

  useEffect(() => {
    const live = window.__WX_CONFIG__?.live;
    if (webID === undefined || !live?.tracking) return undefined;
    let cancelled = false;
    void loadedLiveRuntime()
      .tracking()
      .then((startBrowserTracking) => {
        if (cancelled) return;
        const started = startBrowserTracking({ webID, live, pathname: firstPath.current });
        if (started) for (const page of waiting.current) started.navigated(page.location, page.at);
        waiting.current = [];
        tracking.current = started;
      });
    return () => {
      cancelled = true;
      tracking.current?.stop();
      tracking.current = null;
    };
  }, [webID]);

  const { pathname, search, hash } = location;
  useEffect(() => {
    const page = { pathname, search, hash };
    if (tracking.current) tracking.current.navigated(page);
    else if (waiting.current.length < MAX_WAITING_PAGES) waiting.current.push({ location: page, at: Date.now() });
  }, [pathname, search, hash]);

  return null;
}
