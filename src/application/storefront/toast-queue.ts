/**
 * The storefront's toasts (spec section 9): each shows for 3 s, then leaves with a 400 ms animation
 * before it is removed, whatever its type. A shopper pointing at or focused in a toast holds it (WCAG
 * 2.2.1: the time limit can be extended); it gets its whole time again once let go. The clock is a
 * port, so the timing is tested in virtual time.
 */
import type { ToastType } from './shopper-notices';

export interface Toast {
  readonly id: number;
  readonly message: string;
  readonly type: ToastType;
  /** True for the leave animation's last `leaveMs`, before the toast is removed. */
  readonly leaving: boolean;
}

export interface ToastTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ToastTiming {
  durationMs: number;
  leaveMs: number;
}

export interface ToastQueue {
  show(message: string, type: ToastType): number;
  /** Starts the toast's leave at once (its close button). */
  dismiss(id: number): void;
  /** Holds every toast shown (pointer or focus in the region). */
  hold(): void;
  /** Lets the toasts go: each shown one gets its whole time again. */
  release(): void;
  list(): readonly Toast[];
  subscribe(listener: () => void): () => void;
}

/** At most this many at once: the oldest leaves first, so a burst cannot cover the page. */
export const MAX_TOASTS = 3;

export function createToastQueue(timing: ToastTiming, timers: ToastTimers): ToastQueue {
  let toasts: readonly Toast[] = [];
  let nextId = 1;
  let held = false;
  const pending = new Map<number, unknown>();
  const listeners = new Set<() => void>();

  const publish = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  const cancel = (id: number) => {
    if (pending.has(id)) timers.clearTimeout(pending.get(id));
    pending.delete(id);
  };
  const remove = (id: number) => {
    cancel(id);
    publish(toasts.filter((toast) => toast.id !== id));
  };
  const leave = (id: number) => {
    const toast = toasts.find((candidate) => candidate.id === id);
    if (!toast || toast.leaving) return;
    cancel(id);
    publish(toasts.map((candidate) => (candidate.id === id ? { ...candidate, leaving: true } : candidate)));
    pending.set(
      id,
      timers.setTimeout(() => remove(id), timing.leaveMs),
    );
  };
  const startClock = (id: number) => {
    cancel(id);
    pending.set(
      id,
      timers.setTimeout(() => leave(id), timing.durationMs),
    );
  };

  return {
    show(message, type) {
      const id = nextId++;
      publish([...toasts, { id, message, type, leaving: false }]);
      if (!held) startClock(id);
      const staying = toasts.filter((toast) => !toast.leaving);
      if (staying.length > MAX_TOASTS) leave(staying[0]!.id);
      return id;
    },
    dismiss: leave,
    hold() {
      held = true;
      for (const toast of toasts) if (!toast.leaving) cancel(toast.id);
    },
    release() {
      if (!held) return;
      held = false;
      for (const toast of toasts) if (!toast.leaving) startClock(toast.id);
    },
    list: () => toasts,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
