/**
 * Every section picture goes through here: media paths are rewritten to the CDN, sizes are always
 * given (no layout shift), pictures load lazily except the first hero, and a broken picture is
 * swapped for the placeholder once (spec sections 8 and 9) without looping if that fails too.
 * Pictures of this site (store media, placeholders) that are photos rather than logos or icons get
 * a responsive webp `srcset` from the image proxy and, when they load lazily, a blurred 10x10 copy
 * behind them until they load (spec section 9).
 */
import { useEffect, useRef, useState } from 'react';
import { BANNER_PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, placeholderUrl, resolveMediaUrl } from '../../../domain/media/media-url';
import { isProxyable, responsiveImage, type ResponsiveImage } from '../../../domain/media/image-presets';

interface SmartImageProps {
  path: string;
  staticCDN: string;
  /** Empty string marks a decorative picture. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Above-the-fold picture: eager, high fetch priority. */
  priority?: boolean;
  /** Banner pictures use the wide banner placeholder. */
  banner?: boolean;
  /** How wide the picture shows, as the `sizes` attribute: the proxy then offers one width per screen. */
  sizes?: string;
}

/**
 * Logos, avatars and icons (narrower than this, with no `sizes`) stay as they are: usually
 * vectors with transparency, they are crisper and smaller unconverted, and a blur behind them shows.
 */
const PHOTO_MIN_WIDTH = 240;

function responsiveOf(src: string, width: number, sizes: string | undefined): ResponsiveImage | null {
  if (!isProxyable(src) || (!sizes && width < PHOTO_MIN_WIDTH)) return null;
  return responsiveImage(src, { width, sizes, maxWidth: width * 2 });
}

export function SmartImage({ path, staticCDN, alt, width, height, className, priority = false, banner = false, sizes }: SmartImageProps) {
  const size = banner ? BANNER_PLACEHOLDER_SIZE : PLACEHOLDER_SIZE;
  const fallback = placeholderUrl(size);
  const src = resolveMediaUrl(path, staticCDN, size);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const shown = failed ? fallback : src;
  const responsive = failed ? null : responsiveOf(src, width, sizes);
  const ref = useRef<HTMLImageElement>(null);

  // A picture that loaded or broke before hydration fired its event before React listened for it.
  useEffect(() => {
    const img = ref.current;
    if (!img || !img.complete || shown === fallback || typeof img.decode !== 'function') return;
    let live = true;
    img.decode().then(
      () => live && setLoadedSrc(src),
      () => live && setFailedSrc(src),
    );
    return () => {
      live = false;
    };
  }, [src, shown, fallback]);

  // The first view's picture loads at once: a blurred copy would only be one more request beside it.
  const blur = responsive && !priority && loadedSrc !== src ? responsive.placeholder : null;
  return (
    <img
      ref={ref}
      src={shown}
      srcSet={responsive?.srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={blur ? { backgroundImage: `url("${blur}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : undefined}
      onLoad={() => setLoadedSrc(src)}
      onError={() => {
        if (shown !== fallback) setFailedSrc(src);
      }}
    />
  );
}
