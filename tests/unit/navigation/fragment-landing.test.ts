// @vitest-environment jsdom
/**
 * A first visit to an address with a #target is held on it while the page settles
 * (fragment-landing.ts): each change of the page's size brings the target back into view, until the
 * visitor acts or a while after the load event; smooth scrolling applies only from then on.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAGMENT_LANDING_SCRIPT, LANDING_HOLD_MS } from '../../../src/ui/app/fragment-landing';

/** A stand-in for the browser's ResizeObserver: `resize()` reports a change of the page's size. */
class FakeResizeObserver {
  static current: FakeResizeObserver | null = null;
  observed = false;
  constructor(private readonly report: () => void) {
    FakeResizeObserver.current = this;
  }
  observe() {
    this.observed = true;
  }
  disconnect() {
    this.observed = false;
  }
  resize() {
    if (this.observed) this.report();
  }
}

let scrolledTo: string[];

/** Opens the page as the head's script sees it: this navigation type and address. */
function land(type: string, hash: string) {
  window.history.replaceState(null, '', `/${hash}`);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type }] as unknown as PerformanceEntryList);
  new Function(FRAGMENT_LANDING_SCRIPT)();
}
const smooth = () => document.documentElement.hasAttribute('data-smooth-scroll');
const resize = () => FakeResizeObserver.current?.resize();

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  FakeResizeObserver.current = null;
  scrolledTo = [];
  document.body.innerHTML = '<h2 id="signup">Sign up</h2>';
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledTo.push(this.id);
  };
  delete document.documentElement.dataset.smoothScroll;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a page opened at a #target', () => {
  it('brings the target back into view whenever the page changes size, until a while after the load event', () => {
    land('navigate', '#signup');
    expect(smooth()).toBe(false);
    resize();
    resize();
    expect(scrolledTo).toEqual(['signup', 'signup']);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(LANDING_HOLD_MS - 1);
    resize();
    expect(scrolledTo).toHaveLength(3);
    vi.advanceTimersByTime(1);
    resize();
    expect(scrolledTo).toHaveLength(3);
    expect(smooth()).toBe(true);
  });

  it('lets go as soon as the visitor scrolls, touches or types', () => {
    for (const input of ['wheel', 'touchstart', 'keydown', 'pointerdown']) {
      scrolledTo = [];
      delete document.documentElement.dataset.smoothScroll;
      land('navigate', '#signup');
      window.dispatchEvent(new Event(input));
      resize();
      expect(scrolledTo, input).toEqual([]);
      expect(smooth(), input).toBe(true);
    }
  });

  it('waits for a target the page does not hold yet, and copes with a malformed address', () => {
    land('navigate', '#later');
    resize();
    expect(scrolledTo).toEqual([]);
    document.body.insertAdjacentHTML('beforeend', '<p id="later">Later</p>');
    resize();
    expect(scrolledTo).toEqual(['later']);
    expect(() => land('navigate', '#%E0%A4%A')).not.toThrow();
  });
});

describe('any other page', () => {
  it('scrolls smoothly from the start and holds nothing: no target, a reload, a return', () => {
    for (const [type, hash] of [
      ['navigate', ''],
      ['reload', '#signup'],
      ['back_forward', '#signup'],
    ]) {
      delete document.documentElement.dataset.smoothScroll;
      FakeResizeObserver.current = null;
      land(type!, hash!);
      resize();
      expect(smooth(), `${type} ${hash}`).toBe(true);
      expect(scrolledTo).toEqual([]);
    }
  });
});
