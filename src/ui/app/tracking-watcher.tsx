/**
 * Reports page arrivals to the tracking runtime, which loads (with its parser and lookups) only
 * after the page is live and only in production; see composition/tracking-composition.ts for who is not tracked.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { BrowserTracking } from '../../application/storefront/live-runtime';
import { loadedLiveRuntime } from './services-holder';
import { useStore } from './use-store';

export default function TrackingWatcher() {
  const store = useStore();
  const location = useLocation();
  const [tracking, setTracking] = useState<BrowserTracking | null>(null);
  const firstPath = useRef(location.pathname);
  const webID = store?.webID;

  useEffect(() => {
    const live = window.__WX_CONFIG__?.live;
    if (webID === undefined || !live?.tracking) return undefined;
    let started: BrowserTracking | null = null;
    let cancelled = false;
    void loadedLiveRuntime()
      .tracking()
      .then((startBrowserTracking) => {
        if (cancelled) return;
        started = startBrowserTracking({ webID, live, pathname: firstPath.current });
        setTracking(started);
      });
    return () => {
      cancelled = true;
      started?.stop();
    };
  }, [webID]);

  const { pathname, search, hash } = location;
  useEffect(() => {
    tracking?.navigated({ pathname, search, hash });
  }, [tracking, pathname, search, hash]);

  return null;
}
