/**
 * The owner's product writes, statement by statement, each inside the caller's transaction and each
 * scoped by the store id (decision 81): a row of another store is never read or written, so an id or
 * a handle of another store reads as absent. product-writes.service.ts decides; this file writes.
 */
import { and, eq, inArray, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import {
  addons,
  brands,
  categories,
  collectionProducts,
  collections,
  faqs,
  pages,
  productHandleRedirects,
  productImages,
  products,
  variants,
} from './catalog.tables';

/** The advisory lock key of a store's catalogue writes (any fixed int4; "prod" in ASCII). */
const CATALOGUE_LOCK = 0x70726f64;

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = Omit<typeof products.$inferInsert, 'id' | 'storeId' | 'isEnabled'>;

/**
 * One owner write of the store at a time, until the transaction ends: handle and SKU checks then see
 * every committed write and no other can slip in between the check and the write. Sales do not take
 * it (they lock only the rows they sell).
 */
export async function lockCatalogue(tx: Db, storeId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CATALOGUE_LOCK}::int, ${storeId}::int)`);
}

export async function productForUpdate(tx: Db, storeId: number, productId: number): Promise<ProductRow | null> {
  const [row] = await tx
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
    .for('update');
  return row ?? null;
}

/** The store's product at this handle, if any (a catalogue import updates it in place). */
export async function productIdByHandle(tx: Db, storeId: number, handle: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.slug, handle)));
  return row?.id ?? null;
}

/** What else of the store answers at `/{handle}`, if anything: a product other than `exceptId`, a category, brand, collection or page. */
export async function handleHolder(tx: Db, storeId: number, handle: string, exceptId: number): Promise<string | null> {
  const holders = [
    tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.slug, handle), ne(products.id, exceptId))),
    tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.storeId, storeId), eq(categories.slug, handle))),
    tx
      .select({ id: brands.id })
      .from(brands)
      .where(and(eq(brands.storeId, storeId), eq(brands.slug, handle))),
    tx
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.storeId, storeId), eq(collections.slug, handle))),
    tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.storeId, storeId), eq(pages.slug, handle))),
  ];
  const names = ['product', 'category', 'brand', 'collection', 'page'];
  // One after another: `tx` is a transaction's single connection, which runs one query at a time
  // (node-postgres deprecates queueing them), and the first holder found ends the search.
  for (const [index, query] of holders.entries()) if ((await query.limit(1)).length > 0) return names[index]!;
  return null;
}

/** The SKUs among `skus` that another product of the store, or its variants, already uses. */
export async function takenSkus(tx: Db, storeId: number, skus: readonly string[], exceptProductId: number): Promise<string[]> {
  if (skus.length === 0) return [];
  const ofProducts = await tx
    .select({ sku: products.sku })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.sku, [...skus]), ne(products.id, exceptProductId)));
  const ofVariants = await tx
    .select({ sku: variants.sku })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.storeId, storeId), inArray(variants.sku, [...skus]), ne(products.id, exceptProductId)));
  return [...new Set([...ofProducts, ...ofVariants].map((row) => row.sku))];
}

/** Whether the category or brand `id` is the store's. */
export async function ownsListing(tx: Db, table: typeof categories | typeof brands, storeId: number, id: number): Promise<boolean> {
  const rows = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.storeId, storeId), eq(table.id, id)))
    .limit(1);
  return rows.length > 0;
}

export async function insertProduct(tx: Db, storeId: number, row: NewProductRow): Promise<ProductRow> {
  const [inserted] = await tx
    .insert(products)
    .values({ ...row, storeId })
    .returning();
  return inserted!;
}

/** Writes `changes` and adds one to the version, only if the version is still `version`; null otherwise. */
export async function updateProduct(
  tx: Db,
  storeId: number,
  productId: number,
  version: number,
  changes: Partial<NewProductRow>,
): Promise<ProductRow | null> {
  const [updated] = await tx
    .update(products)
    .set({ ...changes, version: sql`${products.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(products.storeId, storeId), eq(products.id, productId), eq(products.version, version)))
    .returning();
  return updated ?? null;
}

export interface ImageInput {
  imageFile: string;
  thumbnailFile: string;
  alt: string;
}

/** The product's pictures' files, in order. */
export async function imageFilesOf(tx: Db, productId: number): Promise<string[]> {
  const rows = await tx
    .select({ imageFile: productImages.imageFile })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(productImages.position, productImages.id);
  return rows.map((row) => row.imageFile);
}

export async function replaceImages(tx: Db, productId: number, images: readonly ImageInput[]): Promise<void> {
  await tx.delete(productImages).where(eq(productImages.productId, productId));
  if (images.length > 0) await tx.insert(productImages).values(images.map((image, position) => ({ productId, ...image, position })));
}

/** A variant showing a picture the product no longer has shows the product's pictures instead. */
export async function forgetRemovedPictures(tx: Db, productId: number, kept: readonly string[]): Promise<void> {
  const stale = kept.length > 0 ? notInArray(variants.imageFile, [...kept]) : isNotNull(variants.imageFile);
  await tx
    .update(variants)
    .set({ imageFile: null })
    .where(and(eq(variants.productId, productId), stale));
}

/**
 * A rename: the old handle leads to the product from now on, and the new one, if it was an old handle
 * of any product of the store, leads nowhere any more (a live page wins over a redirect).
 */
export async function keepOldHandle(tx: Db, storeId: number, productId: number, oldHandle: string, newHandle: string): Promise<void> {
  await tx
    .delete(productHandleRedirects)
    .where(and(eq(productHandleRedirects.storeId, storeId), eq(productHandleRedirects.oldHandle, newHandle)));
  await tx
    .insert(productHandleRedirects)
    .values({ storeId, oldHandle, productId })
    .onConflictDoUpdate({
      target: [productHandleRedirects.storeId, productHandleRedirects.oldHandle],
      set: { productId, createdAt: sql`now()` },
    });
}

/** A new product takes a handle that may have been an old one: it no longer redirects. */
export async function releaseOldHandle(tx: Db, storeId: number, handle: string): Promise<void> {
  await tx
    .delete(productHandleRedirects)
    .where(and(eq(productHandleRedirects.storeId, storeId), eq(productHandleRedirects.oldHandle, handle)));
}

export async function deleteProduct(tx: Db, storeId: number, productId: number): Promise<boolean> {
  const deleted = await tx
    .delete(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
    .returning({ id: products.id });
  return deleted.length > 0;
}

/** A copy's pictures, add-ons, FAQs and collections, as the source has them (its reviews stay its own). */
export async function copyExtras(tx: Db, fromId: number, toId: number): Promise<void> {
  const images = await tx.select().from(productImages).where(eq(productImages.productId, fromId));
  if (images.length > 0) await tx.insert(productImages).values(images.map(({ id: _id, ...image }) => ({ ...image, productId: toId })));
  const addonRows = await tx.select().from(addons).where(eq(addons.productId, fromId));
  if (addonRows.length > 0) await tx.insert(addons).values(addonRows.map(({ id: _id, ...addon }) => ({ ...addon, productId: toId })));
  const faqRows = await tx.select().from(faqs).where(eq(faqs.productId, fromId));
  if (faqRows.length > 0) await tx.insert(faqs).values(faqRows.map(({ id: _id, ...faq }) => ({ ...faq, productId: toId })));
  const members = await tx.select().from(collectionProducts).where(eq(collectionProducts.productId, fromId));
  if (members.length > 0) await tx.insert(collectionProducts).values(members.map((member) => ({ ...member, productId: toId })));
}
