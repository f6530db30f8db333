/**
 * A product as a store owner's catalogue file describes it, before the store API saves it
 * (docs/catalogue.md). Prices are in the store's base currency, counted in cents (the catalogue's
 * 2 decimals, money/minor-units.ts). Text is kept as written: the description is the owner's HTML,
 * sanitised where it is shown, like every owner HTML.
 */
import type { WeightUnit } from '../variant-fields';

export type ProductStatus = 'active' | 'draft' | 'archived';

export const PRODUCT_STATUSES: readonly ProductStatus[] = ['active', 'draft', 'archived'];

/** Shopify's limits, which a file made for Shopify already keeps. */
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const MAX_HANDLE_LENGTH = 255;

/** A choice the shopper makes (Size), with its values in the order the variants first use them. */
export interface ProductOption {
  name: string;
  values: string[];
}

export interface VariantDraft {
  /** One value per option, in the options' order; empty for a product without options. */
  optionValues: string[];
  /** '' when the variant has none. */
  sku: string;
  barcode: string;
  priceCents: number;
  compareAtCents: number | null;
  stock: number;
  /** Shopify's inventory policy "continue": the variant still sells at zero stock. */
  keepSelling: boolean;
  grams: number;
  /** The unit the weight is shown in (Shopify's Variant Weight Unit); the weight itself is `grams`. */
  weightUnit: WeightUnit;
  requiresShipping: boolean;
  /** The address of one of the product's images, or null. */
  imageSrc: string | null;
}

export interface ImageDraft {
  src: string;
  /** 1-based; the first is the product's main picture. */
  position: number;
  alt: string;
}

export interface ProductDraft {
  handle: string;
  title: string;
  descriptionHtml: string;
  vendor: string;
  type: string;
  tags: string[];
  published: boolean;
  status: ProductStatus;
  options: ProductOption[];
  variants: VariantDraft[];
  images: ImageDraft[];
  seo: { title: string; description: string };
}

/** A refused cell or row: the file's row number (the header is row 1, as a spreadsheet shows it). */
export interface RowProblem {
  row: number;
  /** The column as the file spells it, or null for a problem of the whole row or product. */
  column: string | null;
  message: string;
}

/** What one product's rows became: a draft to save, or the reasons it cannot be. */
export type ProductImportOutcome =
  | { kind: 'accepted'; firstRow: number; product: ProductDraft }
  | { kind: 'refused'; firstRow: number; handle: string; problems: RowProblem[] };

/** Writes a problem as the owner reads it in the dry run: "Row 14: Variant Price must be ...". */
export function problemText(problem: RowProblem): string {
  return `Row ${problem.row}: ${problem.message}`;
}
