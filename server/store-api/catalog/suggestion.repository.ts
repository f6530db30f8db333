/**
 * Search suggestions (GET /Catalog/Suggest): enabled products, categories and published pages of
 * the store whose names hold every word typed. Product names are matched through the trigram index
 * (products_name_trgm_idx serves ILIKE); categories and pages are a few dozen rows a store.
 */
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SUGGEST_LIMITS, type SearchSuggestions } from '../../../src/domain/catalog/search-suggestions';
import type { Db } from '../platform/database/client';
import { containsPattern } from '../platform/contains-pattern';
import { categories, pages, products } from './catalog.tables';
import { firstThumb } from './card-columns';

const holdsAll = (column: PgColumn, words: readonly string[]): SQL => and(...words.map((word) => ilike(column, containsPattern(word))))!;

export async function readSuggestions(db: Db, webId: number, words: readonly string[]): Promise<SearchSuggestions> {
  const [productRows, categoryRows, pageRows] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        price: products.price,
        isHidePrice: products.isHidePrice,
        thumbnailFile: firstThumb,
      })
      .from(products)
      .where(and(eq(products.storeId, webId), eq(products.isEnabled, true), holdsAll(products.name, words)))
      .orderBy(desc(products.popularity), asc(products.id))
      .limit(SUGGEST_LIMITS.products),
    db
      .select({ name: categories.name, slug: categories.slug })
      .from(categories)
      .where(and(eq(categories.storeId, webId), holdsAll(categories.name, words)))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(SUGGEST_LIMITS.categories),
    db
      .select({ title: pages.title, slug: pages.slug })
      .from(pages)
      .where(and(eq(pages.storeId, webId), eq(pages.isPublished, true), holdsAll(pages.title, words)))
      .orderBy(asc(pages.title))
      .limit(SUGGEST_LIMITS.pages),
  ]);
  return {
    products: productRows.map((row) => ({
      productID: row.id,
      name: row.name,
      url: `/${row.slug}`,
      thumbnailFile: row.thumbnailFile ?? '',
      price: Number(row.price),
      isHidePrice: row.isHidePrice,
    })),
    categories: categoryRows.map((row) => ({ name: row.name, url: `/${row.slug}` })),
    pages: pageRows.map((row) => ({ name: row.title, url: `/${row.slug}` })),
  };
}
