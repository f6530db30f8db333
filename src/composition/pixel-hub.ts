/**
 * The page's one ad-pixel queue: the cart (AddToCart) and the checkout (Purchase) track into it
 * from the first click; the owner-scripts runtime attaches delivery once the page is live.
 */
import { QueuedPixel } from '../adapters/pixel/queued-pixel';
import type { PurchasePixelData } from '../application/ports/pixel.port';

const hub = new QueuedPixel({ log: import.meta.env.DEV ? (message, detail) => console.info(message, detail) : null });

export function sharedPixel(): QueuedPixel {
  return hub;
}

/**
 * For the checkout: report a confirmed order to the pixels and the Conversions API. Pass the order's
 * own event id when the server also reports it, so the copies are counted once.
 */
export function trackPurchase(data: PurchasePixelData, eventId?: string): void {
  hub.track('Purchase', data, eventId ? { eventId } : undefined);
}
