/**
 * The columns a product card needs and their mapping to ProductCard, for every card query (sections, listings). Picture
 * and stock are correlated subqueries: they run only for the rows of the page being returned.
 */
import { sql } from 'drizzle-orm';
import type { ProductCard } from '../../../src/domain/catalog/catalog-types';
import { brands, categories, products } from './catalog.tables';

// Correlated subqueries name their tables explicitly: Drizzle renders bare column names inside sql``.
const firstImage = sql<
  string | null
>`(select pi.image_file from product_images pi where pi.product_id = "products"."id" order by pi.position limit 1)`;
export const firstThumb = sql<
  string | null
>`(select pi.thumbnail_file from product_images pi where pi.product_id = "products"."id" order by pi.position limit 1)`;
/** Stock of the variants when the product has any, else the product's own. */
export const effectiveStock = sql<number>`coalesce((select sum(v.stock) from variants v where v.product_id = "products"."id"), "products"."stock")`;

export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  sku: products.sku,
  price: products.price,
  compareAtPrice: products.compareAtPrice,
  isHidePrice: products.isHidePrice,
  isNew: products.isNew,
  rating: products.rating,
  ratingCount: products.ratingCount,
  brandName: brands.name,
  categoryName: categories.name,
  imageFile: firstImage,
  thumbnailFile: firstThumb,
  stock: effectiveStock,
};

export interface CardRow {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: string;
  compareAtPrice: string | null;
  isHidePrice: boolean;
  isNew: boolean;
  rating: string;
  ratingCount: number;
  brandName: string | null;
  categoryName: string | null;
  imageFile: string | null;
  thumbnailFile: string | null;
  stock: number;
}

export function toProductCard(row: CardRow): ProductCard {
  return {
    productID: row.id,
    name: row.name,
    productURL: `/${row.slug}`,
    sku: row.sku,
    imageFile: row.imageFile ?? '',
    thumbnailFile: row.thumbnailFile ?? row.imageFile ?? '',
    price: Number(row.price),
    compareAtPrice: row.compareAtPrice == null ? null : Number(row.compareAtPrice),
    isHidePrice: row.isHidePrice,
    inStock: Number(row.stock) > 0,
    isNew: row.isNew,
    rating: Number(row.rating),
    ratingCount: row.ratingCount,
    brandName: row.brandName,
    categoryName: row.categoryName,
  };
}
