/**
 * A customer's AddCartItem of a new or merged line (CartItemID 0) in ONE statement, no transaction:
 * it reads the cart, its lines, the Idempotency-Key and the catalogue of every line, and, when the
 * key is new, writes the line (capped by stock), records the key and bumps the cart. Every cart
 * write bumps carts.updated_at, and this statement only writes when the cart row still has the
 * updated_at it read (compare-and-set, re-checked by PostgreSQL on the newest row after waiting for a
 * concurrent writer): what it read is then what it changed, so two tabs never lose an add, and a
 * statement that lost the race writes nothing and is run again (`retry`). The same key sent twice at
 * once: one records it, the other loses the race (or breaks the key's primary key and is rolled
 * back whole) and then reads the key: applied once.
 *
 * The line is written only when the store sells it: `allowed` below is priceLine's rule in SQL
 * (cart-pricing.ts: enabled, not on request, variant named exactly when the product has variants,
 * every add-on offered, stock at least 1, at most MAX_QUANTITY); the answer itself is still priced
 * by cart-settle.ts from the catalogue this statement returns. The two run through one table of
 * cases (tests/integration/cart-add-rule.test.ts), so they cannot drift apart.
 */
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { CartLine } from '../../../src/domain/cart/cart-code';
import type { LedgerLine } from '../../../src/domain/cart/cart-ledger';
import type { SellableProduct } from '../../../src/domain/cart/cart-pricing';
import { MAX_QUANTITY } from '../../../src/domain/cart/quantity';
import type { Db } from '../platform/database/client';
import { rowsOf } from '../platform/database/rows-of';
import { uniqueViolation } from '../platform/database/unique-violation';
import { catalogOf, parsedJson, sellableCatalog } from './cart-catalog';
import { linesJson, linesOf, type CartOwner } from './cart.repository';

export type OneStatementAdd =
  /** The token's customer session has ended (signed out, revoked): nothing was read or written for it. */
  | { kind: 'signedOut' }
  /** Another writer changed the cart between this statement's read and its write: nothing was written. */
  | { kind: 'retry' }
  /** The key was seen before: nothing was written; `lines` is the cart as it is. */
  | { kind: 'seen'; requestHash: string; response: unknown; lines: LedgerLine[]; catalog: Map<number, SellableProduct> }
  /** The key is recorded; `lines` is the cart as read before the write, `written` the line as stored (null: refused). */
  | { kind: 'applied'; lines: LedgerLine[]; written: { id: number; quantity: number } | null; catalog: Map<number, SellableProduct> };

interface StatementRow {
  session_open: boolean;
  cart_id: number | null;
  seen: unknown;
  lines: unknown;
  written: unknown;
  catalog: unknown;
}

