/**
 * A product's options and variants as the owner writes them, inside the caller's transaction
 * (decision 81). An option is one of the store's attributes (Size, Colour), found by name or made;
 * its values likewise. Stock of an existing variant is never written here: only setStock moves it,
 * through the ledger, so a form loaded before a sale cannot write the sold units back.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { attributeValues, attributes, products, variantValues, variants } from './catalog.tables';
import type { StockMove } from './stock-ledger.repository';
import type { WeightUnit } from '../../../src/domain/catalog/variant-fields';

export interface OptionInput {
  name: string;
  values: string[];
}

export interface VariantInput {
  /** An existing variant of the product; absent to add one. */
  id?: number | undefined;
  sku: string;
  barcode: string;
  price: string;
  /** Null: the product's compare-at price shows (decision 104). */
  compareAtPrice: string | null;
  isHidePrice: boolean;
  /** Null: the product's weight. */
  weightGrams: number | null;
  weightUnit: WeightUnit;
  /** Of a new variant only. */
  stock: number;
  sellWhenOutOfStock: boolean;
  imageFile: string | null;
  /** One value per option, in the options' order. */
  optionValues: string[];
}

/** The ids of the store's attribute values for `options`, made where missing: key `option index/value`. */
async function optionValueIds(tx: Db, storeId: number, options: readonly OptionInput[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, option] of options.entries()) {
    const [found] = await tx
      .select({ id: attributes.id })
      .from(attributes)
      .where(and(eq(attributes.storeId, storeId), sql`lower(${attributes.name}) = lower(${option.name})`))
      .orderBy(asc(attributes.id))
      .limit(1);
    const attributeId =
      found?.id ??
      (await tx.insert(attributes).values({ storeId, name: option.name, displayType: 'dropdown' }).returning({ id: attributes.id }))[0]!.id;
    const known = await tx
      .select({ id: attributeValues.id, value: attributeValues.value })
      .from(attributeValues)
      .where(eq(attributeValues.attributeId, attributeId));
    for (const [position, value] of option.values.entries()) {
      const existing = known.find((row) => row.value === value);
      const id =
        existing?.id ??
        (await tx.insert(attributeValues).values({ attributeId, value, position }).returning({ id: attributeValues.id }))[0]!.id;
      ids.set(`${index}/${value}`, id);
    }
  }
  return ids;
}

/** Ids of the product's variants (the product checked to be the store's by the caller). */
export async function variantIdsOf(tx: Db, productId: number): Promise<number[]> {
  const rows = await tx.select({ id: variants.id }).from(variants).where(eq(variants.productId, productId)).orderBy(asc(variants.id));
  return rows.map((row) => row.id);
}

/**
 * Makes the product's variants `list`: listed ids updated (not their stock), new ones added with their
 * stock, the others removed. Answers the new variants' stock as moves for the ledger.
 */
export async function writeVariants(
  tx: Db,
  storeId: number,
  productId: number,
  options: readonly OptionInput[],
  list: readonly VariantInput[],
): Promise<StockMove[]> {
  const valueIds = await optionValueIds(tx, storeId, options);
  const kept = list.flatMap((variant) => (variant.id ? [variant.id] : []));
  const gone = (await variantIdsOf(tx, productId)).filter((id) => !kept.includes(id));
  if (gone.length > 0) await tx.delete(variants).where(and(eq(variants.productId, productId), inArray(variants.id, gone)));
  const moves: StockMove[] = [];
  for (const variant of list) {
    const name = variant.optionValues.join(' / ') || 'Default';
    const fields = {
      sku: variant.sku,
      barcode: variant.barcode,
      price: variant.price,
      compareAtPrice: variant.compareAtPrice,
      isHidePrice: variant.isHidePrice,
      weightGrams: variant.weightGrams,
      weightUnit: variant.weightUnit,
      name,
      sellWhenOutOfStock: variant.sellWhenOutOfStock,
      imageFile: variant.imageFile,
    };
    let id = variant.id;
    if (id) {
      await tx
        .update(variants)
        .set(fields)
        .where(and(eq(variants.id, id), eq(variants.productId, productId)));
      await tx.delete(variantValues).where(eq(variantValues.variantId, id));
    } else {
      id = (
        await tx
          .insert(variants)
          .values({ ...fields, productId, stock: variant.stock })
          .returning({ id: variants.id })
      )[0]!.id;
      moves.push({ productId, variantId: id, delta: variant.stock, quantityAfter: variant.stock });
    }
    const links = variant.optionValues.map((value, index) => ({ variantId: id, attributeValueId: valueIds.get(`${index}/${value}`)! }));
    if (links.length > 0) await tx.insert(variantValues).values(links);
  }
  return moves;
}

