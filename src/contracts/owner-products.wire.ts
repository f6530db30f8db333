/** The owner's catalogue answers (owner-products.contract.ts) as they travel: money as decimal text, times as ISO text. */
import type { WeightUnit } from '../domain/catalog/variant-fields';

export type ProductStatusWire = 'draft' | 'active' | 'archived';

/** What a write answers: enough to keep editing (the version the next update names). */
export interface WrittenProductWire {
  productID: number;
  handle: string;
  status: ProductStatusWire;
  version: number;
}

export interface OwnerProductRowWire extends WrittenProductWire {
  name: string;
  sku: string;
  price: string;
  /** The variants' stock together, or the product's own. */
  stock: number;
  variantCount: number;
  updatedAt: string;
}

export interface OwnerProductListWire {
  items: OwnerProductRowWire[];
  total: number;
  page: number;
  pageSize: number;
}

export interface OwnerProductWire extends WrittenProductWire {
  name: string;
  description: string;
  vendor: string;
  productType: string;
  tags: string[];
  categoryID: number | null;
  brandID: number | null;
  /** The manual product groups holding it (rule groups are worked out, decision 100). */
  groupIDs: number[];
  price: string;
  compareAtPrice: string | null;
  isHidePrice: boolean;
  sku: string;
  barcode: string;
  stock: number;
  sellWhenOutOfStock: boolean;
  weightGrams: number;
  /** The unit the owner reads the weight in (decision 104); the weight stays grams. */
  weightUnit: WeightUnit;
  seoTitle: string;
  seoDescription: string;
  images: Array<{ imageFile: string; thumbnailFile: string; alt: string }>;
  /** In the order shoppers read them; answers as kept (cleaned owner HTML). */
  faqs: Array<{ question: string; answer: string }>;
  addons: Array<{ addonID: number; name: string; price: string }>;
  options: Array<{ name: string; values: string[] }>;
  variants: Array<{
    variantID: number;
    sku: string;
    barcode: string;
    price: string;
    /** Null: the product's compare-at price shows. */
    compareAtPrice: string | null;
    isHidePrice: boolean;
    /** Null: the product's weight. */
    weightGrams: number | null;
    weightUnit: WeightUnit;
    stock: number;
    sellWhenOutOfStock: boolean;
    imageFile: string | null;
    optionValues: string[];
  }>;
  /** The latest stock moves, newest first. */
  stockHistory: Array<{
    variantID: number;
    delta: number;
    quantityAfter: number;
    reason: string;
    ownerID: number | null;
    orderID: number | null;
    at: string;
  }>;
}

/** One stock move as the owner's history reads it (decision 81's ledger, decision 89's note and names). */
export interface StockMoveWire {
  delta: number;
  quantityAfter: number;
  reason: 'sale' | 'cancel' | 'manual' | 'import';
  /** The owner's note on a manual change, '' when none. */
  note: string;
  /** The owner who made it (their e-mail), or null for a shopper's order and the system. */
  ownerEmail: string | null;
  orderID: number | null;
  at: string;
}

export interface StockHistoryWire {
  productID: number;
  variantID: number;
  /** The latest moves, newest first (at most 100). */
  items: StockMoveWire[];
}
