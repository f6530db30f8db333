/**
 * The product page's read models as the store API answers them (GET /Catalog/GetProduct and
 * /Catalog/GetReviews). Prices are in the store's base currency; formatPrice converts them.
 */
import type { ProductCard } from './catalog-types';

export type AttributeDisplayType = 'dropdown' | 'namelist' | 'color';

/** Spec section 3's stock status: 1 in stock, 2 out of stock. */
export const STOCK_STATUS = { IN_STOCK: 1, OUT_OF_STOCK: 2 } as const;
export type StockStatusId = (typeof STOCK_STATUS)[keyof typeof STOCK_STATUS];

export interface AttributeValue {
  valueID: number;
  value: string;
  /** Swatch colour of `color` attributes, e.g. `#1f2a44`; null otherwise. */
  colorHex: string | null;
}

export interface ProductAttribute {
  attributeID: number;
  name: string;
  displayType: AttributeDisplayType;
  /** Only the values this product's variants use, in the owner's order. */
  values: AttributeValue[];
}

export interface ProductVariant {
  variantID: number;
  sku: string;
  /** e.g. "M / Navy". */
  name: string;
  price: number;
  /**
   * The price before a sale, its own else the product's (decision 104), or null; absent from
   * backends that do not tell, when the product's shows.
   */
  compareAtPrice?: number | null;
  /** "Price on request" for this variant alone; absent: false. */
  isHidePrice?: boolean;
  stock: number;
  /** Picture of this variant (colour variants), or null to keep the gallery as it is. */
  imageFile: string | null;
  /** One value of each attribute. */
  valueIDs: number[];
}

export interface ProductAddon {
  addonID: number;
  name: string;
  price: number;
}

export interface ProductImage {
  imageFile: string;
  thumbnailFile: string;
  /** What the picture shows (decision 89); absent or '' for a picture given none. */
  alt?: string;
}

export interface ProductFaq {
  question: string;
  answer: string;
}

export interface ProductMeta {
  metaTitle: string;
  metaDesc: string;
  metaKeywords: string;
  metaImage: string;
}

export interface ProductDetail {
  productID: number;
  name: string;
  slug: string;
  productURL: string;
  description: string;
  sku: string;
  brand: { brandID: number; name: string; url: string } | null;
  category: { categoryID: number; name: string; url: string } | null;
  /** Lowest variant price for products with variants. */
  price: number;
  compareAtPrice: number | null;
  /** "Price on request": no price is shown and no offer is published. */
  isHidePrice: boolean;
  images: ProductImage[];
  /** Total stock (the sum over variants for products with variants). */
  stock: number;
  stockStatusID: StockStatusId;
  rating: number;
  ratingCount: number;
  meta: ProductMeta;
  attributes: ProductAttribute[];
  variants: ProductVariant[];
  addons: ProductAddon[];
  faqs: ProductFaq[];
  /** Same category, this product excluded, up to 8. */
  related: ProductCard[];
  /**
   * What one unit costs to ship to each zone that names its countries, the cheapest method as
   * checkout charges it (offer-shipping.ts), base currency; for the offer's structured data. Absent
   * from backends that do not tell.
   */
  shipping?: Array<{ countries: string[]; rate: number }>;
}

/** A product as the compare page lines it up: its card plus each attribute's values. */
export interface CompareProduct extends ProductCard {
  description: string;
  attributes: Array<{ name: string; values: string[] }>;
}
