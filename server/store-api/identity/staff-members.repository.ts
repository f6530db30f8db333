/**
 * A store's members as the Staff page sees them (decision 95): who they are, their roles, and the
 * changes to them. Each change runs in one transaction that locks the store's memberships first, so
 * two owners demoting each other at once cannot leave the store without an owner.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { storeOwners, studioAccounts } from '../platform/platform.tables';
import { permissionsOf, type MemberRole, type RoleGrant } from '../../../src/domain/staff/member-roles';
import type { OwnerPermission } from '../../../src/domain/staff/permissions';
import { staffChangeRefusal, type Member, type StaffChange } from '../../../src/domain/staff/staff-rules';

export interface StaffMember extends Member {
  email: string;
}

export type StaffResult<T> = { ok: true; value: T } | { ok: false; status: 403 | 404 | 409; message: string; field?: string };

const roleOf = (role: string): MemberRole => (role === 'owner' ? 'owner' : 'staff');

/** A member's role and what it holds; an owner's list is every permission. */
export const memberOf = (row: { id: number; role: string; permissions: readonly unknown[] }): Member => ({
  id: row.id,
  role: roleOf(row.role),
  permissions: permissionsOf(row),
});

/** The store's members, oldest first. `lock`: held until the transaction ends (a change's first read). */
export async function storeMembers(db: Db, storeId: number, lock = false): Promise<StaffMember[]> {
  const query = db
    .select({ id: storeOwners.id, role: storeOwners.role, permissions: storeOwners.permissions, email: studioAccounts.email })
    .from(storeOwners)
    .innerJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
    .where(eq(storeOwners.storeId, storeId))
    .orderBy(asc(storeOwners.id));
  const rows = lock ? await query.for('update', { of: storeOwners }) : await query;
  return rows.map((row) => ({ ...memberOf(row), email: row.email }));
}

const ownersAmong = (members: readonly Member[]) => members.filter((member) => member.role === 'owner').length;

/** Stored for a grant: an owner's list is empty (an owner holds every permission, whatever is added later). */
const storedPermissions = (grant: RoleGrant): OwnerPermission[] => (grant.role === 'owner' ? [] : [...grant.permissions]);

/** Written in the change's transaction once it is made (the audit log's entry, decision 99). */
export type RecordChange = (tx: Db, before: StaffMember, after: StaffMember | null) => Promise<void>;

async function change(
  db: Db,
  actorId: number,
  storeId: number,
  memberId: number,
  makeChange: (target: Member) => StaffChange,
  write: (tx: Db, target: StaffMember) => Promise<void>,
  record: RecordChange,
): Promise<StaffResult<StaffMember | null>> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const members = await storeMembers(tx, storeId, true);
    // The actor's role as it is under the lock, not as their call found it: an owner demoted by a
    // change that committed first holds no more than what is left.
    const actor = members.find((member) => member.id === actorId);
    if (!actor) return { ok: false, status: 403, message: 'You are no longer a member of this store' };
    const target = members.find((member) => member.id === memberId);
    if (!target) return { ok: false, status: 404, message: 'No such member of this store', field: 'MemberID' };
    const refusal = staffChangeRefusal(actor, makeChange(target), ownersAmong(members));
    if (refusal) return { ok: false, status: 403, message: refusal };
    await write(tx, target);
    const [after] = (await storeMembers(tx, storeId)).filter((member) => member.id === memberId);
    await record(tx, target, after ?? null);
    return { ok: true, value: after ?? null };
  });
}

/** Gives a member another role (the actor's rights and the last-owner rule checked in the same transaction). */
export async function setMemberRole(db: Db, actorId: number, storeId: number, memberId: number, grant: RoleGrant, record: RecordChange) {
  return change(
    db,
    actorId,
    storeId,
    memberId,
    (target) => ({ kind: 'setRole', target, grant }),
    async (tx, target) => {
      await tx
        .update(storeOwners)
        .set({ role: grant.role, permissions: storedPermissions(grant) })
        .where(and(eq(storeOwners.id, target.id), eq(storeOwners.storeId, storeId)));
    },
    record,
  );
}

/** Ends a membership: the member's next call is refused (platform/memberships.ts reads it live). */
export async function removeMember(db: Db, actorId: number, storeId: number, memberId: number, record: RecordChange) {
  return change(
    db,
    actorId,
    storeId,
    memberId,
    (target) => ({ kind: 'remove', target }),
    async (tx, target) => {
      await tx.delete(storeOwners).where(and(eq(storeOwners.id, target.id), eq(storeOwners.storeId, storeId)));
    },
    record,
  );
}

export { storedPermissions };
