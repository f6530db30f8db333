/**
 * Clicks before the page is live are not lost (issue 17). Between the first paint and hydration
 * (1.4-1.9 s on a phone) a button with `data-replay` ("Add to cart", "Add to compare", "Add to
 * wishlist") has no handler yet: the head script (EARLY_CLICKS_SCRIPT, written only where modules
 * will run) keeps such clicks in order instead of letting them fall through, and the component that
 * owns the button clicks them again once its handlers are attached (useEarlyClicks). Without
 * JavaScript nothing is held: the buttons submit their forms to the host.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    __wxClicks?: string[];
    /** How many live owners each `data-replay` name has: while one is mounted its clicks are not held. */
    __wxReady?: Record<string, number>;
  }
}

/** Minified by hand: it runs inline in every page's head, before any module. */
export const EARLY_CLICKS_SCRIPT =
  "var q=window.__wxClicks=[],r=window.__wxReady={};document.addEventListener('click',function(e){var t=e.target&&e.target.closest&&e.target.closest('[data-replay]'),n=t&&t.getAttribute('data-replay');if(n&&!r[n]){e.preventDefault();e.stopPropagation();q.push(n)}},true);";

/** Takes the held clicks on `name` off the queue: how many there were (the caller acts on them). */
export function takeHeldClicks(name: string): number {
  const queue = window.__wxClicks ?? [];
  const held = queue.filter((clicked) => clicked === name).length;
  window.__wxClicks = queue.filter((clicked) => clicked !== name);
  return held;
}

/** Called by the component that owns the `data-replay="name"` button, once it is hydrated. */
export function useEarlyClicks(name: string): void {
  useEffect(() => {
    // Counted, not a flag: a second owner of the name (the quick-add dialog's buying form beside the
    // product page's) leaving must not make the page's own button look unhydrated again.
    const ready = (window.__wxReady ??= {});
    ready[name] = (ready[name] ?? 0) + 1;
    const held = takeHeldClicks(name);
    // Names are the components' own constants; quotes and backslashes are escaped where CSS.escape is missing (jsdom).
    const selectorName = typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(name) : name.replace(/["\\]/g, '\\$&');
    const button = document.querySelector<HTMLElement>(`[data-replay="${selectorName}"]`);
    for (let index = 0; index < held; index++) button?.click();
    return () => {
      ready[name] = Math.max(0, (ready[name] ?? 1) - 1);
    };
  }, [name]);
}

/** useEarlyClicks as an element, for an owner that is ready only from some render on (mounted then). */
export function HeldClicks({ name }: { name: string }): null {
  useEarlyClicks(name);
  return null;
}
