/**
 * The stock ledger (decision 81): one row per product or variant whose stock moved, written inside the
 * transaction that moved it, so the history and the stock never disagree. Sales and cancels write it
 * from orders/order-stock.ts, the owner's counts and imports from product-writes.repository.ts.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { storeOwners, studioAccounts } from '../platform/platform.tables';
import { stockLedger, type StockReason } from './catalog.tables';

/** One row's move: by how much, and what it holds afterwards. */
export interface StockMove {
  productId: number;
  /** 0 for a product without variants. */
  variantId: number;
  delta: number;
  quantityAfter: number;
}

export interface StockCause {
  reason: StockReason;
  /** The owner who moved it; null for a shopper's order or the system. */
  ownerId: number | null;
  orderId?: number | null | undefined;
  /** The owner's own words on a manual change (decision 89). */
  note?: string | undefined;
}

export async function recordStockMoves(tx: Db, storeId: number, moves: readonly StockMove[], cause: StockCause): Promise<void> {
  const moved = moves.filter((move) => move.delta !== 0);
  if (moved.length === 0) return;
  await tx.insert(stockLedger).values(
    moved.map((move) => ({
      storeId,
      productId: move.productId,
      variantId: move.variantId,
      delta: move.delta,
      quantityAfter: move.quantityAfter,
      reason: cause.reason,
      ownerId: cause.ownerId,
      orderId: cause.orderId ?? null,
      note: cause.note ?? '',
    })),
  );
}

/** A product's ledger in the store, newest first. */
export function stockHistory(db: Db, storeId: number, productId: number, limit = 50) {
  return db
    .select({
      variantId: stockLedger.variantId,
      delta: stockLedger.delta,
      quantityAfter: stockLedger.quantityAfter,
      reason: stockLedger.reason,
      ownerId: stockLedger.ownerId,
      orderId: stockLedger.orderId,
      at: stockLedger.at,
    })
    .from(stockLedger)
    .where(and(eq(stockLedger.storeId, storeId), eq(stockLedger.productId, productId)))
    .orderBy(desc(stockLedger.id))
    .limit(limit);
}

/**
 * One product's or variant's moves in the store, newest first, with the e-mail of the owner who made
 * each (another store's owner can never appear: both sides are scoped by the store).
 */
export function variantStockHistory(db: Db, storeId: number, productId: number, variantId: number, limit = 100) {
  return db
    .select({
      delta: stockLedger.delta,
      quantityAfter: stockLedger.quantityAfter,
      reason: stockLedger.reason,
      note: stockLedger.note,
      ownerEmail: studioAccounts.email,
      orderId: stockLedger.orderId,
      at: stockLedger.at,
    })
    .from(stockLedger)
    .leftJoin(storeOwners, and(eq(storeOwners.id, stockLedger.ownerId), eq(storeOwners.storeId, storeId)))
    .leftJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .where(and(eq(stockLedger.storeId, storeId), eq(stockLedger.productId, productId), eq(stockLedger.variantId, variantId)))
    .orderBy(desc(stockLedger.id))
    .limit(limit);
}
