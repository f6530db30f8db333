/**
 * A page's heading takes the focus when the page opens, so a keyboard or screen-reader user who
 * followed a link starts reading at the new page instead of at the link they left (the heading has
 * tabIndex -1: focusable by script, not a stop of its own).
 */
import { useCallback } from 'react';

export function useHeadingFocus(): (heading: HTMLHeadingElement | null) => void {
  return useCallback((heading: HTMLHeadingElement | null) => heading?.focus({ preventScroll: true }), []);
}
