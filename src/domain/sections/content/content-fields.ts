/**
 * Field builders for section content schemas. Every field carries its own fallback (`z.catch`), so
 * one bad value (a number where text belongs, a list item that is not an object) costs that value
 * only, never the section, and parsing can never throw at render time.
 * Built on `zod/mini` (functions, no method chains) because these schemas ship to the browser.
 */
import { z } from 'zod/mini';
import { isLinkTargetType, type Link } from '../link-target';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Numeric strings become numbers; anything else goes on unchanged for the number schema to judge. */
const toNumber = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value);

/** Text is cut at `max` rather than rejected: a long paragraph should shrink, not vanish. */
export const text = (fallback = '', max = 500) =>
  z.catch(z.pipe(z.string(), z.transform((value: string) => value.slice(0, max))), fallback);

/** A media path (`media://...`, a site path or an http(s) URL); resolved at render time. */
export const image = () => text('', 1000);

export const flag = (fallback: boolean) =>
  z.catch(
    z.pipe(
      z.transform((value: unknown) => (value === '1' || value === 1 || value === 'true' ? true : value === '0' || value === 0 || value === 'false' ? false : value)),
      z.boolean(),
    ),
    fallback,
  );

/** Whole numbers from numbers or numeric strings, clamped into range so "99" columns becomes the maximum. */
export const int = (fallback: number, min: number, max: number) =>
  z.catch(
    z.pipe(z.pipe(z.transform(toNumber), z.number()), z.transform((value: number) => Math.min(max, Math.max(min, Math.round(value))))),
    fallback,
  );

/** Like int but keeps halves and decimals (ratings, prices). */
export const decimal = (fallback: number, min: number, max: number) =>
  z.catch(z.pipe(z.pipe(z.transform(toNumber), z.number()), z.transform((value: number) => Math.min(max, Math.max(min, value)))), fallback);

export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
  z.catch(z.enum(values), fallback);

/** Lists drop items that are not objects (or not strings, for string lists) and keep the rest. */
export const list = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.catch(z.pipe(z.transform((value: unknown): unknown[] => (Array.isArray(value) ? value.filter(isRecord).slice(0, max) : [])), z.array(item)), []);

export const textList = (max: number, maxLength = 200) =>
  z.catch(
    z.pipe(
      z.transform((value: unknown): unknown[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string').slice(0, max) : [])),
      z.array(text('', maxLength)),
    ),
    [],
  );

const EMPTY_LINK: Link = { label: '', url: '' };

function toLink(value: unknown): Link {
  if (!isRecord(value)) return EMPTY_LINK;
  const label = typeof value.label === 'string' ? value.label.slice(0, 120) : '';
  const type = typeof value.type === 'string' ? Number(value.type) : value.type;
  if (isLinkTargetType(type) && typeof value.slug === 'string') return { label, type, slug: value.slug.slice(0, 200) };
  return { label, url: typeof value.url === 'string' ? value.url.slice(0, 2000) : '' };
}

/** `{ label, url }` or a link target `{ label, type, slug }`; anything else becomes an empty link. */
export const link = (fallback: Link = EMPTY_LINK) =>
  z.catch(z.pipe(z.unknown(), z.transform((value: unknown) => (value === undefined ? fallback : toLink(value)))), fallback);

export const links = (max: number) =>
  z.catch(z.pipe(z.unknown(), z.transform((value: unknown) => (Array.isArray(value) ? value.filter(isRecord).slice(0, max).map(toLink) : []))), []);

/** Whether a link was filled in: sections hide buttons whose label or destination is missing. */
export function hasLink(value: Link): boolean {
  return value.label.trim() !== '' && ('type' in value ? value.slug.trim() !== '' : value.url.trim() !== '');
}

/** Parses a section's whole content; a non-object gives all defaults. */
export function parseWith<T extends z.ZodMiniType>(schema: T, raw: unknown): z.output<T> {
  const result = schema.safeParse(isRecord(raw) ? raw : {});
  return result.success ? result.data : schema.parse({});
}

/** Icons drawn by the storefront for service and feature items (no external icon fonts). */
export const ICON_NAMES = ['truck', 'return', 'shield', 'support', 'gift', 'leaf', 'star', 'clock', 'card', 'chat', 'heart', 'check'] as const;
export type IconName = (typeof ICON_NAMES)[number];
export const icon = () => oneOf(ICON_NAMES, 'star');
