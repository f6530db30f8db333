/**
 * The cart calls of spec section 7. A guest's cart lives in the browser, so guests' calls price the
 * codes they send and store nothing. A customer's cart is stored: each call applies the change
 * (cart-ledger.ts) under the cart's lock, or, for an add, under a compare-and-set on the cart in one
 * statement (cart-add-statement.ts), prices every line against the catalogue (cart-settle.ts),
 * writes the difference, and answers the whole cart. Lines the store can no longer sell are removed and
 * reported in that answer once; quantities above stock are lowered and reported as lessstock.
 */
import { applyCartWrite, type CartWrite, type LedgerChange, type LedgerLine } from '../../../src/domain/cart/cart-ledger';
import { settleCart, settleGuestCart, withCartItemId, cartStatusOf, type SettledLine } from '../../../src/domain/cart/cart-settle';
import type { SQLWrapper } from 'drizzle-orm';
import type { CartLine } from '../../../src/domain/cart/cart-code';
import type { SellableProduct } from '../../../src/domain/cart/cart-pricing';
import type { CartItem, CartResponse } from '../../../src/domain/cart/cart-types';
import type { CartAnswerLines } from '../../../src/contracts/cart.wire';
import type { Db } from '../platform/database/client';
import { sellableProducts } from './cart-catalog';
import { clearLines, lockCart, peekCart, readLines, writeLines, type CartOwner } from './cart.repository';
import { addInOneStatement, type OneStatementAdd } from './cart-add-statement';
import { findKey, KeyPruner, recordKey, requestHash, storedVerdict } from './idempotency-keys';

/** The answer's `data`: spec section 7's cart, each line with the reason of its status (cartAnswerToWire writes it out). */
export type CartBody = CartAnswerLines;

export type CartWriteResult = { ok: true; body: CartBody } | { ok: false; status: 401 | 422; message: string };

/**
 * The token's customer session check, as a select the one-statement add embeds (null for a token
 * without a session) and as a call for the other writes.
 */
export interface SessionCheck {
  select: SQLWrapper | null;
  isOpen: () => Promise<boolean>;
}

/** For a caller whose guard has checked the session already. */
export const SESSION_CHECKED: SessionCheck = { select: null, isOpen: async () => true };

const signedOut = { ok: false, status: 401, message: 'Unauthorized: a valid access token is required' } as const;

function bodyOf(lines: ReadonlyArray<{ item: CartItem; statusMessage: string }>, cartResponse: CartResponse | null): CartBody {
  const data = lines.map(({ item, statusMessage }) => ({ ...item, statusMessage }));
  return { data, cartResponse, ...cartStatusOf(data) };
}

const unchanged = (lines: LedgerLine[]): LedgerChange => ({ lines, asked: new Map(), target: null });

const reusedKey = { ok: false, status: 422, message: 'Idempotency-Key was already used for another cart call' } as const;

/** Tries of the one-statement add before it takes the cart's lock: each lost try means another writer went first. */
const ONE_STATEMENT_ATTEMPTS = 3;

