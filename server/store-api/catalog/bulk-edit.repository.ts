/**
 * The bulk editor's reads and writes (decision 92), each scoped by the store: the chosen products'
 * variants as grid rows, newest product first as the owner's list shows them, at most MAX_BULK_ROWS;
 * and the statements of one save, inside the caller's transaction.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { centsOf, MAX_BULK_ROWS } from '../../../src/domain/catalog/bulk-edit';
import type { BulkRowsWire, BulkRowWire } from '../../../src/contracts/owner-bulk-edit.contract';
import { containsPattern } from '../platform/contains-pattern';
import type { Db } from '../platform/database/client';
import { products, variants, type ProductStatus } from './catalog.tables';

export interface BulkChoice {
  productIds?: number[] | undefined;
  search: string;
  status: ProductStatus | 'all';
}

/** A row's price of its stored amount; the catalogue's amounts always have cents. */
const cents = (amount: string) => centsOf(amount) ?? 0;

function whereOf(storeId: number, choice: BulkChoice): SQL {
  const conditions: SQL[] = [eq(products.storeId, storeId)];
  if (choice.productIds) conditions.push(inArray(products.id, choice.productIds));
  else {
    if (choice.status !== 'all') conditions.push(eq(products.status, choice.status));
    if (choice.search) {
      const pattern = containsPattern(choice.search);
      conditions.push(
        or(sql`${products.name} ilike ${pattern}`, sql`${products.sku} ilike ${pattern}`, sql`${products.slug} ilike ${pattern}`)!,
      );
    }
  }
  return and(...conditions)!;
}

export async function bulkRows(db: Db, storeId: number, choice: BulkChoice): Promise<BulkRowsWire> {
  const where = whereOf(storeId, choice);
  // A product counts as many rows as it has variants, or one.
  const rowCount = sql<number>`greatest(1, (select count(*)::int from variants v where v.product_id = "products"."id"))`;
  const [chosen, [sum]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        version: products.version,
        sku: products.sku,
        price: products.price,
        compareAtPrice: products.compareAtPrice,
        stock: products.stock,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.id))
      .limit(MAX_BULK_ROWS),
    db
      .select({ total: sql<number>`coalesce(sum(${rowCount}), 0)::int` })
      .from(products)
      .where(where),
  ]);
  const variantRows =
    chosen.length === 0
      ? []
      : await db
          .select()
          .from(variants)
          .where(
            inArray(
              variants.productId,
              chosen.map((product) => product.id),
            ),
          )
          .orderBy(asc(variants.id));
  const rows: BulkRowWire[] = [];
  for (const product of chosen) {
    const own = variantRows.filter((variant) => variant.productId === product.id);
    const base = { productID: product.id, productName: product.name, version: product.version };
    const compareAtCents = product.compareAtPrice === null ? null : cents(product.compareAtPrice);
    const next: BulkRowWire[] =
      own.length === 0
        ? [
            {
              ...base,
              variantID: 0,
              variantName: '',
              sku: product.sku,
              priceCents: cents(product.price),
              compareAtCents,
              stock: product.stock,
            },
          ]
        : own.map((variant) => ({
            ...base,
            variantID: variant.id,
            variantName: variant.name,
            sku: variant.sku,
            priceCents: cents(variant.price),
            compareAtCents,
            stock: variant.stock,
          }));
    // A product's rows stay together: one that would cross the limit is left out whole.
    if (rows.length + next.length > MAX_BULK_ROWS) break;
    rows.push(...next);
  }
  const total = Number(sum?.total ?? 0);
  return { rows, total, truncated: rows.length < total, limit: MAX_BULK_ROWS };
}

/** The store's products among `ids`, locked for the save, with their variants' ids. */
export async function productsForSave(tx: Db, storeId: number, ids: readonly number[]) {
  const rows = await tx
    .select({ id: products.id, version: products.version })
    .from(products)
    .where(and(eq(products.storeId, storeId), inArray(products.id, [...ids])))
    .for('update');
  const variantRows =
    rows.length === 0
      ? []
      : await tx
          .select({ id: variants.id, productId: variants.productId })
          .from(variants)
          .where(
            inArray(
              variants.productId,
              rows.map((row) => row.id),
            ),
          );
  return new Map(
    rows.map((row) => [row.id, { version: row.version, variantIds: variantRows.filter((v) => v.productId === row.id).map((v) => v.id) }]),
  );
}

/** The current stock of each (product, variant 0 or variant) of `keys`, read under a row lock as sales lock them. */
export async function stockOf(tx: Db, keys: ReadonlyArray<{ productId: number; variantId: number }>): Promise<Map<string, number>> {
  const productIds = keys.filter((key) => key.variantId === 0).map((key) => key.productId);
  const variantIds = keys.filter((key) => key.variantId > 0).map((key) => key.variantId);
  const found = new Map<string, number>();
  if (productIds.length > 0)
    for (const row of await tx.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, productIds)))
      found.set(`${row.id}/0`, row.stock);
  if (variantIds.length > 0)
    for (const row of await tx
      .select({ id: variants.id, productId: variants.productId, stock: variants.stock })
      .from(variants)
      .where(inArray(variants.id, variantIds))
      .for('update'))
      found.set(`${row.productId}/${row.id}`, row.stock);
  return found;
}

export async function setVariantPrice(tx: Db, variantId: number, price: string): Promise<void> {
  await tx.update(variants).set({ price }).where(eq(variants.id, variantId));
}

export async function setVariantStock(tx: Db, variantId: number, stock: number): Promise<void> {
  await tx.update(variants).set({ stock }).where(eq(variants.id, variantId));
}

export async function setProductStock(tx: Db, productId: number, stock: number): Promise<void> {
  await tx.update(products).set({ stock }).where(eq(products.id, productId));
}

/**
 * One version further for a product whose prices changed: its own price (or, with variants, their
 * lowest, which listings sort and show, as the editor keeps it) and its compare-at price when given.
 */
export async function repriceProduct(
  tx: Db,
  productId: number,
  changes: { price?: string | undefined; compareAtPrice?: string | null | undefined; hasVariants: boolean },
) {
  const lowest = sql`(select min(v.price) from variants v where v.product_id = ${productId})`;
  const [row] = await tx
    .update(products)
    .set({
      ...(changes.hasVariants
        ? { price: sql`coalesce(${lowest}, ${products.price})` }
        : changes.price !== undefined
          ? { price: changes.price }
          : {}),
      ...(changes.compareAtPrice !== undefined ? { compareAtPrice: changes.compareAtPrice } : {}),
      version: sql`${products.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(products.id, productId))
    .returning();
  return row!;
}
