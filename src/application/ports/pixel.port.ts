import type { PurchaseFigures } from '../../domain/orders/purchase-event';

/** The ad event AddToCart of spec section 7 (delivery to the pixel and the conversions API comes with tracking). */
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

export interface PixelEvents {
  AddToCart: AddToCartPixelData;
  Purchase: PurchasePixelData;
}

/** Ad-pixel events; fire and forget, failures are the adapter's to log. */
export interface PixelPort {
  track<E extends keyof PixelEvents>(event: E, data: PixelEvents[E]): void;
}
