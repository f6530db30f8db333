/**
 * The cart calls of spec section 7. A guest's cart lives in the browser, so guests' calls price the
 * codes they send and store nothing. A customer's cart is stored: each call locks it, applies the
 * change (cart-ledger.ts), prices every line against the catalogue (cart-settle.ts), writes the
 * difference, and answers the whole cart. Lines the store can no longer sell are removed and
 * reported in that answer once; quantities above stock are lowered and reported as lessstock.
 */
import { applyCartWrite, type CartWrite, type LedgerChange, type LedgerLine } from '../../../src/domain/cart/cart-ledger';
import { settleCart, settleGuestCart, withCartItemId, cartStatusOf, type SettledLine } from '../../../src/domain/cart/cart-settle';
import type { CartLine } from '../../../src/domain/cart/cart-code';
import type { CartItem, CartResponse } from '../../../src/domain/cart/cart-types';
import type { CartAnswerLines } from '../../../src/contracts/cart.wire';
import type { Db } from '../db/client';
import { sellableProducts } from './cart-catalog';
import { clearLines, lockCart, peekCart, readLines, writeLines, type CartOwner } from './cart-repository';
import { findKey, KeyPruner, recordKey, requestHash } from './idempotency-keys';

/** The answer's `data`: spec section 7's cart, each line with the reason of its status (cartAnswerToWire writes it out). */
export type CartBody = CartAnswerLines;

export type CartWriteResult = { ok: true; body: CartBody } | { ok: false; status: 422; message: string };

function bodyOf(lines: ReadonlyArray<{ item: CartItem; statusMessage: string }>, cartResponse: CartResponse | null): CartBody {
  const data = lines.map(({ item, statusMessage }) => ({ ...item, statusMessage }));
  return { data, cartResponse, ...cartStatusOf(data) };
}

const unchanged = (lines: LedgerLine[]): LedgerChange => ({ lines, asked: new Map(), target: null });

export class CartService {
  private readonly pruner: KeyPruner;

  constructor(private readonly deps: { db: Db }) {
    this.pruner = new KeyPruner(deps.db);
  }

  /**
   * Empties the owner's stored cart inside the caller's transaction (an order placed from it): the
   * cart is locked like every other write, so a tab adding to it at that moment waits for the order.
   */
  async emptyIn(tx: Db, owner: CartOwner): Promise<void> {
    const cartId = await lockCart(tx, owner, false);
    if (cartId !== null) await clearLines(tx, cartId);
  }

  /** GetCart and AddCartItem for a guest: `codes` priced one line per item, `added` merged in. */
  async guestCart(webId: number, codes: readonly CartLine[], added: CartLine | null): Promise<CartBody> {
    const catalog = await sellableProducts(
      this.deps.db,
      webId,
      [...codes, ...(added ? [added] : [])].map((line) => line.productID),
    );
    const settled = settleGuestCart(codes, added, catalog);
    return bodyOf(
      settled.lines.map((line) => ({ ...line, item: withCartItemId(line.item, '0') })),
      settled.response,
    );
  }

  /**
   * GetCart for a customer: the stored cart. Read without a lock; only when the catalogue changed
   * under it (a line to remove or lower) is it read again under the lock and repaired.
   */
  async customerCart(owner: CartOwner): Promise<CartBody> {
    const current = await peekCart(this.deps.db, owner);
    if (!current) return bodyOf([], null);
    const settled = settleCart(
      unchanged(current.lines),
      await sellableProducts(
        this.deps.db,
        owner.webId,
        current.lines.map((line) => line.productID),
      ),
    );
    if (settled.lines.every((line, index) => line.kept && line.line.quantity === current.lines[index]!.quantity)) {
      return bodyOf(
        settled.lines.map((line) => ({ ...line, item: withCartItemId(line.item, String(line.line.id)) })),
        null,
      );
    }
    return this.deps.db.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner, false);
      if (cartId === null) return bodyOf([], null);
      const lines = await readLines(tx, cartId);
      return this.settleAndStore(tx, owner.webId, cartId, lines, unchanged(lines));
    });
  }

  /**
   * A customer's write, applied once per idempotency key: a repeat answers the current cart with
   * the verdict the first call gave; the same key with another request is refused (422).
   */
  async customerWrite(owner: CartOwner, key: string, write: CartWrite): Promise<CartWriteResult> {
    await this.pruner.maybePrune();
    const hash = requestHash(write);
    return this.deps.db.transaction(async (tx): Promise<CartWriteResult> => {
      const cartId = await lockCart(tx, owner, true);
      if (cartId === null) throw new Error('cart was not created');
      const seen = await findKey(tx, owner, key);
      if (seen && seen.requestHash !== hash)
        return { ok: false, status: 422, message: 'Idempotency-Key was already used for another cart call' };
      const previous = await readLines(tx, cartId);
      const body = await this.settleAndStore(
        tx,
        owner.webId,
        cartId,
        previous,
        seen ? unchanged(previous) : applyCartWrite(previous, write),
      );
      if (seen) return { ok: true, body: { ...body, cartResponse: seen.outcome.cartResponse } };
      await recordKey(tx, owner, key, hash, { cartResponse: body.cartResponse });
      return { ok: true, body };
    });
  }

  private async settleAndStore(tx: Db, webId: number, cartId: number, previous: LedgerLine[], change: LedgerChange): Promise<CartBody> {
    const catalog = await sellableProducts(
      tx,
      webId,
      change.lines.map((line) => line.productID),
    );
    const settled = settleCart(change, catalog);
    const kept = settled.lines.filter((line) => line.kept);
    const saved = await writeLines(
      tx,
      cartId,
      previous,
      kept.map((line) => line.line),
    );
    const idOf = new Map(kept.map((line, index) => [line, saved[index]!.id]));
    const lines = settled.lines.map((line: SettledLine) => ({
      ...line,
      item: withCartItemId(line.item, String(idOf.get(line) ?? line.line.id)),
    }));
    return bodyOf(lines, settled.response);
  }
}
