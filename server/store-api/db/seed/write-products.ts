/**
 * Inserts a planned catalogue's products and everything hanging off them (images, variants and their
 * attribute values, add-ons, reviews, FAQs, collection membership) plus the store's media files, in
 * batched multi-row statements.
 */
import { sql } from 'drizzle-orm';
import { addons, collectionProducts, faqs, media, productImages, products, reviews, variantValues, variants } from '../schema';
import { valueKey, type CataloguePlan } from './catalogue-plan';
import type { MediaFile } from './plan-media';
import { idLookup, insertInChunks, type Tx } from './insert-chunks';

export interface ProductCounts {
  products: number;
  productImages: number;
  variants: number;
  variantValues: number;
  addons: number;
  reviews: number;
  faqs: number;
  collectionProducts: number;
  media: number;
}

export interface ProductWriteInput {
  storeId: number;
  catalogue: CataloguePlan;
  media: MediaFile[];
  categoryId: (slug: string) => number;
  brandId: (slug: string) => number;
  collectionId: (slug: string) => number;
  attributeValueId: (key: string) => number;
}

/** Inserts rows without needing anything back. */
function insertAll<Row>(rows: readonly Row[], insert: (chunk: Row[]) => Promise<unknown>): Promise<unknown[]> {
  return insertInChunks(rows, async (chunk) => {
    await insert(chunk);
    return [];
  });
}

export async function writeProducts(tx: Tx, input: ProductWriteInput): Promise<ProductCounts> {
  const { storeId, catalogue } = input;
  const productRows = await insertInChunks(catalogue.products, (chunk) =>
    tx
      .insert(products)
      .values(
        chunk.map((p) => ({
          storeId,
          categoryId: input.categoryId(p.categorySlug),
          brandId: input.brandId(p.brandSlug),
          name: p.name,
          slug: p.slug,
          sku: p.sku,
          description: p.description,
          price: p.price,
          compareAtPrice: p.compareAtPrice,
          isHidePrice: p.isHidePrice,
          stock: p.stock,
          rating: p.rating,
          ratingCount: p.ratingCount,
          popularity: p.popularity,
          isNew: p.isNew,
          meta: p.meta,
          createdAt: p.createdAt,
        })),
      )
      .returning({ id: products.id, key: products.slug }),
  );
  const productId = idLookup(productRows, 'product');
  const withId = catalogue.products.map((plan) => ({ plan, id: productId(plan.slug) }));

  const imageRows = withId.flatMap(({ plan, id }) => plan.images.map((image) => ({ productId: id, ...image })));
  await insertAll(imageRows, (chunk) => tx.insert(productImages).values(chunk));

  const variantRows = withId.flatMap(({ plan, id }) =>
    plan.variants.map((v) => ({
      productId: id,
      sku: v.sku,
      name: v.name,
      price: v.price,
      stock: v.stock,
      imageFile: v.imageFile,
    })),
  );
  const insertedVariants = await insertInChunks(variantRows, (chunk) =>
    tx.insert(variants).values(chunk).returning({ id: variants.id, key: variants.sku }),
  );
  const variantId = idLookup(insertedVariants, 'variant');
  const variantValueRows = catalogue.products.flatMap((plan) =>
    plan.variants.flatMap((v) =>
      v.values.map((value) => ({
        variantId: variantId(v.sku),
        attributeValueId: input.attributeValueId(valueKey(value.attribute, value.value)),
      })),
    ),
  );
  await insertAll(variantValueRows, (chunk) => tx.insert(variantValues).values(chunk));

  const addonRows = withId.flatMap(({ plan, id }) => plan.addons.map((addon) => ({ productId: id, ...addon })));
  await insertAll(addonRows, (chunk) => tx.insert(addons).values(chunk));
  const reviewRows = withId.flatMap(({ plan, id }) => plan.reviews.map((review) => ({ productId: id, ...review })));
  await insertAll(reviewRows, (chunk) => tx.insert(reviews).values(chunk));
  const faqRows = withId.flatMap(({ plan, id }) => plan.faqs.map((faq) => ({ productId: id, ...faq })));
  await insertAll(faqRows, (chunk) => tx.insert(faqs).values(chunk));

  const memberRows = catalogue.collections.flatMap((collection) =>
    collection.productSlugs.map((slug, position) => ({
      collectionId: input.collectionId(collection.slug),
      productId: productId(slug),
      position,
    })),
  );
  await insertAll(memberRows, (chunk) => tx.insert(collectionProducts).values(chunk));

  const mediaRows = input.media.map((file) => ({ path: file.path, storeId, contentType: 'image/svg+xml', body: file.body }));
  // Upsert: a path left behind by an older seed without a store (store_id null) must not abort the run.
  await insertAll(mediaRows, (chunk) =>
    tx
      .insert(media)
      .values(chunk)
      .onConflictDoUpdate({
        target: media.path,
        set: { storeId, contentType: 'image/svg+xml', body: sql`excluded.body` },
      }),
  );

  return {
    products: productRows.length,
    productImages: imageRows.length,
    variants: variantRows.length,
    variantValues: variantValueRows.length,
    addons: addonRows.length,
    reviews: reviewRows.length,
    faqs: faqRows.length,
    collectionProducts: memberRows.length,
    media: mediaRows.length,
  };
}
