/**
 * The studio account's password (decision 96): the signed-in person reads their account and changes
 * their password (which ends their other studio sessions); someone who forgot it asks for a link
 * mailed to the e-mail (the same answer whether or not it has an account; at most a few a person an
 * hour) and chooses a new one with it, once, within the hour. A reset ends every session too, and
 * leaves two-factor on: the mailbox alone does not get past the code.
 */
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../../../src/domain/identity/password-rules';
import { STUDIO_ACCOUNT_CALLS } from '../../../src/contracts/studio-account.contract';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { OWNER_TOKEN_TTL_SECONDS } from '../platform/owner-token.service';
import { accountById, accountByEmail, membershipsOf } from '../platform/studio-accounts';
import { hashPassword, passwordMatches } from './customer.repository';
import { ownerLockKey } from './owner-session-answer';
import { RESETS_PER_ACCOUNT_HOUR, type StudioAccountDeps } from './studio-account.deps';

const HOUR_MS = 60 * 60 * 1000;
export const RESET_LINK_REFUSED = 'This reset link has expired or was already used: ask for a new one';

const fieldRefusal = (status: number, field: string, message: string) => refused(status, message, [{ field, message }]);

export function registerStudioPasswordController(app: FastifyInstance, deps: StudioAccountDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  register(STUDIO_ACCOUNT_CALLS.account, async (_, { owner }) => {
    const account = await accountById(deps.db, owner.AccountID);
    if (!account) return refused(401, 'Unauthorized: sign in to the Theme Studio');
    return {
      email: account.email,
      twoFactor: account.totpEnabledAt !== null,
      recoveryCodesLeft: account.totpEnabledAt ? await deps.accounts.recoveryCodesLeft(account.id) : 0,
    };
  });

  register(STUDIO_ACCOUNT_CALLS.changePassword, async (body, { owner }) => {
    const account = await accountById(deps.db, owner.AccountID);
    if (!account) return refused(401, 'Unauthorized: sign in to the Theme Studio');
    if (!(await passwordMatches(account, body.CurrentPassword)))
      return fieldRefusal(422, 'CurrentPassword', 'Your current password is not correct');
    const weak =
      body.NewPassword === body.CurrentPassword
        ? 'NewPassword must differ from your current password'
        : passwordProblem(body.NewPassword, account.email);
    if (weak) return fieldRefusal(400, 'NewPassword', weak);
    const passwordHash = await hashPassword(body.NewPassword);
    await deps.db.transaction(async (tx) => {
      await deps.accounts.setPassword(tx, account.id, passwordHash);
      await deps.accounts.voidResets(tx, account.id);
      await deps.sessions.endAll(account.id, tx);
    });
    deps.sessions.forget(account.id);
    // This session goes on under a token issued after the cut-off; every other one is refused from now.
    const ownerToken = await deps.tokens.issue({ WebID: owner.WebID, OwnerID: owner.OwnerID, AccountID: account.id });
    return answered(
      { ownerToken, expiresIn: OWNER_TOKEN_TTL_SECONDS },
      'Your password was changed; your other studio sessions were signed out',
    );
  });

  register(STUDIO_ACCOUNT_CALLS.forgotPassword, async (body) => {
    const account = await accountByEmail(deps.db, body.Email);
    if (account && (await deps.accounts.resetsSince(account.id, deps.now() - HOUR_MS)) < RESETS_PER_ACCOUNT_HOUR) {
      // The mail is counted with a store's (the first the person belongs to) in the outbox and the job queue.
      const [first] = await membershipsOf(deps.db, account.id, 1);
      const minutes = Math.round(deps.resetTtlMs / 60_000);
      await deps.accounts.issueReset(account.id, deps.resetTtlMs, (token, tx) =>
        deps.mailer.send(
          {
            webID: first?.storeId ?? 0,
            to: account.email,
            subject: 'Choose a new Theme Studio password',
            text: [
              'Someone asked to reset the password you sign in to the Theme Studio with.',
              `Choose a new one here (the link works once, for ${minutes} minutes):`,
              `${deps.studioOrigin}/?reset=${token}`,
              'If it was not you, ignore this mail: your password stays as it is.',
            ].join('\n\n'),
            kind: 'studio-password-reset',
          },
          { in: tx },
        ),
      );
    }
    return answered(null, 'If that e-mail has a studio account, a link to choose a new password is on its way');
  });

  register(STUDIO_ACCOUNT_CALLS.resetPassword, async (body, { request }) => {
    const passwordHash = await hashPassword(body.NewPassword);
    const outcome = await deps.db
      .transaction(async (tx) => {
        const accountId = await deps.accounts.redeemReset(tx, body.Token);
        if (accountId === null) return { refusal: RESET_LINK_REFUSED };
        const account = await accountById(tx, accountId);
        const weak = account ? passwordProblem(body.NewPassword, account.email) : 'No such account';
        // A weak password must not use the link up: the transaction rolls the redemption back.
        if (weak || !account) throw new WeakPassword(weak ?? '');
        await deps.accounts.setPassword(tx, accountId, passwordHash);
        await deps.accounts.voidResets(tx, accountId);
        await deps.sessions.endAll(accountId, tx);
        return { account };
      })
      .catch((error: unknown) => {
        if (error instanceof WeakPassword) return { weak: error.message };
        throw error;
      });
    if ('refusal' in outcome) return fieldRefusal(422, 'Token', outcome.refusal!);
    if ('weak' in outcome) return fieldRefusal(400, 'NewPassword', outcome.weak);
    deps.sessions.forget(outcome.account.id);
    // Whoever holds the mailbox is the person: their failed sign-ins are forgiven.
    await deps.lockout.succeeded(request, ownerLockKey(outcome.account.email));
    return answered(null, 'Your password was changed: sign in with the new one');
  });
}

class WeakPassword extends Error {}
