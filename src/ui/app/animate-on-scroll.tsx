/**
 * Animate-on-scroll (spec section 9, threshold 0.5): the page's body sections that start below the
 * first screen fade and rise in as the shopper scrolls to them. Nothing is hidden before this runs
 * (without JavaScript, or before hydration, every section is simply there), sections already in view
 * are never touched, and with prefers-reduced-motion nothing moves at all.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { isRevealed } from '../../domain/ui/reveal-on-scroll';
import { isBuilderPath } from '../../domain/store/builder-mode';
import { ANIMATE_ON_SCROLL_THRESHOLD } from '../ui-constants';

const BODY_SECTIONS = '#main [data-section-type]:not([data-section-type="1"]):not([data-section-type="2"])';

export default function AnimateOnScroll() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isBuilderPath(pathname) || window.matchMedia('(prefers-reduced-motion: reduce)').matches || !('IntersectionObserver' in window))
      return;
    // Sections seen for the first time: the observer's first report says where each one is, measured
    // in the rendering step. Asking each section for its box here instead made the browser lay the page
    // out once per section, since arming one restyles it (a 10-25 ms task on a phone).
    const unplaced = new WeakSet<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const section = entry.target as HTMLElement;
          const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
          if (unplaced.delete(section)) {
            if (entry.boundingClientRect.top < viewportHeight) {
              observer.unobserve(section);
              continue;
            }
            section.dataset.aos = '';
          }
          const revealed = isRevealed(
            { intersectionRatio: entry.intersectionRatio, visibleHeight: entry.intersectionRect.height, viewportHeight },
            ANIMATE_ON_SCROLL_THRESHOLD,
          );
          if (!revealed) continue;
          section.classList.add('aos-in');
          observer.unobserve(section);
        }
      },
      { threshold: [0, 0.25, ANIMATE_ON_SCROLL_THRESHOLD, 1] },
    );
    const watch = (section: HTMLElement) => {
      if (section.classList.contains('aos-in')) return;
      // A section waiting already (a deferred island's view carries its kept element's mark over) is watched again.
      if (section.dataset.aos === undefined) unplaced.add(section);
      observer.observe(section);
    };
    document.querySelectorAll<HTMLElement>(BODY_SECTIONS).forEach(watch);
    // Sections whose markup is replaced after this ran (section-islands.tsx) are watched as they come.
    const main = document.getElementById('main');
    const added = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLElement && node.matches(BODY_SECTIONS)) watch(node);
    });
    if (main) added.observe(main, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [pathname]);
  return null;
}
