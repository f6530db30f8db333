/**
 * App updates in the browser: the app-update machine on the /builds files, sessionStorage and
 * location.reload, fed by chunk-load errors (Vite's vite:preloadError and failed dynamic imports).
 * Started after the page is live, only when the page names its build (production builds do).
 */
import { createActor } from 'xstate';
import { HttpBuildInfo } from '../adapters/builds/http-build-info';
import { SessionReloadMemory } from '../adapters/storage/session-reload-memory';
import { createAppUpdateMachine } from '../application/updates/app-update.machine';
import { isChunkLoadError } from '../domain/app-update/app-update-rules';

export interface AppUpdates {
  onUpdateAvailable(listener: () => void): void;
  reload(): void;
  dismiss(): void;
  stop(): void;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function startAppUpdates(currentId: string): AppUpdates {
  const clock = { now: () => Date.now() };
  const machine = createAppUpdateMachine({
    builds: new HttpBuildInfo({ fetch: globalThis.fetch.bind(globalThis), now: clock.now }),
    memory: new SessionReloadMemory(sessionStorageOrNull()),
    clock,
    isOnline: () => navigator.onLine,
    reload: () => window.location.reload(),
  });
  const actor = createActor(machine, { input: { currentId } });
  actor.on('reloadBlocked', () => console.warn('A page file failed to load again right after a reload; not reloading again.'));
  actor.on('offlineChunkError', () => console.warn('A page file could not load while offline; the page stays.'));
  actor.start();

  const onPreloadError = (event: Event) => {
    // Handled here: without preventDefault Vite rethrows and the page shows an error instead.
    event.preventDefault();
    actor.send({ type: 'CHUNK_ERROR' });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (isChunkLoadError(reason instanceof Error ? reason.message : String(reason))) actor.send({ type: 'CHUNK_ERROR' });
  };
  const onOnline = () => actor.send({ type: 'ONLINE' });
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  window.addEventListener('online', onOnline);
  return {
    onUpdateAvailable: (listener) => void actor.on('updateAvailable', listener),
    reload: () => actor.send({ type: 'RELOAD' }),
    dismiss: () => actor.send({ type: 'DISMISS' }),
    stop: () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('online', onOnline);
      actor.stop();
    },
  };
}
