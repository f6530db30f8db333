/**
 * Product pictures: the large one, previous/next buttons, and thumbnails as labelled buttons
 * (arrow keys, Home and End move between them). Choosing a colour shows its picture. Zoom is a
 * client-only enhancement: the server and hydration render a plain picture, and the zoom style the
 * store's settings or else the theme names (`zoom_style`, default `zoom`) loads in its own chunk afterwards.
 */
import { lazy, Suspense, useEffect, useRef, type KeyboardEvent } from 'react';
import { matchVariant } from '../../../domain/catalog/variant-selection';
import { effectiveZoomStyle } from '../../../domain/media/image-zoom';
import { placeholderUrl, resolveMediaUrl } from '../../../domain/media/media-url';
import { useStore, useThemeDocument } from '../../app/use-store';
import { SmartImage } from '../../sections/parts/smart-image';
import { useProductState, useProductStore } from './product-store';
import { useHydrated } from '../../components/use-hydrated';

const ImageZoom = lazy(() => import('./zoom/image-zoom').then((m) => ({ default: m.ImageZoom })));
/** The picture's column (two columns from md): a phone gets a width near its screen, not the 1600 px a 2x density list gave it (docs/benchmarks.md). */
const GALLERY_SIZES = '(min-width: 768px) 50vw, 100vw';
const NAV_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i) => i + 1,
  ArrowDown: (i) => i + 1,
  ArrowLeft: (i) => i - 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function ProductGallery() {
  const store = useProductStore();
  const { product } = store;
  const index = useProductState((s) => s.imageIndex);
  const selection = useProductState((s) => s.selection);
  const siteSettings = useStore()?.siteSettings;
  const staticCDN = siteSettings?.staticCDN ?? '/media';
  // The store's own choice (studio Settings) wins over the theme's.
  const zoomStyle = effectiveZoomStyle(siteSettings?.zoom_style, useThemeDocument().settings.zoom_style);
  const hydrated = useHydrated();
  const thumbs = useRef<HTMLDivElement>(null);
  const images = product.images.length > 0 ? product.images : [{ imageFile: '', thumbnailFile: '' }];
  const count = images.length;
  const image = images[Math.min(index, count - 1)]!;
  // The owner's alt text says what the picture shows (decision 89); the product's name stands in for a picture without.
  const described = image.alt?.trim() || product.name;
  const alt = count > 1 ? `${described}, picture ${index + 1} of ${count}` : described;

  // A colour with its own picture brings that picture forward.
  const variantImage = matchVariant(product.attributes, product.variants, selection)?.imageFile ?? null;
  useEffect(() => {
    const at = product.images.findIndex((i) => i.imageFile === variantImage);
    if (at >= 0) store.showImage(at);
  }, [store, product.images, variantImage]);

  const onThumbKey = (event: KeyboardEvent) => {
    const move = NAV_KEYS[event.key];
    if (!move) return;
    event.preventDefault();
    const next = ((move(index, count) % count) + count) % count;
    store.showImage(next);
    thumbs.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };
  // Left and right on the large picture (or its buttons) turn the pictures; focus stays put.
  const onFrameKey = (event: KeyboardEvent) => {
    if (count < 2 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    store.showImage(index + (event.key === 'ArrowRight' ? 1 : -1));
  };

  const plain = (
    <SmartImage
      path={image.imageFile}
      staticCDN={staticCDN}
      alt={alt}
      width={800}
      height={800}
      priority
      sizes={GALLERY_SIZES}
      className="size-full object-contain"
    />
  );
  return (
    <section aria-label="Product pictures" className="flex flex-col gap-3 md:sticky md:top-4">
      <div
        className="relative aspect-square overflow-hidden rounded-[min(var(--radius),16px)] border border-(--color-border) bg-(--color-card-bg)"
        onKeyDown={onFrameKey}
      >
        {hydrated && zoomStyle !== 'no_zoom' ? (
          <Suspense fallback={plain}>
            <ImageZoom
              key={image.imageFile}
              style={zoomStyle}
              src={resolveMediaUrl(image.imageFile, staticCDN)}
              alt={alt}
              fallbackSrc={placeholderUrl()}
            />
          </Suspense>
        ) : (
          plain
        )}
        {count > 1 && (
          <>
            <button
              type="button"
              className="btn btn-sm absolute start-2 top-1/2 -translate-y-1/2 bg-(--color-background)/80"
              aria-label="Previous picture"
              onClick={() => store.showImage(index - 1)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="btn btn-sm absolute end-2 top-1/2 -translate-y-1/2 bg-(--color-background)/80"
              aria-label="Next picture"
              onClick={() => store.showImage(index + 1)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        )}
      </div>
      <p className="sr-only" aria-live="polite">
        {count > 1 ? `Picture ${index + 1} of ${count}` : ''}
      </p>
      {count > 1 && (
        <div ref={thumbs} role="group" aria-label="Choose a picture" className="flex gap-2 overflow-x-auto" onKeyDown={onThumbKey}>
          {images.map((thumb, i) => (
            <button
              key={`${thumb.imageFile}-${i}`}
              type="button"
              aria-label={`Show picture ${i + 1} of ${count}${thumb.alt ? `: ${thumb.alt}` : ''}`}
              aria-pressed={i === index}
              className={`size-16 shrink-0 overflow-hidden rounded-[min(var(--radius),8px)] border-2 md:size-20 ${i === index ? 'border-(--color-primary)' : 'border-(--color-border) opacity-80 hover:opacity-100'}`}
              onClick={() => store.showImage(i)}
            >
              <SmartImage
                path={thumb.thumbnailFile || thumb.imageFile}
                staticCDN={staticCDN}
                alt=""
                width={200}
                height={200}
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
