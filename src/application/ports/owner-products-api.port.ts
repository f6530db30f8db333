/**
 * The owner's catalogue calls as the studio's Products page uses them (docs/back-office.md, the
 * store API's decision 81): a paged list, one product, and its writes. Prices are decimal text in
 * the store's base currency, as the owner types them; an update names the version it was made from
 * and is refused with 409 when someone saved the product since.
 */
import type { ProductOption, ProductStatus } from '../../domain/catalog/csv/catalogue-draft';
import type { CatalogueListsApi } from './owner-catalogue-lists-api.port';
import type { WeightUnit } from '../../domain/catalog/variant-fields';
import type { StudioResult } from './studio-api.port';

export type { ProductOption, ProductStatus } from '../../domain/catalog/csv/catalogue-draft';

export interface ProductFilters {
  search: string;
  status: ProductStatus | 'all';
  page: number;
}

/** What a write answers: enough to keep editing (the version the next update names). */
export interface WrittenProduct {
  productID: number;
  handle: string;
  status: ProductStatus;
  version: number;
}

export interface ProductRow extends WrittenProduct {
  name: string;
  vendor: string;
  /** The main picture's thumbnail, or null. */
  thumbnail: string | null;
  /** The lowest and highest price of its variants (the product's own price when it has none). */
  minPrice: string;
  maxPrice: string;
  /** Its variants' stock together, or the product's own. */
  stock: number;
  variantCount: number;
}

export interface ProductPage {
  items: ProductRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface VariantFields {
  /** Null for a variant not saved yet. */
  variantID: number | null;
  /** One value per option, in the options' order. */
  optionValues: string[];
  sku: string;
  barcode: string;
  price: string;
  /** The price before a sale, struck through beside its price; null: the product's (decision 104). */
  compareAtPrice: string | null;
  /** "Price on request" for this variant alone. */
  isHidePrice: boolean;
  /** Shipping weight of one unit in grams; null: the product's. */
  weightGrams: number | null;
  /** The unit the owner reads and types the weight in. */
  weightUnit: WeightUnit;
  stock: number;
  sellWhenOutOfStock: boolean;
  /** One of the product's pictures shown for this variant, or null (its product's pictures). */
  imageFile: string | null;
}

export interface ProductFaq {
  question: string;
  answer: string;
}

export interface ProductAddon {
  addonID: number | null;
  name: string;
  price: string;
}

/** A picture of the product, from the store's media library, with what it shows (required). */
export interface ProductPicture {
  imageFile: string;
  thumbnailFile: string;
  alt: string;
}

/** One change of a product's or a variant's stock, newest first: who, why, when, by how much and what was left. */
export interface StockMove {
  delta: number;
  quantityAfter: number;
  reason: 'sale' | 'cancel' | 'manual' | 'import';
  note: string;
  /** The owner who made it, or null for a shopper's order or the system. */
  ownerEmail: string | null;
  orderID: number | null;
  at: string;
}

/** What the editor saves: every field of a product but its id and version. */
export interface ProductFields {
  name: string;
  handle: string;
  description: string;
  status: ProductStatus;
  vendor: string;
  productType: string;
  tags: string[];
  /** One of the store's categories and brands (their lists: CatalogueListsApi), or null. */
  categoryID: number | null;
  brandID: number | null;
  /** The store's product groups chosen by hand that hold it (rule groups find their products themselves). */
  groupIDs: number[];
  price: string;
  compareAtPrice: string | null;
  /** "Price on request": no price shown and not sold online. */
  isHidePrice: boolean;
  sku: string;
  barcode: string;
  /** Of a product without variants; variants carry their own. */
  stock: number;
  sellWhenOutOfStock: boolean;
  weightGrams: number;
  weightUnit: WeightUnit;
  seoTitle: string;
  seoDescription: string;
  /** In the order shoppers see them. */
  images: ProductPicture[];
  /** Questions and answers, in the order shoppers read them; an answer may hold simple HTML (cleaned by the store). */
  faqs: ProductFaq[];
  /** Extras a shopper may add in the cart; addonID null for one not saved yet. */
  addons: ProductAddon[];
  options: ProductOption[];
  variants: VariantFields[];
}

export type OwnerProduct = ProductFields & WrittenProduct;

/** Which products the bulk editor opens: those ticked on the list, or those its search and status find. */
export type BulkChoice = { productIDs: number[] } | { search: string; status: ProductStatus | 'all' };

/** One row of the bulk editor (decision 92): a variant, or a product without variants (variantID 0). Money in cents. */
export interface BulkRow {
  productID: number;
  productName: string;
  version: number;
  variantID: number;
  variantName: string;
  sku: string;
  priceCents: number;
  /** The product's: one per product, shown on each of its rows. */
  compareAtCents: number | null;
  stock: number;
}

export interface BulkRows {
  rows: BulkRow[];
  /** Rows the choice has; past `limit` they are left out (`truncated`). */
  total: number;
  truncated: boolean;
  limit: number;
}

/** What one row's save changes; `stockWas` is the stock it was read with (refused with 409 if a sale moved it). */
export interface BulkChange {
  productID: number;
  variantID: number;
  version: number;
  priceCents?: number;
  compareAtCents?: number | null;
  stock?: number;
  stockWas?: number;
}

/** The Products page's calls, its categories, brands and groups among them. */
export interface ProductsApi extends CatalogueListsApi {
  products(filters: ProductFilters): Promise<StudioResult<ProductPage>>;
  product(productID: number): Promise<StudioResult<OwnerProduct>>;
  createProduct(fields: ProductFields): Promise<StudioResult<WrittenProduct>>;
  /** Refused with 409 (field `Version`) when the product is no longer at `version`. */
  updateProduct(productID: number, version: number, fields: ProductFields): Promise<StudioResult<WrittenProduct>>;
  /** A copy as a draft, with a handle of its own. */
  duplicateProduct(productID: number): Promise<StudioResult<WrittenProduct>>;
  archiveProduct(productID: number): Promise<StudioResult<WrittenProduct>>;
  deleteProduct(productID: number): Promise<StudioResult<{ productID: number }>>;
  /** Sets a product's (variantID 0) or a variant's stock, written to the stock ledger with the owner's note ('' for none). */
  setStock(productID: number, variantID: number, quantity: number, note: string): Promise<StudioResult<{ quantity: number }>>;
  /** A product's (variantID 0) or a variant's stock history, newest first. */
  stockHistory(productID: number, variantID: number): Promise<StudioResult<StockMove[]>>;
  /** The bulk editor's rows of the chosen products, at most `limit`. */
  bulkRows(choice: BulkChoice): Promise<StudioResult<BulkRows>>;
  /** Every change in one transaction, or none: a refusal's `fields` name the row (`Changes.3.PriceCents`). */
  bulkSave(changes: BulkChange[]): Promise<StudioResult<{ rows: number; stockMoves: number }>>;
  /** A picture into the store's media library (sniffed, re-encoded as WebP, size-checked by the store API). */
  uploadPicture(input: { fileName: string; base64: string; alt: string }): Promise<StudioResult<{ image: string; alt: string }>>;
}
