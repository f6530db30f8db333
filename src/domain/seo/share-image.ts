/**
 * The absolute URL of a page's picture for link previews. Store media go through the image proxy's
 * `share` preset (the demo pictures are SVG, which no network previews); another address is used
 * as it is.
 */
import { IMAGE_PRESETS, IMAGE_PROXY_PREFIX, imageUrl, isProxyable } from '../media/image-presets';
import { resolveMediaUrl } from '../media/media-url';
import { absoluteUrl } from './absolute-url';

/** The share preset's card size, which every proxied picture has. */
export function shareImageSize(url: string | null): { width: number; height: number } | null {
  const preset = IMAGE_PRESETS.share!;
  return url && url.includes(`${IMAGE_PROXY_PREFIX}/`) ? { width: preset.width!, height: preset.height! } : null;
}

export function shareImageUrl(path: string, staticCDN: string, origin: string): string | null {
  if (path.trim() === '') return null;
  const resolved = resolveMediaUrl(path, staticCDN);
  return absoluteUrl(isProxyable(resolved) ? imageUrl(resolved, { provider: 'proxy', preset: 'share' }) : resolved, origin);
}
