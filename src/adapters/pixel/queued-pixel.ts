/**
 * Ad-pixel events held in memory until delivery is attached (the owner-scripts runtime attaches it
 * once the page is live and the pixels are in): then the queue drains into it, in order, and later
 * events go straight through. The queue is bounded so a long visit cannot grow it without end; in
 * development each event is also logged, so the payload can be checked by eye.
 */
import type { PixelEvents, PixelPort } from '../../application/ports/pixel.port';

export interface QueuedPixelEvent<E extends keyof PixelEvents = keyof PixelEvents> {
  event: E;
  data: PixelEvents[E];
  options?: { eventId?: string };
}

export class QueuedPixel implements PixelPort {
  private readonly queue: QueuedPixelEvent[] = [];
  private readonly limit: number;
  private readonly log: ((message: string, detail: unknown) => void) | null;
  private target: PixelPort | null = null;

  constructor(deps: { limit?: number; log?: ((message: string, detail: unknown) => void) | null } = {}) {
    this.limit = Math.max(1, deps.limit ?? 100);
    this.log = deps.log ?? null;
  }

  track<E extends keyof PixelEvents>(event: E, data: PixelEvents[E], options?: { eventId?: string }): void {
    this.log?.(`pixel ${event}`, data);
    if (this.target) {
      this.target.track(event, data, options);
      return;
    }
    this.queue.push({ event, data, ...(options ? { options } : {}) } as QueuedPixelEvent);
    if (this.queue.length > this.limit) this.queue.shift();
  }

  /** The events not delivered yet, oldest first; the queue is emptied. */
  drain(): QueuedPixelEvent[] {
    return this.queue.splice(0, this.queue.length);
  }

  /** Delivers the queue to the target and every later event as it comes. */
  attach(target: PixelPort): void {
    for (const queued of this.drain()) target.track(queued.event, queued.data, queued.options);
    this.target = target;
  }
}
