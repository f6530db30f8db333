/**
 * The image proxy's picture work, done by sharp: resize with a fit, blur, flatten onto a background,
 * encode. SVG sources (the demo media) are rasterised at the size asked for, not scaled up from
 * their nominal size, so a 2x picture of a vector drawing stays sharp. No render is larger than
 * MAX_IMAGE_SIDE on either side, whatever the source and fit (docs/security.md), and AVIF is encoded at a
 * low effort: at the default a 2560 px photo took 30 s of a core, at effort 2 about 4.
 */
import sharp, { type ResizeOptions } from 'sharp';
import { DEFAULT_IMAGE_FORMAT, MAX_IMAGE_SIDE, type ImageFormat, type ImageModifiers } from '../../src/domain/media/image-modifiers';

/** Per-format defaults where the modifier is absent: visually lossless for photos at a fraction of the bytes. */
const DEFAULT_QUALITY: Record<ImageFormat, number> = { webp: 80, avif: 60, jpeg: 80, png: 100 };
/** Decompression-bomb guard: no source may decode to more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;
/** libvips AVIF effort (0-9, default 4): nearly the same bytes for a seventh of the time. */
const AVIF_EFFORT = 2;

interface Size {
  width: number;
  height: number;
}

// The proxy keeps its own disk cache; sharp's in-memory operation cache would only hold duplicates.
sharp.cache(false);

/** SVG density (DPI, 72 = nominal size) that renders the drawing at least as large as asked, within bounds. */
async function svgDensity(input: Buffer, modifiers: ImageModifiers): Promise<number> {
  const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  if (!width || !height) return 72;
  const wanted = Math.max((modifiers.width ?? width) / width, (modifiers.height ?? height) / height);
  const scale = Math.min(wanted, (MAX_IMAGE_SIDE * 1.25) / Math.max(width, height));
  return Math.max(1, Math.min(72 * scale, 7200));
}

/** The size sharp would give the picture, enlargement allowed (so never below what it really gives). */
export function renderedSize(source: Size, modifiers: ImageModifiers): Size {
  const { width, height } = modifiers;
  if (width === undefined && height === undefined) return source;
  if (width === undefined || height === undefined) {
    const scale = width === undefined ? height! / source.height : width / source.width;
    return { width: source.width * scale, height: source.height * scale };
  }
  const fit = modifiers.fit ?? 'cover';
  if (fit !== 'inside' && fit !== 'outside') return { width, height };
  const pick = fit === 'inside' ? Math.min : Math.max;
  const scale = pick(width / source.width, height / source.height);
  return { width: source.width * scale, height: source.height * scale };
}

/**
 * The resize for the modifiers. Only a picture that keeps the source's proportions (no size, one
 * side, `outside`) can come out larger than the bound; that one is scaled down to fit it.
 */
function resizeFor(source: Size, modifiers: ImageModifiers, isSvg: boolean, background: string | undefined): ResizeOptions | null {
  // A raster is never blown up past its own pixels (that only adds bytes); vectors render at any size.
  const common = { withoutEnlargement: !isSvg, background: background ?? { r: 0, g: 0, b: 0, alpha: 0 } };
  const size = renderedSize(source, modifiers);
  const over = Math.max(size.width, size.height) / MAX_IMAGE_SIDE;
  if (over > 1) {
    return {
      ...common,
      width: Math.max(1, Math.round(size.width / over)),
      height: Math.max(1, Math.round(size.height / over)),
      fit: 'fill',
    };
  }
  if (modifiers.width === undefined && modifiers.height === undefined) return null;
  return { ...common, width: modifiers.width, height: modifiers.height, fit: modifiers.fit ?? 'cover' };
}

export async function transformImage(
  input: Buffer,
  isSvg: boolean,
  modifiers: ImageModifiers,
): Promise<{ data: Buffer; format: ImageFormat }> {
  const format = modifiers.format ?? DEFAULT_IMAGE_FORMAT;
  const background = modifiers.background ? `#${modifiers.background}` : undefined;
  const density = isSvg ? await svgDensity(input, modifiers) : undefined;
  const sourceOptions = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) } as const;
  const { autoOrient } = await sharp(input, sourceOptions).metadata();
  let image = sharp(input, sourceOptions).rotate();
  const resize = resizeFor(autoOrient, modifiers, isSvg, background);
  if (resize) image = image.resize(resize);
  if (modifiers.blur !== undefined) image = image.blur(modifiers.blur);
  // JPEG has no transparency: without a background, transparent parts would turn black.
  if (format === 'jpeg' || background) image = image.flatten({ background: background ?? '#ffffff' });
  const quality = modifiers.quality ?? DEFAULT_QUALITY[format];
  const encoded =
    format === 'png'
      ? image.png({ quality, palette: modifiers.quality !== undefined })
      : image.toFormat(format, { quality, ...(format === 'avif' ? { effort: AVIF_EFFORT } : {}) });
  return { data: await encoded.toBuffer(), format };
}
