/**
 * What every instance of the deployment must hear at once: a store opened or closed, a theme
 * published, a catalogue changed. Each instance forgets its cached copies of that store and tells its
 * open tabs (the maintenance stream). One port, two adapters: in-process for the embedded database,
 * PostgreSQL LISTEN/NOTIFY when the instances share one (postgres-event-bus.ts).
 */

export type StoreEvent =
  /** The store's maintenance flag changed (SetMaintenance): its tabs follow, its flags are read anew. */
  | { kind: 'maintenance'; webID: number; storeName: string; isMaintenance: boolean }
  /** A store setting a closed-store gate or GetWebInfo reads changed (the store password). */
  | { kind: 'store'; webID: number }
  /** A theme or its draft changed (publish, save, restore). */
  | { kind: 'theme'; webID: number }
  /** Products, prices or stock changed (an order took units, a re-seed). */
  | { kind: 'catalogue'; webID: number }
  /** Only ever local: this instance may have missed events (its listening connection came back). */
  | { kind: 'resync' };

export interface StoreEventBus {
  /** Delivers to this instance's listeners at once, and to every other instance's soon after; never fails. */
  publish(event: StoreEvent): Promise<void>;
  subscribe(listener: (event: StoreEvent) => void): () => void;
  close(): Promise<void>;
}

const KINDS = new Set(['maintenance', 'store', 'theme', 'catalogue']);

/** Reads an event from the wire; anything else (another version's event, a stray notify) is null. */
export function parseStoreEvent(value: unknown): StoreEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const event = value as Record<string, unknown>;
  // 'resync' is never read from the wire: it is this instance's own news.
  if (typeof event.kind !== 'string' || !KINDS.has(event.kind) || !Number.isSafeInteger(event.webID)) return null;
  if (event.kind !== 'maintenance') return { kind: event.kind as 'store' | 'theme' | 'catalogue', webID: event.webID as number };
  if (typeof event.storeName !== 'string' || typeof event.isMaintenance !== 'boolean') return null;
  return { kind: 'maintenance', webID: event.webID as number, storeName: event.storeName, isMaintenance: event.isMaintenance };
}
