/**
 * The picture sizes the image proxy renders (docs/security.md): the widths pages ask for, in steps of at
 * most a quarter from 128 px up to the largest side. A size between two steps is rendered at the
 * step above, so every URL of a source and format maps to one of a few dozen renders (and cache
 * files), not to one per pixel, and pages build their `srcset`s from the same steps.
 */
import { MAX_IMAGE_SIDE, type ImageModifiers } from './image-modifiers';

export const IMAGE_SIDE_STEPS: readonly number[] = [
  10,
  16,
  24,
  32,
  48,
  64,
  96,
  128,
  160,
  200,
  240,
  320,
  400,
  480,
  560,
  640,
  720,
  800,
  960,
  1120,
  1280,
  1440,
  1600,
  2000,
  2240,
  MAX_IMAGE_SIDE,
];

/** The smallest step at least `side` (the largest step for anything above it). */
export function snapImageSide(side: number): number {
  return IMAGE_SIDE_STEPS.find((step) => step >= side) ?? MAX_IMAGE_SIDE;
}

/** The largest step at most `side`, or the smallest step when `side` is below every step. */
export function floorImageSide(side: number): number {
  return IMAGE_SIDE_STEPS.findLast((step) => step <= side) ?? IMAGE_SIDE_STEPS[0]!;
}

/**
 * Modifiers with their sizes on the steps. With both sides, the longer one is snapped and the
 * other follows it, so the picture keeps the proportions asked for.
 */
export function snapImageModifiers(modifiers: ImageModifiers): ImageModifiers {
  const { width, height } = modifiers;
  if (width === undefined && height === undefined) return modifiers;
  if (width === undefined || height === undefined) {
    return width === undefined ? { ...modifiers, height: snapImageSide(height!) } : { ...modifiers, width: snapImageSide(width) };
  }
  const longer = Math.max(width, height);
  const scale = snapImageSide(longer) / longer;
  return { ...modifiers, width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
