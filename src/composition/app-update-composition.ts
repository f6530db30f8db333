/**
 * App updates in the browser: the app-update machine on the /builds files (bound in the live layer's
 * container), sessionStorage and location.reload, fed by the window's chunk-load errors (Vite's
 * vite:preloadError and failed dynamic imports) and its network coming back, an actor the machine invokes.
 * Started after the page is live, only when the page names its build (production builds do).
 */
import { createActor, fromCallback } from 'xstate';
import { createAppUpdateMachine, type AppUpdateEvent } from '../application/updates/app-update.machine';
import type { BuildInfoSource, ReloadMemory } from '../application/ports/build-info.port';
import type { Clock } from '../application/ports/clock.port';
import type { Logger } from '../application/ports/logger.port';
import type { AppUpdates } from '../application/storefront/live-runtime';
import { isChunkLoadError } from '../domain/app-update/app-update-rules';

/** What the live layer's container gives app updates (modules/app-update.module.ts binds the build files). */
export interface AppUpdateDeps {
  builds: BuildInfoSource;
  memory: ReloadMemory;
  clock: Clock;
  logger: Logger;
}

export function startAppUpdates(deps: AppUpdateDeps, currentId: string): AppUpdates {
  const { clock, logger } = deps;
  const machine = createAppUpdateMachine({
    builds: deps.builds,
    memory: deps.memory,
    clock,
    isOnline: () => navigator.onLine,
    reload: () => window.location.reload(),
  }).provide({ actors: { browserEvents: windowEvents } });
  const actor = createActor(machine, { input: { currentId } });
  actor.on('reloadBlocked', () => logger.warn('A page file failed to load again right after a reload; not reloading again.'));
  actor.on('offlineChunkError', () => logger.warn('A page file could not load while offline; the page stays.'));
  actor.start();
  return {
    onUpdateAvailable: (listener) => void actor.on('updateAvailable', listener),
    reload: () => actor.send({ type: 'RELOAD' }),
    dismiss: () => actor.send({ type: 'DISMISS' }),
    stop: () => actor.stop(),
  };
}

/** The window's chunk-load errors and its network coming back, followed while the machine runs. */
const windowEvents = fromCallback<AppUpdateEvent>(({ sendBack }) => {
  const onPreloadError = (event: Event) => {
    // Handled here: without preventDefault Vite rethrows and the page shows an error instead.
    event.preventDefault();
    sendBack({ type: 'CHUNK_ERROR' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (isChunkLoadError(reason instanceof Error ? reason.message : String(reason))) sendBack({ type: 'CHUNK_ERROR' });
  };
  const onOnline = () => sendBack({ type: 'ONLINE' });
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('online', onOnline);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
    window.removeEventListener('online', onOnline);
  };
});
