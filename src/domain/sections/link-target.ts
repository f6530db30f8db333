/**
 * Links in section content are either a plain `{ label, url }` typed by the owner or a link target
 * picked in the editor (`{ label, type, slug }`, link-target types of spec section 2). Every href the
 * storefront renders from owner content passes through here, so a `javascript:` or protocol-relative
 * URL can never reach the page.
 */

export const LINK_TARGET_TYPES = {
  PRODUCT_CATEGORY: 1,
  PRODUCT_GROUP: 2,
  PRODUCT_DETAIL: 3,
  CUSTOM_PAGE: 4,
} as const;

export type LinkTargetType = (typeof LINK_TARGET_TYPES)[keyof typeof LINK_TARGET_TYPES];

export interface UrlLink {
  label: string;
  url: string;
}

export interface TargetLink {
  label: string;
  type: LinkTargetType;
  slug: string;
}

export type Link = UrlLink | TargetLink;

export function isLinkTargetType(value: unknown): value is LinkTargetType {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** Browsers strip tabs and newlines inside URLs, which is how `java\tscript:` slips past naive checks. */
function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

/**
 * Accepts absolute http(s) URLs and same-site paths; anything else (other schemes, `//host`,
 * backslash tricks, control characters) becomes '#'. The spec's URL helper accepts only http/https;
 * site paths are allowed too because menus mostly point inside the store.
 */
export function safeUrl(value: string): string {
  const url = value.trim();
  if (!url || url.includes('\\') || hasControlCharacter(url)) return '#';
  if (url.startsWith('/')) return url.startsWith('//') ? '#' : url;
  if (!/^https?:\/\//i.test(url)) return '#';
  try {
    const parsed = new URL(url);
    return parsed.hostname ? url : '#';
  } catch {
    return '#';
  }
}

/** Catalogue pages and custom pages all live at flat URLs (`/<slug>`), served by the catch-all route. */
export function linkHref(link: Link): string {
  if ('type' in link) {
    const slug = link.slug.trim().replace(/^\/+|\/+$/g, '');
    if (!slug || !/^[\p{L}\p{N}_.~-]+$/u.test(slug)) return '#';
    return `/${encodeURIComponent(slug)}`;
  }
  return safeUrl(link.url);
}
