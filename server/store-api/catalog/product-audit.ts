/**
 * What the audit log keeps of a product write (decision 99): the fields an owner would ask about
 * (name, address, status, prices, SKU) as [before, after], each variant's price change and every stock
 * move. The description, pictures and SEO text are named as changed, not copied.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { variants } from './catalog.tables';
import type { StockMove } from './stock-ledger.repository';

const COMPARED = ['name', 'handle', 'status', 'price', 'compareAtPrice', 'isHidePrice', 'sku', 'vendor', 'categoryId', 'brandId'] as const;
const NAMED_ONLY = ['description', 'tags', 'seo', 'weightGrams', 'productType', 'barcode', 'sellWhenOutOfStock'] as const;

type Compared = { [K in (typeof COMPARED)[number] | (typeof NAMED_ONLY)[number]]?: unknown };

/** Each variant's price, by id, before a write changes them. */
export async function variantPrices(tx: Db, productId: number): Promise<Map<number, string>> {
  const rows = await tx.select({ id: variants.id, price: variants.price }).from(variants).where(eq(variants.productId, productId));
  return new Map(rows.map((row) => [row.id, row.price]));
}

export function productChanges(
  before: Compared,
  after: Compared,
  extra: { moves?: StockMove[]; pricesBefore?: Map<number, string>; pricesAfter?: Map<number, string>; picturesChanged?: boolean } = {},
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const field of COMPARED)
    if (JSON.stringify(before[field]) !== JSON.stringify(after[field])) changes[field] = [before[field] ?? null, after[field] ?? null];
  const named = NAMED_ONLY.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]));
  if (extra.picturesChanged) named.push('pictures' as never);
  if (named.length > 0) changes.alsoChanged = named;
  const prices = [...(extra.pricesAfter ?? new Map<number, string>())].flatMap(([id, price]) => {
    const was = extra.pricesBefore?.get(id);
    return was === undefined || was === price ? [] : [{ variantId: id, price: [was, price] }];
  });
  if (prices.length > 0) changes.variantPrices = prices;
  const stock = (extra.moves ?? []).filter((move) => move.delta !== 0);
  if (stock.length > 0) changes.stock = stock.map((move) => ({ variantId: move.variantId, change: move.delta, now: move.quantityAfter }));
  return changes;
}
