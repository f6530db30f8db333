/**
 * Invitations to a store's staff (decision 95): 32 random bytes mailed, only their SHA-256 stored,
 * seven days long, used once. Inviting an e-mail again replaces its pending invitation, so one link
 * per person is live. Accepting marks the invitation used in the same conditional update that finds
 * it live, so two tabs accepting at once make one membership.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../platform/database/client';
import { storeOwners, studioAccounts } from '../platform/platform.tables';
import { staffInvitations } from './staff.tables';
import { memberOf, storedPermissions, type StaffResult } from './staff-members.repository';
import type { MemberRole, RoleGrant } from '../../../src/domain/staff/member-roles';
import type { OwnerPermission } from '../../../src/domain/staff/permissions';
import { staffChangeRefusal, type Member } from '../../../src/domain/staff/staff-rules';

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const INVITATION_UNUSABLE = 'This invitation has expired, was already used or was withdrawn: ask the store for a new one';

export type Invitation = typeof staffInvitations.$inferSelect;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const pending = () =>
  and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt), gt(staffInvitations.expiresAt, new Date()));

/** The role an invitation gives and what it holds (an owner's list is every permission). */
export function memberOfInvitation(row: Invitation): { role: MemberRole; permissions: OwnerPermission[] } {
  const { role, permissions } = memberOf(row);
  return { role, permissions: [...permissions] };
}

/** The store's invitations nobody has answered yet and that still work, oldest first. */
export function pendingInvitations(db: Db, storeId: number): Promise<Invitation[]> {
  return db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.storeId, storeId), pending()))
    .orderBy(asc(staffInvitations.id));
}

/**
 * A new invitation of `email` with the grant, its mail queued by `mail` in the same transaction
 * (decision 94). Refused when the actor may not give the grant or the e-mail is a member already.
 */
export async function invite(
  db: Db,
  input: { actor: Member; storeId: number; email: string; grant: RoleGrant; ttlMs: number },
  mail: (token: string, tx: Db) => Promise<void>,
): Promise<StaffResult<Invitation>> {
  const refusal = staffChangeRefusal(input.actor, { kind: 'invite', grant: input.grant }, 1);
  if (refusal) return { ok: false, status: 403, message: refusal };
  const token = randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: storeOwners.id })
      .from(storeOwners)
      .innerJoin(studioAccounts, eq(studioAccounts.id, storeOwners.accountId))
      .where(and(eq(storeOwners.storeId, input.storeId), sql`lower(${studioAccounts.email}) = ${input.email.toLowerCase()}`))
      .limit(1);
    if (member) return { ok: false, status: 409, message: `${input.email} is a member of this store already`, field: 'Email' };
    await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.storeId, input.storeId), eq(staffInvitations.email, input.email), pending()));
    const [row] = await tx
      .insert(staffInvitations)
      .values({
        storeId: input.storeId,
        email: input.email,
        role: input.grant.role,
        permissions: storedPermissions(input.grant),
        tokenHash: digest(token),
        invitedBy: input.actor.id,
        expiresAt: new Date(Date.now() + input.ttlMs),
      })
      .returning();
    await mail(token, tx);
    return { ok: true, value: row! };
  });
}

/** A pending invitation of the store that the actor could have sent, or why not. */
export async function pendingInvitation(db: Db, actor: Member, storeId: number, invitationId: number): Promise<StaffResult<Invitation>> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.id, invitationId), eq(staffInvitations.storeId, storeId), pending()))
    .limit(1);
  if (!row) return { ok: false, status: 404, message: 'No such pending invitation', field: 'InvitationID' };
  const refusal = staffChangeRefusal(actor, { kind: 'invite', grant: memberOf(row) }, 1);
  if (refusal) return { ok: false, status: 403, message: refusal };
  return { ok: true, value: row };
}

/** Withdraws a pending invitation of the store (only one the actor could have sent); `record` in its transaction. */
export async function revokeInvitation(
  db: Db,
  actor: Member,
  storeId: number,
  invitationId: number,
  record: (tx: Db, invitation: Invitation) => Promise<void>,
): Promise<StaffResult<Invitation>> {
  const found = await pendingInvitation(db, actor, storeId, invitationId);
  if (!found.ok) return found;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .update(staffInvitations)
      .set({ revokedAt: new Date() })
      .where(and(eq(staffInvitations.id, invitationId), pending()))
      .returning();
    if (!row) return { ok: false, status: 404, message: 'No such pending invitation', field: 'InvitationID' };
    await record(tx, row);
    return { ok: true, value: row };
  });
}

/** The invitation of a token while it still works, or null. */
export async function liveInvitation(db: Db, token: string): Promise<Invitation | null> {
  const [row] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.tokenHash, digest(token)), pending()))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the invitation once and makes the account a member with its role; null when the invitation no
 * longer works. `accountId` is found or created by the caller inside `tx` (studio-accounts.ts).
 */
export async function redeem(
  tx: Db,
  token: string,
  accountIdOf: (invitation: Invitation) => Promise<number>,
): Promise<{ invitation: Invitation; memberId: number } | null> {
  const [used] = await tx
    .update(staffInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(staffInvitations.tokenHash, digest(token)), pending()))
    .returning();
  if (!used) return null;
  const accountId = await accountIdOf(used);
  const [row] = await tx
    .insert(storeOwners)
    .values({ storeId: used.storeId, accountId, role: used.role, permissions: used.permissions })
    .onConflictDoNothing()
    .returning({ id: storeOwners.id });
  // A member already (invited twice, or added since): the membership stays as it is.
  if (row) return { invitation: used, memberId: row.id };
  const [existing] = await tx
    .select({ id: storeOwners.id })
    .from(storeOwners)
    .where(and(eq(storeOwners.storeId, used.storeId), eq(storeOwners.accountId, accountId)))
    .limit(1);
  return { invitation: used, memberId: existing!.id };
}
