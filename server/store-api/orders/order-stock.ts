/**
 * Stock taken by an order, inside its transaction. The products (and variants) an order names are
 * locked first, in id order so two orders never wait on each other in a cycle; each decrement is
 * conditional (`stock >= quantity`), so stock never goes below zero even if a check was wrong. Every
 * move is written to the stock ledger in the same transaction (decision 81).
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { CartLine } from '../../../src/domain/cart/cart-code';
import type { Db } from '../platform/database/client';
import { products, variants } from '../catalog/catalog.tables';
import { OrderRefused } from '../platform/order-refused';
import { recordStockMoves, type StockMove } from '../catalog/stock-ledger.repository';

export async function lockStock(tx: Db, webId: number, lines: readonly CartLine[]): Promise<void> {
  const productIds = [...new Set(lines.map((line) => line.productID))].sort((a, b) => a - b);
  if (productIds.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.storeId, webId), inArray(products.id, productIds)))
    .orderBy(asc(products.id))
    .for('update');
  const variantIds = [...new Set(lines.map((line) => line.variantID).filter((id) => id > 0))].sort((a, b) => a - b);
  if (variantIds.length > 0) {
    await tx
      .select({ id: variants.id })
      .from(variants)
      .where(and(inArray(variants.productId, productIds), inArray(variants.id, variantIds)))
      .orderBy(asc(variants.id))
      .for('update');
  }
}

/**
 * Takes `quantity` of each line; throws OrderRefused when a row had less than asked. Answers the moves,
 * which the caller writes to the ledger once the order has its id (recordSale).
 */
export async function takeStock(
  tx: Db,
  webId: number,
  lines: ReadonlyArray<{ productID: number; variantID: number; quantity: number; name: string }>,
): Promise<StockMove[]> {
  const moves: StockMove[] = [];
  for (const line of lines) {
    const taken =
      line.variantID > 0
        ? await tx
            .update(variants)
            .set({ stock: sql`${variants.stock} - ${line.quantity}` })
            .where(and(eq(variants.id, line.variantID), eq(variants.productId, line.productID), gte(variants.stock, line.quantity)))
            .returning({ stock: variants.stock })
        : await tx
            .update(products)
            .set({ stock: sql`${products.stock} - ${line.quantity}` })
            .where(and(eq(products.id, line.productID), eq(products.storeId, webId), gte(products.stock, line.quantity)))
            .returning({ stock: products.stock });
    if (taken.length === 0) throw new OrderRefused(`Sorry, ${line.name} just sold out: we could not reserve ${line.quantity}.`, 409);
    moves.push({ productId: line.productID, variantId: line.variantID, delta: -line.quantity, quantityAfter: taken[0]!.stock });
  }
  return moves;
}

/** The ledger's rows of a placed order's takes (takeStock's moves). */
export function recordSale(tx: Db, webId: number, orderId: number, moves: readonly StockMove[]): Promise<void> {
  return recordStockMoves(tx, webId, moves, { reason: 'sale', ownerId: null, orderId });
}

/**
 * Gives a cancelled order's units back, inside the cancelling transaction (a deleted product or variant
 * has nothing to take them), and writes the ledger: reason cancel, by `ownerId` when an owner cancelled.
 */
export async function returnStock(
  tx: Db,
  webId: number,
  lines: ReadonlyArray<{ productId: number; variantId: number; quantity: number }>,
  cause: { orderId: number; ownerId: number | null },
): Promise<void> {
  await lockStock(
    tx,
    webId,
    lines.map((line) => ({ productID: line.productId, variantID: line.variantId, quantity: line.quantity, addonIDs: [] })),
  );
  const moves: StockMove[] = [];
  for (const line of lines) {
    const returned =
      line.variantId > 0
        ? await tx
            .update(variants)
            .set({ stock: sql`${variants.stock} + ${line.quantity}` })
            .where(and(eq(variants.id, line.variantId), eq(variants.productId, line.productId)))
            .returning({ stock: variants.stock })
        : await tx
            .update(products)
            .set({ stock: sql`${products.stock} + ${line.quantity}` })
            .where(and(eq(products.id, line.productId), eq(products.storeId, webId)))
            .returning({ stock: products.stock });
    const [row] = returned;
    if (row) moves.push({ productId: line.productId, variantId: line.variantId, delta: line.quantity, quantityAfter: row.stock });
  }
  await recordStockMoves(tx, webId, moves, { reason: 'cancel', ...cause });
}
