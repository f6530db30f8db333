/**
 * Discounts and gift cards as stored (docs/checkout.md), every read scoped by the store. The reads used by
 * PlaceOrder lock their rows (`FOR UPDATE`), so two orders on one code queue, and the counted use
 * and the spent balance are conditional updates: a limit or a balance holds even if a check were wrong.
 */
import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DiscountKind, DiscountRule } from '../../../src/domain/discounts/discount-rules';
import type { Db } from '../platform/database/client';
import { discountRedemptions, discounts, giftCards, giftCardSpends } from './discounts.tables';

export type DiscountRow = typeof discounts.$inferSelect;
export type GiftCardRow = typeof giftCards.$inferSelect;

export const ruleOf = (row: DiscountRow): DiscountRule => ({
  id: row.id,
  code: row.code,
  title: row.title,
  kind: row.kind as DiscountKind,
  value: row.value,
  minSubtotal: row.minSubtotal,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  usageLimit: row.usageLimit,
  perCustomerLimit: row.perCustomerLimit,
  usedCount: row.usedCount,
  isActive: row.isActive,
});

export async function findDiscountByCode(db: Db, webId: number, code: string, lock: boolean): Promise<DiscountRow | null> {
  const query = db
    .select()
    .from(discounts)
    .where(and(eq(discounts.storeId, webId), eq(discounts.code, code)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The store's automatic discounts that are switched on. */
export async function automaticDiscounts(db: Db, webId: number, lock: boolean): Promise<DiscountRow[]> {
  const query = db
    .select()
    .from(discounts)
    .where(and(eq(discounts.storeId, webId), isNull(discounts.code), eq(discounts.isActive, true)))
    .orderBy(discounts.id);
  return lock ? query.for('update') : query;
}

export async function usesBy(db: Db, discountId: number, customerKey: string): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.customerKey, customerKey)));
  return row?.uses ?? 0;
}

/** Counts one use; false when the limit was reached in the meantime (nothing written). */
export async function redeem(
  tx: Db,
  rule: DiscountRule,
  use: { webId: number; orderId: number; customerKey: string; amount: number },
): Promise<boolean> {
  const updated = await tx
    .update(discounts)
    .set({ usedCount: sql`${discounts.usedCount} + 1` })
    .where(and(eq(discounts.id, rule.id), sql`(${discounts.usageLimit} IS NULL OR ${discounts.usedCount} < ${discounts.usageLimit})`))
    .returning({ id: discounts.id });
  if (updated.length === 0) return false;
  await tx
    .insert(discountRedemptions)
    .values({ storeId: use.webId, discountId: rule.id, orderId: use.orderId, customerKey: use.customerKey, amount: use.amount });
  return true;
}

export async function findGiftCard(db: Db, webId: number, code: string, lock: boolean): Promise<GiftCardRow | null> {
  const query = db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.storeId, webId), eq(giftCards.code, code)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Takes `amount` from the card; false when its balance no longer covers it (nothing written). */
export async function spendGiftCard(tx: Db, cardId: number, orderId: number, amount: number): Promise<boolean> {
  if (amount <= 0) return true;
  const updated = await tx
    .update(giftCards)
    .set({ balance: sql`${giftCards.balance} - ${amount}` })
    .where(and(eq(giftCards.id, cardId), gte(giftCards.balance, amount)))
    .returning({ id: giftCards.id });
  if (updated.length === 0) return false;
  await tx.insert(giftCardSpends).values({ giftCardId: cardId, orderId, amount });
  return true;
}

/**
 * Gives a cancelled order's gift-card money back, inside the cancelling transaction (decision 71): each
 * spend is removed as its amount goes back on its card, so the order took nothing, and a second
 * cancel (the order row's lock and the state machine refuse one anyway) finds nothing left to credit.
 * The order keeps its gift-card line and the card's last digits as the record of what was paid so.
 */
export async function restoreGiftCards(tx: Db, orderId: number): Promise<number> {
  const spends = await tx
    .delete(giftCardSpends)
    .where(eq(giftCardSpends.orderId, orderId))
    .returning({ giftCardId: giftCardSpends.giftCardId, amount: giftCardSpends.amount });
  for (const spend of spends)
    await tx
      .update(giftCards)
      .set({ balance: sql`${giftCards.balance} + ${spend.amount}` })
      .where(eq(giftCards.id, spend.giftCardId));
  return spends.reduce((sum, spend) => sum + spend.amount, 0);
}
