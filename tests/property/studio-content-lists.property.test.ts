import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { blankLike, withItemAdded, withItemMoved, withItemRemoved } from '../../src/domain/studio/content-lists';

const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean());
const key = fc.oneof(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom('type', 'kind'));
const item = fc.dictionary(
  key,
  fc.oneof(leaf, fc.array(leaf, { maxLength: 3 }), fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), leaf, { maxKeys: 3 })),
  { maxKeys: 5 },
);
const list = fc.array(item, { maxLength: 6 });

/** The keys and value kinds of a value, ignoring the values themselves. */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return 'list';
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shapeOf(v)]));
  return typeof value;
}

describe('editing the lists in section content', () => {
  it('adds one blank item shaped like the last, leaving the others as they were', () => {
    fc.assert(
      fc.property(
        list.filter((l) => l.length > 0),
        (items) => {
          const next = withItemAdded(items);
          expect(next).toHaveLength(items.length + 1);
          expect(next.slice(0, -1)).toEqual(items);
          expect(shapeOf(next.at(-1))).toEqual(shapeOf(items.at(-1)));
          expect(blankLike(next.at(-1))).toEqual(next.at(-1));
          for (const key of ['type', 'kind']) if (key in items.at(-1)!) expect(next.at(-1)![key]).toEqual(items.at(-1)![key]);
        },
      ),
    );
  });

  it('removes exactly the chosen item, and moves keep every item once', () => {
    fc.assert(
      fc.property(list, fc.nat(7), fc.nat(7), (items, a, b) => {
        const removed = withItemRemoved(items, a);
        expect(removed).toHaveLength(a < items.length ? items.length - 1 : items.length);
        const moved = withItemMoved(items, a, b);
        expect([...moved].sort(order)).toEqual([...items].sort(order));
        if (a < items.length && b < items.length) expect(moved[b]).toBe(items[a]);
        else expect(moved).toEqual(items);
      }),
    );
  });
});

const order = (x: unknown, y: unknown) => JSON.stringify(x).localeCompare(JSON.stringify(y));
