/**
 * The owner's discounts and gift cards on the wire (GET /Owner/Discounts and the writes' answers):
 * amounts as base-currency decimal text ("5.00"), as the store API has always written them; base
 * cents in the domain (docs/decisions.md 38). The server answers through the *ToWire functions, the
 * studio's adapter reads back through the *FromWire ones and writes a save's body with
 * saveDiscountBodyOf (its type checked against saveDiscountBody where the adapter sends it, DISCOUNT_CALLS). Zod-free at run time.
 */
import type { DiscountDraft, OwnerDiscount, OwnerDiscounts, OwnerGiftCard } from '../domain/discounts/discount-views';
import { decimalText, priceMinor } from '../domain/money/money';

export interface OwnerDiscountWire extends Omit<OwnerDiscount, 'amountCents' | 'minSubtotalCents' | 'discountedCents'> {
  amount: string;
  minSubtotal: string;
  discounted: string;
}

export interface OwnerGiftCardWire extends Omit<OwnerGiftCard, 'initialBalanceCents' | 'balanceCents'> {
  initialBalance: string;
  balance: string;
}

export interface OwnerDiscountsWire extends Omit<OwnerDiscounts, 'discounts' | 'giftCards'> {
  discounts: OwnerDiscountWire[];
  giftCards: OwnerGiftCardWire[];
}

export const discountToWire = ({ amountCents, minSubtotalCents, discountedCents, ...rest }: OwnerDiscount): OwnerDiscountWire => ({
  ...rest,
  amount: decimalText(amountCents),
  minSubtotal: decimalText(minSubtotalCents),
  discounted: decimalText(discountedCents),
});

// The server writes only amounts it counted: nothing to refuse when reading them back.
export const discountFromWire = ({ amount, minSubtotal, discounted, ...rest }: OwnerDiscountWire): OwnerDiscount => ({
  ...rest,
  amountCents: priceMinor(amount),
  minSubtotalCents: priceMinor(minSubtotal),
  discountedCents: priceMinor(discounted),
});

export const giftCardToWire = ({ initialBalanceCents, balanceCents, ...rest }: OwnerGiftCard): OwnerGiftCardWire => ({
  ...rest,
  initialBalance: decimalText(initialBalanceCents),
  balance: decimalText(balanceCents),
});

export const giftCardFromWire = ({ initialBalance, balance, ...rest }: OwnerGiftCardWire): OwnerGiftCard => ({
  ...rest,
  initialBalanceCents: priceMinor(initialBalance),
  balanceCents: priceMinor(balance),
});

export const ownerDiscountsToWire = (answer: OwnerDiscounts): OwnerDiscountsWire => ({
  ...answer,
  discounts: answer.discounts.map(discountToWire),
  giftCards: answer.giftCards.map(giftCardToWire),
});

export const ownerDiscountsFromWire = (wire: OwnerDiscountsWire): OwnerDiscounts => ({
  ...wire,
  discounts: wire.discounts.map(discountFromWire),
  giftCards: wire.giftCards.map(giftCardFromWire),
});

/** POST /Owner/SaveDiscount's body for a draft: amounts as decimal text, only the one its kind uses. */
export const saveDiscountBodyOf = (draft: DiscountDraft) => ({
  ...(draft.discountID !== undefined ? { DiscountID: draft.discountID } : {}),
  Code: draft.code,
  Title: draft.title,
  Kind: draft.kind,
  ...(draft.kind === 'percentage' ? { Percent: draft.percent } : {}),
  ...(draft.kind === 'fixed' ? { Amount: decimalText(draft.amountCents) } : {}),
  MinSubtotal: decimalText(draft.minSubtotalCents),
  StartsAt: draft.startsAt,
  EndsAt: draft.endsAt,
  UsageLimit: draft.usageLimit,
  PerCustomerLimit: draft.perCustomerLimit,
  IsActive: draft.isActive,
});
