import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { RECENTLY_VIEWED_LIMIT, rememberViewed, sanitizeViewed, viewedBesides } from '../../../src/domain/catalog/recently-viewed';

const id = fc.integer({ min: 1, max: 10_000 });

describe('recently viewed products', () => {
  test.prop([fc.array(id), id])('the product viewed comes first, once, and the list never passes its limit', (views, next) => {
    const list = views.reduce<number[]>((acc, viewed) => rememberViewed(acc, viewed), []);
    const after = rememberViewed(list, next);
    expect(after[0]).toBe(next);
    expect(new Set(after).size).toBe(after.length);
    expect(after.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT);
    // The others keep their order, the oldest falling off first.
    expect(after.slice(1)).toEqual(list.filter((other) => other !== next).slice(0, RECENTLY_VIEWED_LIMIT - 1));
  });

  test.prop([fc.array(id, { maxLength: 12 }), id])('the strip shows every other viewed product, newest first', (list, current) => {
    expect(viewedBesides(list, current)).toEqual(list.filter((other) => other !== current));
  });

  test.prop([fc.anything()])('whatever storage holds, what is read back is a list of distinct product ids within the limit', (raw) => {
    const list = sanitizeViewed(raw);
    expect(list.length).toBeLessThanOrEqual(RECENTLY_VIEWED_LIMIT);
    expect(new Set(list).size).toBe(list.length);
    for (const item of list) expect(Number.isSafeInteger(item) && item > 0).toBe(true);
  });
});
