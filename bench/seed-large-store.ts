/**
 * A benchmark fixture: store 'bigstore' with 10,000 generated products (20% with variants, two
 * pictures each, 1% disabled) in 24 categories and 40 brands, written in batches of 500 rows; the
 * large-catalogue benchmark seeds another store the same way with 100,000. It borrows Aurora's theme
 * so its pages render like a real store. `npx tsx bench/seed-large-store.ts [count] [name]` seeds the
 * database in DATA_DIR (or DATABASE_URL); `npm run bench` seeds its own database on first use.
 */
import { eq, sql } from 'drizzle-orm';
import { fileURLToPath } from 'node:url';
import type { Db } from '../server/store-api/platform/database/client';
import { openDatabase } from '../server/store-api/platform/database/client';
import {
  brands,
  categories,
  collectionProducts,
  collections,
  productImages,
  products,
  stores,
  themes,
  variants,
} from '../server/store-api/db/schema';
import { mediaUrl } from '../server/store-api/db/seed/catalogue-plan';
import { insertInChunks } from '../server/store-api/db/seed/insert-chunks';
import { createRng } from '../server/store-api/db/seed/prng';
import { daysBefore, money, SEED_BASE_DATE, shopPrice, slugify } from '../server/store-api/db/seed/seed-text';

export const LARGE_STORE = 'bigstore';
const ADJECTIVES = [
  'Classic',
  'Modern',
  'Rustic',
  'Compact',
  'Deluxe',
  'Everyday',
  'Vintage',
  'Urban',
  'Nordic',
  'Coastal',
  'Studio',
  'Heritage',
];
const MATERIALS = ['Oak', 'Walnut', 'Linen', 'Wool', 'Steel', 'Ceramic', 'Leather', 'Cotton', 'Bamboo', 'Glass', 'Marble', 'Copper'];
const NOUNS = [
  'Chair',
  'Lamp',
  'Table',
  'Shelf',
  'Vase',
  'Throw',
  'Mug',
  'Bowl',
  'Rug',
  'Clock',
  'Mirror',
  'Basket',
  'Stool',
  'Cushion',
  'Tray',
  'Planter',
];

async function insertStoreRows(
  db: Db,
  name: string,
): Promise<{ storeId: number; categoryIds: number[]; brandIds: number[]; collectionIds: number[] }> {
  await db.delete(stores).where(eq(stores.name, name));
  const [store] = await db
    .insert(stores)
    .values({
      name,
      title: 'Big Store',
      domain: `${name}.localhost`,
      mainDomain: 'localhost',
      subDomain: name,
      webMeta: { description: 'A benchmark store with a large generated catalogue.' },
      settings: { staticCDN: '/media' },
    })
    .returning({ id: stores.id });
  const storeId = store!.id;
  const [aurora] = await db.select({ themeId: stores.activeThemeId }).from(stores).where(eq(stores.name, 'aurora'));
  const [borrowed] = aurora?.themeId ? await db.select().from(themes).where(eq(themes.id, aurora.themeId)) : [];
  const [theme] = await db
    .insert(themes)
    .values({ storeId, name: 'Big Store Default', themeData: borrowed?.themeData ?? '{"settings":{},"sections":[]}' })
    .returning({ id: themes.id });
  await db.update(stores).set({ activeThemeId: theme!.id }).where(eq(stores.id, storeId));
  const categoryRows = await db
    .insert(categories)
    .values(
      Array.from({ length: 24 }, (_, i) => ({
        storeId,
        name: `Department ${i + 1}`,
        slug: `department-${i + 1}`,
        position: i,
        description: `Everything in department ${i + 1}.`,
      })),
    )
    .returning({ id: categories.id });
  const brandRows = await db
    .insert(brands)
    .values(Array.from({ length: 40 }, (_, i) => ({ storeId, name: `Maker ${i + 1}`, slug: `maker-${i + 1}` })))
    .returning({ id: brands.id });
  const collectionRows = await db
    .insert(collections)
    .values(['Editors picks', 'Sale', 'New season'].map((title) => ({ storeId, name: title, slug: `big-${slugify(title)}` })))
    .returning({ id: collections.id });
  return {
    storeId,
    categoryIds: categoryRows.map((r) => r.id),
    brandIds: brandRows.map((r) => r.id),
    collectionIds: collectionRows.map((r) => r.id),
  };
}

