/**
 * The owner's side of discounts and gift cards (docs/back-office.md): the store's list with each code's usage,
 * creating and changing a discount, pausing it, issuing a gift card with a fresh code and disabling
 * one. Every read and write is scoped by the owner's store: another store's id is a 404. Money is
 * base cents, as the rows hold it; the controller writes the wire's decimal text (docs/decisions.md 38).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SaveDiscountBody } from '../../../src/contracts/owner-discounts.contract';
import type { OwnerDiscount, OwnerDiscounts, OwnerGiftCard } from '../../../src/domain/discounts/discount-views';
import type { Db } from '../platform/database/client';
import { discountRedemptions, discounts, giftCards } from './discounts.tables';
import { stores } from '../platform/platform.tables';
import { uniqueViolation } from '../platform/database/unique-violation';
import { randomCode } from '../platform/random-code';
import type { DiscountRow, GiftCardRow } from './discount.repository';

export type OwnerWrite<T> = { ok: true; value: T } | { ok: false; status: 404 | 409; field: string; message: string };

function stateOf(row: DiscountRow, now: Date): string {
  if (!row.isActive) return 'paused';
  if (row.startsAt && now < row.startsAt) return 'scheduled';
  if (row.endsAt && now >= row.endsAt) return 'expired';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return 'used up';
  return 'active';
}

function discountView(row: DiscountRow, discounted: number, now: Date): OwnerDiscount {
  return {
    discountID: row.id,
    code: row.code ?? '',
    title: row.title,
    kind: row.kind as OwnerDiscount['kind'],
    percent: row.kind === 'percentage' ? row.value : 0,
    amountCents: row.kind === 'fixed' ? row.value : 0,
    minSubtotalCents: row.minSubtotal,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    perCustomerLimit: row.perCustomerLimit,
    usedCount: row.usedCount,
    discountedCents: discounted,
    isActive: row.isActive,
    state: stateOf(row, now),
  };
}

const cardView = (row: GiftCardRow): OwnerGiftCard => ({
  giftCardID: row.id,
  code: row.code,
  initialBalanceCents: row.initialBalance,
  balanceCents: row.balance,
  note: row.note,
  isActive: row.isActive,
  createdAt: row.createdAt.toISOString(),
});

export async function ownerDiscounts(db: Db, webId: number, now = new Date()): Promise<OwnerDiscounts> {
  const [rows, sums, cards, [store]] = await Promise.all([
    db.select().from(discounts).where(eq(discounts.storeId, webId)).orderBy(desc(discounts.createdAt), desc(discounts.id)).limit(500),
    db
      .select({ id: discountRedemptions.discountId, sum: sql<number>`coalesce(sum(${discountRedemptions.amount}), 0)::int` })
      .from(discountRedemptions)
      .where(eq(discountRedemptions.storeId, webId))
      .groupBy(discountRedemptions.discountId),
    db.select().from(giftCards).where(eq(giftCards.storeId, webId)).orderBy(desc(giftCards.createdAt), desc(giftCards.id)).limit(500),
    db.select({ currency: stores.currencyAbbreviation, rate: stores.currencyRate }).from(stores).where(eq(stores.id, webId)),
  ]);
  const sumOf = new Map(sums.map((row) => [row.id, Number(row.sum)]));
  // Amounts are base currency; the storefront converts them at the store's rate for shoppers.
  return {
    discounts: rows.map((row) => discountView(row, sumOf.get(row.id) ?? 0, now)),
    giftCards: cards.map(cardView),
    currency: store?.currency ?? '',
    rate: String(Number(store?.rate ?? 1)),
  };
}

function valuesOf(body: SaveDiscountBody) {
  const value = body.Kind === 'percentage' ? (body.Percent ?? 0) : body.Kind === 'fixed' ? (body.Amount ?? 0) : 0;
  return {
    code: body.Code === '' ? null : body.Code,
    title: body.Title,
    kind: body.Kind,
    value,
    minSubtotal: body.MinSubtotal,
    startsAt: body.StartsAt,
    endsAt: body.EndsAt,
    usageLimit: body.UsageLimit,
    perCustomerLimit: body.PerCustomerLimit,
    isActive: body.IsActive,
  };
}

const taken = (code: string) => ({
  ok: false as const,
  status: 409 as const,
  field: 'Code',
  message: `The store already has a discount with the code ${code}`,
});

export async function saveDiscount(db: Db, webId: number, body: SaveDiscountBody): Promise<OwnerWrite<OwnerDiscount>> {
  try {
    if (body.DiscountID === undefined) {
      const [row] = await db
        .insert(discounts)
        .values({ storeId: webId, ...valuesOf(body) })
        .returning();
      return { ok: true, value: discountView(row!, 0, new Date()) };
    }
    // The use count is the orders', never the form's: an edit leaves it as it is.
    const [row] = await db
      .update(discounts)
      .set(valuesOf(body))
      .where(and(eq(discounts.storeId, webId), eq(discounts.id, body.DiscountID)))
      .returning();
    return row
      ? { ok: true, value: discountView(row, 0, new Date()) }
      : { ok: false, status: 404, field: 'DiscountID', message: 'No such discount in this store' };
  } catch (error) {
    if (uniqueViolation(error) !== null) return taken(body.Code);
    throw error;
  }
}

export async function setDiscountActive(db: Db, webId: number, id: number, isActive: boolean): Promise<OwnerWrite<OwnerDiscount>> {
  const [row] = await db
    .update(discounts)
    .set({ isActive })
    .where(and(eq(discounts.storeId, webId), eq(discounts.id, id)))
    .returning();
  return row
    ? { ok: true, value: discountView(row, 0, new Date()) }
    : { ok: false, status: 404, field: 'DiscountID', message: 'No such discount in this store' };
}

/** A new card with a 16-character code a shopper can read out (no I, L, O, U). */
export async function issueGiftCard(db: Db, webId: number, amount: number, note: string): Promise<OwnerGiftCard> {
  for (;;) {
    try {
      const [row] = await db
        .insert(giftCards)
        .values({ storeId: webId, code: randomCode(16), initialBalance: amount, balance: amount, note })
        .returning();
      return cardView(row!);
    } catch (error) {
      // A code already taken in this store: draw another (1 in 32^16).
      if (uniqueViolation(error) === null) throw error;
    }
  }
}

export async function setGiftCardActive(db: Db, webId: number, id: number, isActive: boolean): Promise<OwnerWrite<OwnerGiftCard>> {
  const [row] = await db
    .update(giftCards)
    .set({ isActive })
    .where(and(eq(giftCards.storeId, webId), eq(giftCards.id, id)))
    .returning();
  return row
    ? { ok: true, value: cardView(row) }
    : { ok: false, status: 404, field: 'GiftCardID', message: 'No such gift card in this store' };
}
