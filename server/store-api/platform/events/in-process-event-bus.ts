/** StoreEventBus inside one process: the embedded database has one instance, so no broker is needed. */
import { EventEmitter } from 'node:events';
import type { StoreEvent, StoreEventBus } from './store-events';

export class InProcessEventBus implements StoreEventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // Every open tab's stream holds a listener; the default warning at 10 would be noise, not a leak.
    this.emitter.setMaxListeners(0);
  }

  async publish(event: StoreEvent): Promise<void> {
    this.emitter.emit('event', event);
  }

  subscribe(listener: (event: StoreEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}
