/**
 * Validators for single theme values. Everything a store owner types ends up inside a CSS declaration,
 * so each value is matched against a closed grammar: no value can carry `;`, `}` or a comment out of it.
 * Each field falls back to its own default, so one bad value never resets its neighbours.
 */
import { z } from 'zod';
import { FONT_FAMILY_NAMES, type FontFamilyName } from './fonts';

/** What a field accepts; property tests generate valid settings from it. */
export type ThemeFieldMeta =
  | { kind: 'color' }
  | { kind: 'number'; min: number; max: number; integer: boolean }
  | { kind: 'enum'; values: readonly (string | number)[] }
  | { kind: 'boolean' }
  | { kind: 'font' }
  | { kind: 'ratio' }
  | { kind: 'css'; maxLength: number }
  | { kind: 'label'; maxLength: number };

export const themeFieldRegistry = z.registry<ThemeFieldMeta>();

const NAMED_COLORS = [
  'transparent',
  'currentcolor',
  'black',
  'white',
  'gray',
  'grey',
  'silver',
  'red',
  'maroon',
  'orange',
  'gold',
  'yellow',
  'olive',
  'lime',
  'green',
  'teal',
  'cyan',
  'aqua',
  'blue',
  'navy',
  'indigo',
  'purple',
  'violet',
  'magenta',
  'fuchsia',
  'pink',
  'brown',
  'beige',
  'ivory',
  'tomato',
  'coral',
  'crimson',
] as const;

const NUM = String.raw`(?:\d{1,3}(?:\.\d{1,4})?|\.\d{1,4})`;
const PCT = `${NUM}%`;
const ALPHA = `(?:${NUM}%?)`;
const HUE = `${NUM}(?:deg)?`;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const fn = (name: string, a: string, b: string, c: string) =>
  new RegExp(
    String.raw`^${name}a?\(\s*(?:${a}\s*,\s*${b}\s*,\s*${c}(?:\s*,\s*${ALPHA})?|${a}\s+${b}\s+${c}(?:\s*\/\s*${ALPHA})?)\s*\)$`,
    'i',
  );
const RGB = fn('rgb', `${NUM}%?`, `${NUM}%?`, `${NUM}%?`);
const HSL = fn('hsl', HUE, PCT, PCT);

export function isCssColor(value: string): boolean {
  return HEX.test(value) || RGB.test(value) || HSL.test(value) || (NAMED_COLORS as readonly string[]).includes(value.toLowerCase());
}

/** Editors store numbers as strings ("16", "16px"); accept those, reject anything else that is not a number. */
const numeric = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const match = /^\s*(-?(?:\d+(?:\.\d+)?|\.\d+))(?:px)?\s*$/i.exec(value);
  return match ? Number(match[1]) : value;
};

export const colorValue = (fallback: string) => {
  const schema = z.string().trim().max(64).refine(isCssColor);
  themeFieldRegistry.add(schema, { kind: 'color' });
  return schema.catch(fallback);
};

/** A bounded number, rounded to two decimals so the CSS never sees exponent notation. */
export const numberValue = (fallback: number, min: number, max: number, integer = true) => {
  const inner = integer ? z.number().int() : z.number();
  const schema = z.preprocess(
    numeric,
    inner
      .min(min)
      .max(max)
      .transform((n) => Math.round(n * 100) / 100 + 0),
  );
  themeFieldRegistry.add(schema, { kind: 'number', min, max, integer });
  return schema.catch(fallback);
};

export const enumValue = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) => {
  const schema = z.enum(values);
  themeFieldRegistry.add(schema, { kind: 'enum', values });
  return schema.catch(fallback);
};

export const numberChoice = <const T extends readonly [number, ...number[]]>(values: T, fallback: T[number]) => {
  const schema = z.preprocess(numeric, z.literal(values));
  themeFieldRegistry.add(schema, { kind: 'enum', values });
  return schema.catch(fallback);
};

const FLAG_WORDS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };
export const flagValue = (fallback: boolean) => {
  const schema = z.preprocess((v) => (typeof v === 'string' || typeof v === 'number' ? (FLAG_WORDS[String(v)] ?? v) : v), z.boolean());
  themeFieldRegistry.add(schema, { kind: 'boolean' });
  return schema.catch(fallback);
};

/** Case-insensitive match against the 21 self-hosted families. */
export const fontValue = (fallback: FontFamilyName) => {
  const byLower = new Map(FONT_FAMILY_NAMES.map((name) => [name.toLowerCase(), name]));
  const schema = z.preprocess(
    (v) => (typeof v === 'string' ? (byLower.get(v.trim().toLowerCase()) ?? v) : v),
    z.enum(FONT_FAMILY_NAMES as [FontFamilyName, ...FontFamilyName[]]),
  );
  themeFieldRegistry.add(schema, { kind: 'font' });
  return schema.catch(fallback);
};

/** "width/height", both positive, e.g. "2/3"; normalised to "2 / 3". */
export const ratioValue = (fallback: string) => {
  const schema = z
    .string()
    .regex(/^\s*\d{1,4}(?:\.\d{1,2})?\s*\/\s*\d{1,4}(?:\.\d{1,2})?\s*$/)
    .transform((s) => s.split('/').map((part) => Number(part.trim())))
    .refine((parts) => parts.every((n) => n > 0))
    .transform((parts) => parts.join(' / '));
  themeFieldRegistry.add(schema, { kind: 'ratio' });
  return schema.catch(fallback);
};

/** Owner CSS is kept verbatim (bounded); compileTheme neutralises it when inlining. */
export const cssValue = (maxLength: number) => {
  const schema = z.string().max(maxLength);
  themeFieldRegistry.add(schema, { kind: 'css', maxLength });
  return schema.catch('');
};

/** A short name the studio shows (a colour scheme's); never written into CSS. Control characters are refused. */
export const labelValue = (fallback: string, maxLength: number) => {
  const schema = z
    .string()
    .trim()
    .min(1)
    .max(maxLength)
    // eslint-disable-next-line no-control-regex
    .refine((v) => !/[\u0000-\u001f\u007f]/.test(v));
  themeFieldRegistry.add(schema, { kind: 'label', maxLength });
  return schema.catch(fallback);
};
