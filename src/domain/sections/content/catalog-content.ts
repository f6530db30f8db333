/** Content of the catalogue sections: products (3), categories (4) and brands (5). */
import type { ProductSource } from '../../catalog/catalog-types';
import type { DataNeed } from '../section-type';
import { flag, int, link, object, oneOf, parseWith, text, type Output, type Parser } from './content-fields';

const LATEST: ProductSource = { kind: 'latest' };
const SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/i;

/** Where products come from; a slugged source without a valid slug falls back to the latest products. */
export const productSource: Parser<ProductSource> = (value) => {
  if (typeof value !== 'object' || value === null) return LATEST;
  const { kind, slug } = value as { kind?: unknown; slug?: unknown };
  if (kind === 'latest' || kind === 'popular') return { kind };
  if ((kind === 'category' || kind === 'collection' || kind === 'brand') && typeof slug === 'string' && SLUG.test(slug)) {
    return { kind, slug };
  }
  return LATEST;
};

const heading = { heading: text('', 120), subHeading: text('', 240) };

export const productsContentSchema = object({
  ...heading,
  source: productSource,
  limit: int(8, 1, 24),
  columns: int(4, 2, 6),
  view: oneOf(['grid', 'list'], 'grid'),
  showRating: flag(true),
  viewAll: link(),
});

export const categoriesContentSchema = object({
  ...heading,
  limit: int(6, 1, 24),
  columns: int(3, 2, 6),
  showCount: flag(true),
});

export const brandsContentSchema = object({
  ...heading,
  limit: int(12, 1, 24),
  grayscale: flag(false),
});

export type ProductsContent = Output<typeof productsContentSchema>;
export type CategoriesContent = Output<typeof categoriesContentSchema>;
export type BrandsContent = Output<typeof brandsContentSchema>;

export const parseProductsContent = (raw: unknown): ProductsContent => parseWith(productsContentSchema, raw);
export const parseCategoriesContent = (raw: unknown): CategoriesContent => parseWith(categoriesContentSchema, raw);
export const parseBrandsContent = (raw: unknown): BrandsContent => parseWith(brandsContentSchema, raw);

/**
 * What each catalogue type fetches before it renders. Here beside the schemas rather than in the
 * types' modules: the storefront's loaders need these on first load, the modules' presets they do not.
 */
export const productsDataNeed = (raw: unknown): DataNeed => {
  const { source, limit } = parseProductsContent(raw);
  return { kind: 'products', source, limit };
};
export const categoriesDataNeed = (raw: unknown): DataNeed => ({ kind: 'categories', limit: parseCategoriesContent(raw).limit });
export const brandsDataNeed = (raw: unknown): DataNeed => ({ kind: 'brands', limit: parseBrandsContent(raw).limit });
