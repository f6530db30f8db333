/**
 * Chooses the MaintenanceFeed adapter: Firebase Realtime Database when the page config names one
 * (FIREBASE_DATABASE_URL on the server), else the host's server-sent events stream. The Firebase
 * adapter and its SDK load only when chosen.
 */
import { SseMaintenanceFeed } from '../adapters/sse/sse-maintenance-feed';
import type { MaintenanceFeed } from '../application/ports/maintenance-feed.port';
import type { LiveConfig } from '../domain/tracking/live-config';

export const MAINTENANCE_STREAM_PATH = '/api/maintenance/stream';

const consoleLogger = {
  warn: (message: string, detail?: unknown) => console.warn(message, detail ?? ''),
  error: (message: string, detail?: unknown) => console.error(message, detail ?? ''),
};

/** Subscribes once the adapter module has loaded; unsubscribing before that cancels it. */
function lazyFeed(load: () => Promise<MaintenanceFeed>): MaintenanceFeed {
  return {
    subscribe(storeName, onFlag) {
      let stop: (() => void) | null = null;
      let cancelled = false;
      void load().then((feed) => {
        if (!cancelled) stop = feed.subscribe(storeName, onFlag);
      }, (error: unknown) => consoleLogger.warn('Maintenance feed failed to load', error));
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  };
}

export function createMaintenanceFeed(options: { live?: LiveConfig | undefined; webID?: number } = {}): MaintenanceFeed {
  const firebase = options.live?.firebase;
  if (firebase && options.webID !== undefined) {
    const webID = options.webID;
    return lazyFeed(async () => {
      const { FirebaseMaintenanceFeed } = await import('../adapters/firebase/firebase-maintenance-feed');
      return new FirebaseMaintenanceFeed({ config: firebase, webID, logger: consoleLogger });
    });
  }
  return new SseMaintenanceFeed({ streamUrl: MAINTENANCE_STREAM_PATH });
}
