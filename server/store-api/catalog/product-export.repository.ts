/**
 * The store's products as catalogue drafts for the export (docs/catalogue.md, decision 87), read a
 * page of products at a time so an export of any size streams in flat memory. Pictures become
 * absolute addresses (`pictureAddress`), which an import into this store recognises as its own and
 * any other platform can fetch.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { ProductDraft, VariantDraft } from '../../../src/domain/catalog/csv/catalogue-draft';
import type { Db } from '../platform/database/client';
import { attributes, attributeValues, productImages, products, variants, variantValues, type ProductStatus } from './catalog.tables';

const PAGE = 200;

const cents = (amount: string | null): number | null => (amount === null ? null : Math.round(Number(amount) * 100));

type ProductRow = typeof products.$inferSelect;

async function variantsByProduct(db: Db, ids: number[]) {
  const rows = await db
    .select({
      productId: variants.productId,
      id: variants.id,
      sku: variants.sku,
      barcode: variants.barcode,
      price: variants.price,
      compareAtPrice: variants.compareAtPrice,
      weightGrams: variants.weightGrams,
      weightUnit: variants.weightUnit,
      stock: variants.stock,
      keepSelling: variants.sellWhenOutOfStock,
      imageFile: variants.imageFile,
      attributeId: attributes.id,
      attribute: attributes.name,
      value: attributeValues.value,
    })
    .from(variants)
    .leftJoin(variantValues, eq(variantValues.variantId, variants.id))
    .leftJoin(attributeValues, eq(attributeValues.id, variantValues.attributeValueId))
    .leftJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(inArray(variants.productId, ids))
    .orderBy(asc(variants.productId), asc(variants.id), asc(attributes.id));
  const grouped = new Map<number, typeof rows>();
  for (const row of rows) grouped.set(row.productId, [...(grouped.get(row.productId) ?? []), row]);
  return grouped;
}

function draftOf(
  product: ProductRow,
  images: Array<{ imageFile: string; alt: string }>,
  variantRows: Awaited<ReturnType<typeof variantsByProduct>> extends Map<number, infer R> ? R : never,
  pictureAddress: (file: string) => string,
): ProductDraft {
  const options: Array<{ id: number; name: string; values: string[] }> = [];
  const byVariant = new Map<number, { row: (typeof variantRows)[number]; values: Map<number, string> }>();
  for (const row of variantRows) {
    const entry = byVariant.get(row.id) ?? { row, values: new Map<number, string>() };
    byVariant.set(row.id, entry);
    if (row.attributeId === null || row.value === null) continue;
    let option = options.find((candidate) => candidate.id === row.attributeId);
    if (!option) options.push((option = { id: row.attributeId, name: row.attribute!, values: [] }));
    if (!option.values.includes(row.value)) option.values.push(row.value);
    entry.values.set(row.attributeId, row.value);
  }
  const base = {
    barcode: product.barcode,
    compareAtCents: cents(product.compareAtPrice),
    keepSelling: product.sellWhenOutOfStock,
    grams: product.weightGrams,
    weightUnit: product.weightUnit,
    requiresShipping: true,
  };
  // What a shopper sees struck through (decision 104): the variant's own compare-at price, else the
  // product's where it is above the variant's price; a file has no "the product's" to point to.
  const compareAtOf = (row: (typeof variantRows)[number]) => {
    const own = cents(row.compareAtPrice) ?? base.compareAtCents;
    return own !== null && own > cents(row.price)! ? own : null;
  };
  const variantDrafts: VariantDraft[] =
    byVariant.size === 0
      ? [{ ...base, optionValues: [], sku: product.sku, priceCents: cents(product.price)!, stock: product.stock, imageSrc: null }]
      : [...byVariant.values()].map(({ row, values }) => ({
          ...base,
          optionValues: options.map((option) => values.get(option.id) ?? ''),
          sku: row.sku,
          barcode: row.barcode,
          priceCents: cents(row.price)!,
          compareAtCents: compareAtOf(row),
          grams: row.weightGrams ?? product.weightGrams,
          weightUnit: row.weightUnit,
          stock: row.stock,
          keepSelling: row.keepSelling,
          imageSrc: row.imageFile ? pictureAddress(row.imageFile) : null,
        }));
  return {
    handle: product.slug,
    title: product.name,
    descriptionHtml: product.description,
    vendor: product.vendor,
    type: product.productType,
    tags: product.tags,
    published: product.status === 'active',
    status: product.status,
    options: options.map(({ name, values }) => ({ name, values })),
    variants: variantDrafts,
    images: images.map((image, index) => ({ src: pictureAddress(image.imageFile), position: index + 1, alt: image.alt })),
    seo: { title: product.meta.metaTitle ?? '', description: product.meta.metaDesc ?? '' },
  };
}

/** The store's products (of one status, or all), in the order they were added. */
export async function* exportDrafts(
  db: Db,
  storeId: number,
  status: ProductStatus | 'all',
  pictureAddress: (file: string) => string,
): AsyncGenerator<ProductDraft> {
  for (let after = 0; ;) {
    const page = await db
      .select()
      .from(products)
      .where(and(eq(products.storeId, storeId), gt(products.id, after), status === 'all' ? undefined : eq(products.status, status)))
      .orderBy(asc(products.id))
      .limit(PAGE);
    if (page.length === 0) return;
    const ids = page.map((product) => product.id);
    const pictures = await db
      .select({ productId: productImages.productId, imageFile: productImages.imageFile, alt: productImages.alt })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
    const grouped = await variantsByProduct(db, ids);
    for (const product of page)
      yield draftOf(
        product,
        pictures.filter((picture) => picture.productId === product.id),
        grouped.get(product.id) ?? [],
        pictureAddress,
      );
    after = ids.at(-1)!;
  }
}
