/** Viewport breakpoints (minimum widths in px) from the specification, section 9. */

export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 425,
  tablet: 768,
  desktop: 1024,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;

export type BreakpointName = keyof typeof BREAKPOINTS;

/** Used when the width is unknown (server render without a viewport cookie). */
export const FALLBACK_BREAKPOINT: BreakpointName = 'desktop';

/** Smallest first, so the last match is the widest breakpoint the width reaches. */
const ASCENDING = (Object.keys(BREAKPOINTS) as BreakpointName[]).sort((a, b) => BREAKPOINTS[a] - BREAKPOINTS[b]);

/** "Small screen" in the theme settings means below the tablet breakpoint. */
export const SMALL_SCREEN_MEDIA = `(max-width: ${BREAKPOINTS.tablet - 1}px)`;

export function breakpointForWidth(width: number): BreakpointName {
  if (!Number.isFinite(width) || width <= 0) return FALLBACK_BREAKPOINT;
  let current: BreakpointName = 'mobile';
  for (const name of ASCENDING) {
    if (width >= BREAKPOINTS[name]) current = name;
  }
  return current;
}
