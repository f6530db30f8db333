/**
 * A store's shipping and tax setup as its owner edits it (decision 32): the zones with their methods,
 * whether prices include tax and how tax is rounded. Money in base-currency cents (docs/decisions.md
 * 38); a tier's `from` is grams for a weight tier and base cents for a subtotal tier. The owner's API
 * writes it as decimal text (owner-shipping.wire.ts), and the studio's form holds what the owner types.
 */
import { decimalText, minorOf } from '../money/money';
import type { RateKind, RateTier } from '../orders/shipping-charge';
import type { TaxRounding } from '../tax/tax';

export interface ShippingMethodSetup {
  id?: number;
  name: string;
  description: string;
  kind: RateKind;
  /** Flat rate, or what an order below the first tier pays. */
  rateCents: number;
  /** The subtotal from which the method is free; null when it never is. */
  freeOverCents: number | null;
  /** Ascending from 0; [] for a flat rate. */
  tiers: RateTier[];
  enabled: boolean;
}

/** A zone: its countries (ISO codes, none for the rest of the world), tax rate in percent as the owner wrote it, methods. */
export interface ShippingZoneSetup {
  id?: number;
  name: string;
  countries: string[];
  taxRate: string;
  methods: ShippingMethodSetup[];
}

export interface ShippingSetup {
  pricesIncludeTax: boolean;
  taxRounding: TaxRounding;
  zones: ShippingZoneSetup[];
}

/** An amount as an owner types it ("5", "4.99"): at most 9 digits and 2 decimals. */
const TYPED_AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** Why a typed amount is refused, by the API's 400 and by the studio's form alike. */
export const amountProblem = (field: string) => `${field} must be an amount like 5 or 4.99`;
export const TIER_FROM_PROBLEM = 'A tier starts from an amount or a weight in grams';

/** Base cents of an amount the owner typed, or null when it is not one (a 400, or the studio's own message). */
export function typedAmountCents(text: string): number | null {
  const trimmed = text.trim();
  return TYPED_AMOUNT.test(trimmed) ? minorOf(trimmed) : null;
}

/** A tier's start from the owner's text (a checked amount): grams for a weight tier, base cents otherwise. */
export function tierFrom(kind: RateKind, text: string): number {
  return kind === 'weight' ? Math.round(Number(text)) : (typedAmountCents(text) ?? 0);
}

/** A tier's start as the owner reads it: grams, or the subtotal amount ("100.00"). */
const tierFromText = (kind: RateKind, from: number): string => (kind === 'weight' ? String(from) : decimalText(from));

/** A method as the owner types and reads it: amounts as text ("5.00"), a tier's start as grams or an amount. */
export interface TypedMethod extends Omit<ShippingMethodSetup, 'rateCents' | 'freeOverCents' | 'tiers'> {
  rate: string;
  freeOver: string | null;
  tiers: Array<{ from: string; rate: string }>;
}

/** The method as the owner reads it: the owner API's answer and the studio's form alike. */
export const typedMethod = ({ rateCents, freeOverCents, tiers, ...method }: ShippingMethodSetup): TypedMethod => ({
  ...method,
  rate: decimalText(rateCents),
  freeOver: freeOverCents === null ? null : decimalText(freeOverCents),
  tiers: tiers.map((tier) => ({ from: tierFromText(method.kind, tier.from), rate: decimalText(tier.rateCents) })),
});

/**
 * The owner's method in base cents. `refuse` hears each amount that is not one, by its path under
 * the method (`rate`, `tiers.0.from`) and the API's message; it reads as 0.
 */
export function methodOfTyped(
  { rate, freeOver, tiers, ...method }: TypedMethod,
  refuse: (path: string, message: string) => void = () => {},
): ShippingMethodSetup {
  const cents = (path: string, text: string, problem: string) => {
    const value = typedAmountCents(text);
    if (value === null) refuse(path, problem);
    return value ?? 0;
  };
  return {
    ...method,
    rateCents: cents('rate', rate, amountProblem('The rate')),
    freeOverCents: freeOver === null ? null : cents('freeOver', freeOver, amountProblem('The free-shipping threshold')),
    tiers: tiers.map((tier, index) => {
      cents(`tiers.${index}.from`, tier.from, TIER_FROM_PROBLEM);
      return { from: tierFrom(method.kind, tier.from), rateCents: cents(`tiers.${index}.rate`, tier.rate, amountProblem('The tier rate')) };
    }),
  };
}