/**
 * Sets one stock count of the store's product (variant 0: the product's own) and answers the move, or
 * null when the product or variant is not the store's. The row is locked as a sale locks it.
 */
export async function setStockCount(
  tx: Db,
  storeId: number,
  productId: number,
  variantId: number,
  quantity: number,
): Promise<StockMove | null> {
  if (variantId === 0) {
    const [before] = await tx
      .select({ stock: products.stock })
      .from(products)
      .where(and(eq(products.storeId, storeId), eq(products.id, productId)))
      .for('update');
    if (!before) return null;
    await tx
      .update(products)
      .set({ stock: quantity })
      .where(and(eq(products.storeId, storeId), eq(products.id, productId)));
    return { productId, variantId, delta: quantity - before.stock, quantityAfter: quantity };
  }
  const [before] = await tx
    .select({ stock: variants.stock })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(and(eq(products.storeId, storeId), eq(variants.productId, productId), eq(variants.id, variantId)))
    .for('update', { of: variants });
  if (!before) return null;
  await tx.update(variants).set({ stock: quantity }).where(eq(variants.id, variantId));
  return { productId, variantId, delta: quantity - before.stock, quantityAfter: quantity };
}

/** The product's variants as a VariantInput list, for a copy: no SKU or barcode (unique per store), no stock. */
export async function variantsForCopy(tx: Db, productId: number): Promise<{ options: OptionInput[]; list: VariantInput[] }> {
  const { options, list } = await variantsWithOptions(tx, productId);
  return { options, list: list.map(({ id: _id, ...variant }) => variant) };
}

/**
 * The product's variants, each with its id, option values (an import matches them by their values) and
 * hidden-price flag (a file has no column for it, so an import keeps it).
 */
export async function variantsOf(tx: Db, productId: number): Promise<Array<{ id: number; optionValues: string[]; isHidePrice: boolean }>> {
  return (await variantsWithOptions(tx, productId)).list.map((variant) => ({
    id: variant.id,
    optionValues: variant.optionValues,
    isHidePrice: variant.isHidePrice,
  }));
}

async function variantsWithOptions(
  tx: Db,
  productId: number,
): Promise<{ options: OptionInput[]; list: Array<VariantInput & { id: number }> }> {
  const rows = await tx
    .select({
      id: variants.id,
      price: variants.price,
      compareAtPrice: variants.compareAtPrice,
      isHidePrice: variants.isHidePrice,
      weightGrams: variants.weightGrams,
      weightUnit: variants.weightUnit,
      sellWhenOutOfStock: variants.sellWhenOutOfStock,
      imageFile: variants.imageFile,
      attribute: attributes.name,
      attributeId: attributes.id,
      value: attributeValues.value,
    })
    .from(variants)
    .leftJoin(variantValues, eq(variantValues.variantId, variants.id))
    .leftJoin(attributeValues, eq(attributeValues.id, variantValues.attributeValueId))
    .leftJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(variants.productId, productId))
    .orderBy(asc(variants.id), asc(attributes.id));
  const options: OptionInput[] = [];
  const attributeOrder: number[] = [];
  for (const row of rows) {
    if (row.attributeId === null || row.value === null) continue;
    let index = attributeOrder.indexOf(row.attributeId);
    if (index < 0) {
      index = attributeOrder.push(row.attributeId) - 1;
      options.push({ name: row.attribute!, values: [] });
    }
    if (!options[index]!.values.includes(row.value)) options[index]!.values.push(row.value);
  }
  const byVariant = new Map<number, VariantInput & { id: number }>();
  for (const row of rows) {
    const variant = byVariant.get(row.id) ?? {
      id: row.id,
      sku: '',
      barcode: '',
      price: row.price,
      compareAtPrice: row.compareAtPrice,
      isHidePrice: row.isHidePrice,
      weightGrams: row.weightGrams,
      weightUnit: row.weightUnit,
      stock: 0,
      sellWhenOutOfStock: row.sellWhenOutOfStock,
      imageFile: row.imageFile,
      optionValues: [],
    };
    byVariant.set(row.id, variant);
    if (row.attributeId !== null && row.value !== null) variant.optionValues[attributeOrder.indexOf(row.attributeId)] = row.value;
  }
  return { options, list: [...byVariant.values()] };
}
