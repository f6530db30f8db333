/**
 * Customers' stored carts. Every call runs in a transaction holding a row lock on the cart
 * (SELECT ... FOR UPDATE), so two tabs writing at once are applied one after the other and neither
 * change is lost; the lines are then rewritten as the difference from what was read.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerLine } from '../../../src/domain/cart/cart-ledger';
import type { SellableProduct } from '../../../src/domain/cart/cart-pricing';
import type { Db } from '../platform/database/client';
import { rowsOf } from '../platform/database/rows-of';
import { cartItems, carts } from './cart.tables';
import { catalogOf, parsedJson, sellableCatalog } from './cart-catalog';

export interface CartOwner {
  webId: number;
  customerId: string;
}

const addonText = (ids: readonly number[]) => ids.join(',');
const addonList = (text: string) => (text === '' ? [] : text.split(',').map(Number));

/**
 * Locks the owner's cart for the rest of the transaction, creating it first when `create` and it is
 * missing. Null when there is none. The lines are read by a later statement (readLines), which in
 * READ COMMITTED sees every write committed before the lock was granted; a join in this locking
 * query would not (the joined rows would come from the snapshot taken before the wait).
 */
export async function lockCart(tx: Db, owner: CartOwner, create: boolean): Promise<number | null> {
  const select = () =>
    tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.storeId, owner.webId), eq(carts.customerId, owner.customerId)))
      .for('update');
  const [found] = await select();
  if (found || !create) return found?.id ?? null;
  await tx.insert(carts).values({ storeId: owner.webId, customerId: owner.customerId }).onConflictDoNothing();
  const [created] = await select();
  return created?.id ?? null;
}

const lineOf = (row: typeof cartItems.$inferSelect): LedgerLine => ({
  id: row.id,
  productID: row.productId,
  variantID: row.variantId,
  quantity: row.quantity,
  addonIDs: addonList(row.addonIds),
});

export async function readLines(tx: Db, cartId: number): Promise<LedgerLine[]> {
  const rows = await tx.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  return rows.map(lineOf);
}

/** Deletes every line of a cart the caller's transaction has locked (lockCart), and bumps the cart (see writeLines). */
export async function clearLines(tx: Db, cartId: number): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await touchCart(tx, cartId);
}

/**
 * Every change of a cart's lines bumps its updated_at: the one-statement add (cart-add-statement.ts)
 * writes only when the cart still has the updated_at it read.
 */
async function touchCart(tx: Db, cartId: number): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`clock_timestamp()` })
    .where(eq(carts.id, cartId));
}

/** The lines of a CTE or table `lines` (cart_items' columns) as one JSON array, in the cart's order; linesOf reads it. */
export const linesJson = sql`json_agg(json_build_object('id', id, 'productID', product_id, 'variantID', variant_id,
  'quantity', quantity, 'addonIds', addon_ids) ORDER BY created_at, id)`;

interface LineJson {
  id: number;
  productID: number;
  variantID: number;
  quantity: number;
  addonIds: string;
}

export function linesOf(json: unknown): LedgerLine[] {
  return (parsedJson<LineJson[] | null>(json) ?? []).map((line) => ({
    id: line.id,
    productID: line.productID,
    variantID: line.variantID,
    quantity: line.quantity,
    addonIDs: addonList(line.addonIds),
  }));
}

/**
 * The owner's cart, its lines and the catalogue of their products in one statement, without a lock
 * (a read that changes nothing): GetCart is one round trip, and the lines and their products are
 * read from the same snapshot.
 */
export async function peekCart(
  db: Db,
  owner: CartOwner,
): Promise<{ cartId: number; lines: LedgerLine[]; catalog: Map<number, SellableProduct> } | null> {
  const [row] = rowsOf<{ cart_id: number | null; lines: unknown; catalog: unknown }>(
    await db.execute(sql`
      WITH cart AS (
        SELECT id FROM carts WHERE store_id = ${owner.webId}::int AND customer_id = ${owner.customerId}::text
      ), lines AS (
        SELECT ci.id, ci.product_id, ci.variant_id, ci.quantity, ci.addon_ids, ci.created_at FROM cart_items ci JOIN cart ON ci.cart_id = cart.id
      )
      SELECT
        (SELECT id FROM cart) AS cart_id,
        (SELECT ${linesJson} FROM lines)::text AS lines,
        (SELECT json_agg(product) FROM (${sellableCatalog(owner.webId, sql`ARRAY(SELECT product_id FROM lines)`)}) catalog)::text AS catalog`),
  );
  if (!row || row.cart_id === null) return null;
  return { cartId: row.cart_id, lines: linesOf(row.lines), catalog: catalogOf(row.catalog) };
}

/**
 * Stores `next` over `previous` (both of cart `cartId`): deletes first, so a line merged into its
 * twin frees its item key before the twin changes, then updates, then inserts. Returns every line's id.
 */
export async function writeLines(
  tx: Db,
  cartId: number,
  previous: readonly LedgerLine[],
  next: readonly LedgerLine[],
): Promise<LedgerLine[]> {
  const before = new Map(previous.map((line) => [line.id, line]));
  const kept = new Set(next.filter((line) => line.id !== 0).map((line) => line.id));
  const gone = previous.filter((line) => !kept.has(line.id)).map((line) => line.id);
  if (gone.length > 0) await tx.delete(cartItems).where(and(eq(cartItems.cartId, cartId), inArray(cartItems.id, gone)));
  let updated = 0;
  for (const line of next) {
    const old = line.id === 0 ? undefined : before.get(line.id);
    if (!old || (old.quantity === line.quantity && addonText(old.addonIDs) === addonText(line.addonIDs))) continue;
    await tx
      .update(cartItems)
      .set({ quantity: line.quantity, addonIds: addonText(line.addonIDs) })
      .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, line.id)));
    updated += 1;
  }
  const fresh = next.filter((line) => line.id === 0);
  const inserted =
    fresh.length === 0
      ? []
      : await tx
          .insert(cartItems)
          .values(
            fresh.map((line) => ({
              cartId,
              productId: line.productID,
              variantId: line.variantID,
              quantity: line.quantity,
              addonIds: addonText(line.addonIDs),
            })),
          )
          .returning({ id: cartItems.id, productId: cartItems.productId, variantId: cartItems.variantId, addonIds: cartItems.addonIds });
  if (gone.length + updated + inserted.length > 0) await touchCart(tx, cartId);
  const idOf = new Map(inserted.map((row) => [`${row.productId}_${row.variantId}_${row.addonIds}`, row.id]));
  return next.map((line) =>
    line.id === 0 ? { ...line, id: idOf.get(`${line.productID}_${line.variantID}_${addonText(line.addonIDs)}`) ?? 0 } : line,
  );
}
