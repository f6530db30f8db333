/**
 * The staff rules (decision 95): a member never gives more than they hold, a staff member never makes
 * or touches an owner, a member without staff.manage changes nobody, and whatever changes are made,
 * in whatever order, the store keeps at least one owner.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permissionsOf, type RoleGrant } from '../../../src/domain/staff/member-roles';
import { OWNER_PERMISSIONS } from '../../../src/domain/staff/permissions';
import { staffChangeRefusal, type Member, type StaffChange } from '../../../src/domain/staff/staff-rules';

const grant: fc.Arbitrary<RoleGrant> = fc.record({
  role: fc.constantFrom('owner' as const, 'staff' as const),
  permissions: fc.subarray([...OWNER_PERMISSIONS]),
});
const member = (id: number): fc.Arbitrary<Member> => grant.map((g) => ({ ...g, id }));
const subset = (inner: RoleGrant, outer: RoleGrant) => permissionsOf(inner).every((p) => permissionsOf(outer).includes(p));

const change = (target: Member): fc.Arbitrary<StaffChange> =>
  fc.oneof(
    grant.map((g): StaffChange => ({ kind: 'invite', grant: g })),
    grant.map((g): StaffChange => ({ kind: 'setRole', target, grant: g })),
    fc.constant<StaffChange>({ kind: 'remove', target }),
  );

describe('who may change whose membership', () => {
  it('an owner holds every permission; staff hold what they were given and nothing else', () => {
    fc.assert(
      fc.property(grant, fc.array(fc.string(), { maxLength: 3 }), (g, junk) => {
        const held = permissionsOf({ role: g.role, permissions: [...g.permissions, ...junk] });
        if (g.role === 'owner') expect(held).toEqual([...OWNER_PERMISSIONS]);
        else expect(new Set(held)).toEqual(new Set(g.permissions));
      }),
    );
  });

  it('a change allowed to a staff member gives and touches only what they hold, never an owner', () => {
    fc.assert(
      fc.property(member(1), member(2), fc.integer({ min: 1, max: 3 }), (actor, target, owners) => {
        fc.pre(actor.role === 'staff');
        fc.assert(
          fc.property(change(target), (c) => {
            if (staffChangeRefusal(actor, c, owners) !== null) return;
            expect(actor.permissions).toContain('staff.manage');
            if (c.kind !== 'invite') expect(c.target.role === 'staff' && subset(c.target, actor)).toBe(true);
            if (c.kind !== 'remove') expect(c.grant.role === 'staff' && subset(c.grant, actor)).toBe(true);
          }),
          { numRuns: 20 },
        );
      }),
      { numRuns: 100 },
    );
  });

  it('a member without staff.manage changes nobody', () => {
    fc.assert(
      fc.property(member(1), member(2), fc.integer({ min: 1, max: 3 }), (actor, target, owners) => {
        fc.pre(!permissionsOf(actor).includes('staff.manage'));
        fc.assert(
          fc.property(change(target), (c) => {
            expect(staffChangeRefusal(actor, c, owners)).not.toBeNull();
          }),
          { numRuns: 10 },
        );
      }),
    );
  });

  it('whatever allowed changes are made, in any order, the store keeps an owner', () => {
    const step = fc.record({ actor: fc.nat(), target: fc.nat(), kind: fc.constantFrom('setRole', 'remove'), grant });
    fc.assert(
      fc.property(fc.array(grant, { minLength: 0, maxLength: 4 }), fc.array(step, { maxLength: 30 }), (others, steps) => {
        let members: Member[] = [{ id: 0, role: 'owner', permissions: [] }, ...others.map((g, i) => ({ ...g, id: i + 1 }))];
        for (const s of steps) {
          const actor = members[s.actor % members.length]!;
          const target = members[s.target % members.length]!;
          const owners = members.filter((m) => m.role === 'owner').length;
          const c: StaffChange = s.kind === 'remove' ? { kind: 'remove', target } : { kind: 'setRole', target, grant: s.grant };
          if (staffChangeRefusal(actor, c, owners) !== null) continue;
          members =
            c.kind === 'remove'
              ? members.filter((m) => m.id !== target.id)
              : members.map((m) => (m.id === target.id ? { ...m, ...s.grant } : m));
          expect(members.some((m) => m.role === 'owner')).toBe(true);
        }
      }),
    );
  });
});
