/**
 * Resolves a flat URL slug of one store to its page (spec section 2's page types): reserved slugs
 * first (collections, search, shop), then products, categories, brands, collections, custom pages,
 * and last a renamed product's old handle, which answers the product's page under its current slug
 * (the storefront redirects there with 301; decision 81).
 */
import { and, eq } from 'drizzle-orm';
import type { ResolvedPage } from '../../../src/domain/catalog/resolved-page';
import { PAGE_TYPES } from '../../../src/domain/seo/page-meta';
import type { Db } from '../platform/database/client';
import { brands, categories, collections, pages, productHandleRedirects, products } from '../catalog/catalog.tables';

const HOME = { name: 'Home', url: '/' };
const COLLECTIONS = { name: 'Collections', url: '/collections' };
const seo = (title: string, description = '', keywords = '', image = '') => ({ title, description, keywords, image });

/** A category's, brand's or collection's listing page: the trail leads through `parents` to the listing itself. */
function listingPage(
  kind: 'category' | 'brand' | 'collection',
  slug: string,
  row: { id: number; name: string },
  pageSeo: ResolvedPage['seo'],
  parents: Array<{ name: string; url: string }> = [],
): ResolvedPage {
  return {
    slug,
    page_type_id: PAGE_TYPES.LISTING,
    item_id: row.id,
    page_id: 0,
    listing: { kind, id: row.id, name: row.name, slug },
    seo: pageSeo,
    breadcrumbs: [HOME, ...parents, { name: row.name, url: `/${slug}` }],
  };
}

export class PageResolver {
  constructor(private readonly deps: { db: Db }) {}

  async resolve(webId: number, slug: string): Promise<ResolvedPage | null> {
    const base = { slug, item_id: 0, page_id: 0 };
    if (slug === 'collections') {
      return {
        ...base,
        page_type_id: PAGE_TYPES.COLLECTIONS,
        seo: seo('Collections'),
        breadcrumbs: [HOME, COLLECTIONS],
      };
    }
    if (slug === 'search' || slug === 'shop') {
      const name = slug === 'search' ? 'Search' : 'Shop';
      return {
        ...base,
        page_type_id: PAGE_TYPES.LISTING,
        listing: { kind: slug === 'search' ? 'search' : 'all' },
        seo: seo(name),
        breadcrumbs: [HOME, { name, url: `/${slug}` }],
      };
    }
    return (
      (await this.product(webId, slug)) ??
      (await this.category(webId, slug)) ??
      (await this.brand(webId, slug)) ??
      (await this.collection(webId, slug)) ??
      (await this.customPage(webId, slug)) ??
      (await this.renamedProduct(webId, slug))
    );
  }

  /** The listed product an old handle leads to, under its current slug; null when none. */
  private async renamedProduct(webId: number, oldHandle: string): Promise<ResolvedPage | null> {
    const [row] = await this.deps.db
      .select({ slug: products.slug })
      .from(productHandleRedirects)
      .innerJoin(products, and(eq(products.id, productHandleRedirects.productId), eq(products.storeId, webId)))
      .where(and(eq(productHandleRedirects.storeId, webId), eq(productHandleRedirects.oldHandle, oldHandle)))
      .limit(1);
    return row ? this.product(webId, row.slug) : null;
  }

  private async product(webId: number, slug: string): Promise<ResolvedPage | null> {
    const [row] = await this.deps.db
      .select({
        id: products.id,
        name: products.name,
        description: products.description,
        meta: products.meta,
        categoryName: categories.name,
        categorySlug: categories.slug,
      })
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .where(and(eq(products.storeId, webId), eq(products.slug, slug), eq(products.isEnabled, true)))
      .limit(1);
    if (!row) return null;
    const crumbs = [
      HOME,
      ...(row.categorySlug ? [{ name: row.categoryName ?? '', url: `/${row.categorySlug}` }] : []),
      { name: row.name, url: `/${slug}` },
    ];
    return {
      slug,
      page_type_id: PAGE_TYPES.PRODUCT,
      item_id: row.id,
      page_id: 0,
      seo: seo(
        row.meta.metaTitle || row.name,
        row.meta.metaDesc || row.description.slice(0, 160),
        row.meta.metaKeywords ?? '',
        row.meta.metaImage ?? '',
      ),
      breadcrumbs: crumbs,
    };
  }

  private async category(webId: number, slug: string): Promise<ResolvedPage | null> {
    const [row] = await this.deps.db
      .select()
      .from(categories)
      .where(and(eq(categories.storeId, webId), eq(categories.slug, slug)))
      .limit(1);
    if (!row) return null;
    const pageSeo = seo(row.meta.metaTitle || row.name, row.meta.metaDesc || row.description, row.meta.metaKeywords ?? '', row.imageFile);
    return listingPage('category', slug, row, pageSeo);
  }

  private async brand(webId: number, slug: string): Promise<ResolvedPage | null> {
    const [row] = await this.deps.db
      .select()
      .from(brands)
      .where(and(eq(brands.storeId, webId), eq(brands.slug, slug)))
      .limit(1);
    if (!row) return null;
    return listingPage('brand', slug, row, seo(row.name, `Shop ${row.name}.`, row.name, row.logoFile));
  }

  private async collection(webId: number, slug: string): Promise<ResolvedPage | null> {
    const [row] = await this.deps.db
      .select()
      .from(collections)
      .where(and(eq(collections.storeId, webId), eq(collections.slug, slug)))
      .limit(1);
    if (!row) return null;
    const pageSeo = seo(row.meta.metaTitle || row.name, row.meta.metaDesc || row.description, '', row.imageFile);
    return listingPage('collection', slug, row, pageSeo, [COLLECTIONS]);
  }

  private async customPage(webId: number, slug: string): Promise<ResolvedPage | null> {
    const [row] = await this.deps.db
      .select()
      .from(pages)
      .where(and(eq(pages.storeId, webId), eq(pages.slug, slug), eq(pages.isPublished, true)))
      .limit(1);
    if (!row) return null;
    return {
      slug,
      page_type_id: PAGE_TYPES.CUSTOM,
      item_id: 0,
      page_id: row.id,
      seo: seo(row.meta.metaTitle || row.title, row.meta.metaDesc ?? '', row.meta.metaKeywords ?? '', row.meta.metaImage ?? ''),
      breadcrumbs: [HOME, { name: row.title, url: `/${slug}` }],
    };
  }
}
