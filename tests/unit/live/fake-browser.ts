/**
 * One browser's worth of fakes for the shared live feed: a tab lock granted in request order, tab
 * channels that reach every other end of a name, and a server whose maintenance streams can be
 * counted, told a new flag or that the owner saved the settings, or dropped.
 */
import type { MaintenanceStream } from '../../../src/application/ports/maintenance-stream.port';
import type { TabChannels } from '../../../src/application/ports/tab-channel.port';
import type { TabLock } from '../../../src/application/ports/tab-lock.port';
import type { LiveTabMessage } from '../../../src/domain/live/live-tab-message';

interface Waiter {
  onHeld(): void;
}

export function fakeTabLock(): TabLock & { holder(name: string): Waiter | undefined } {
  const queues = new Map<string, Waiter[]>();
  const queue = (name: string) => queues.get(name) ?? queues.set(name, []).get(name)!;
  return {
    hold(name, onHeld) {
      const waiter = { onHeld };
      const waiting = queue(name);
      waiting.push(waiter);
      if (waiting.length === 1) onHeld();
      return () => {
        const index = waiting.indexOf(waiter);
        if (index < 0) return;
        waiting.splice(index, 1);
        if (index === 0) waiting[0]?.onHeld();
      };
    },
    holder: (name) => queue(name)[0],
  };
}

export function fakeTabChannels(): TabChannels & { posted: LiveTabMessage[] } {
  const ends = new Map<string, Set<(message: LiveTabMessage) => void>>();
  const posted: LiveTabMessage[] = [];
  return {
    posted,
    open(name, onMessage) {
      const named = ends.get(name) ?? ends.set(name, new Set()).get(name)!;
      const end = (message: LiveTabMessage) => onMessage(message);
      named.add(end);
      return {
        post(message) {
          posted.push(message);
          // Structured clone: every receiver gets its own copy, as from a real channel.
          for (const other of [...named]) if (other !== end) other(structuredClone(message));
        },
        close: () => named.delete(end),
      };
    },
  };
}

interface Connection {
  storeName: string;
  onFlag(isMaintenance: boolean, settingsVersion?: string): void;
  onDrop(): void;
  onSettings?(settingsVersion?: string): void;
}

export function fakeStreamServer(initial: Record<string, boolean> = {}) {
  const flags = new Map(Object.entries(initial));
  /** Each store's settings' version, said in a connection's first frame once a test sets one. */
  const versions = new Map<string, string>();
  const open = new Set<Connection>();
  let opened = 0;
  let mostAtOnce = 0;
  const stream: MaintenanceStream = {
    open(storeName, listener) {
      const connection = { storeName, ...listener };
      open.add(connection);
      opened++;
      mostAtOnce = Math.max(mostAtOnce, open.size);
      listener.onFlag(flags.get(storeName) ?? false, versions.get(storeName));
      return () => open.delete(connection);
    },
  };
  return {
    stream,
    /** Streams open now, for one store or all. */
    openCount: (storeName?: string) => [...open].filter((c) => storeName === undefined || c.storeName === storeName).length,
    openedCount: () => opened,
    mostAtOnce: () => mostAtOnce,
    flag: (storeName: string) => flags.get(storeName) ?? false,
    setFlag(storeName: string, isMaintenance: boolean) {
      flags.set(storeName, isMaintenance);
      for (const connection of [...open]) if (connection.storeName === storeName) connection.onFlag(isMaintenance);
    },
    /** The owner saved a store's settings: its open streams say so (and new ones say the version, when given). */
    settingsSaved(storeName: string, version?: string) {
      if (version !== undefined) versions.set(storeName, version);
      for (const connection of [...open]) if (connection.storeName === storeName) connection.onSettings?.(version);
    },
    dropAll() {
      const dropped = [...open];
      open.clear();
      for (const connection of dropped) connection.onDrop();
    },
  };
}
