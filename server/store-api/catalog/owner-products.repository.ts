/**
 * The owner's reads of the catalogue (decision 81): the paged product list with search and a status
 * filter, and one product as the editor loads it, with its version, variants and latest stock moves.
 * Scoped by the store id: another store's product reads as absent. Drafts and archived products are
 * here, unlike every shopper read.
 */
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { OwnerProductListWire, OwnerProductWire } from '../../../src/contracts/owner-products.wire';
import { containsPattern } from '../platform/contains-pattern';
import type { Db } from '../platform/database/client';
import { productImages, products, variants, type ProductStatus } from './catalog.tables';
import { effectiveStock } from './card-columns';
import { stockHistory } from './stock-ledger.repository';
import { variantsForCopy } from './variant-writes.repository';
import { manualGroupsOf } from './product-group-members.repository';
import { addonsOf, faqsOf } from './product-extras.repository';

export interface OwnerProductsQuery {
  page: number;
  pageSize: number;
  search: string;
  status: ProductStatus | 'all';
}

export async function ownerProducts(db: Db, storeId: number, query: OwnerProductsQuery): Promise<OwnerProductListWire> {
  const conditions: SQL[] = [eq(products.storeId, storeId)];
  if (query.status !== 'all') conditions.push(eq(products.status, query.status));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      or(sql`${products.name} ilike ${pattern}`, sql`${products.sku} ilike ${pattern}`, sql`${products.slug} ilike ${pattern}`)!,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        status: products.status,
        version: products.version,
        sku: products.sku,
        price: products.price,
        stock: effectiveStock,
        variantCount: sql<number>`(select count(*)::int from variants v where v.product_id = "products"."id")`,
        updatedAt: products.updatedAt,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      productID: row.id,
      name: row.name,
      handle: row.slug,
      status: row.status,
      version: row.version,
      sku: row.sku,
      price: row.price,
      stock: Number(row.stock),
      variantCount: Number(row.variantCount),
      updatedAt: row.updatedAt.toISOString(),
    })),
    total: Number(total?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function ownerProduct(db: Db, storeId: number, productId: number): Promise<OwnerProductWire | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
    .limit(1);
  if (!row) return null;
  const [images, variantRows, shape, history, groupIDs, faqList, addonList] = await Promise.all([
    db
      .select({ imageFile: productImages.imageFile, thumbnailFile: productImages.thumbnailFile, alt: productImages.alt })
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db.select().from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.id)),
    variantsForCopy(db, productId),
    stockHistory(db, storeId, productId, 20),
    manualGroupsOf(db, storeId, productId),
    faqsOf(db, productId),
    addonsOf(db, productId),
  ]);
  return {
    productID: row.id,
    handle: row.slug,
    status: row.status,
    version: row.version,
    name: row.name,
    description: row.description,
    vendor: row.vendor,
    productType: row.productType,
    tags: row.tags,
    categoryID: row.categoryId,
    brandID: row.brandId,
    groupIDs,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    isHidePrice: row.isHidePrice,
    sku: row.sku,
    barcode: row.barcode,
    stock: row.stock,
    sellWhenOutOfStock: row.sellWhenOutOfStock,
    weightGrams: row.weightGrams,
    weightUnit: row.weightUnit,
    seoTitle: row.meta.metaTitle ?? '',
    seoDescription: row.meta.metaDesc ?? '',
    images,
    faqs: faqList,
    addons: addonList.map((addon) => ({ addonID: addon.id, name: addon.name, price: addon.price })),
    options: shape.options,
    variants: variantRows.map((variant, index) => ({
      variantID: variant.id,
      sku: variant.sku,
      barcode: variant.barcode,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
      isHidePrice: variant.isHidePrice,
      weightGrams: variant.weightGrams,
      weightUnit: variant.weightUnit,
      stock: variant.stock,
      sellWhenOutOfStock: variant.sellWhenOutOfStock,
      imageFile: variant.imageFile,
      optionValues: shape.list[index]?.optionValues ?? [],
    })),
    stockHistory: history.map((move) => ({
      variantID: move.variantId,
      delta: move.delta,
      quantityAfter: move.quantityAfter,
      reason: move.reason,
      ownerID: move.ownerId,
      orderID: move.orderId,
      at: move.at.toISOString(),
    })),
  };
}

/** Whether the store has the product (a cheap check before reading what hangs off it). */
export async function hasProduct(db: Db, storeId: number, productId: number): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
    .limit(1);
  return rows.length > 0;
}
