import type { PurchaseFigures } from '../../domain/orders/purchase-event';

/** The ad events of spec section 7 (AddToCart, Purchase, PageView), as the pixels take them. */
export interface AddToCartPixelData {
  content_name: string;
  /** The sku of what was added. */
  content_ids: string[];
  content_type: 'product';
  value: number;
  currency: string;
  category: string;
  brand: string;
}

/** The ad event Purchase, sent once an order is placed; event_id lets the pixel and the conversions API count it once. */
export type PurchasePixelData = PurchaseFigures;

export type PageViewPixelData = Record<string, never>;

export interface PixelEvents {
  AddToCart: AddToCartPixelData;
  Purchase: PurchasePixelData;
  PageView: PageViewPixelData;
}

/** Ad-pixel events; fire and forget, failures are the adapter's to log. */
export interface PixelPort {
  /** `eventId` deduplicates the browser pixel and the Conversions API copy; made up when absent. */
  track<E extends keyof PixelEvents>(event: E, data: PixelEvents[E], options?: { eventId?: string }): void;
}
