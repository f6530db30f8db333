/** Small text and number helpers shared by the catalogue generator. */

/** The fixed "today" of the demo data, so every run produces the same dates. */
export const SEED_BASE_DATE = new Date('2026-11-01T00:00:00Z');

const DAY_MS = 86_400_000;

export function daysBefore(base: Date, days: number, seconds = 0): Date {
  return new Date(base.getTime() - days * DAY_MS - seconds * 1000);
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Rounds a raw price to a shop-like one: 34.99 below 100, 244.99 below 1000, 1299.00 above.
 * Prices stay in whole cents so variant deltas (whole units) keep the same ending.
 */
export function shopPrice(raw: number): number {
  if (raw < 100) return Math.max(1, Math.floor(raw)) + 0.99;
  if (raw < 1000) return Math.round(raw / 5) * 5 - 0.01;
  return Math.round(raw / 10) * 10 - 1;
}

/** A price as the numeric column wants it: a string with two decimals. */
export function money(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** Replaces {key} placeholders; unknown keys are left visible so a typo shows up in review. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
