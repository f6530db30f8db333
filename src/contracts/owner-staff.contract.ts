/**
 * The Staff page's calls and the invitation a person accepts (decision 95): the members and pending
 * invitations of the store, inviting an e-mail with a role, changing a member's role, removing a
 * member, revoking an invitation; and, on the studio host, reading and accepting an invitation.
 */
import { z } from 'zod';
import { answerOf, defineCall } from './define-call';
import { MAX_PASSWORD_LENGTH } from '../domain/identity/password-rules';
import { MEMBER_ROLES, type MemberRole } from '../domain/staff/member-roles';
import { OWNER_PERMISSIONS, type OwnerPermission } from '../domain/staff/permissions';
import { emailAddress, recordId } from './input-fields.contract';

export interface StaffMemberWire {
  memberID: number;
  email: string;
  role: MemberRole;
  permissions: OwnerPermission[];
  /** The signed-in member's own row. */
  isYou: boolean;
  /** When they joined the store. */
  since: string;
  /** Their last studio sign-in to this store, from the audit log (null when none is kept). */
  lastSignInAt: string | null;
}

export interface StaffInvitationWire {
  invitationID: number;
  email: string;
  role: MemberRole;
  permissions: OwnerPermission[];
  expiresAt: string;
}

/** An accepted invitation: the new member's session, or, for an account with two-factor on, a sign-in still to do. */
export type AcceptedInvitationWire =
  | { ownerToken: string; expiresIn: number; webID: number; storeName: string; storeTitle: string; email: string }
  | { signIn: { storeName: string; email: string } };

export interface InvitationWire {
  storeName: string;
  storeTitle: string;
  email: string;
  role: MemberRole;
  permissions: OwnerPermission[];
  /** The e-mail has a studio account already: the invitee signs in with its password instead of choosing one. */
  hasAccount: boolean;
}

const grant = {
  Role: z.enum(MEMBER_ROLES, { error: 'Role must be owner or staff' }),
  Permissions: z
    .array(z.enum(OWNER_PERMISSIONS, { error: 'Permissions must name known permissions' }), { error: 'Permissions must be a list' })
    .max(OWNER_PERMISSIONS.length, 'Permissions has too many entries')
    .default([]),
};
/** Staff with nothing to do would see an empty studio: a staff role holds at least one permission. */
const withPermissions = <T extends { Role: MemberRole; Permissions: OwnerPermission[] }>(body: T, ctx: z.RefinementCtx) => {
  if (body.Role === 'staff' && body.Permissions.length === 0)
    ctx.addIssue({ code: 'custom', path: ['Permissions'], message: 'Permissions must name at least one permission for staff' });
};

export const inviteStaffBody = z
  .object({ Email: emailAddress, ...grant }, { error: 'The body must be an object' })
  .superRefine(withPermissions);
export const setStaffRoleBody = z
  .object({ MemberID: recordId('MemberID'), ...grant }, { error: 'The body must be an object' })
  .superRefine(withPermissions);
export const removeStaffBody = z.object({ MemberID: recordId('MemberID') }, { error: 'The body must be an object' });
export const invitationIdBody = z.object({ InvitationID: recordId('InvitationID') }, { error: 'The body must be an object' });

const invitationToken = z
  .string({ error: 'Token is required' })
  .min(20, 'Token is not a valid invitation')
  .max(200, 'Token is not a valid invitation')
  .regex(/^[A-Za-z0-9_-]+$/, 'Token is not a valid invitation');
export const invitationQuery = z.object({ Token: invitationToken });
export const acceptInvitationBody = z.object(
  {
    Token: invitationToken,
    Password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  },
  { error: 'The body must be an object' },
);

const STAFF_WRITE = { max: 60, timeWindow: '1 minute', bucket: 'staff' };

export const STAFF_CALLS = {
  staff: defineCall({
    method: 'GET',
    path: '/Owner/Staff',
    auth: 'owner',
    permission: 'staff.manage',
    answer: answerOf<{ members: StaffMemberWire[]; invitations: StaffInvitationWire[] }>(),
  }),
  inviteStaff: defineCall({
    method: 'POST',
    path: '/Owner/InviteStaff',
    auth: 'owner',
    permission: 'staff.manage',
    request: inviteStaffBody,
    bodyRequired: true,
    limit: STAFF_WRITE,
    answer: answerOf<{ invitation: StaffInvitationWire }>(),
  }),
  setStaffRole: defineCall({
    method: 'POST',
    path: '/Owner/SetStaffRole',
    auth: 'owner',
    permission: 'staff.manage',
    request: setStaffRoleBody,
    bodyRequired: true,
    limit: STAFF_WRITE,
    answer: answerOf<{ member: StaffMemberWire }>(),
  }),
  removeStaff: defineCall({
    method: 'POST',
    path: '/Owner/RemoveStaff',
    auth: 'owner',
    permission: 'staff.manage',
    request: removeStaffBody,
    bodyRequired: true,
    limit: STAFF_WRITE,
  }),
  revokeInvitation: defineCall({
    method: 'POST',
    path: '/Owner/RevokeInvitation',
    auth: 'owner',
    permission: 'staff.manage',
    request: invitationIdBody,
    bodyRequired: true,
    limit: STAFF_WRITE,
  }),
  /** A new link for a pending invitation, mailed again; the old link stops working. */
  resendInvitation: defineCall({
    method: 'POST',
    path: '/Owner/ResendInvitation',
    auth: 'owner',
    permission: 'staff.manage',
    request: invitationIdBody,
    bodyRequired: true,
    limit: STAFF_WRITE,
    answer: answerOf<{ invitation: StaffInvitationWire }>(),
  }),
  /** What an invitation link offers, before the invitee answers it (the accept screen). */
  invitation: defineCall({
    method: 'GET',
    path: '/Owner/Invitation',
    auth: 'public',
    request: invitationQuery,
    answer: answerOf<InvitationWire>(),
  }),
  /** Limited like a sign-in: with an existing account it checks that account's password. */
  acceptInvitation: defineCall({
    method: 'POST',
    path: '/Owner/AcceptInvitation',
    auth: 'public',
    request: acceptInvitationBody,
    bodyRequired: true,
    limit: 'signIn',
    answer: answerOf<AcceptedInvitationWire>(),
  }),
};
