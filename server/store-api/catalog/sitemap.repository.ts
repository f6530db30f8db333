/** Every public URL of a store for sitemap.xml: home, the all-products listing, catalogue and custom pages. */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { brands, categories, collections, pages, products } from './catalog.tables';

export interface SitemapEntry {
  /** Path on the store's own origin, e.g. `/linen-shirt`. */
  loc: string;
  /** ISO date of the last change when known. */
  lastmod: string | null;
}

/** The sitemap protocol allows 50,000 URLs per file; the fixed pages and taxonomy come first. */
export const SITEMAP_LIMIT = 50_000;

export class SitemapRepository {
  constructor(private readonly deps: { db: Db }) {}

  async entries(webId: number): Promise<SitemapEntry[]> {
    const { db } = this.deps;
    const slugs = (rows: Array<{ slug: string }>) => rows.map((row) => ({ loc: `/${row.slug}`, lastmod: null }));
    const [categoryRows, brandRows, collectionRows, pageRows] = await Promise.all([
      db
        .select({ slug: categories.slug })
        .from(categories)
        .where(eq(categories.storeId, webId))
        .orderBy(asc(categories.position), asc(categories.id)),
      db.select({ slug: brands.slug }).from(brands).where(eq(brands.storeId, webId)).orderBy(asc(brands.name)),
      db.select({ slug: collections.slug }).from(collections).where(eq(collections.storeId, webId)).orderBy(asc(collections.name)),
      db
        .select({ slug: pages.slug })
        .from(pages)
        .where(and(eq(pages.storeId, webId), eq(pages.isPublished, true)))
        .orderBy(asc(pages.slug)),
    ]);
    const fixed: SitemapEntry[] = [
      { loc: '/', lastmod: null },
      { loc: '/shop', lastmod: null },
      ...(collectionRows.length > 0 ? [{ loc: '/collections', lastmod: null }] : []),
      ...slugs(categoryRows),
      ...slugs(brandRows),
      ...slugs(collectionRows),
      ...slugs(pageRows),
    ];
    const productRows = await db
      .select({ slug: products.slug, created: sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD')` })
      .from(products)
      .where(and(eq(products.storeId, webId), eq(products.isEnabled, true)))
      .orderBy(asc(products.id))
      .limit(Math.max(0, SITEMAP_LIMIT - fixed.length));
    return [...fixed, ...productRows.map((row) => ({ loc: `/${row.slug}`, lastmod: row.created }))];
  }
}