/** Whether the stored lines are exactly the ones pricing keeps, at the quantities it keeps. */
function storedAsSettled(settled: readonly SettledLine[], stored: readonly LedgerLine[]): boolean {
  const quantityOf = new Map(stored.map((line) => [line.id, line.quantity]));
  const kept = settled.filter((line) => line.kept);
  return (
    kept.length === stored.length &&
    settled.every((line) => (line.kept ? quantityOf.get(line.line.id) === line.line.quantity : !quantityOf.has(line.line.id)))
  );
}

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
   * GetCart for a customer: the stored cart and its products in one statement, without a lock; only when the catalogue changed
   * under it (a line to remove or lower) is it read again under the lock and repaired.
   */
  async customerCart(owner: CartOwner): Promise<CartBody> {
    const current = await peekCart(this.deps.db, owner);
    if (!current) return bodyOf([], null);
    return this.settledOrRepaired(owner, unchanged(current.lines), current.lines, current.catalog);
  }

  /**
   * A customer's write, applied once per idempotency key: a repeat answers the current cart with
   * the verdict the first call gave; the same key with another request is refused (422). An add of
   * a new or merged line is one statement (cart-add-statement.ts), run again when a concurrent
   * writer changed the cart under it; the other writes, and an add that keeps losing that race,
   * run in a transaction holding the cart's row lock.
   */
  async customerWrite(owner: CartOwner, key: string, write: CartWrite, session: SessionCheck): Promise<CartWriteResult> {
    await this.pruner.maybePrune();
    const hash = requestHash(write);
    if (write.op === 'add' && write.cartItemId === 0) {
      for (let attempt = 0; attempt < ONE_STATEMENT_ATTEMPTS; attempt++) {
        const outcome = await addInOneStatement(this.deps.db, owner, key, hash, write.line, session.select);
        if (outcome.kind === 'signedOut') return signedOut;
        if (outcome.kind !== 'retry') return this.answerAdd(owner, write, hash, outcome);
      }
    }
    if (!(await session.isOpen())) return signedOut;
    return this.lockedWrite(owner, key, hash, write);
  }

  private async answerAdd(
    owner: CartOwner,
    write: CartWrite & { op: 'add' },
    hash: string,
    outcome: Exclude<OneStatementAdd, { kind: 'retry' | 'signedOut' }>,
  ): Promise<CartWriteResult> {
    const { lines, catalog } = outcome;
    if (outcome.kind === 'seen') {
      if (outcome.requestHash !== hash) return reusedKey;
      const body = await this.settledOrRepaired(owner, unchanged(lines), lines, catalog);
      return { ok: true, body: { ...body, cartResponse: storedVerdict(outcome.response, write) } };
    }
    const { written } = outcome;
    // The statement wrote what applyCartWrite does to the lines it read; the new line gets its id.
    const change = applyCartWrite(lines, write);
    const withId = change.lines.map((line) => (line.id === 0 && written ? { ...line, id: written.id } : line));
    const stored = written
      ? [
          ...lines.filter((line) => line.id !== written.id),
          { ...withId.find((line) => line.id === written.id)!, quantity: written.quantity },
        ]
      : lines;
    return { ok: true, body: await this.settledOrRepaired(owner, { ...change, lines: withId }, stored, catalog) };
  }

  /**
   * `change` priced against `catalog`; when what is stored (`stored`) is not what pricing keeps (a
   * line the store no longer sells, a quantity above stock), the cart is read again under its lock
   * and repaired (the quantities asked by this call still judged), and the answer keeps this call's verdict.
   */
  private async settledOrRepaired(
    owner: CartOwner,
    change: LedgerChange,
    stored: readonly LedgerLine[],
    catalog: ReadonlyMap<number, SellableProduct>,
  ): Promise<CartBody> {
    const settled = settleCart(change, catalog);
    if (storedAsSettled(settled.lines, stored)) {
      return bodyOf(
        settled.lines.map((line) => ({ ...line, item: withCartItemId(line.item, String(line.line.id)) })),
        settled.response,
      );
    }
    const repaired = await this.deps.db.transaction(async (tx) => {
      const cartId = await lockCart(tx, owner, false);
      if (cartId === null) return bodyOf([], null);
      const lines = await readLines(tx, cartId);
      // A refused new line was never stored: it is still reported once, with the stored ones.
      const unsaved = change.lines.filter((line) => line.id === 0);
      return this.settleAndStore(tx, owner.webId, cartId, lines, { ...change, lines: [...lines, ...unsaved] });
    });
    return { ...repaired, cartResponse: settled.response };
  }

  private lockedWrite(owner: CartOwner, key: string, hash: string, write: CartWrite): Promise<CartWriteResult> {
    return this.deps.db.transaction(async (tx): Promise<CartWriteResult> => {
      const cartId = await lockCart(tx, owner, true);
      if (cartId === null) throw new Error('cart was not created');
      const seen = await findKey(tx, owner, key);
      if (seen && seen.requestHash !== hash) return reusedKey;
      const previous = await readLines(tx, cartId);
      const body = await this.settleAndStore(
        tx,
        owner.webId,
        cartId,
        previous,
        seen ? unchanged(previous) : applyCartWrite(previous, write),
      );
      if (seen) return { ok: true, body: { ...body, cartResponse: storedVerdict(seen.response, write) } };
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