/** Every add-on of `line` is offered by product `p` (none asked: true). */
function addonsOffered(line: CartLine): SQL {
  if (line.addonIDs.length === 0) return sql`true`;
  const ids = sql.join(
    line.addonIDs.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return sql`(SELECT count(*) FROM addons a WHERE a.product_id = p.id AND a.id IN (${ids})) = ${line.addonIDs.length}::int`;
}

/**
 * `session` is the token's session check as a select (identity/session.repository.ts openSessionQuery), or
 * null for a token without a session: checked in this same statement, so the add stays one round trip.
 */
export async function addInOneStatement(
  db: Db,
  owner: CartOwner,
  key: string,
  hash: string,
  line: CartLine,
  session: SQLWrapper | null,
): Promise<OneStatementAdd> {
  const sessionOpen = session ? sql`EXISTS (${session})` : sql`true`;
  const addonText = line.addonIDs.join(',');
  const target = sql`p.id = ${line.productID}::int AND p.store_id = ${owner.webId}::int AND p.is_enabled`;
  const statement = sql`
    WITH cart AS (
      SELECT id, updated_at FROM carts WHERE store_id = ${owner.webId}::int AND customer_id = ${owner.customerId}::text
    ), seen AS (
      SELECT request_hash, response FROM idempotency_keys
      WHERE store_id = ${owner.webId}::int AND customer_id = ${owner.customerId}::text AND key = ${key}::text
    ), lines AS (
      SELECT ci.id, ci.product_id, ci.variant_id, ci.quantity, ci.addon_ids, ci.created_at FROM cart_items ci JOIN cart ON ci.cart_id = cart.id
    ), asked AS (
      SELECT COALESCE((SELECT quantity FROM lines WHERE product_id = ${line.productID}::int AND variant_id = ${line.variantID}::int
        AND addon_ids = ${addonText}::text), 0) + ${line.quantity}::int AS n
    ), allowed AS (
      SELECT COALESCE((
        SELECT CASE WHEN NOT p.is_hide_price
            AND (CASE WHEN ${line.variantID}::int = 0 THEN NOT EXISTS (SELECT 1 FROM variants pv WHERE pv.product_id = p.id) ELSE v.id IS NOT NULL END)
            AND ${addonsOffered(line)}
          THEN LEAST(${MAX_QUANTITY}::int, GREATEST(0, COALESCE(v.stock, p.stock))) ELSE 0 END
        FROM products p LEFT JOIN variants v ON v.id = ${line.variantID}::int AND v.product_id = p.id
        WHERE ${target}
      ), 0) AS n
    ), catalog AS (
      ${sellableCatalog(owner.webId, sql`ARRAY(SELECT product_id FROM lines) || ${line.productID}::int`)}
    ), open AS (
      SELECT ${sessionOpen} AS yes
    ), fresh AS (
      SELECT NOT EXISTS (SELECT 1 FROM seen) AND open.yes AS yes FROM open
    ), bumped AS (
      UPDATE carts SET updated_at = clock_timestamp() FROM cart, fresh
      WHERE carts.id = cart.id AND carts.updated_at = cart.updated_at AND fresh.yes
      RETURNING carts.id
    ), created AS (
      INSERT INTO carts (store_id, customer_id, updated_at)
      SELECT ${owner.webId}::int, ${owner.customerId}::text, clock_timestamp() FROM fresh WHERE fresh.yes AND NOT EXISTS (SELECT 1 FROM cart)
      ON CONFLICT (store_id, customer_id) DO NOTHING
      RETURNING id
    ), locked AS (
      SELECT id FROM bumped UNION ALL SELECT id FROM created
    ), written AS (
      INSERT INTO cart_items (cart_id, product_id, variant_id, quantity, addon_ids)
      SELECT locked.id, ${line.productID}::int, ${line.variantID}::int, LEAST(asked.n, allowed.n), ${addonText}::text
      FROM locked, asked, allowed WHERE allowed.n >= 1
      ON CONFLICT (cart_id, product_id, variant_id, addon_ids) DO UPDATE SET quantity = EXCLUDED.quantity
      RETURNING id, quantity
    ), recorded AS (
      INSERT INTO idempotency_keys (store_id, customer_id, key, request_hash, response)
      SELECT ${owner.webId}::int, ${owner.customerId}::text, ${key}::text, ${hash}::text,
        json_build_object('asked', asked.n, 'product', (SELECT product FROM catalog WHERE id = ${line.productID}::int))
      FROM locked, asked
      RETURNING 1
    )
    -- The JSON answers as text: parsed once on the main thread (parsedJson), not parsed on the database
    -- thread and then copied across as objects.
    SELECT
      (SELECT yes FROM open) AS session_open,
      (SELECT id FROM locked) AS cart_id,
      (SELECT json_build_object('requestHash', request_hash, 'response', response) FROM seen)::text AS seen,
      (SELECT ${linesJson} FROM lines)::text AS lines,
      (SELECT json_build_object('id', id, 'quantity', quantity) FROM written)::text AS written,
      (SELECT json_agg(product) FROM catalog)::text AS catalog`;
  let row: StatementRow;
  try {
    [row] = rowsOf<StatementRow>(await db.execute(statement)) as [StatementRow];
  } catch (error) {
    // The same key recorded by a concurrent call: this statement was rolled back whole; read it again.
    if (uniqueViolation(error)?.constraint.startsWith('idempotency_keys')) return { kind: 'retry' };
    throw error;
  }
  if (!row.session_open) return { kind: 'signedOut' };
  const lines = linesOf(row.lines);
  const catalog = catalogOf(row.catalog);
  const seen = parsedJson<{ requestHash: string; response: unknown } | null>(row.seen);
  if (seen) return { kind: 'seen', requestHash: seen.requestHash, response: parsedJson(seen.response), lines, catalog };
  if (row.cart_id === null) return { kind: 'retry' };
  return { kind: 'applied', lines, written: parsedJson<{ id: number; quantity: number } | null>(row.written), catalog };
}
