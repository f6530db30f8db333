/** Read models of the catalogue as the storefront shows them. Prices are in the store's base currency. */

export interface ProductCard {
  productID: number;
  name: string;
  /** Flat URL path of the product page, e.g. `/linen-shirt`. */
  productURL: string;
  sku: string;
  imageFile: string;
  thumbnailFile: string;
  price: number;
  compareAtPrice: number | null;
  isHidePrice: boolean;
  inStock: boolean;
  isNew: boolean;
  rating: number;
  ratingCount: number;
  brandName: string | null;
  categoryName: string | null;
}

export interface CategoryCard {
  categoryID: number;
  name: string;
  slug: string;
  url: string;
  imageFile: string;
  productCount: number;
}

export interface BrandCard {
  brandID: number;
  name: string;
  slug: string;
  url: string;
  logoFile: string;
}

/** How a products section picks its products. */
export type ProductSource =
  | { kind: 'latest' }
  | { kind: 'popular' }
  | { kind: 'category'; slug: string }
  | { kind: 'collection'; slug: string }
  | { kind: 'brand'; slug: string };
