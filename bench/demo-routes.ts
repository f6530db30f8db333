/** One address per route kind of a demo store (its first category and product), for the page benchmarks. */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../server/store-api/db/client';
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
