/**
 * The absolute URL of a page's picture for link previews. Store media go through the image proxy's
 * `share` preset (the demo pictures are SVG, which no network previews); another address is used
 * as it is.
 */
import { imageUrl, isProxyable } from '../media/image-presets';
import { resolveMediaUrl } from '../media/media-url';
import { absoluteUrl } from './absolute-url';

export function shareImageUrl(path: string, staticCDN: string, origin: string): string | null {
  if (path.trim() === '') return null;
  const resolved = resolveMediaUrl(path, staticCDN);
  return absoluteUrl(isProxyable(resolved) ? imageUrl(resolved, { provider: 'proxy', preset: 'share' }) : resolved, origin);
}
