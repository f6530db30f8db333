/**
 * In-process news of maintenance changes: SetMaintenance publishes, the host's event stream
 * forwards to open storefront tabs. One process holds both, so no broker is needed.
 */
import { EventEmitter } from 'node:events';

export interface MaintenanceChange {
  webID: number;
  storeName: string;
  isMaintenance: boolean;
}

export class MaintenanceEvents {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open tab holds a listener; the default warning at 10 would be noise, not a leak.
    this.emitter.setMaxListeners(0);
  }

  publish(change: MaintenanceChange): void {
    this.emitter.emit('change', change);
  }

  subscribe(listener: (change: MaintenanceChange) => void): () => void {
    this.emitter.on('change', listener);
    return () => this.emitter.off('change', listener);
  }
}
