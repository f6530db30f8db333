/**
 * Media paths stored with a scheme prefix (`media://products/12.svg`) are rewritten to the store's
 * static CDN base (spec section 7); an empty path gives a placeholder image (spec section 9).
 */

export const MEDIA_SCHEME = 'media://';

export const PLACEHOLDER_SIZE = { width: 400, height: 300 } as const;
export const BANNER_PLACEHOLDER_SIZE = { width: 4000, height: 300 } as const;

/** Path of the generated placeholder image served by the host. */
export function placeholderUrl(size: { width: number; height: number } = PLACEHOLDER_SIZE): string {
  return `/placeholder/${size.width}x${size.height}.svg`;
}

export function resolveMediaUrl(
  path: string | null | undefined,
  staticCDN: string,
  emptyPlaceholder: { width: number; height: number } = PLACEHOLDER_SIZE,
): string {
  const value = (path ?? '').trim();
  if (!value) return placeholderUrl(emptyPlaceholder);
  if (value.startsWith(MEDIA_SCHEME)) {
    const base = staticCDN.replace(/\/+$/, '');
    return `${base}/${value.slice(MEDIA_SCHEME.length).replace(/^\/+/, '')}`;
  }
  return value;
}
