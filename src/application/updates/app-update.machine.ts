/**
 * App updates (spec sections 4 and 9): about hourly the deployed build is read (latest.json, then
 * its meta file, so a half-deployed build is not offered); a build other than the page's is offered
 * as a reload. A chunk-load error (a file of the old build gone after a deploy) reloads at once,
 * unless the page reloaded itself less than 10 s ago: then it stays, so a broken deploy cannot loop.
 * A chunk that fails while the browser is offline is not a new deploy: reloading then would swap the
 * shopper's page for the browser's offline page. The page stays, and when the network is back the
 * deployed build is read at once, so a deploy missed meanwhile is still offered.
 *
 * (Folder `updates/`, not `app-update/`: tsc 5.9 checking a machine with setup() actions before
 * cart/cart.machine.ts reports a false error there, an order-dependent variance quirk of xstate's types.)
 */
import { enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { BUILD_CHECK_INTERVAL_MS, mayReloadAfterChunkError } from '../../domain/app-update/app-update-rules';
import type { BuildInfo, BuildInfoSource, ReloadMemory } from '../ports/build-info.port';
import type { Clock } from '../ports/clock.port';

export interface AppUpdateDeps {
  builds: BuildInfoSource;
  memory: ReloadMemory;
  clock: Clock;
  /** Whether the browser believes it has a network (navigator.onLine); false is reliable, true is a guess. */
  isOnline(): boolean;
  reload(): void;
}

export type AppUpdateEvent = { type: 'CHUNK_ERROR' } | { type: 'RELOAD' } | { type: 'DISMISS' } | { type: 'CHECK' } | { type: 'ONLINE' };
export type AppUpdateEmitted = { type: 'updateAvailable'; build: BuildInfo } | { type: 'reloadBlocked' } | { type: 'offlineChunkError' };

const appUpdate = setup({
  types: {
    context: {} as { currentId: string; offered: BuildInfo | null },
    input: {} as { currentId: string },
    events: {} as AppUpdateEvent,
    emitted: {} as AppUpdateEmitted,
  },
  actors: {
    /** The page's news: a page file that failed to load (CHUNK_ERROR), the network back (ONLINE). */
    browserEvents: fromCallback<AppUpdateEvent>(() => undefined),
    /** The deployed build when it is not the page's, else null. */
    readDeployed: fromPromise<BuildInfo | null, { currentId: string }>(() => Promise.resolve(null)),
  },
  actions: {
    offer: enqueueActions(({ event, enqueue }) => {
      const build = (event as unknown as { output: BuildInfo }).output;
      enqueue.assign({ offered: build });
      enqueue.emit({ type: 'updateAvailable', build });
    }),
    /** Remembers the reload's time, then reloads the page. */
    reloadNow: () => undefined,
    blocked: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'reloadBlocked' })),
    keptOffline: enqueueActions(({ enqueue }) => enqueue.emit({ type: 'offlineChunkError' })),
  },
  delays: { checkInterval: BUILD_CHECK_INTERVAL_MS },
  guards: {
    offline: () => false,
    mayReload: () => false,
  },
});

export const appUpdateMachine = appUpdate.createMachine({
  id: 'appUpdate',
  context: ({ input }) => ({ currentId: input.currentId, offered: null }),
  initial: 'waiting',
  invoke: { src: 'browserEvents' },
  on: {
    CHUNK_ERROR: [{ guard: 'offline', actions: 'keptOffline' }, { guard: 'mayReload', actions: 'reloadNow' }, { actions: 'blocked' }],
  },
  states: {
    waiting: { after: { checkInterval: 'checking' }, on: { CHECK: 'checking', ONLINE: 'checking' } },
    checking: {
      invoke: {
        src: 'readDeployed',
        input: ({ context }) => ({ currentId: context.currentId }),
        onDone: [{ guard: ({ event }) => event.output !== null, target: 'offering', actions: 'offer' }, { target: 'waiting' }],
        // Offline, or the build is half deployed: try again at the next check.
        onError: 'waiting',
      },
    },
    offering: {
      on: { RELOAD: { actions: 'reloadNow' }, DISMISS: 'dismissed' },
    },
    // Dismissed: the offer returns at the next hourly check.
    dismissed: { after: { checkInterval: 'checking' } },
  },
});

/** The machine with its capabilities bound to the deployed build's files and the page (composition) or fakes (tests). */
export function createAppUpdateMachine(deps: AppUpdateDeps) {
  return appUpdateMachine.provide({
    actors: {
      readDeployed: fromPromise<BuildInfo | null, { currentId: string }>(async ({ input }) => {
        const latest = await deps.builds.latest();
        if (latest.id === input.currentId) return null;
        return deps.builds.meta(latest.id);
      }),
    },
    actions: {
      reloadNow: () => {
        deps.memory.rememberReload(deps.clock.now());
        deps.reload();
      },
    },
    guards: {
      offline: () => !deps.isOnline(),
      mayReload: () => mayReloadAfterChunkError(deps.memory.lastReloadAt(), deps.clock.now()),
    },
  });
}
