// @vitest-environment jsdom
/**
 * A first visit to an address with a #target is held on it while the page settles
 * (fragment-landing.ts): each change of the page's size brings the target back into view, until the
 * visitor acts or a while after the load event; smooth scrolling applies only from then on. A jump
 * within the page (in-page-jump.ts) puts its target at its place once the browser's scroll ends.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAGMENT_LANDING_SCRIPT, LANDING_HOLD_MS } from '../../../src/ui/app/fragment-landing';
import { holdJumpTarget, isJustJumpedTo, JUMP_HOLD_MS } from '../../../src/ui/app/in-page-jump';
import { createPageStores } from '../../../src/ui/app/page-stores';

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

let scrolledTo: number[];

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
  document.body.innerHTML = '<h2 id="signup" data-top="7000">Sign up</h2>';
  // jsdom lays nothing out: each element's place in the page is its data-top here.
  Object.defineProperty(HTMLElement.prototype, 'offsetTop', {
    configurable: true,
    get(this: HTMLElement) {
      return Number(this.dataset.top ?? 0);
    },
  });
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => scrolledTo.push(options.top!)) as typeof window.scrollTo);
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
    // A view replaced the element: its successor is followed.
    document.body.innerHTML = '<h2 id="signup" data-top="7100">Sign up</h2>';
    resize();
    expect(scrolledTo).toEqual([7000, 7100]);
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
    document.body.insertAdjacentHTML('beforeend', '<p id="later" data-top="7400" style="scroll-margin-top: 16px">Later</p>');
    resize();
    expect(scrolledTo).toEqual([7384]);
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

describe('a jump within the page', () => {
  const stores = createPageStores();
  it('puts the target at its place once the browser’s scroll ends, keeps it there a while, and tells the landing once', () => {
    holdJumpTarget(stores, '#signup');
    expect(isJustJumpedTo(stores, '#signup')).toBe(true);
    expect(isJustJumpedTo(stores, '#signup')).toBe(true);
    expect(scrolledTo).toEqual([]);
    window.dispatchEvent(new Event('scrollend'));
    expect(scrolledTo).toEqual([7000]);
    // A view replaced the element: its successor is followed.
    document.body.innerHTML = '<h2 id="signup" data-top="7100">Sign up</h2>';
    resize();
    expect(scrolledTo).toEqual([7000, 7100]);
    vi.advanceTimersByTime(JUMP_HOLD_MS);
    resize();
    expect(scrolledTo).toHaveLength(2);
    // Any other address ends the jump: coming back to it later restores its position as usual.
    expect(isJustJumpedTo(stores, '')).toBe(false);
    expect(isJustJumpedTo(stores, '#signup')).toBe(false);
  });

  it('lets go when the visitor acts before the scroll ends', () => {
    holdJumpTarget(stores, '#signup');
    window.dispatchEvent(new Event('wheel'));
    window.dispatchEvent(new Event('scrollend'));
    vi.advanceTimersByTime(5000);
    expect(scrolledTo).toEqual([]);
  });
});
