/** A hand-picked group's new order (decision 107): the named products first as named, the others after in their order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupOrder } from '../../../../src/domain/catalog/group-order';

/** Distinct member ids, and a list naming some of them in any order. */
const membersAndNamed = fc
  .uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 30 })
  .chain((members) => fc.tuple(fc.constant(members), fc.shuffledSubarray(members)));

describe('a hand-picked group order', () => {
  it('keeps every member exactly once, the named ones first in the order given, the others after in theirs', () => {
    fc.assert(
      fc.property(membersAndNamed, ([members, named]) => {
        const outcome = groupOrder(members, named);
        if (!outcome.ok) throw new Error(outcome.message);
        expect([...outcome.order].sort((a, b) => a - b)).toEqual([...members].sort((a, b) => a - b));
        expect(outcome.order.slice(0, named.length)).toEqual(named);
        expect(outcome.order.slice(named.length)).toEqual(members.filter((id) => !named.includes(id)));
      }),
    );
  });

  it('is the given order when every member is named', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.integer({ min: 1, max: 200 }), { minLength: 1, maxLength: 30 })
          .chain((members) => fc.tuple(fc.constant(members), fc.shuffledSubarray(members, { minLength: members.length }))),
        ([members, named]) => {
          expect(groupOrder(members, named)).toEqual({ ok: true, order: named });
        },
      ),
    );
  });

  it('refuses, by its place, a product outside the group or one named twice', () => {
    fc.assert(
      fc.property(membersAndNamed, fc.integer({ min: 201, max: 300 }), ([members, named], stranger) => {
        const at = named.length;
        expect(groupOrder(members, [...named, stranger])).toEqual({ ok: false, index: at, message: 'This product is not in the group' });
        if (named.length > 0)
          expect(groupOrder(members, [...named, named[0]!])).toEqual({ ok: false, index: at, message: 'This product is named twice' });
      }),
    );
  });
});
