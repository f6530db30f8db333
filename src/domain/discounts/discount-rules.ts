/**
 * Discount rules (docs/checkout.md): whether a code applies to an order, and how much it takes off. Pure:
 * the caller hands in the time and the uses already counted. Amounts are base-currency cents; the
 * amount handed to price-order.ts, which caps it at the subtotal, so no discount makes a total
 * negative. A code replaces the automatic discount (one discount per order).
 */

export type DiscountKind = 'percentage' | 'fixed' | 'free_shipping';
export const DISCOUNT_KINDS: readonly DiscountKind[] = ['percentage', 'fixed', 'free_shipping'];

export interface DiscountRule {
  id: number;
  /** Upper case; null for an automatic discount. */
  code: string | null;
  title: string;
  kind: DiscountKind;
  /** Whole percent (1-100) for 'percentage', cents for 'fixed', 0 for 'free_shipping'. */
  value: number;
  minSubtotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  isActive: boolean;
}

export type CodeRefusal = 'unknown' | 'paused' | 'not_started' | 'expired' | 'exhausted' | 'customer_limit' | 'below_minimum';

export type CodeCheck = { ok: true; rule: DiscountRule } | { ok: false; reason: CodeRefusal };

/** What a code looks like: letters, digits, '-' and '_', 3 to 40 of them. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,40}$/;

/** A typed code as stored: trimmed, upper case. */
export const normalCode = (typed: string): string => typed.trim().toUpperCase();

export interface CodeContext {
  /** The order's subtotal in base cents. */
  subtotal: number;
  now: Date;
  /** This shopper's earlier uses of the rule (0 when unknown yet, as in the cart). */
  customerUses: number;
}

/** The first reason the rule does not apply now, or null. */
function refusalOf(rule: DiscountRule, context: CodeContext): CodeRefusal | null {
  if (!rule.isActive) return 'paused';
  if (rule.startsAt && context.now < rule.startsAt) return 'not_started';
  if (rule.endsAt && context.now >= rule.endsAt) return 'expired';
  if (rule.usageLimit !== null && rule.usedCount >= rule.usageLimit) return 'exhausted';
  if (rule.perCustomerLimit !== null && context.customerUses >= rule.perCustomerLimit) return 'customer_limit';
  if (context.subtotal < rule.minSubtotal) return 'below_minimum';
  return null;
}

export function checkCode(rule: DiscountRule | null, context: CodeContext): CodeCheck {
  if (!rule) return { ok: false, reason: 'unknown' };
  const reason = refusalOf(rule, context);
  return reason ? { ok: false, reason } : { ok: true, rule };
}

/** Cents the rule takes off a subtotal: a percentage rounded half up, a fixed amount at most the subtotal, free shipping nothing here. */
export function discountCents(rule: Pick<DiscountRule, 'kind' | 'value'>, subtotal: number): number {
  const base = Number.isSafeInteger(subtotal) && subtotal > 0 ? subtotal : 0;
  const value = Number.isSafeInteger(rule.value) && rule.value > 0 ? rule.value : 0;
  if (rule.kind === 'percentage') return Math.min(base, Math.round((base * Math.min(value, 100)) / 100));
  if (rule.kind === 'fixed') return Math.min(base, value);
  return 0;
}

/** The automatic discount that takes the most off (ties: the older), among those that apply now. */
export function bestAutomatic(rules: readonly DiscountRule[], context: Omit<CodeContext, 'customerUses'>): DiscountRule | null {
  let best: DiscountRule | null = null;
  for (const rule of rules) {
    if (rule.code !== null || refusalOf(rule, { ...context, customerUses: 0 }) !== null) continue;
    if (!best || discountCents(rule, context.subtotal) > discountCents(best, context.subtotal)) best = rule;
  }
  return best;
}

/** What the rule gives, in words ("10% off", "$5.00 off", "Free shipping"), with the store's price formatter for cents. */
export function ruleSummary(rule: Pick<DiscountRule, 'kind' | 'value'>, price: (cents: number) => string): string {
  if (rule.kind === 'percentage') return `${rule.value}% off`;
  if (rule.kind === 'fixed') return `${price(rule.value)} off`;
  return 'Free shipping';
}
