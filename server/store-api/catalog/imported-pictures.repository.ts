/**
 * A catalogue import's fetched picture joins its product (decision 87): after the pictures the product
 * already shows, on the variants whose option values the file gave it to (where they show none), under
 * the store's catalogue lock, with the product's version moved on so an editor open on it reloads.
 */
import { and, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { productImages, products, variants } from './catalog.tables';
import { lockCatalogue } from './product-writes.repository';
import { variantsOf } from './variant-writes.repository';

const sameValues = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

export async function addImportedPicture(
  db: Db,
  storeId: number,
  productId: number,
  picture: { imageFile: string; alt: string },
  shownBy: readonly string[][],
): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockCatalogue(tx, storeId);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.id, productId)));
    if (!product) return;
    const [has] = await tx
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.productId, productId), eq(productImages.imageFile, picture.imageFile)));
    if (!has) {
      const [last] = await tx
        .select({ position: max(productImages.position) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      await tx.insert(productImages).values({
        productId,
        imageFile: picture.imageFile,
        thumbnailFile: picture.imageFile,
        alt: picture.alt,
        position: (last?.position ?? -1) + 1,
      });
    }
    const ids = (await variantsOf(tx, productId))
      .filter((variant) => shownBy.some((values) => sameValues(values, variant.optionValues)))
      .map((variant) => variant.id);
    if (ids.length > 0)
      await tx
        .update(variants)
        .set({ imageFile: picture.imageFile })
        .where(and(eq(variants.productId, productId), inArray(variants.id, ids), isNull(variants.imageFile)));
    await tx
      .update(products)
      .set({ version: sql`${products.version} + 1`, updatedAt: new Date() })
      .where(eq(products.id, productId));
  });
}
