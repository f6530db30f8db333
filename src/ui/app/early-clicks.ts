/**
 * Clicks before the page is live are not lost (docs/benchmarks.md). Between the first paint and hydration
 * (1.4-1.9 s on a phone, longer since the app's code waits for the first paint) a button has no
 * handler yet. The head script (EARLY_CLICKS_SCRIPT, written only where modules will run) keeps
 * two kinds of clicks instead of letting them fall through:
 * - on a button with `data-replay` ("Add to cart", "Add to compare", "Add to wishlist"), in order,
 *   until the component that owns it clicks them again once its handlers are attached
 *   (useEarlyClicks); such a button submits its form where there is no JavaScript;
 * - on any other `type="button"` in the app (a slide's dot, a menu toggle, a variant), which does
 *   nothing without a handler, until hydration has run every effect: then each is clicked again
 *   (releaseHeldClicks). An interactive section whose code comes after hydration (a deferred
 *   island, section-islands.tsx) may hydrate in a later pass: its buttons' clicks are held until the
 *   island holds them itself for its view (takeHeldClicksWithin).
 * Without JavaScript nothing is held.
 */
import { useEffect } from 'react';

declare global {
  interface Window {
    __wxClicks?: string[];
    /** How many live owners each `data-replay` name has: while one is mounted its clicks are not held. */
    __wxReady?: Record<string, number>;
    /** Plain buttons clicked before hydration, in order (once `__wxLive`, only those in an awaited island). */
    __wxHeld?: Element[];
    __wxLive?: boolean;
    /** Deferred islands' elements whose holder is not attached yet. */
    __wxAwaiting?: Element[];
  }
}

/** Minified by hand: it runs inline in every page's head, before any module. */
export const EARLY_CLICKS_SCRIPT =
  "var q=window.__wxClicks=[],r=window.__wxReady={},h=window.__wxHeld=[],a=window.__wxAwaiting=[];document.addEventListener('click',function(e){var o=e.target&&e.target.closest?e.target:null,t=o&&o.closest('[data-replay]'),n=t&&t.getAttribute('data-replay');if(n){if(!r[n]){e.preventDefault();e.stopPropagation();q.push(n)}return}t=o&&o.closest('#root button[type=button]');if(t&&(!window.__wxLive||a.some(function(i){return i.contains(t)}))){e.preventDefault();e.stopPropagation();h.push(t)}},true);";

/** Takes out of `list`, in place (the head script holds on to its lists), the items `taken` picks. */
function takeFrom<T>(list: T[] | undefined, taken: (item: T) => boolean): T[] {
  if (!list) return [];
  const out = list.filter(taken);
  const kept = list.filter((item) => !taken(item));
  list.splice(0, list.length, ...kept);
  return out;
}

/** Takes the held clicks on `name` off the queue: how many there were (the caller acts on them). */
export function takeHeldClicks(name: string): number {
  return takeFrom(window.__wxClicks, (clicked) => clicked === name).length;
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

/**
 * Once hydration has run every effect: plain buttons are no longer held, and those clicked before are
 * clicked again, in order. A button hydration replaced (its server markup did not match) is gone from
 * the page, and its click with it.
 */
export function releaseHeldClicks(): void {
  window.__wxLive = true;
  const awaited = (button: Element) => (window.__wxAwaiting ?? []).some((island) => island.contains(button));
  const released = takeFrom(window.__wxHeld, (button) => !awaited(button));
  for (const button of released) if (button.isConnected && button instanceof HTMLElement) button.click();
}

/** Before hydration: clicks on the island's buttons stay held until it takes them (takeHeldClicksWithin). */
export function awaitIslandHolder(island: Element): void {
  (window.__wxAwaiting ??= []).push(island);
}

/** The island now holds its own clicks: the buttons in it clicked before, in order, for it to do again. */
export function takeHeldClicksWithin(island: Element): Element[] {
  takeFrom(window.__wxAwaiting, (awaiting) => awaiting === island);
  return takeFrom(window.__wxHeld, (button) => island.contains(button));
}

/**
 * Placed after the app in the hydrated tree: passive effects run children first and siblings in
 * order, so its effect runs once every component of the page (an island's holder among them, an
 * error page too) has attached its handlers.
 */
export function HeldClicksRelease(): null {
  useEffect(releaseHeldClicks, []);
  return null;
}

/** useEarlyClicks as an element, for an owner that is ready only from some render on (mounted then). */
export function HeldClicks({ name }: { name: string }): null {
  useEarlyClicks(name);
  return null;
}
