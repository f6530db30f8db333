/**
 * What cart pricing reads of the catalogue: the store's enabled products named by the cart, their
 * variants and add-ons. Read fresh on every cart call (no cache): a stock check a few seconds stale
 * would let a shopper add what was just sold. One query, by primary key and the product indexes.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SellableProduct } from '../../../src/domain/cart/cart-pricing';
import { priceMinor } from '../../../src/domain/money/money';
import type { Db } from '../db/client';
import { products } from '../db/schema';

const firstImage = sql<
  string | null
>`(select pi.image_file from product_images pi where pi.product_id = "products"."id" order by pi.position, pi.id limit 1)`;
const firstThumb = sql<
  string | null
>`(select pi.thumbnail_file from product_images pi where pi.product_id = "products"."id" order by pi.position, pi.id limit 1)`;
// Variants and add-ons come as JSON in the same row: one round trip per cart call instead of three.
// Prices are cast to text so "49.00" is read into cents exactly, never through a float column type.
const variantList = sql<unknown>`(select json_agg(json_build_object('variantID', v.id, 'sku', v.sku, 'name', v.name, 'price', v.price::text, 'stock', v.stock, 'imageFile', v.image_file) order by v.id) from variants v where v.product_id = "products"."id")`;
const addonList = sql<unknown>`(select json_agg(json_build_object('addonID', a.id, 'name', a.name, 'price', a.price::text) order by a.id) from addons a where a.product_id = "products"."id")`;

/** A variant or add-on as its JSON column holds it: the price as decimal text. */
type PricedRow<T> = Omit<T, 'unitCents'> & { price: string };

/** A JSON column as the driver gives it: parsed already (node-postgres, PGlite) or as text. */
function jsonList<T>(value: unknown): T[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? (parsed as T[]) : [];
}

/** Products of store `webId` among `productIds`; unknown, disabled and other stores' ids are absent. */
export async function sellableProducts(db: Db, webId: number, productIds: readonly number[]): Promise<Map<number, SellableProduct>> {
  const ids = [...new Set(productIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      sku: products.sku,
      price: products.price,
      isHidePrice: products.isHidePrice,
      stock: products.stock,
      imageFile: firstImage,
      thumbnailFile: firstThumb,
      variants: variantList,
      addons: addonList,
    })
    .from(products)
    .where(and(eq(products.storeId, webId), eq(products.isEnabled, true), inArray(products.id, ids)));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        productID: row.id,
        name: row.name,
        sku: row.sku,
        unitCents: priceMinor(row.price),
        isHidePrice: row.isHidePrice,
        stock: row.stock,
        imageFile: row.imageFile ?? '',
        thumbnailFile: row.thumbnailFile ?? row.imageFile ?? '',
        productURL: `/${row.slug}`,
        variants: jsonList<PricedRow<SellableProduct['variants'][number]>>(row.variants).map(({ price, ...variant }) => ({
          ...variant,
          unitCents: priceMinor(price),
        })),
        addons: jsonList<PricedRow<SellableProduct['addons'][number]>>(row.addons).map(({ price, ...addon }) => ({
          ...addon,
          unitCents: priceMinor(price),
        })),
      },
    ]),
  );
}
