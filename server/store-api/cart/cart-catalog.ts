/**
 * What cart pricing reads of the catalogue: the store's enabled products named by the cart, their
 * variants and add-ons. Read fresh on every cart call (no cache): a stock check a few seconds stale
 * would let a shopper add what was just sold. One query, by primary key and the product indexes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SellableProduct } from '../../../src/domain/cart/cart-pricing';
import { priceMinor } from '../../../src/domain/money/money';
import type { Db } from '../platform/database/client';
import { rowsOf } from '../platform/database/rows-of';

/**
 * One product of alias `p` as a JSON object, its first image, variants and add-ons joined beside it
 * (sellableJoins): one round trip per cart call, and a fragment the one-statement add
 * (cart-add-statement.ts) embeds. Prices are cast to text so "49.00" is read into cents exactly,
 * never through a float column type.
 */
const sellableProductJson = sql`json_build_object(
  'id', p.id, 'name', p.name, 'slug', p.slug, 'sku', p.sku, 'price', p.price::text, 'isHidePrice', p.is_hide_price, 'stock', p.stock,
  'imageFile', sellable_image.image_file, 'thumbnailFile', sellable_image.thumbnail_file,
  'variants', sellable_variants.list, 'addons', sellable_addons.list)`;

/**
 * What sellableProductJson reads beside product `p`, for the products of `ids` (an int[] expression,
 * the same that picks `p`): the first images, the variants and the add-ons of all of them, each read
 * once by its product index and grouped by product, then joined. Lateral joins per product ran three
 * sub-plans (an index scan and an aggregate each) for every line of the cart on every cart call.
 */
function sellableJoins(ids: SQL): SQL {
  return sql`
  LEFT JOIN (SELECT DISTINCT ON (pi.product_id) pi.product_id, pi.image_file, pi.thumbnail_file FROM product_images pi
    WHERE pi.product_id = ANY (${ids}) ORDER BY pi.product_id, pi.position, pi.id) sellable_image ON sellable_image.product_id = p.id
  LEFT JOIN (SELECT v.product_id, json_agg(json_build_object('variantID', v.id, 'sku', v.sku, 'name', v.name, 'price', v.price::text,
    'stock', v.stock, 'imageFile', v.image_file, 'isHidePrice', v.is_hide_price) ORDER BY v.id) AS list FROM variants v
    WHERE v.product_id = ANY (${ids}) GROUP BY v.product_id) sellable_variants ON sellable_variants.product_id = p.id
  LEFT JOIN (SELECT a.product_id, json_agg(json_build_object('addonID', a.id, 'name', a.name, 'price', a.price::text) ORDER BY a.id) AS list
    FROM addons a WHERE a.product_id = ANY (${ids}) GROUP BY a.product_id) sellable_addons ON sellable_addons.product_id = p.id`;
}

/**
 * The enabled products of store `webId` among `ids` (an int[] expression), as rows (id, product) with
 * product in sellableProductJson's shape: what every cart call prices with (catalogOf reads a
 * `json_agg` of `product`).
 */
export function sellableCatalog(webId: number, ids: SQL): SQL {
  return sql`SELECT p.id, ${sellableProductJson} AS product FROM products p ${sellableJoins(ids)}
    WHERE p.store_id = ${webId}::int AND p.is_enabled AND p.id = ANY (${ids})`;
}

/** A variant or add-on as its JSON holds it: the price as decimal text. */
type PricedRow<T> = Omit<T, 'unitCents'> & { price: string };

interface ProductJson {
  id: number;
  name: string;
  slug: string;
  sku: string;
  price: string;
  isHidePrice: boolean;
  stock: number;
  imageFile: string | null;
  thumbnailFile: string | null;
  variants: Array<PricedRow<SellableProduct['variants'][number]>> | null;
  addons: Array<PricedRow<SellableProduct['addons'][number]>> | null;
}

/** A JSON value as the driver gives it: parsed already (node-postgres, PGlite) or as text. */
export function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A product as sellableProductJson wrote it, for pricing. */
export function sellableOf(json: unknown): SellableProduct {
  const row = parsedJson<ProductJson>(json);
  return {
    productID: row.id,
    name: row.name,
    sku: row.sku,
    unitCents: priceMinor(row.price),
    isHidePrice: row.isHidePrice,
    stock: row.stock,
    imageFile: row.imageFile ?? '',
    thumbnailFile: row.thumbnailFile ?? row.imageFile ?? '',
    productURL: `/${row.slug}`,
    variants: (row.variants ?? []).map(({ price, ...variant }) => ({ ...variant, unitCents: priceMinor(price) })),
    addons: (row.addons ?? []).map(({ price, ...addon }) => ({ ...addon, unitCents: priceMinor(price) })),
  };
}

/** The products of a `json_agg` of sellableProductJson (null: none), by id. */
export function catalogOf(json: unknown): Map<number, SellableProduct> {
  return new Map(
    (parsedJson<unknown[] | null>(json) ?? []).map((product) => {
      const sellable = sellableOf(product);
      return [sellable.productID, sellable];
    }),
  );
}

/** Products of store `webId` among `productIds`; unknown, disabled and other stores' ids are absent. */
export async function sellableProducts(db: Db, webId: number, productIds: readonly number[]): Promise<Map<number, SellableProduct>> {
  if (productIds.length === 0) return new Map();
  const ids = sql`ARRAY[${sql.join(
    [...new Set(productIds)].map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;
  const [row] = rowsOf<{ catalog: unknown }>(
    await db.execute(sql`SELECT json_agg(product)::text AS catalog FROM (${sellableCatalog(webId, ids)}) catalog`),
  );
  return catalogOf(row?.catalog);
}
