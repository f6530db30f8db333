/** Catalogue reads for cards (sections, listings). Every query is scoped by the tenant's webID. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BrandCard, CategoryCard, ProductCard, ProductSource } from '../../../src/domain/catalog/catalog-types';
import type { SearchSuggestions } from '../../../src/domain/catalog/search-suggestions';
import { storeKey, TtlCache } from '../platform/ttl-cache';
import type { Db } from '../platform/database/client';
import { cardColumns, toProductCard } from './card-columns';
import { readSuggestions } from './suggestion.repository';
import { groupRuleCondition } from './group-rule-condition';
import { brands, categories, collectionProducts, collections, products } from './catalog.tables';

const categoryProductCount = sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id" and p.is_enabled)`;

export class CatalogRepository {
  // Home-page sections read the same cards on every request: keep them for a few seconds.
  private readonly cache = new TtlCache<unknown>({ ttlMs: 5_000, maxEntries: 2_000 });

  constructor(private readonly deps: { db: Db }) {}

  /** The store's catalogue changed (a store event): its cards are read anew. */
  forgetStore(webId?: number): void {
    this.cache.forgetStore(webId);
  }

  productCards(webId: number, source: ProductSource, limit: number): Promise<ProductCard[]> {
    const key = storeKey(webId, 'p', source.kind, 'slug' in source ? source.slug : '', limit);
    return this.cache.get(key, () => this.loadProductCards(webId, source, limit)) as Promise<ProductCard[]>;
  }

  categoryCards(webId: number, limit: number): Promise<CategoryCard[]> {
    return this.cache.get(storeKey(webId, 'c', limit), () => this.loadCategoryCards(webId, limit)) as Promise<CategoryCard[]>;
  }

  brandCards(webId: number, limit: number): Promise<BrandCard[]> {
    return this.cache.get(storeKey(webId, 'b', limit), () => this.loadBrandCards(webId, limit)) as Promise<BrandCard[]>;
  }

  /** What the header suggests for the typed words; shoppers typing the same start share the answer. */
  suggestions(webId: number, words: readonly string[]): Promise<SearchSuggestions> {
    return this.cache.get(storeKey(webId, 's', words.join(' ')), () =>
      readSuggestions(this.deps.db, webId, words),
    ) as Promise<SearchSuggestions>;
  }

  private async loadProductCards(webId: number, source: ProductSource, limit: number): Promise<ProductCard[]> {
    const { db } = this.deps;
    const base = db
      .select(cardColumns)
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .$dynamic();
    const scope = and(eq(products.storeId, webId), eq(products.isEnabled, true));
    let query;
    switch (source.kind) {
      case 'category':
        query = base.where(and(scope, eq(categories.slug, source.slug))).orderBy(desc(products.popularity));
        break;
      case 'brand':
        query = base.where(and(scope, eq(brands.slug, source.slug))).orderBy(desc(products.popularity));
        break;
      case 'collection': {
        const [group] = await db
          .select({ id: collections.id, rule: collections.rule })
          .from(collections)
          .where(and(eq(collections.storeId, webId), eq(collections.slug, source.slug)));
        if (!group) return [];
        // A rule group's products are worked out from its rule, most popular first (decision 100); a manual list keeps its order.
        query = group.rule
          ? base.where(and(scope, groupRuleCondition(webId, group.rule))).orderBy(desc(products.popularity), asc(products.id))
          : base
              .innerJoin(collectionProducts, eq(collectionProducts.productId, products.id))
              .where(and(scope, eq(collectionProducts.collectionId, group.id)))
              .orderBy(asc(collectionProducts.position), asc(products.id));
        break;
      }
      case 'popular':
        query = base.where(scope).orderBy(desc(products.popularity), asc(products.id));
        break;
      default:
        query = base.where(scope).orderBy(desc(products.createdAt), asc(products.id));
    }
    const rows = await query.limit(limit);
    return rows.map(toProductCard);
  }

  private async loadCategoryCards(webId: number, limit: number): Promise<CategoryCard[]> {
    const rows = await this.deps.db
      .select({
        id: categories.id,
        name: categories.name,
        slug: categories.slug,
        imageFile: categories.imageFile,
        count: categoryProductCount,
      })
      .from(categories)
      .where(eq(categories.storeId, webId))
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(limit);
    return rows.map((r) => ({
      categoryID: r.id,
      name: r.name,
      slug: r.slug,
      url: `/${r.slug}`,
      imageFile: r.imageFile,
      productCount: Number(r.count),
    }));
  }

  private async loadBrandCards(webId: number, limit: number): Promise<BrandCard[]> {
    const rows = await this.deps.db.select().from(brands).where(eq(brands.storeId, webId)).orderBy(asc(brands.name)).limit(limit);
    return rows.map((r) => ({ brandID: r.id, name: r.name, slug: r.slug, url: `/${r.slug}`, logoFile: r.logoFile }));
  }
}
