/**
 * The MaintenanceFeed over the stream the container chose (modules/maintenance-stream.module.ts):
 * the tabs of a store share one connection (application/live, docs/live-updates.md): one tab holds
 * it and tells the others, over Web Locks and BroadcastChannel where the browser has both.
 */
import { BroadcastTabChannels } from '../adapters/tabs/broadcast-tab-channels';
import { WebLocksTabLock } from '../adapters/tabs/web-locks-tab-lock';
import { WindowPageLifecycle } from '../adapters/tabs/window-page-lifecycle';
import { SharedMaintenanceFeed } from '../application/live/shared-maintenance-feed';
import type { MaintenanceFeed } from '../application/ports/maintenance-feed.port';
import type { MaintenanceStream } from '../application/ports/maintenance-stream.port';

function browserTabs() {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks || typeof BroadcastChannel !== 'function') return undefined;
  return { locks: new WebLocksTabLock(locks), channels: new BroadcastTabChannels() };
}

export function createMaintenanceFeed(deps: { stream: MaintenanceStream }): MaintenanceFeed {
  const page = typeof window === 'undefined' ? undefined : new WindowPageLifecycle(window);
  return new SharedMaintenanceFeed({ stream: deps.stream, tabs: browserTabs(), random: Math.random, page });
}
