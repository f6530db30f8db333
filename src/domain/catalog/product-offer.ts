/**
 * What the product page shows for the current choice: the price, the struck-out price, the stock
 * message and the SKU of the matching variant, or of the product itself when it has no variants.
 */
import type { ProductDetail, ProductVariant } from './product-detail';
import { matchVariant, type Selection } from './variant-selection';

/** At or below this many items the page says "Only N left". */
export const LOW_STOCK_THRESHOLD = 5;

export type StockState =
  | { kind: 'in_stock' }
  | { kind: 'low'; left: number }
  | { kind: 'out' }
  /** The chosen values name no variant (incomplete or impossible choice). */
  | { kind: 'unavailable' };

export interface ShownOffer {
  variant: ProductVariant | null;
  price: number;
  /** Only when above the price. */
  compareAtPrice: number | null;
  /** "Price on request": of the product, or of the chosen variant (decision 104). */
  hidePrice: boolean;
  stock: StockState;
  sku: string;
  /** How many one order may take (the stock), 0 when none can be bought. */
  maxQuantity: number;
}

export function stockState(stock: number): StockState {
  if (!(stock > 0)) return { kind: 'out' };
  return stock <= LOW_STOCK_THRESHOLD ? { kind: 'low', left: Math.floor(stock) } : { kind: 'in_stock' };
}

export function stockLabel(state: StockState): string {
  switch (state.kind) {
    case 'in_stock':
      return 'In stock';
    case 'low':
      return `Only ${state.left} left`;
    case 'out':
      return 'Out of stock';
    default:
      return 'Unavailable';
  }
}

type OfferProduct = Pick<ProductDetail, 'price' | 'compareAtPrice' | 'isHidePrice' | 'stock' | 'sku' | 'attributes' | 'variants'>;

export function shownOffer(product: OfferProduct, selection: Selection): ShownOffer {
  const hasVariants = product.variants.length > 0 && product.attributes.length > 0;
  const variant = hasVariants ? matchVariant(product.attributes, product.variants, selection) : null;
  const price = variant?.price ?? product.price;
  // The store API answers a variant's compare-at price as its own else the product's (null: neither).
  const compareAt = variant?.compareAtPrice ?? product.compareAtPrice;
  const compareAtPrice = compareAt !== null && compareAt > price ? compareAt : null;
  const hidePrice = product.isHidePrice || !!variant?.isHidePrice;
  if (hasVariants && !variant) {
    return { variant: null, price, compareAtPrice, hidePrice, stock: { kind: 'unavailable' }, sku: product.sku, maxQuantity: 0 };
  }
  const stock = variant ? variant.stock : product.stock;
  const state = stockState(stock);
  return {
    variant,
    price,
    compareAtPrice,
    hidePrice,
    stock: state,
    sku: variant?.sku ?? product.sku,
    maxQuantity: state.kind === 'out' ? 0 : Math.floor(stock),
  };
}

/** Why "Add to cart" is off, or null when the current choice can be bought. */
export function unavailableReason(offer: ShownOffer): string | null {
  if (offer.stock.kind === 'out') return offer.variant ? `${offer.variant.name} is out of stock.` : 'This product is out of stock.';
  if (offer.stock.kind === 'unavailable') return 'This combination is not available. Choose another option.';
  return null;
}

/** Percentage saved against the struck-out price, 0 when there is none. */
export function discountPercent(price: number, compareAtPrice: number | null): number {
  if (compareAtPrice === null || !(compareAtPrice > price) || !(price >= 0)) return 0;
  return Math.round(((compareAtPrice - price) / compareAtPrice) * 100);
}
