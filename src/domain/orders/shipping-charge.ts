/**
 * What a shipping method charges for an order (issue 17's threshold, issue 19's tiers): a flat
 * rate, or the rate of the order's tier by weight (grams) or by subtotal (base-currency cents),
 * and nothing once the subtotal (items and add-ons) reaches the method's free-shipping threshold.
 * The quote, the checkout page and PlaceOrder all ask this one rule, and the storefront's "free
 * shipping over ..." reads the same threshold, so what a store promises is what its checkout charges.
 */
import { centsText, lineCents, toCents, type TotalsLine } from './order-totals';

export type RateKind = 'flat' | 'weight' | 'subtotal';

/** From `from` (grams, or base-currency cents) up, the method costs `rate`. */
export interface RateTier {
  from: number;
  /** Base-currency decimal text. */
  rate: string;
}

export interface ChargedMethod {
  /** Flat rate, base-currency decimal text; for tiered methods, what the order pays below the first tier. */
  rate: string;
  /** Subtotal from which the method is free, base-currency decimal text; null when it never is. */
  freeOver: string | null;
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

/** The method's rate for the shipment before the free-shipping threshold, in base cents. */
export function tieredCents(method: ChargedMethod, shipment: Shipment): number {
  const kind = method.kind ?? 'flat';
  if (kind === 'flat' || !method.tiers || method.tiers.length === 0) return toCents(method.rate);
  const index = tierIndex(method.tiers, kind === 'weight' ? shipment.weightGrams : shipment.subtotalCents);
  return toCents(index < 0 ? method.rate : method.tiers[index]!.rate);
}

const shipmentOf = (lines: readonly TotalsLine[], weightGrams: number): Shipment => ({ subtotalCents: subtotalCents(lines), weightGrams });

/** True when the method costs nothing for these lines: a free method, or the subtotal reaching its threshold. */
export function shipsFree(method: ChargedMethod, lines: readonly TotalsLine[], weightGrams = 0): boolean {
  const shipment = shipmentOf(lines, weightGrams);
  if (tieredCents(method, shipment) === 0) return true;
  return method.freeOver !== null && shipment.subtotalCents >= toCents(method.freeOver);
}

/** The rate the order pays for the method, as base-currency decimal text. */
export function shippingCharge(method: ChargedMethod, lines: readonly TotalsLine[], weightGrams = 0): string {
  return shipsFree(method, lines, weightGrams) ? centsText(0) : centsText(tieredCents(method, shipmentOf(lines, weightGrams)));
}

/**
 * What is left to spend (base cents) before the method ships free for a subtotal of `subtotal` base
 * cents: 0 once it does; null where no threshold applies (none set, or a flat method free anyway).
 * The cart's "add $X more for free shipping" reads this, so it promises what shippingCharge gives.
 */
export function freeShippingShortfall(method: ChargedMethod, subtotal: number): number | null {
  if (method.freeOver === null || ((method.kind ?? 'flat') === 'flat' && toCents(method.rate) === 0)) return null;
  return Math.max(0, toCents(method.freeOver) - subtotal);
}

/** The method's description with its free-shipping threshold, as the checkout lists it ("3-5 business days · free on orders over $100"). */
export function shippingNote(method: ChargedMethod & { description: string }, price: (amount: string) => string): string {
  if (method.freeOver === null || ((method.kind ?? 'flat') === 'flat' && toCents(method.rate) === 0)) return method.description;
  const free = `free on orders over ${price(method.freeOver)}`;
  return method.description ? `${method.description} · ${free}` : free.charAt(0).toUpperCase() + free.slice(1);
}

/** An owner's tiers, checked: the first from 0, each `from` above the one before, rates not negative. */
export function tierProblems(tiers: readonly RateTier[]): string | null {
  if (tiers.length === 0) return 'Add at least one tier';
  if (tiers[0]!.from !== 0) return 'The first tier must start at 0';
  for (let i = 1; i < tiers.length; i += 1) if (tiers[i]!.from <= tiers[i - 1]!.from) return 'Each tier must start above the one before it';
  return null;
}
