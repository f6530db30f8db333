/**
 * The codes an order asks for (docs/checkout.md), resolved against the store's discounts and gift cards:
 * what price-order.ts should take off, what the quote tells the shopper, and the messages beside the
 * fields when a code is refused. The quote reads without locks; PlaceOrder reads with them inside
 * its transaction and then counts the use and spends the card (commitCodes).
 */
import {
  bestAutomatic,
  checkCode,
  discountCents,
  normalCode,
  ruleSummary,
  type DiscountRule,
} from '../../../src/domain/discounts/discount-rules';
import { emptyGiftCardMessage, refusalMessage, unknownGiftCardMessage } from '../../../src/domain/discounts/code-messages';
import { convertCents, minorText, type ShownCurrency } from '../../../src/domain/money/minor-units';
import type { AppliedCodesView } from '../../../src/domain/orders/order-types';
import type { PriceAdjustments, PricedOrder } from '../../../src/domain/orders/price-order';
import type { Db } from '../platform/database/client';
import { OrderRefused } from '../platform/order-refused';
import {
  automaticDiscounts,
  findDiscountByCode,
  findGiftCard,
  redeem,
  ruleOf,
  spendGiftCard,
  usesBy,
  type GiftCardRow,
} from './discount.repository';

export interface CodesAsked {
  discountCode: string;
  giftCardCode: string;
}

export interface CodesContext {
  webId: number;
  /** The order's subtotal before any discount, base cents. */
  subtotal: number;
  now: Date;
  /** Who the per-customer limit counts: `c:<UserID>`, `e:<email>`; null when not known yet (a guest's cart). */
  customerKey: string | null;
  currency: ShownCurrency;
  /** PlaceOrder: lock the rows it will update. */
  lock: boolean;
}

export interface ResolvedCodes {
  adjustments: PriceAdjustments;
  rule: DiscountRule | null;
  /** The order's discount label: the code, or the automatic discount's title. */
  label: string;
  card: GiftCardRow | null;
  view: AppliedCodesView;
  errors: Array<{ field: 'DiscountCode' | 'GiftCardCode'; message: string }>;
}

/** Who a per-customer limit counts: the account, else the guest's e-mail, else their phone. */
export function customerKeyOf(customerId: string | null, contact: { email: string; phone: string }): string {
  if (customerId !== null) return `c:${customerId}`;
  return contact.email.trim() ? `e:${contact.email.trim().toLowerCase()}` : `p:${contact.phone.replace(/\D/g, '')}`;
}

const shown = (cents: number, currency: ShownCurrency) =>
  `${minorText(convertCents(cents, currency), currency.abbreviation)} ${currency.abbreviation}`.trim();

async function resolveDiscount(
  db: Db,
  code: string,
  context: CodesContext,
): Promise<Pick<ResolvedCodes, 'rule' | 'label' | 'errors'> & { view: AppliedCodesView['discount'] }> {
  const price = (cents: number) => shown(cents, context.currency);
  if (code === '') {
    const automatic = bestAutomatic((await automaticDiscounts(db, context.webId, context.lock)).map(ruleOf), context);
    if (!automatic) return { rule: null, label: '', errors: [], view: null };
    const label = automatic.title || ruleSummary(automatic, price);
    return { rule: automatic, label, errors: [], view: { code: '', label, applied: true, message: '' } };
  }
  const row = await findDiscountByCode(db, context.webId, code, context.lock);
  const rule = row ? ruleOf(row) : null;
  const customerUses = rule && rule.perCustomerLimit !== null && context.customerKey ? await usesBy(db, rule.id, context.customerKey) : 0;
  const checked = checkCode(rule, { subtotal: context.subtotal, now: context.now, customerUses });
  if (!checked.ok) {
    const message = refusalMessage(checked.reason, {
      code,
      minimum: price(rule?.minSubtotal ?? 0),
      endedOn: rule?.endsAt ? rule.endsAt.toISOString().slice(0, 10) : '',
    });
    return { rule: null, label: '', errors: [{ field: 'DiscountCode', message }], view: { code, label: code, applied: false, message } };
  }
  const label = `${code} (${ruleSummary(checked.rule, price)})`;
  return { rule: checked.rule, label, errors: [], view: { code, label, applied: true, message: '' } };
}

async function resolveCard(
  db: Db,
  code: string,
  context: CodesContext,
): Promise<Pick<ResolvedCodes, 'card' | 'errors'> & { view: AppliedCodesView['giftCard'] }> {
  if (code === '') return { card: null, errors: [], view: null };
  const card = await findGiftCard(db, context.webId, code, context.lock);
  const refusal = !card || !card.isActive ? unknownGiftCardMessage(code) : card.balance <= 0 ? emptyGiftCardMessage(code) : '';
  const balanceMinor = convertCents(card?.isActive ? card.balance : 0, context.currency);
  if (refusal)
    return {
      card: null,
      errors: [{ field: 'GiftCardCode', message: refusal }],
      view: { code, balanceMinor, applied: false, message: refusal },
    };
  return { card, errors: [], view: { code, balanceMinor, applied: true, message: '' } };
}

export async function resolveCodes(db: Db, asked: CodesAsked, context: CodesContext): Promise<ResolvedCodes> {
  const discount = await resolveDiscount(db, normalCode(asked.discountCode), context);
  const card = await resolveCard(db, normalCode(asked.giftCardCode).replace(/[\s-]/g, ''), context);
  const rule = discount.rule;
  return {
    adjustments: {
      discount: rule ? discountCents(rule, context.subtotal) : 0,
      freeShipping: rule?.kind === 'free_shipping',
      giftCardBalance: card.card?.balance ?? 0,
    },
    rule,
    label: discount.label,
    card: card.card,
    view: { discount: discount.view, giftCard: card.view },
    errors: [...discount.errors, ...card.errors],
  };
}

/** Inside PlaceOrder's transaction, after the order is written: counts the discount's use and spends the card, or refuses the whole order. */
export async function commitCodes(
  tx: Db,
  resolved: ResolvedCodes,
  priced: PricedOrder,
  order: { webId: number; orderId: number; customerKey: string },
): Promise<void> {
  if (resolved.rule && !(await redeem(tx, resolved.rule, { ...order, amount: priced.discount }))) {
    throw new OrderRefused(`${resolved.rule.code ?? resolved.label} has been used as many times as it allows.`, 409);
  }
  if (resolved.card && !(await spendGiftCard(tx, resolved.card.id, order.orderId, priced.giftCard))) {
    throw new OrderRefused('The gift card balance changed while the order was placed. Try again.', 409);
  }
}
