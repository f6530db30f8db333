/**
 * Offers a reload when a newer build is deployed (app-update-composition.ts), and lets the app
 * reload itself on a chunk-load error. Loads after the page is live; does nothing in development,
 * where the page names no build.
 */
import { useEffect, useRef, useState } from 'react';
import type { AppUpdates } from '../../application/storefront/live-runtime';
import { loadedLiveRuntime } from './services-holder';

export const BUILD_META_NAME = 'wx-build';

export default function AppUpdateBanner() {
  const [offered, setOffered] = useState(false);
  const updates = useRef<AppUpdates | null>(null);

  useEffect(() => {
    const buildId = document.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META_NAME}"]`)?.content;
    if (!buildId) return undefined;
    let cancelled = false;
    void loadedLiveRuntime()
      .appUpdates()
      .then((startAppUpdates) => {
        if (cancelled) return;
        updates.current = startAppUpdates(buildId);
        updates.current.onUpdateAvailable(() => setOffered(true));
      });
    return () => {
      cancelled = true;
      updates.current?.stop();
    };
  }, []);

  if (!offered) return null;
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-x-0 bottom-4 z-[1000] mx-auto flex w-fit max-w-[calc(100%-2rem)] flex-wrap items-center gap-3 rounded-lg border border-[var(--border-color,#e5e7eb)] bg-[var(--card-bg,#fff)] px-4 py-3 text-sm shadow-lg"
    >
      <span>A new version of this store is available.</span>
      <button type="button" className="btn btn-sm btn-primary" onClick={() => updates.current?.reload()}>
        Reload
      </button>
      <button
        type="button"
        className="btn btn-sm btn-link"
        onClick={() => {
          setOffered(false);
          updates.current?.dismiss();
        }}
      >
        Not now
      </button>
    </div>
  );
}
