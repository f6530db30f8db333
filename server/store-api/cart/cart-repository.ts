/**
 * Customers' stored carts. Every call runs in a transaction holding a row lock on the cart
 * (SELECT ... FOR UPDATE), so two tabs writing at once are applied one after the other and neither
 * change is lost; the lines are then rewritten as the difference from what was read.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LedgerLine } from '../../../src/domain/cart/cart-ledger';
import type { Db } from '../db/client';
import { cartItems, carts } from '../db/schema';

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

/** The owner's cart and lines in one statement, without a lock (a read that changes nothing). */
export async function peekCart(db: Db, owner: CartOwner): Promise<{ cartId: number; lines: LedgerLine[] } | null> {
  const rows = await db
    .select({ cartId: carts.id, line: cartItems })
    .from(carts)
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .where(and(eq(carts.storeId, owner.webId), eq(carts.customerId, owner.customerId)))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const [first] = rows;
  if (!first) return null;
  return { cartId: first.cartId, lines: rows.flatMap((row) => (row.line ? [lineOf(row.line)] : [])) };
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
