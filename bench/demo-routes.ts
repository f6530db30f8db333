/** One address per route kind of a demo store (its first category and product), for the page benchmarks. */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../server/store-api/platform/database/client';
import { categories, products, stores } from '../server/store-api/db/schema';

export type RouteKind = 'home' | 'listing' | 'product' | 'cart' | 'checkout' | 'account';

export async function routesOf(db: Db, storeName: string): Promise<Array<[RouteKind, string]>> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, storeName));
  const [category] = await db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.storeId, store!.id))
    .orderBy(asc(categories.id))
    .limit(1);
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(eq(products.storeId, store!.id))
    .orderBy(asc(products.id))
    .limit(1);
  return [
    ['home', '/'],
    ['listing', `/${category!.slug}`],
    ['product', `/${product!.slug}`],
    ['cart', '/cart'],
    ['checkout', '/checkout'],
    ['account', '/account'],
  ];
}

/** The first product a guest can put in a cart (priced and in stock), for the cart and checkout pages' benchmarks. */
export async function addableProductOf(db: Db, storeName: string): Promise<string> {
  const [product] = await db
    .select({ slug: products.slug })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(stores.name, storeName), eq(products.isHidePrice, false), eq(products.inStock, true)))
    .orderBy(asc(products.id))
    .limit(1);
  if (!product) throw new Error(`${storeName} has no product a guest can add to a cart`);
  return `/${product.slug}`;
}
