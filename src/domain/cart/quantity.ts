/**
 * Quantities of spec sections 4 and 9: the minimum is 1, decrementing only happens above 1, and an
 * empty or too small entry resets to 1. A known stock caps the quantity so a shopper never asks
 * for more than the shop has.
 */

export const MIN_QUANTITY = 1;
/** A ceiling for typed numbers when the stock is unknown (a keyboard slip must not order 10^9). */
export const MAX_QUANTITY = 999;

export function normalizeQuantity(input: string | number, max: number = MAX_QUANTITY): number {
  const ceiling = Math.max(MIN_QUANTITY, Math.min(MAX_QUANTITY, Number.isFinite(max) ? Math.floor(max) : MAX_QUANTITY));
  const text = typeof input === 'number' ? String(input) : input.trim();
  const value = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(value) || value < MIN_QUANTITY) return MIN_QUANTITY;
  return Math.min(ceiling, Math.floor(value));
}

export function canDecrement(quantity: number): boolean {
  return quantity > MIN_QUANTITY;
}

export function canIncrement(quantity: number, max: number = MAX_QUANTITY): boolean {
  return quantity < Math.min(MAX_QUANTITY, max);
}

export function decrement(quantity: number): number {
  return canDecrement(quantity) ? quantity - 1 : MIN_QUANTITY;
}

export function increment(quantity: number, max: number = MAX_QUANTITY): number {
  return canIncrement(quantity, max) ? quantity + 1 : normalizeQuantity(quantity, max);
}
