// @vitest-environment jsdom
/**
 * Where a position is restored, no section is left at an estimated height (skipped-sections.ts): the
 * head's script lays out the whole page on a reload, a return and an address with a #target, and
 * leaves a first visit to its top with the sections below the first screen skipped.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { layOutWholePages, WHOLE_PAGE_ON_RETURN_SCRIPT } from '../../../src/ui/app/skipped-sections';

/** Runs the head's script as a page of this navigation type and address would, and says whether the whole page is laid out. */
function wholePageFor(type: string | null, hash = ''): boolean {
  delete document.documentElement.dataset.wholePage;
  window.history.replaceState(null, '', `/${hash}`);
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(type === null ? [] : ([{ type }] as unknown as PerformanceEntryList));
  new Function(WHOLE_PAGE_ON_RETURN_SCRIPT)();
  return document.documentElement.hasAttribute('data-whole-page');
}

afterEach(() => {
  vi.restoreAllMocks();
  delete document.documentElement.dataset.wholePage;
});

describe("the head's script", () => {
  it('skips sections on a first visit from the top', () => {
    expect(wholePageFor('navigate')).toBe(false);
    expect(wholePageFor('prerender')).toBe(false);
  });

  it('lays out the whole page where the browser restores a position', () => {
    expect(wholePageFor('reload')).toBe(true);
    expect(wholePageFor('back_forward')).toBe(true);
  });

  it('lays out the whole page for an address with a #target', () => {
    expect(wholePageFor('navigate', '#temp-aurbest00008-heading')).toBe(true);
  });

  it('leaves a browser without navigation timing skipping sections, and fails quietly where it cannot read it', () => {
    expect(wholePageFor(null)).toBe(false);
    vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => {
      throw new Error('unsupported');
    });
    expect(() => new Function(WHOLE_PAGE_ON_RETURN_SCRIPT)()).not.toThrow();
  });
});

it('an in-app navigation lays out every page from then on', () => {
  layOutWholePages();
  expect(document.documentElement.hasAttribute('data-whole-page')).toBe(true);
});