export async function seedLargeStore(db: Db, count = 10_000, name = LARGE_STORE): Promise<{ storeId: number; products: number }> {
  const rng = createRng(name);
  const ids = await insertStoreRows(db, name);
  const planned = Array.from({ length: count }, (_, i) => {
    const title = `${rng.pick(ADJECTIVES)} ${rng.pick(MATERIALS)} ${rng.pick(NOUNS)}`;
    const price = shopPrice(rng.int(5, 2000) + rng.next());
    return {
      storeId: ids.storeId,
      categoryId: rng.pick(ids.categoryIds),
      brandId: rng.pick(ids.brandIds),
      name: title,
      slug: `${slugify(title)}-${i + 1}`,
      sku: `BIG-${String(i + 1).padStart(6, '0')}`,
      description: `The ${title.toLowerCase()} is made to last, in ${rng.pick(MATERIALS).toLowerCase()} and ${rng.pick(MATERIALS).toLowerCase()}.`,
      price: money(price),
      compareAtPrice: rng.chance(0.15) ? money(price * 1.25) : null,
      stock: rng.chance(0.1) ? 0 : rng.int(1, 60),
      rating: money(rng.int(20, 50) / 10),
      ratingCount: rng.int(0, 300),
      popularity: rng.int(0, 100_000),
      isNew: rng.chance(0.05),
      createdAt: daysBefore(SEED_BASE_DATE, rng.int(0, 700), rng.int(0, 86_399)),
      status: rng.chance(0.01) ? ('draft' as const) : ('active' as const),
      hasVariants: rng.chance(0.2),
    };
  });
  const inserted = await insertInChunks(planned, (chunk) =>
    db
      .insert(products)
      .values(chunk.map(({ hasVariants: _, ...row }) => row))
      .returning({ id: products.id, slug: products.slug, price: products.price, stock: products.stock }),
  );
  const variantRows = inserted.flatMap((row, i) =>
    planned[i]!.hasVariants
      ? ['S', 'M', 'L'].map((size, v) => ({
          productId: row.id,
          sku: `BIG-${row.id}-${size}`,
          name: size,
          price: row.price,
          stock: v === 0 ? row.stock : rng.int(0, 5) * (row.stock > 0 ? 1 : 0),
        }))
      : [],
  );
  await insertInChunks(variantRows, async (chunk) => {
    await db.insert(variants).values(chunk);
    return [];
  });
  const pictures = inserted.flatMap((row) =>
    [1, 2].map((n) => ({
      productId: row.id,
      imageFile: mediaUrl(name, `products/${row.slug}-${n}.svg`),
      thumbnailFile: mediaUrl(name, `products/${row.slug}-${n}-thumb.svg`),
      position: n - 1,
    })),
  );
  await insertInChunks(pictures, async (chunk) => {
    await db.insert(productImages).values(chunk);
    return [];
  });
  const members = ids.collectionIds.flatMap((collectionId, c) =>
    inserted
      .filter((_, i) => i % 37 === c)
      .slice(0, 200)
      .map((row, position) => ({ collectionId, productId: row.id, position })),
  );
  await insertInChunks(members, async (chunk) => {
    await db.insert(collectionProducts).values(chunk);
    return [];
  });
  // Fresh statistics, so the planner sees the real row counts and picks the indexes a live store would;
  // VACUUM also marks the new pages all-visible, as autovacuum would, so index-only scans stay index-only.
  for (const table of ['products', 'variants', 'product_images', 'collection_products'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { storeId: ids.storeId, products: inserted.length };
}

/** Whether the store is seeded (with exactly `count` products, when a count is given). */
export async function hasLargeStore(db: Db, name = LARGE_STORE, count?: number): Promise<boolean> {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.name, name)).limit(1);
  if (!store || count === undefined) return store !== undefined;
  const [seeded] = await db
    .select({ products: sql<number>`count(*)::int` })
    .from(products)
    .where(eq(products.storeId, store.id));
  return Number(seeded?.products) === count;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const handle = await openDatabase({ dataDir: process.env.DATA_DIR || './.data', databaseUrl: process.env.DATABASE_URL || undefined });
  const started = performance.now();
  const name = process.argv[3] ?? LARGE_STORE;
  const result = await seedLargeStore(handle.db, Number(process.argv[2] ?? 10_000), name);
  console.log(
    `Seeded ${name} (store ${result.storeId}) with ${result.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  await handle.close();
}
