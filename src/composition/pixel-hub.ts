/**
 * The page's one ad-pixel queue: the cart (AddToCart) and the checkout (Purchase) track into it
 * from the first click; the owner-scripts runtime attaches delivery once the page is live.
 */
import { QueuedPixel } from '../adapters/pixel/queued-pixel';

const hub = new QueuedPixel({ log: import.meta.env.DEV ? (message, detail) => console.info(message, detail) : null });

/** The queue the cart and checkout track into, and the owner-scripts runtime attaches delivery to. */
export type PixelHub = QueuedPixel;

export function sharedPixel(): QueuedPixel {
  return hub;
}
