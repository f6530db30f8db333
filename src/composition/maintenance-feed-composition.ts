/**
 * Chooses the MaintenanceFeed's source: Firebase Realtime Database when the page config names one
 * (FIREBASE_DATABASE_URL on the server), else the host's server-sent events stream. Either way the
 * tabs of a store share one connection (application/live, docs/live-updates.md): one tab holds it
 * and tells the others, over Web Locks and BroadcastChannel where the browser has both. The
 * Firebase adapter and its SDK load only when chosen, and only in the tab that leads.
 */
import { SseMaintenanceStream } from '../adapters/sse/sse-maintenance-stream';
import { BroadcastTabChannels } from '../adapters/tabs/broadcast-tab-channels';
import { WebLocksTabLock } from '../adapters/tabs/web-locks-tab-lock';
import { SharedMaintenanceFeed } from '../application/live/shared-maintenance-feed';
import type { MaintenanceFeed } from '../application/ports/maintenance-feed.port';
import type { MaintenanceStream } from '../application/ports/maintenance-stream.port';
import type { LiveConfig } from '../domain/tracking/live-config';
import { consoleLogger } from './console-logger';
import { lazyModule, type LazyModule } from '../application/lazy/lazy-module';

export const MAINTENANCE_STREAM_PATH = '/api/maintenance/stream';


/**
 * A feed that reconnects by itself as a stream that never drops: subscribes once the adapter
 * module has loaded; closing before that cancels it.
 */
function lazyFeedStream(feed: LazyModule<MaintenanceFeed>): MaintenanceStream {
  return {
    open(storeName, { onFlag }) {
      let stop: (() => void) | null = null;
      let cancelled = false;
      feed.use((loaded) => {
        if (!cancelled) stop = loaded.subscribe(storeName, onFlag);
      }).catch((error: unknown) => consoleLogger.warn('Maintenance feed failed to load', error));
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  };
}

function browserTabs() {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel !== 'function') return undefined;
  return { locks: new WebLocksTabLock(locks), channels: new BroadcastTabChannels() };
}

export function createMaintenanceFeed(options: { live?: LiveConfig | undefined; webID?: number } = {}): MaintenanceFeed {
  const firebase = options.live?.firebase;
  const webID = options.webID;
  const stream = firebase && webID !== undefined
    ? lazyFeedStream(lazyModule(
      () => import('../adapters/firebase/firebase-maintenance-feed'),
      (m) => new m.FirebaseMaintenanceFeed({ config: firebase, webID, logger: consoleLogger }),
    ))
    : new SseMaintenanceStream({ streamUrl: MAINTENANCE_STREAM_PATH });
  return new SharedMaintenanceFeed({ stream, tabs: browserTabs(), random: Math.random });
}
