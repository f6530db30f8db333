/**
 * Field builders for section content parsers (see field-parsers.ts): the generic ones re-exported,
 * plus the section-specific ones (pictures, links, icons).
 */
import { isLinkTargetType, type Link } from '../link-target';
import { isRecord, oneOf, text, type Parser } from './field-parsers';

export { decimal, flag, int, list, object, oneOf, parseWith, text, textList, type Output, type Parser } from './field-parsers';

/** A media path (`media://...`, a site path or an http(s) URL); resolved at render time. */
export const image = () => text('', 1000);

const EMPTY_LINK: Link = { label: '', url: '' };

function toLink(value: unknown): Link {
  if (!isRecord(value)) return EMPTY_LINK;
  const label = typeof value.label === 'string' ? value.label.slice(0, 120) : '';
  const type = typeof value.type === 'string' ? Number(value.type) : value.type;
  if (isLinkTargetType(type) && typeof value.slug === 'string') return { label, type, slug: value.slug.slice(0, 200) };
  return { label, url: typeof value.url === 'string' ? value.url.slice(0, 2000) : '' };
}

/** `{ label, url }` or a link target `{ label, type, slug }`; anything else becomes an empty link. */
export const link =
  (fallback: Link = EMPTY_LINK): Parser<Link> =>
  (raw) =>
    raw === undefined ? fallback : toLink(raw);

export const links =
  (max: number): Parser<Link[]> =>
  (raw) =>
    Array.isArray(raw) ? raw.filter(isRecord).slice(0, max).map(toLink) : [];

/** Whether a link was filled in: sections hide buttons whose label or destination is missing. */
export function hasLink(value: Link): boolean {
  return value.label.trim() !== '' && ('type' in value ? value.slug.trim() !== '' : value.url.trim() !== '');
}

/** Icons drawn by the storefront for service and feature items (no external icon fonts). */
export const ICON_NAMES = [
  'truck',
  'return',
  'shield',
  'support',
  'gift',
  'leaf',
  'star',
  'clock',
  'card',
  'chat',
  'heart',
  'check',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
export const icon = () => oneOf(ICON_NAMES, 'star');
