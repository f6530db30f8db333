/**
 * MaintenanceFeed over Firebase Realtime Database (docs/tracking.md): onValue on
 * `<table>/{webID}/isMaintanance` (the spelling of spec section 4). The SDK is imported on the
 * first subscription, so it never weighs on a page whose store does not use Firebase.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Logger } from '../../application/ports/logger.port';
import type { MaintenanceFeed } from '../../application/ports/maintenance-feed.port';
import type { FirebasePublicConfig } from '../../domain/tracking/live-config';

export interface FirebaseFeedDeps {
  config: FirebasePublicConfig & { table: string };
  webID: number;
  logger: Logger;
  /** The app name; one app per name and page (Firebase refuses a second initializeApp of a name). */
  appName?: string;
}

/** The flag as stored: a boolean, or 0/1 from older writers; anything else is no answer. */
function flagOf(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 0 || value === 1) return value === 1;
  return null;
}

export function maintenancePath(table: string, webID: number): string {
  return `${table}/${webID}/isMaintanance`;
}

export class FirebaseMaintenanceFeed implements MaintenanceFeed {
  constructor(private readonly deps: FirebaseFeedDeps) {}

  subscribe(_storeName: string, onFlag: (isMaintenance: boolean) => void): () => void {
    let unsubscribe: (() => void) | null = null;
    let stopped = false;
    void this.listen(onFlag).then(
      (stop) => {
        if (stopped) stop();
        else unsubscribe = stop;
      },
      (error: unknown) => this.deps.logger.warn('Firebase maintenance feed failed to start', error),
    );
    return () => {
      stopped = true;
      unsubscribe?.();
    };
  }

  private async listen(onFlag: (isMaintenance: boolean) => void): Promise<() => void> {
    const [{ getApp, getApps, initializeApp }, { getDatabase, onValue, ref }] = await Promise.all([
      import('firebase/app'),
      import('firebase/database'),
    ]);
    const name = this.deps.appName ?? 'webx-maintenance';
    const { table, ...config } = this.deps.config;
    const app: FirebaseApp = getApps().some((existing) => existing.name === name) ? getApp(name) : initializeApp(config, name);
    return onValue(
      ref(getDatabase(app), maintenancePath(table, this.deps.webID)),
      (snapshot) => {
        const flag = flagOf(snapshot.val());
        if (flag !== null) onFlag(flag);
      },
      (error) => this.deps.logger.warn('Firebase maintenance feed failed', error),
    );
  }
}
