/**
 * Idempotency keys of cart writes. A key is read and recorded inside the write's transaction, under
 * the cart's lock, or by the one-statement add (cart-add-statement.ts) under its compare-and-set on
 * the cart, so the same key sent five times at once is applied once. Keys live a day: a
 * retry comes within seconds or minutes, and the table must not grow without end.
 */
import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { ledgerKey, type CartWrite } from '../../../src/domain/cart/cart-ledger';
import { settleCart } from '../../../src/domain/cart/cart-settle';
import type { CartResponse } from '../../../src/domain/cart/cart-types';
import { MAX_QUANTITY } from '../../../src/domain/cart/quantity';
import type { Db } from '../platform/database/client';
import { idempotencyKeys } from './cart.tables';
import { parsedJson, sellableOf } from './cart-catalog';
import type { CartOwner } from './cart.repository';

export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const PRUNE_EVERY_MS = 60_000;

/** What a repeat answers besides the current cart: the verdict the first call gave. */
export interface StoredCartOutcome {
  cartResponse: CartResponse | null;
}

export function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('base64url');
}

/** The key's request hash and what it stored (storedVerdict reads it back). */
export async function findKey(tx: Db, owner: CartOwner, key: string): Promise<{ requestHash: string; response: unknown } | null> {
  const [row] = await tx
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.storeId, owner.webId), eq(idempotencyKeys.customerId, owner.customerId), eq(idempotencyKeys.key, key)));
  return row ?? null;
}

/**
 * The verdict the first call gave, from what its key stored: the verdict itself (the locked path), or
 * the quantity asked and the product as the one-statement add read them (cart-add-statement.ts),
 * priced again the same way, so a repeat answers what the first call answered.
 */
export function storedVerdict(response: unknown, write: CartWrite): CartResponse | null {
  const stored = parsedJson<Partial<StoredCartOutcome> & { asked?: number; product?: unknown }>(response);
  if (typeof stored.asked === 'number' && write.op === 'add') {
    const { asked } = stored;
    const catalog = new Map(stored.product ? [[write.line.productID, sellableOf(stored.product)]] : []);
    const target = ledgerKey(write.line);
    const line = { ...write.line, id: 0, quantity: Math.min(asked, MAX_QUANTITY) };
    return settleCart({ lines: [line], asked: new Map([[target, asked]]), target }, catalog).response;
  }
  // jsonb keeps keys in its own order: rebuild the verdict in the shape a first answer has.
  const verdict = stored.cartResponse;
  return verdict ? { cartCode: verdict.cartCode, status: verdict.status, statusMessage: verdict.statusMessage } : null;
}

export async function recordKey(tx: Db, owner: CartOwner, key: string, hash: string, outcome: StoredCartOutcome): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ storeId: owner.webId, customerId: owner.customerId, key, requestHash: hash, response: outcome });
}

/** Deletes keys older than a day, at most once a minute per process (the created_at index keeps it cheap). */
export class KeyPruner {
  private last = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async maybePrune(): Promise<void> {
    if (this.now() - this.last < PRUNE_EVERY_MS) return;
    this.last = this.now();
    // Housekeeping: a failed prune must not fail the shopper's write; the next minute tries again.
    await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`))
      .catch(() => undefined);
  }
}
