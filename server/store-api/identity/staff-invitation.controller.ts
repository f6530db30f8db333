/**
 * Answering a staff invitation (decision 95), on the studio's accept screen: what the link offers,
 * then accepting it. A person with no studio account chooses a password (the account is made with
 * the membership); a person with one gives its password, counted by the sign-in lockout like any
 * sign-in. The link is used up in the membership's transaction, so it works once; the new member is
 * signed in to the store, unless their account has two-factor on: then they sign in with the code.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_CALLS } from '../../../src/contracts/owner-staff.contract';
import { passwordProblem } from '../../../src/domain/identity/password-rules';
import { auditTrail } from '../platform/audit-trail';
import type { Db } from '../platform/database/client';
import { callRegistrar, refused } from '../platform/register-call';
import { accountByEmail, accountFor } from '../platform/studio-accounts';
import { hashPassword, passwordMatches } from './customer.repository';
import { ownerLockKey, ownerSession, type OwnerSessionDeps } from './owner-session-answer';
import { INVITATION_UNUSABLE, liveInvitation, memberOfInvitation, redeem } from './staff-invitations.repository';

const fieldRefusal = (status: number, field: string, message: string) => refused(status, message, [{ field, message }]);
const unusable = () => fieldRefusal(410, 'Token', INVITATION_UNUSABLE);

/** The e-mail gained an account between reading the invitation and accepting it: its password was not the one checked. */
class AccountAppeared extends Error {}

export function registerStaffInvitationController(app: FastifyInstance, deps: OwnerSessionDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });
  const { db } = deps;

  register(STAFF_CALLS.invitation, async (query) => {
    const invitation = await liveInvitation(db, query.Token);
    const store = invitation && (await deps.stores.findById(invitation.storeId));
    if (!invitation || !store || store.suspendedAt) return unusable();
    return {
      storeName: store.name,
      storeTitle: store.title,
      email: invitation.email,
      ...memberOfInvitation(invitation),
      hasAccount: (await accountByEmail(db, invitation.email)) !== null,
    };
  });

  register(STAFF_CALLS.acceptInvitation, async (body, { request, reply }) => {
    const invitation = await liveInvitation(db, body.Token);
    if (!invitation) return unusable();
    const lockKey = ownerLockKey(invitation.email);
    if (await deps.lockout.refuse(request, reply, lockKey)) return reply;
    const account = await accountByEmail(db, invitation.email);
    if (account && !(await passwordMatches(account, body.Password))) {
      await deps.lockout.failed(request, lockKey);
      return fieldRefusal(422, 'Password', `The password is not the one of ${invitation.email}'s studio account`);
    }
    const weak = account ? null : passwordProblem(body.Password, invitation.email);
    if (weak) return fieldRefusal(400, 'Password', weak);
    const passwordHash = account ? '' : await hashPassword(body.Password);
    const joined = await db
      .transaction(async (txn) => {
        const tx = txn as unknown as Db;
        let accountId = account?.id ?? 0;
        const used = await redeem(tx, body.Token, async (found) => {
          if (account) return account.id;
          const made = await accountFor(tx, found.email, passwordHash);
          if (!made.created) throw new AccountAppeared();
          accountId = made.account.id;
          return accountId;
        });
        if (!used) return null;
        const member = { memberId: used.memberId, apiKeyId: null, operator: null };
        await auditTrail(
          request,
          used.invitation.storeId,
          member,
        )(tx, {
          action: 'staff.joined',
          subject: used.invitation.email,
          changes: memberOfInvitation(used.invitation),
        });
        return { membership: { id: used.memberId, storeId: used.invitation.storeId }, accountId };
      })
      .catch((error: unknown) => {
        if (error instanceof AccountAppeared) return 'appeared' as const;
        throw error;
      });
    if (joined === 'appeared')
      return fieldRefusal(409, 'Password', 'This e-mail has a studio account now: open the link again and sign in');
    if (!joined) return unusable();
    const store = await deps.stores.findById(joined.membership.storeId);
    if (account?.totpEnabledAt && store) return { signIn: { storeName: store.name, email: account.email } };
    return ownerSession(deps, request, { id: joined.accountId, email: invitation.email }, joined.membership);
  });
}
