/** Discounts and gift cards as the studio's back office lists them (issue 19): money as base-currency decimal text. */
import type { DiscountKind } from './discount-rules';

export interface OwnerDiscount {
  discountID: number;
  /** '' for an automatic discount. */
  code: string;
  title: string;
  kind: DiscountKind;
  /** Whole percent for 'percentage'; 0 otherwise. */
  percent: number;
  /** The amount off for 'fixed' ('0.00' otherwise). */
  amount: string;
  minSubtotal: string;
  startsAt: string | null;
  endsAt: string | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  usedCount: number;
  /** The sum of what its uses took off. */
  discounted: string;
  isActive: boolean;
  /** 'active', 'paused', 'scheduled', 'expired' or 'used up': what a shopper would meet now. */
  state: string;
}

export interface OwnerGiftCard {
  giftCardID: number;
  code: string;
  initialBalance: string;
  balance: string;
  note: string;
  isActive: boolean;
  createdAt: string;
}

export interface OwnerDiscounts {
  discounts: OwnerDiscount[];
  giftCards: OwnerGiftCard[];
  /** The amounts are in the catalogue's base currency, as prices are; shoppers see them in `currency` at `rate`. */
  currency: string;
  rate: string;
}
