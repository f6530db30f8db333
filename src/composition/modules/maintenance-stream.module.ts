/**
 * Where the live maintenance flag comes from: Firebase Realtime Database when the page config names
 * one (FIREBASE_DATABASE_URL on the server), else the host's server-sent events stream. The Firebase
 * adapter and its SDK load only when chosen, and only in the tab that leads (maintenance-feed-composition.ts).
 */
import { ContainerModule } from 'inversify';
import { SseMaintenanceStream } from '../../adapters/sse/sse-maintenance-stream';
import { lazyModule, type LazyModule } from '../../application/lazy/lazy-module';
import type { Logger } from '../../application/ports/logger.port';
import type { MaintenanceFeed } from '../../application/ports/maintenance-feed.port';
import type { MaintenanceStream } from '../../application/ports/maintenance-stream.port';
import { TOKENS } from '../../application/tokens';
import type { LiveConfig } from '../../domain/tracking/live-config';

export const MAINTENANCE_STREAM_PATH = '/api/maintenance/stream';

/** `webID` unknown (no store yet): the host's stream, which needs none. */
export type MaintenanceStreamFactory = (webID: number | undefined) => MaintenanceStream;

const sseStream = () => new SseMaintenanceStream({ streamUrl: MAINTENANCE_STREAM_PATH });

export const sseModule = new ContainerModule(({ bind }) => {
  bind<MaintenanceStreamFactory>(TOKENS.MaintenanceStreamFactory).toConstantValue(sseStream);
});

export function firebaseModule(config: NonNullable<LiveConfig['firebase']>): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<MaintenanceStreamFactory>(TOKENS.MaintenanceStreamFactory).toResolvedValue(
      (logger: Logger) => (webID: number | undefined) =>
        webID === undefined
          ? sseStream()
          : lazyFeedStream(
              lazyModule(
                () => import('../../adapters/firebase/firebase-maintenance-feed'),
                (m) => new m.FirebaseMaintenanceFeed({ config, webID, logger }),
              ),
              logger,
            ),
      [TOKENS.Logger],
    );
  });
}

export function maintenanceStreamModule(live: LiveConfig | undefined): ContainerModule {
  return live?.firebase ? firebaseModule(live.firebase) : sseModule;
}

/**
 * A feed that reconnects by itself as a stream that never drops: subscribes once the adapter
 * module has loaded; closing before that cancels it.
 */
function lazyFeedStream(feed: LazyModule<MaintenanceFeed>, logger: Logger): MaintenanceStream {
  return {
    open(storeName, { onFlag }) {
      let stop: (() => void) | null = null;
      let cancelled = false;
      feed
        .use((loaded) => {
          if (!cancelled) stop = loaded.subscribe(storeName, onFlag);
        })
        .catch((error: unknown) => logger.warn('Maintenance feed failed to load', error));
      return () => {
        cancelled = true;
        stop?.();
      };
    },
  };
}
