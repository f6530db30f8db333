/**
 * Every section picture goes through here: media paths are rewritten to the CDN, sizes are always
 * given (no layout shift), pictures load lazily except the first hero, and a broken picture is
 * swapped for the placeholder once (spec sections 8 and 9) without looping if that fails too.
 */
import { useEffect, useRef, useState } from 'react';
import { BANNER_PLACEHOLDER_SIZE, PLACEHOLDER_SIZE, placeholderUrl, resolveMediaUrl } from '../../../domain/media/media-url';

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
  sizes?: string;
}

export function SmartImage({ path, staticCDN, alt, width, height, className, priority = false, banner = false, sizes }: SmartImageProps) {
  const size = banner ? BANNER_PLACEHOLDER_SIZE : PLACEHOLDER_SIZE;
  const fallback = placeholderUrl(size);
  const src = resolveMediaUrl(path, staticCDN, size);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? fallback : src;
  const ref = useRef<HTMLImageElement>(null);

  // A picture that broke before hydration fired its error event before React listened for it.
  useEffect(() => {
    const img = ref.current;
    if (!img || !img.complete || shown === fallback || typeof img.decode !== 'function') return;
    let live = true;
    img.decode().catch(() => {
      if (live) setFailedSrc(src);
    });
    return () => {
      live = false;
    };
  }, [src, shown, fallback]);

  return (
    <img
      ref={ref}
      src={shown}
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      onError={() => {
        if (shown !== fallback) setFailedSrc(src);
      }}
    />
  );
}
