/**
 * A jump within the page: a link to a #target in the page the visitor is on, which the browser follows
 * (in-app-links.tsx leaves it alone) with a smooth scroll aimed at where the target was when it started.
 * Pictures and sections drawn on the way, and a section's reveal animation, move it (decision 65).
 */
import { hashTarget } from './hash-target';
import { pageStore, type PageStores } from './page-stores';

/** How long after its scroll ends a jump within the page keeps its target in view. */
export const JUMP_HOLD_MS = 1500;

/** The #hash of the jump the browser is making in this page, if any. */
const JUMPING_TO = pageStore(() => ({ hash: null as string | null }));

/**
 * Whether the page now shown at `hash` is the jump just made in it: then no position is restored for
 * it (the positions noted on the scroll's way are not the entry's). The router may report the same
 * entry more than once; any other address ends the jump.
 */
export function isJustJumpedTo(stores: PageStores, hash: string): boolean {
  const jump = stores.of(JUMPING_TO);
  if (jump.hash !== hash) jump.hash = null;
  return jump.hash === hash;
}

/**
 * Called as the visitor follows the link: once the browser's scroll ends, the target is brought back
 * into view, and kept there for JUMP_HOLD_MS as the page's size changes, unless the visitor acts.
 */
export function holdJumpTarget(stores: PageStores, hash: string): void {
  stores.of(JUMPING_TO).hash = hash;
  const input = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  // As the head's landing script does (fragment-landing.ts): the layout's place, not the box a reveal shifts.
  const align = () => {
    // Found again each time: a section's view may have replaced the element the link named.
    const target = hashTarget(hash);
    if (!target) return;
    let top = 0;
    for (let at: Element | null = target; at instanceof HTMLElement; at = at.offsetParent) top += at.offsetTop;
    window.scrollTo({ top: top - (parseFloat(getComputedStyle(target).scrollMarginTop) || 0), behavior: 'instant' });
  };
  const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(align) : null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    resized?.disconnect();
    clearTimeout(timer);
    window.removeEventListener('scrollend', settle);
    for (const type of input) window.removeEventListener(type, stop, true);
  };
  function settle() {
    // Once: the scroll's end, or the fallback for a browser without the event, whichever comes first.
    window.removeEventListener('scrollend', settle);
    clearTimeout(timer);
    align();
    resized?.observe(document.documentElement);
    timer = setTimeout(stop, JUMP_HOLD_MS);
  }
  for (const type of input) window.addEventListener(type, stop, { capture: true, passive: true });
  // Where `scrollend` is missing, or the page does not scroll at all, a moment after the jump.
  if ('onscrollend' in window) window.addEventListener('scrollend', settle);
  timer = setTimeout(settle, 'onscrollend' in window ? 3000 : 600);
}
