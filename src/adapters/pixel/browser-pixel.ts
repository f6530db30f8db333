/**
 * Delivers ad events to the pixels the owner's scripts loaded (Facebook's fbq, TikTok's ttq) and,
 * with the same event id, to the host's POST /api/facebook/capi, which passes them to the
 * Conversions API: Facebook keeps one of the two copies by that id. Failures are only logged.
 */
import type { Beacon } from '../../application/ports/beacon.port';
import type { Logger } from '../../application/ports/logger.port';
import type { PixelEvents, PixelPort } from '../../application/ports/pixel.port';

export const CAPI_PATH = '/api/facebook/capi';

type Fbq = (command: 'track', event: string, data: object, options: { eventID: string }) => void;
interface Ttq {
  track(event: string, data: object, options: { event_id: string }): void;
  page(): void;
}
export interface PixelGlobals {
  fbq?: Fbq;
  ttq?: Ttq;
}

const TIKTOK_NAMES: Record<keyof PixelEvents, string | null> = { AddToCart: 'AddToCart', Purchase: 'CompletePayment', PageView: null };

export interface BrowserPixelDeps {
  globals: PixelGlobals;
  beacon: Beacon;
  /** The store's Facebook pixel id; the Conversions API copy is sent only when there is one. */
  facebookPixelId: string;
  newEventId(): string;
  now(): number;
  pageUrl(): string;
  logger: Logger;
}

export class BrowserPixel implements PixelPort {
  constructor(private readonly deps: BrowserPixelDeps) {}

  track<E extends keyof PixelEvents>(event: E, data: PixelEvents[E], options?: { eventId?: string }): void {
    const eventId = options?.eventId ?? this.deps.newEventId();
    const { fbq, ttq } = this.deps.globals;
    this.attempt('Facebook pixel', () => fbq?.('track', event, data, { eventID: eventId }));
    const tiktokName = TIKTOK_NAMES[event];
    this.attempt('TikTok pixel', () => (tiktokName ? ttq?.track(tiktokName, data, { event_id: eventId }) : ttq?.page()));
    if (!this.deps.facebookPixelId) return;
    this.deps.beacon.send(CAPI_PATH, {
      event_name: event,
      action_source: 'website',
      url: this.deps.pageUrl(),
      custom_data: { ...data, event_id: eventId, event_time: Math.floor(this.deps.now() / 1000), pixel_id: this.deps.facebookPixelId },
    });
  }

  private attempt(what: string, call: () => void) {
    try {
      call();
    } catch (error) {
      this.deps.logger.warn(`${what} failed`, error);
    }
  }
}
