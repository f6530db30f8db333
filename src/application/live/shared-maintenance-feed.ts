/**
 * The MaintenanceFeed the storefront's tabs use: one shared-feed actor per subscription
 * (shared-feed.machine.ts). Without tab locks or channels (an old browser) each tab leads alone:
 * its lock is held at once and nobody hears its channel, so it keeps a stream of its own, still
 * with reconnection. A page going into the back/forward cache leaves (closes its stream, lets go of
 * the lock and channel) and joins again when it comes back, knowing the flag it had, so it hears
 * only a change; the settings may have changed meanwhile, so it is told to read them again.
 */
import { createActor, type ActorOptions, type AnyActorLogic } from 'xstate';
import type { MaintenanceFeed } from '../ports/maintenance-feed.port';
import type { MaintenanceStream } from '../ports/maintenance-stream.port';
import type { PageLifecycle } from '../ports/page-lifecycle.port';
import type { TabChannels } from '../ports/tab-channel.port';
import type { TabLock } from '../ports/tab-lock.port';
import { createSharedFeedMachine } from './shared-feed.machine';

const soloLock: TabLock = {
  hold(_name, onHeld) {
    onHeld();
    return () => undefined;
  },
};

const soloChannels: TabChannels = {
  open: () => ({ post: () => undefined, close: () => undefined }),
};

export interface SharedMaintenanceFeedDeps {
  stream: MaintenanceStream;
  /** The browser's tab lock and channels; absent where either is missing. */
  tabs?: { locks: TabLock; channels: TabChannels } | undefined;
  random(): number;
  /** The page's back/forward cache moves; absent outside a browser. */
  page?: PageLifecycle | undefined;
  /** Timers for the reconnect wait (tests pass xstate's SimulatedClock). */
  clock?: ActorOptions<AnyActorLogic>['clock'];
}

export class SharedMaintenanceFeed implements MaintenanceFeed {
  private readonly machine;

  constructor(private readonly deps: SharedMaintenanceFeedDeps) {
    const tabs = deps.tabs ?? { locks: soloLock, channels: soloChannels };
    this.machine = createSharedFeedMachine({ ...tabs, stream: deps.stream, random: deps.random });
  }

  subscribe(storeName: string, onFlag: (isMaintenance: boolean, settingsVersion?: string) => void, onSettings?: () => void): () => void {
    let flag: boolean | null = null;
    let settingsVersion: string | undefined;
    let leave: (() => void) | null = null;
    const join = () => {
      const actor = createActor(this.machine, {
        input: { storeName, flag, settingsVersion },
        ...(this.deps.clock ? { clock: this.deps.clock } : {}),
      });
      actor.on('flag', (event) => {
        flag = event.isMaintenance;
        settingsVersion = event.settingsVersion;
        onFlag(event.isMaintenance, event.settingsVersion);
      });
      if (onSettings) actor.on('settings', () => onSettings());
      actor.start();
      leave = () => actor.send({ type: 'LEAVE' });
    };
    const part = () => {
      leave?.();
      leave = null;
    };
    join();
    const unwatch = this.deps.page?.watch({
      onFrozen: part,
      onThawed: () => {
        if (leave) return;
        join();
        onSettings?.();
      },
    });
    return () => {
      unwatch?.();
      part();
    };
  }
}
