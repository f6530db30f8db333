/**
 * Cell texts of a catalogue file, both ways. A spreadsheet runs a cell that starts with =, +, -, @,
 * a tab or a carriage return as a formula (CSV injection, OWASP): an exported cell that could start
 * one gets a leading single quote, which spreadsheets show as text and an import takes off again
 * (docs/catalogue.md). Cells that already start with quotes before such a character get one more,
 * so every text comes back as it was.
 */

const FORMULA_START = /^'*[=+\-@\t\r]/;
const GUARDED = /^'+[=+\-@\t\r]/;

export function guardCell(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unguardCell(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/** Cents of an amount written with at most 2 decimals ("12", "12.5", "12.50"); null otherwise. */
export function parseCents(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function formatCents(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number, signed, as a spreadsheet writes one ("3", "-2", "3.0"); null otherwise. */
export function parseWholeNumber(text: string): number | null {
  const match = /^(-?\d{1,9})(?:\.0+)?$/.exec(text);
  // "-0" is 0: a stock is never negative zero.
  return match ? Number(match[1]) + 0 : null;
}

/** Shopify's weights are grams, exported with a decimal ("250.0"): rounded to whole grams. */
export function parseGrams(text: string): number | null {
  if (!/^\d{1,9}(?:\.\d+)?$/.test(text)) return null;
  return Math.round(Number(text));
}

/** TRUE/FALSE as spreadsheets write them, in any case; null for anything else. */
export function parseFlag(text: string): boolean | null {
  const lower = text.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return null;
}

/** A comma-separated tag list: trimmed, empty and repeated tags dropped, first spelling kept. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()))].filter((tag) => tag !== '');
}
