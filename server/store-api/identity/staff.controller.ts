/**
 * The Staff page's calls (owner-staff.contract.ts, decision 95): the store's members and pending
 * invitations, inviting an e-mail with a role (the mail queued in the invitation's transaction,
 * decision 94), a new link for an invitation, withdrawing one, changing a role and removing a member.
 * Who may change whom is staff-rules.ts, checked under the store's membership lock for role changes
 * and removals; every change is in Activity, written in its own transaction (decision 99).
 */
import { and, eq, inArray, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { STAFF_CALLS, type StaffInvitationWire, type StaffMemberWire } from '../../../src/contracts/owner-staff.contract';
import type { RoleGrant } from '../../../src/domain/staff/member-roles';
import type { Member } from '../../../src/domain/staff/staff-rules';
import { auditEvents } from '../platform/access.tables';
import { auditTrail } from '../platform/audit-trail';
import type { Db } from '../platform/database/client';
import type { Mailer } from '../platform/mail/mailer';
import type { OwnerMember, OwnerTokenService } from '../platform/owner-token.service';
import { storeOwners } from '../platform/platform.tables';
import { callRegistrar, refused } from '../platform/register-call';
import type { StoreRepository } from '../platform/store.repository';
import {
  invite,
  memberOfInvitation,
  pendingInvitation,
  pendingInvitations,
  revokeInvitation,
  type Invitation,
} from './staff-invitations.repository';
import { removeMember, setMemberRole, storeMembers, type StaffMember, type StaffResult } from './staff-members.repository';

export interface StaffDeps {
  db: Db;
  tokens: OwnerTokenService;
  stores: StoreRepository;
  mailer: Mailer;
  /** The studio's origin: the mailed link opens its accept screen there. */
  studioOrigin: string;
  /** How long an invitation works (seven days; tests shorten it). */
  invitationTtlMs: number;
}

const invitationWire = (row: Invitation): StaffInvitationWire => ({
  invitationID: row.id,
  email: row.email,
  ...memberOfInvitation(row),
  expiresAt: row.expiresAt.toISOString(),
});

const actorOf = (owner: OwnerMember): Member => ({ id: owner.OwnerID, role: owner.role, permissions: owner.permissions });
const grantOf = (body: { Role: RoleGrant['role']; Permissions: RoleGrant['permissions'] }): RoleGrant => ({
  role: body.Role,
  permissions: body.Role === 'owner' ? [] : body.Permissions,
});
const failed = (result: Extract<StaffResult<unknown>, { ok: false }>) =>
  refused(result.status, result.message, result.field ? [{ field: result.field, message: result.message }] : undefined);
const NO_KEYS = refused(403, 'Forbidden: staff are managed in the studio, not with an API key');

/** The mailed invitation: who asks, for which store, the link (a fragment, so the token reaches no server log) and its life. */
function invitationMail(deps: StaffDeps, storeTitle: string, to: string, token: string) {
  const days = Math.round(deps.invitationTtlMs / 86_400_000);
  return {
    to,
    kind: 'staff-invitation',
    subject: `You are invited to help run ${storeTitle}`,
    text: [
      `You are invited to join the staff of ${storeTitle} in the Theme Studio.`,
      `To accept, open this link (it works once, for ${days} days):`,
      `${deps.studioOrigin}/#accept-invitation/${token}`,
      'If you did not expect this invitation, ignore this mail.',
    ].join('\n\n'),
  };
}

export function registerStaffController(app: FastifyInstance, deps: StaffDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;

  async function membersOf(storeId: number, you: number): Promise<StaffMemberWire[]> {
    const members = await storeMembers(db, storeId);
    const joined = await db
      .select({ id: storeOwners.id, since: storeOwners.createdAt })
      .from(storeOwners)
      .where(eq(storeOwners.storeId, storeId));
    const ids = members.map((member) => member.id);
    const signIns = ids.length
      ? await db
          .select({ memberId: auditEvents.memberId, at: max(auditEvents.createdAt) })
          .from(auditEvents)
          .where(and(eq(auditEvents.storeId, storeId), inArray(auditEvents.memberId, ids), eq(auditEvents.action, 'signin')))
          .groupBy(auditEvents.memberId)
      : [];
    return members.map((member) => ({
      memberID: member.id,
      email: member.email,
      role: member.role,
      permissions: [...member.permissions],
      isYou: member.id === you,
      since: joined.find((row) => row.id === member.id)!.since.toISOString(),
      lastSignInAt: signIns.find((row) => row.memberId === member.id)?.at?.toISOString() ?? null,
    }));
  }

  /** A new invitation (or a new link for one), mailed and recorded in its transaction. */
  async function sendInvitation(request: FastifyRequest, owner: OwnerMember, email: string, grant: RoleGrant, action: string) {
    const store = await deps.stores.findById(owner.WebID);
    if (!store) return refused(404, 'No such store');
    const record = auditTrail(request);
    const result = await invite(
      db,
      { actor: actorOf(owner), storeId: owner.WebID, email, grant, ttlMs: deps.invitationTtlMs },
      async (token, tx) => {
        await deps.mailer.send({ webID: store.id, ...invitationMail(deps, store.title, email, token) }, { in: tx });
        await record(tx, { action, subject: email, changes: { role: grant.role, permissions: [...grant.permissions] } });
      },
    );
    return result.ok ? { invitation: invitationWire(result.value) } : failed(result);
  }

  const memberChange = (request: FastifyRequest, action: string) => async (tx: Db, before: StaffMember, after: StaffMember | null) =>
    auditTrail(request)(tx, {
      action,
      subject: before.email,
      changes: after
        ? { role: after.role, permissions: after.permissions, was: { role: before.role, permissions: before.permissions } }
        : { role: before.role, permissions: before.permissions },
    });

  register(STAFF_CALLS.staff, async (_input, { owner }) => {
    if (owner.ApiKeyID !== undefined) return NO_KEYS;
    const [members, invitations] = await Promise.all([membersOf(owner.WebID, owner.OwnerID), pendingInvitations(db, owner.WebID)]);
    return { members, invitations: invitations.map(invitationWire) };
  });

  register(STAFF_CALLS.inviteStaff, async (body, { owner, request }) => {
    if (owner.ApiKeyID !== undefined) return NO_KEYS;
    return sendInvitation(request, owner, body.Email.trim().toLowerCase(), grantOf(body), 'staff.invited');
  });

  register(STAFF_CALLS.resendInvitation, async (body, { owner, request }) => {
    if (owner.ApiKeyID !== undefined) return NO_KEYS;
    const found = await pendingInvitation(db, actorOf(owner), owner.WebID, body.InvitationID);
    if (!found.ok) return failed(found);
    return sendInvitation(request, owner, found.value.email, memberOfInvitation(found.value), 'staff.invitation-resent');
  });

  register(STAFF_CALLS.revokeInvitation, async (body, { owner, request }) => {
    if (owner.ApiKeyID !== undefined) return NO_KEYS;
    const result = await revokeInvitation(db, actorOf(owner), owner.WebID, body.InvitationID, (tx, invitation) =>
      auditTrail(request)(tx, { action: 'staff.invitation-revoked', subject: invitation.email }),
    );
    return result.ok ? null : failed(result);
  });

  register(STAFF_CALLS.setStaffRole, async (body, { owner, request }) => {
    if (owner.ApiKeyID !== undefined) return NO_KEYS;
    const result = await setMemberRole(
      db,
      owner.OwnerID,
      owner.WebID,
      body.MemberID,
      grantOf(body),
      memberChange(request, 'staff.role-changed'),
    );
    if (!result.ok) return failed(result);
    const [member] = (await membersOf(owner.WebID, owner.OwnerID)).filter((row) => row.memberID === body.MemberID);
    return member
      ? { member }
      : refused(404, 'No such member of this store', [{ field: 'MemberID', message: 'No such member of this store' }]);
  });

  register(STAFF_CALLS.removeStaff, async (body, { owner, request }) => {
    if (owner.ApiKeyID !== undefined) return NO_KEYS;
    const result = await removeMember(db, owner.OwnerID, owner.WebID, body.MemberID, memberChange(request, 'staff.removed'));
    return result.ok ? null : failed(result);
  });
}
