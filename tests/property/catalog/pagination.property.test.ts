import { fc, test } from '@fast-check/vitest';
import { expect, it } from 'vitest';
import { paginationItems } from '../../../src/domain/catalog/pagination';

test.prop([fc.integer({ min: -5, max: 500 }), fc.integer({ min: 0, max: 400 })])(
  'shows the first, last and current page in order, with gaps only where pages are left out',
  (page, pageCount) => {
    const items = paginationItems(page, pageCount);
    const numbers = items.filter((item): item is number => item !== 'gap');
    const last = Math.max(1, pageCount);
    const current = Math.min(Math.max(1, page), last);
    expect(numbers[0]).toBe(1);
    expect(numbers.at(-1)).toBe(last);
    expect(numbers).toContain(current);
    expect(items.length).toBeLessThanOrEqual(9);
    items.forEach((item, index) => {
      const next = items[index + 1];
      if (item === 'gap' || next === undefined) return;
      // Consecutive numbers are neighbours; a gap stands for at least two missing pages.
      if (next === 'gap') expect((items[index + 2] as number) - item).toBeGreaterThan(2);
      else expect(next).toBe(item + 1);
    });
  },
);

it('reads like a shopper expects', () => {
  expect(paginationItems(1, 1)).toEqual([1]);
  expect(paginationItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
  expect(paginationItems(3, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
  expect(paginationItems(1, 3)).toEqual([1, 2, 3]);
});
