/**
 * A picture's own size in its name (decision 67): store media are named once and never change, so a
 * name can say what the picture measures (`about-1200x800.svg`, an upload's
 * `linen-3f9a1c2b7e-1600x900.webp`). A view then reserves the picture's real shape before it loads,
 * with no lookup: a section showing a picture in its own shape used to guess 4:3 and shift by the
 * difference when the picture came. Names without a size (older uploads, addresses elsewhere) keep
 * the guess.
 */

export interface PictureSize {
  width: number;
  height: number;
}

/** The largest side a name may state: the image proxy never serves more than 2560, sources may be larger. */
const MAX_STATED_SIDE = 20_000;
const SIZE_AT_END = /-([1-9]\d{0,4})x([1-9]\d{0,4})\.[a-z0-9]+$/i;

/** `stem-<width>x<height>.<extension>`: a file name that states its picture's size. */
export function sizedMediaName(stem: string, extension: string, size: PictureSize): string {
  return `${stem}-${Math.round(size.width)}x${Math.round(size.height)}.${extension}`;
}

/** The size a media path or address states in its name (query and fragment aside), or null. */
export function mediaSizeOf(path: string): PictureSize | null {
  const match = SIZE_AT_END.exec(path.split(/[?#]/, 1)[0]!);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width <= MAX_STATED_SIDE && height <= MAX_STATED_SIDE ? { width, height } : null;
}

/** The height a picture shown `width` wide takes in its own shape, or `otherwise` when its name does not say. */
export function heightInOwnShape(path: string, width: number, otherwise: number): number {
  const size = mediaSizeOf(path);
  return size ? Math.max(1, Math.round((width * size.height) / size.width)) : otherwise;
}
