/**
 * One save of the bulk editor (decision 92): every row's price, compare-at price and stock in one
 * transaction under the store's catalogue lock, or nothing. Each refusal names the row's field
 * (`Changes.3.VariantID`). A product whose prices change goes one version further (an editor open on
 * it is then refused with 409 rather than writing the old prices back) and announces products/update;
 * stock goes to the ledger as a manual change with the owner and the note ("Bulk edit").
 */
import type { BulkChange } from '../../../src/contracts/owner-bulk-edit.contract';
import type { BulkSavedWire } from '../../../src/contracts/owner-bulk-edit.contract';
import { amountOf } from '../../../src/domain/catalog/bulk-edit';
import type { AuditRecord } from '../platform/audit-trail';
import type { WebhookEmitter } from '../platform/webhook-emitter';
import type { Db } from '../platform/database/client';
import * as bulk from './bulk-edit.repository';
import { productData } from './product-webhook-data';
import { lockCatalogue } from './product-writes.repository';
import { recordStockMoves, type StockMove } from './stock-ledger.repository';

export type BulkResult = { ok: true; value: BulkSavedWire } | { ok: false; status: 400 | 404 | 409; field: string; message: string };

class Refusal extends Error {
  constructor(readonly result: Extract<BulkResult, { ok: false }>) {
    super(result.message);
  }
}
const refuse = (status: 400 | 404 | 409, field: string, message: string): never => {
  throw new Refusal({ ok: false, status, field, message });
};

/** The checks that need no database: a row named twice, two compare-at prices for one product. */
function checkRows(changes: readonly BulkChange[]): void {
  const seen = new Set<string>();
  const compareAt = new Map<number, number | null>();
  changes.forEach((change, index) => {
    const key = `${change.ProductID}/${change.VariantID}`;
    if (seen.has(key)) refuse(400, `Changes.${index}.VariantID`, 'This row is changed twice in one save');
    seen.add(key);
    if (change.CompareAtCents === undefined) return;
    const earlier = compareAt.get(change.ProductID);
    if (earlier !== undefined && earlier !== change.CompareAtCents)
      refuse(400, `Changes.${index}.CompareAtCents`, 'A product has one compare-at price: its rows give two different ones');
    compareAt.set(change.ProductID, change.CompareAtCents);
  });
}

/** The save's counts and its first rows as written (prices in cents), for the audit log. */
function bulkChanges(saved: BulkSavedWire, changes: readonly BulkChange[], note: string): Record<string, unknown> {
  const edits = changes.slice(0, AUDITED_ROWS).map((change) => ({
    productId: change.ProductID,
    variantId: change.VariantID,
    ...(change.PriceCents === undefined ? {} : { priceCents: change.PriceCents }),
    ...(change.CompareAtCents === undefined ? {} : { compareAtCents: change.CompareAtCents }),
    ...(change.Stock === undefined ? {} : { stock: [change.StockWas ?? null, change.Stock] }),
  }));
  return { ...saved, note, edits, ...(changes.length > AUDITED_ROWS ? { moreRows: changes.length - AUDITED_ROWS } : {}) };
}
const AUDITED_ROWS = 40;

export class BulkEditService {
  constructor(private readonly deps: { db: Db; onChanged?: (storeId: number) => Promise<void>; webhooks?: WebhookEmitter }) {}

  /** `audit`: the owner's audit log, one entry for the save in its transaction (decision 99). */
  async save(storeId: number, ownerId: number, changes: readonly BulkChange[], note: string, audit?: AuditRecord): Promise<BulkResult> {
    try {
      checkRows(changes);
      const value = await this.deps.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        await lockCatalogue(tx, storeId);
        const saved = await this.write(tx, storeId, ownerId, changes, note || 'Bulk edit');
        await audit?.(tx, { action: 'bulk.saved', subject: `${saved.rows} rows`, changes: bulkChanges(saved, changes, note) });
        return saved;
      });
      await this.deps.onChanged?.(storeId);
      return { ok: true, value };
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }

  private async write(tx: Db, storeId: number, ownerId: number, changes: readonly BulkChange[], note: string): Promise<BulkSavedWire> {
    const found = await bulk.productsForSave(tx, storeId, [...new Set(changes.map((change) => change.ProductID))]);
    const stockKeys = changes.filter((c) => c.Stock !== undefined).map((c) => ({ productId: c.ProductID, variantId: c.VariantID }));
    const repriced = new Map<number, { price?: string; compareAtPrice?: string | null; hasVariants: boolean }>();
    // Every row checked before the first write; a refusal rolls the transaction back in any case.
    changes.forEach((change, index) => {
      const at = `Changes.${index}`;
      const product = found.get(change.ProductID) ?? refuse(404, `${at}.ProductID`, 'No such product in this store');
      const hasVariants = product.variantIds.length > 0;
      if (hasVariants && change.VariantID === 0)
        refuse(400, `${at}.VariantID`, 'This product keeps its prices and stock per variant: name one');
      if (!hasVariants && change.VariantID !== 0) refuse(400, `${at}.VariantID`, 'This product has no variants: VariantID is 0');
      if (change.VariantID !== 0 && !product.variantIds.includes(change.VariantID))
        refuse(404, `${at}.VariantID`, 'No such variant of this product');
      if (change.PriceCents === undefined && change.CompareAtCents === undefined) return;
      if (product.version !== change.Version)
        refuse(409, `${at}.Version`, `The product changed since you loaded it (version ${product.version} now): reload and edit again`);
      const entry = repriced.get(change.ProductID) ?? { hasVariants };
      if (!hasVariants && change.PriceCents !== undefined) entry.price = amountOf(change.PriceCents);
      if (change.CompareAtCents !== undefined)
        entry.compareAtPrice = change.CompareAtCents === null ? null : amountOf(change.CompareAtCents);
      repriced.set(change.ProductID, entry);
    });
    const stockNow = await bulk.stockOf(tx, stockKeys);
    const moves: StockMove[] = [];
    let rows = 0;
    for (const [index, change] of changes.entries()) {
      if (change.PriceCents !== undefined && change.VariantID !== 0)
        await bulk.setVariantPrice(tx, change.VariantID, amountOf(change.PriceCents));
      if (change.PriceCents !== undefined || change.Stock !== undefined) rows += 1;
      if (change.Stock === undefined) continue;
      const before = stockNow.get(`${change.ProductID}/${change.VariantID}`) ?? 0;
      if (change.StockWas !== undefined && change.StockWas !== before)
        refuse(
          409,
          `Changes.${index}.Stock`,
          `The stock changed since you loaded it (${before} now, by a sale or another owner): reload and edit again`,
        );
      if (change.VariantID === 0) await bulk.setProductStock(tx, change.ProductID, change.Stock);
      else await bulk.setVariantStock(tx, change.VariantID, change.Stock);
      moves.push({ productId: change.ProductID, variantId: change.VariantID, delta: change.Stock - before, quantityAfter: change.Stock });
    }
    for (const [productId, entry] of repriced) {
      const row = await bulk.repriceProduct(tx, productId, entry);
      await this.deps.webhooks?.emit(tx, { webId: storeId, topic: 'products/update', data: productData(row) });
    }
    await recordStockMoves(tx, storeId, moves, { reason: 'manual', ownerId, note });
    return { products: repriced.size, rows, stockMoves: moves.filter((move) => move.delta !== 0).length };
  }
}
