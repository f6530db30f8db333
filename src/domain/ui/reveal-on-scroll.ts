/**
 * When an animated section comes in (spec section 9: animate-on-scroll at a 0.5 threshold): once
 * half of it is in view, or, for a section taller than twice the screen that can never be half in
 * view, once it fills half the screen.
 */
export function isRevealed(
  entry: { intersectionRatio: number; visibleHeight: number; viewportHeight: number },
  threshold: number,
): boolean {
  return entry.intersectionRatio >= threshold || (entry.viewportHeight > 0 && entry.visibleHeight >= entry.viewportHeight * threshold);
}
