/**
 * What a shipping method charges for an order (decisions 32 and 40): a flat
 * rate, or the rate of the order's tier by weight (grams) or by subtotal (base-currency cents),
 * and nothing once the subtotal (items and add-ons) reaches the method's free-shipping threshold.
 * The quote, the checkout page and PlaceOrder all ask this one rule, and the storefront's "free
 * shipping over ..." reads the same threshold, so what a store promises is what its checkout charges.
 */
import { lineCents, type TotalsLine } from './order-totals';

export type RateKind = 'flat' | 'weight' | 'subtotal';

/** From `from` (grams, or base-currency cents) up, the method costs `rateCents`. */
export interface RateTier {
  from: number;
  /** Base-currency cents. */
  rateCents: number;
}

/** A method's money in base-currency cents (docs/decisions.md 38); the wire's decimal text is orders.wire.ts's. */
export interface ChargedMethod {
  /** Flat rate; for tiered methods, what the order pays below the first tier. */
  rateCents: number;
  /** Subtotal from which the method is free; null when it never is. */
  freeOverCents: number | null;
  kind?: RateKind;
  /** Ascending by `from` (tierProblems); unused for a flat rate. */
  tiers?: readonly RateTier[];
}

/** What the rates read of an order: its subtotal in base cents and its weight in grams. */
export interface Shipment {
  subtotalCents: number;
  weightGrams: number;
}

export function subtotalCents(lines: readonly TotalsLine[]): number {
  return lines.reduce((sum, line) => {
    const { item, addons } = lineCents(line);
    return sum + item + addons;
  }, 0);
}

/** The index of the tier `measure` falls in (the last whose `from` it reaches), -1 below the first. */
export function tierIndex(tiers: readonly RateTier[], measure: number): number {
  let found = -1;
  tiers.forEach((tier, index) => {
    if (measure >= tier.from) found = index;
  });
  return found;
}

/** A rate as charged: a broken or negative amount counts as 0, so no charge goes below zero. */
const cents = (amount: number) => (Number.isSafeInteger(amount) && amount > 0 ? amount : 0);

/** The method's rate for the shipment before the free-shipping threshold, in base cents. */
export function tieredCents(method: ChargedMethod, shipment: Shipment): number {
  const kind = method.kind ?? 'flat';
  if (kind === 'flat' || !method.tiers || method.tiers.length === 0) return cents(method.rateCents);
  const index = tierIndex(method.tiers, kind === 'weight' ? shipment.weightGrams : shipment.subtotalCents);
  return cents(index < 0 ? method.rateCents : method.tiers[index]!.rateCents);
}

const shipmentOf = (lines: readonly TotalsLine[], weightGrams: number): Shipment => ({ subtotalCents: subtotalCents(lines), weightGrams });

/** True when the method costs nothing for these lines: a free method, or the subtotal reaching its threshold. */
export function shipsFree(method: ChargedMethod, lines: readonly TotalsLine[], weightGrams = 0): boolean {
  const shipment = shipmentOf(lines, weightGrams);
  if (tieredCents(method, shipment) === 0) return true;
  return method.freeOverCents !== null && shipment.subtotalCents >= cents(method.freeOverCents);
}

/** The rate the order pays for the method, in base-currency cents. */
export function shippingCharge(method: ChargedMethod, lines: readonly TotalsLine[], weightGrams = 0): number {
  return shipsFree(method, lines, weightGrams) ? 0 : tieredCents(method, shipmentOf(lines, weightGrams));
}

/** The threshold to tell the shopper, in cents; null when there is none (none set, or a flat method free anyway). */
const thresholdOf = (method: ChargedMethod): number | null =>
  method.freeOverCents === null || ((method.kind ?? 'flat') === 'flat' && cents(method.rateCents) === 0)
    ? null
    : cents(method.freeOverCents);

/**
 * What is left to spend (base cents) before the method ships free for a subtotal of `subtotal` base
 * cents: 0 once it does; null where no threshold applies (none set, or a flat method free anyway).
 * The cart's "add $X more for free shipping" reads this, so it promises what shippingCharge gives.
 */
export function freeShippingShortfall(method: ChargedMethod, subtotal: number): number | null {
  const over = thresholdOf(method);
  return over === null ? null : Math.max(0, over - subtotal);
}

/** The method's description with its free-shipping threshold, as the checkout lists it ("3-5 business days · free on orders over $100"). */
export function shippingNote(method: ChargedMethod & { description: string }, price: (cents: number) => string): string {
  const over = thresholdOf(method);
  if (over === null) return method.description;
  const free = `free on orders over ${price(over)}`;
  return method.description ? `${method.description} · ${free}` : free.charAt(0).toUpperCase() + free.slice(1);
}

/** An owner's tiers, checked: the first from 0, each `from` above the one before, rates not negative. */
export function tierProblems(tiers: readonly RateTier[]): string | null {
  if (tiers.length === 0) return 'Add at least one tier';
  if (tiers[0]!.from !== 0) return 'The first tier must start at 0';
  for (let i = 1; i < tiers.length; i += 1) if (tiers[i]!.from <= tiers[i - 1]!.from) return 'Each tier must start above the one before it';
  return null;
}
