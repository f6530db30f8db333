/**
 * A parser turns untrusted owner content into a value of its type and never throws: every field
 * carries its own fallback, so one bad value (a number where text belongs, a list item that is not
 * an object) costs that value only, never the section, and parsing cannot fail at render time.
 * Hand-written instead of a schema library because these parsers ship to the browser on every page.
 */

export type Parser<T> = (raw: unknown) => T;
export type Output<P> = P extends Parser<infer T> ? T : never;
type Shape = Record<string, Parser<unknown>>;
export type ObjectOutput<S extends Shape> = { [K in keyof S]: Output<S[K]> };

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each field parses its own value; a non-object gives every field its fallback. Unknown keys are dropped. */
export function object<S extends Shape>(shape: S): Parser<ObjectOutput<S>> {
  const fields = Object.entries(shape);
  return (raw) => {
    const input: Record<string, unknown> = isRecord(raw) ? raw : {};
    const output: Record<string, unknown> = {};
    for (const [key, parse] of fields) output[key] = parse(input[key]);
    return output as ObjectOutput<S>;
  };
}

/** Text is cut at `max` rather than rejected: a long paragraph should shrink, not vanish. */
export const text =
  (fallback = '', max = 500): Parser<string> =>
  (raw) =>
    typeof raw === 'string' ? raw.slice(0, max) : fallback;

/** Booleans, and '1'/1/'true' or '0'/0/'false' as older content stored them. */
export const flag =
  (fallback: boolean): Parser<boolean> =>
  (raw) => {
    if (raw === true || raw === '1' || raw === 1 || raw === 'true') return true;
    if (raw === false || raw === '0' || raw === 0 || raw === 'false') return false;
    return fallback;
  };

/** A finite number from a number or a non-blank numeric string, else undefined. */
function finite(raw: unknown): number | undefined {
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** Whole numbers from numbers or numeric strings, clamped into range so "99" columns becomes the maximum. */
export const int =
  (fallback: number, min: number, max: number): Parser<number> =>
  (raw) => {
    const value = finite(raw);
    return value === undefined ? fallback : Math.min(max, Math.max(min, Math.round(value)));
  };

/** Like int but keeps halves and decimals (ratings, prices). */
export const decimal =
  (fallback: number, min: number, max: number): Parser<number> =>
  (raw) => {
    const value = finite(raw);
    return value === undefined ? fallback : Math.min(max, Math.max(min, value));
  };

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]): Parser<T[number]> {
  const allowed: readonly unknown[] = values;
  return (raw) => (allowed.includes(raw) ? (raw as T[number]) : fallback);
}

/** Lists drop items that are not objects (or not strings, for text lists) and keep the rest. */
export const list =
  <T>(item: Parser<T>, max: number): Parser<T[]> =>
  (raw) =>
    Array.isArray(raw)
      ? raw
          .filter(isRecord)
          .slice(0, max)
          .map((value) => item(value))
      : [];

export const textList =
  (max: number, maxLength = 200): Parser<string[]> =>
  (raw) =>
    Array.isArray(raw)
      ? raw
          .filter((value): value is string => typeof value === 'string')
          .slice(0, max)
          .map((value) => value.slice(0, maxLength))
      : [];

/** Parses a section's whole content; a non-object gives all defaults. */
export function parseWith<T>(parser: Parser<T>, raw: unknown): T {
  return parser(isRecord(raw) ? raw : {});
}
