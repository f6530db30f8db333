/**
 * Slide state for the hero banner. Autoplay waits until after mount (the server cannot know the
 * visitor's motion preference), never runs for visitors who prefer reduced motion, pauses while the
 * pointer or keyboard focus is inside, and can be stopped with a button (WCAG 2.2.2).
 */
import { useCallback, useEffect, useState, type FocusEvent } from 'react';

export function useSlideshow(count: number, autoplay: boolean, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  // null until mounted: unknown on the server, so autoplay starts only once the preference is read.
  const [reducedMotion, setReducedMotion] = useState<boolean | null>(null);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') {
      setReducedMotion(false);
      return;
    }
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReducedMotion(query.matches);
    const onChange = (event: MediaQueryListEvent) => setReducedMotion(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const canPlay = autoplay && count > 1 && reducedMotion === false;
  const playing = canPlay && !stopped;
  const paused = hovered || focused;

  useEffect(() => {
    if (!playing || paused) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [playing, paused, count, intervalMs]);

  const go = useCallback((target: number) => setIndex(count > 0 ? ((target % count) + count) % count : 0), [count]);

  return {
    // The editor may remove slides while one of the last is showing.
    index: count > 0 ? Math.min(index, count - 1) : 0,
    go,
    canPlay,
    playing: playing && !paused,
    stopped,
    toggle: () => setStopped((value) => !value),
    bind: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
