/**
 * The per-variant price and weight rules (docs/decisions.md 104), shared by the owner contract, the
 * store API's writes, the studio's variant matrix and the CSV import: a compare-at price is the price
 * before a sale, so it is either empty or above the price (an equal or lower one would strike through
 * a price that is not higher, telling shoppers of a saving that is not there); a weight is kept in
 * grams, with the unit the owner reads and types it in (Shopify's "Variant Weight Unit").
 */
import { centsOf } from './bulk-edit';

export const WEIGHT_UNITS = ['g', 'kg', 'lb', 'oz'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Grams in one unit: the pound and ounce as the international avoirdupois units define them. */
const GRAMS: Record<WeightUnit, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };

export const isWeightUnit = (text: string): text is WeightUnit => (WEIGHT_UNITS as readonly string[]).includes(text);

/** Whole grams of `value` in `unit` (the catalogue keeps grams, as Shopify's Variant Grams). */
export function gramsOf(value: number, unit: WeightUnit): number {
  return Math.round(value * GRAMS[unit]);
}

/** Decimals that keep every whole gram: a weight shown and saved again never moves (0.001 kg is 1 g). */
const DECIMALS: Record<WeightUnit, number> = { g: 0, kg: 3, lb: 4, oz: 3 };

/** `grams` in `unit` as the studio shows it (1.234 kg, 0.5512 lb), which gramsOf reads back to the same grams. */
export function weightIn(grams: number, unit: WeightUnit): number {
  const scale = 10 ** DECIMALS[unit];
  return Math.round((grams / GRAMS[unit]) * scale) / scale;
}

export const COMPARE_AT_NOT_ABOVE = 'Compare-at price must be more than the price, or empty';

/**
 * Why `compareAt` cannot stand beside `price` (both decimal text), or null when it can: empty, or
 * above the price. Amounts that are not amounts are left to the amount check that names them.
 */
export function compareAtProblem(price: string, compareAt: string | null): string | null {
  if (compareAt === null || compareAt.trim() === '') return null;
  const priceCents = centsOf(price);
  const compareCents = centsOf(compareAt);
  if (priceCents === null || compareCents === null) return null;
  return compareCents > priceCents ? null : COMPARE_AT_NOT_ABOVE;
}
