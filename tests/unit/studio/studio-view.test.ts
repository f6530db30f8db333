import { describe, expect, it } from 'vitest';
import { STUDIO_PAGES, viewOf } from '../../../src/studio/studio-pages';
import { itemHash, itemIdOf } from '../../../src/studio/use-studio-view';

describe('the studio page a hash opens', () => {
  it('names the editor, analytics, orders (list or one order) and customers', () => {
    expect(viewOf('')).toBe('editor');
    expect(viewOf('#analytics')).toBe('analytics');
    expect(viewOf('#orders')).toBe('orders');
    expect(viewOf('#orders/42')).toBe('orders');
    expect(viewOf('#customers')).toBe('customers');
    expect(viewOf('#nothing')).toBe('editor');
  });

  it('reads an order id only from #orders/<digits>', () => {
    expect(itemIdOf('orders', '#orders/42')).toBe(42);
    expect(itemIdOf('orders', '#orders')).toBeNull();
    expect(itemIdOf('orders', '#orders/4x')).toBeNull();
    expect(itemIdOf('orders', '#orders/12345678901')).toBeNull();
  });
});

describe('the page registry', () => {
  it('opens each page at its own hash, and its items under it when it has any', () => {
    expect(new Set(STUDIO_PAGES.map((page) => page.hash)).size).toBe(STUDIO_PAGES.length);
    for (const page of STUDIO_PAGES) {
      expect(viewOf(page.hash)).toBe(page.route);
      expect(viewOf(itemHash(page.route, 7))).toBe(page.withItems ? page.route : 'editor');
      expect(itemIdOf(page.route, itemHash(page.route, 7))).toBe(7);
    }
  });
});
