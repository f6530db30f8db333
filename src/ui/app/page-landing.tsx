/**
 * Where the view lands after the page changes in place, whatever started it: the storefront's plain
 * links (in-app-links.tsx), the app's own <Link>s (the cart drawer's View cart, pagination), and
 * navigate() calls. As after a document load, a new page (push or replace) starts at its top, or at
 * its #target, with focus on its main region so keyboard and screen-reader users land on the new
 * content; Back and Forward return to where that page was left, as browsers do across documents.
 * A navigation that asks to keep its place (React Router's preventScrollReset: listing filters, the
 * comparison's address) moves neither view nor focus.
 *
 * The browser's own restoration is off while the page is live (it would scroll the old page at
 * `popstate`, before the router renders the one gone back to), and back on when the document is
 * left, so a reload or a return from another site restores as usual.
 *
 * Runs in a layout effect: the view moves before the new page is painted, and before the pages' own
 * effects, which may move focus on (the listing's results after a page change). From the first
 * change on, every section is laid out, so a restored position finds what it was (skipped-sections.ts).
 */
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation, useNavigationType, type Location } from 'react-router';
import { isJustJumpedTo } from './in-page-jump';
import { browserPageStores } from './services-holder';
import { hashTarget } from './hash-target';
import { layOutWholePages } from './skipped-sections';

/** A history entry's key: the router's, or for an entry it did not create (the document's first, a #jump) its address. */
const entryKey = (key: string, at: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  key === 'default' ? `default ${at.pathname}${at.search}${at.hash}` : key;

const currentEntryKey = () => {
  const state: unknown = window.history.state;
  const key = state && typeof state === 'object' && 'key' in state && typeof state.key === 'string' ? state.key : 'default';
  return entryKey(key, window.location);
};

/** How long a restored position waits for its page to grow tall enough (its sections' code still coming). */
const RESTORE_WAIT_MS = 2000;

/**
 * Scrolls to `top`; if the page is not yet that tall (sections still loading), follows it as it grows
 * until the position is reached, the visitor scrolls, or RESTORE_WAIT_MS pass. Returns the stop.
 */
function restorePosition(top: number): () => void {
  const reached = () => {
    window.scrollTo({ top, behavior: 'instant' });
    return Math.abs(window.scrollY - top) < 1;
  };
  if (reached() || typeof ResizeObserver !== 'function') return () => {};
  const grown = new ResizeObserver(() => reached() && stop());
  const byVisitor = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const timer = setTimeout(stop, RESTORE_WAIT_MS);
  function stop() {
    grown.disconnect();
    clearTimeout(timer);
    for (const type of byVisitor) window.removeEventListener(type, stop, true);
  }
  grown.observe(document.body);
  for (const type of byVisitor) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

export default function PageLanding() {
  const location = useLocation();
  const action = useNavigationType();
  const preventScrollReset = useContext(UNSAFE_DataRouterStateContext)?.preventScrollReset === true;
  const positions = useRef(new Map<string, number>());
  const shown = useRef(location);

  useEffect(() => {
    const manual = () => {
      window.history.scrollRestoration = 'manual';
    };
    const auto = () => {
      window.history.scrollRestoration = 'auto';
    };
    // Read from the history entry at the time of the scroll: after a navigation the new entry is
    // current before its page renders, so the old page's last position stays its own.
    const remember = () => positions.current.set(currentEntryKey(), window.scrollY);
    manual();
    remember();
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', auto);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', auto);
      window.removeEventListener('pageshow', manual);
      auto();
    };
  }, []);

  const stopRestoring = useRef(() => {});
  useLayoutEffect(() => {
    if (shown.current === location) return;
    stopRestoring.current();
    const samePage = shown.current.pathname === location.pathname;
    shown.current = location;
    // Positions are restored from here on: no section is left at an estimated height.
    layOutWholePages();
    if (action === 'POP') {
      // A jump within the page the browser is making (in-app-links.tsx): positions noted on its way are not the entry's.
      if (samePage && isJustJumpedTo(browserPageStores(), location.hash)) return;
      const left = positions.current.get(entryKey(location.key, location));
      if (left !== undefined) stopRestoring.current = restorePosition(left);
      if (!samePage) document.getElementById('main')?.focus({ preventScroll: true });
      return;
    }
    if (preventScrollReset) return;
    document.getElementById('main')?.focus({ preventScroll: true });
    const target = hashTarget(location.hash);
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [location, action, preventScrollReset]);

  return null;
}
