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

/** A placed order: the checkout calls trackPurchase (composition/pixel-hub.ts) once it is confirmed. */
export interface PurchasePixelData {
  /** The skus bought. */
  content_ids: string[];
  content_type: 'product';
  value: number;
  currency: string;
  num_items: number;
  order_id: string;
}

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
