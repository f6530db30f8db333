/**
 * Ad-pixel events held in memory until delivery exists (the tracking issue sends them to the pixel
 * and the conversions API). The queue is bounded so a long visit cannot grow it without end; in
 * development each event is also logged, so the payload can be checked by eye.
 */
import type { PixelEvents, PixelPort } from '../../application/ports/pixel.port';

export interface QueuedPixelEvent<E extends keyof PixelEvents = keyof PixelEvents> {
  event: E;
  data: PixelEvents[E];
}

export class QueuedPixel implements PixelPort {
  private readonly queue: QueuedPixelEvent[] = [];
  private readonly limit: number;
  private readonly log: ((message: string, detail: unknown) => void) | null;

  constructor(deps: { limit?: number; log?: ((message: string, detail: unknown) => void) | null } = {}) {
    this.limit = Math.max(1, deps.limit ?? 100);
    this.log = deps.log ?? null;
  }

  track<E extends keyof PixelEvents>(event: E, data: PixelEvents[E]): void {
    this.queue.push({ event, data } as QueuedPixelEvent);
    if (this.queue.length > this.limit) this.queue.shift();
    this.log?.(`pixel ${event}`, data);
  }

  /** The events not delivered yet, oldest first; the queue is emptied. */
  drain(): QueuedPixelEvent[] {
    return this.queue.splice(0, this.queue.length);
  }
}
