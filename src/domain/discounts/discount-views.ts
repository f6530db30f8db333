/**
 * Discounts and gift cards as the studio's back office lists them (docs/checkout.md): money in base-currency
 * cents (docs/decisions.md 38); the owner API writes it as decimal text (owner-discounts.wire.ts).
 */
import { minorOf } from '../money/money';
import type { DiscountKind } from './discount-rules';

export interface OwnerDiscount {
  discountID: number;
  /** '' for an automatic discount. */
  code: string;
  title: string;
  kind: DiscountKind;
  /** Whole percent for 'percentage'; 0 otherwise. */
  percent: number;
  /** The amount off for 'fixed' (0 otherwise). */
  amountCents: number;
  minSubtotalCents: number;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  /** The sum of what its uses took off. */
  discountedCents: number;
  isActive: boolean;
  /** 'active', 'paused', 'scheduled', 'expired' or 'used up': what a shopper would meet now. */
  state: string;
}

export interface OwnerGiftCard {
  giftCardID: number;
  code: string;
  initialBalanceCents: number;
  balanceCents: number;
  note: string;
  isActive: boolean;
  createdAt: string;
}

export interface OwnerDiscounts {
  discounts: OwnerDiscount[];
  giftCards: OwnerGiftCard[];
  /** The amounts are in the catalogue's base currency, as prices are; shoppers see them in `currency` at `rate` (an exchange rate, not money). */
  currency: string;
  rate: string;
}

/** A discount to save: what the list shows of it, dates as YYYY-MM-DD ('' for none), no id to create one. */
export interface DiscountDraft extends Omit<
  OwnerDiscount,
  'discountID' | 'startsAt' | 'endsAt' | 'usedCount' | 'discountedCents' | 'state'
> {
  discountID?: number;
  startsAt: string;
  endsAt: string;
}

/** An amount as an owner types it for a discount or a gift card ("5", "4.99"): up to 99,999,999.99. */
const TYPED_AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;

/** Why a typed amount is refused, by the API's 400 and by the studio's forms alike. */
export const discountAmountProblem = (field: string) => `${field} must be an amount with at most 2 decimals`;

/** Base cents of what the owner typed (or a number sent as one), or null when it is not an amount. */
export function discountAmountCents(typed: string | number): number | null {
  const text = String(typed).trim();
  return TYPED_AMOUNT.test(text) ? minorOf(text) : null;
}
