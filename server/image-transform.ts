/**
 * The image proxy's picture work, done by sharp: resize with a fit, blur, flatten onto a background,
 * encode. SVG sources (the demo media) are rasterised at the size asked for, not scaled up from
 * their nominal size, so a 2x picture of a vector drawing stays sharp.
 */
import sharp from 'sharp';
import { DEFAULT_IMAGE_FORMAT, MAX_IMAGE_SIDE, type ImageFormat, type ImageModifiers } from '../src/domain/media/image-modifiers';

/** Per-format defaults where the modifier is absent: visually lossless for photos at a fraction of the bytes. */
const DEFAULT_QUALITY: Record<ImageFormat, number> = { webp: 80, avif: 60, jpeg: 80, png: 100 };
/** Decompression-bomb guard: no source may decode to more pixels than this. */
const MAX_INPUT_PIXELS = 50_000_000;

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

export async function transformImage(input: Buffer, isSvg: boolean, modifiers: ImageModifiers): Promise<{ data: Buffer; format: ImageFormat }> {
  const format = modifiers.format ?? DEFAULT_IMAGE_FORMAT;
  const background = modifiers.background ? `#${modifiers.background}` : undefined;
  const density = isSvg ? await svgDensity(input, modifiers) : undefined;
  let image = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, ...(density ? { density } : {}) }).rotate();
  if (modifiers.width !== undefined || modifiers.height !== undefined) {
    image = image.resize({
      width: modifiers.width,
      height: modifiers.height,
      fit: modifiers.fit ?? 'cover',
      // A raster is never blown up past its own pixels (that only adds bytes); vectors render at any size.
      withoutEnlargement: !isSvg,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    });
  }
  if (modifiers.blur !== undefined) image = image.blur(modifiers.blur);
  // JPEG has no transparency: without a background, transparent parts would turn black.
  if (format === 'jpeg' || background) image = image.flatten({ background: background ?? '#ffffff' });
  const quality = modifiers.quality ?? DEFAULT_QUALITY[format];
  const encoded = format === 'png'
    ? image.png({ quality, palette: modifiers.quality !== undefined })
    : image.toFormat(format, { quality });
  return { data: await encoded.toBuffer(), format };
}
