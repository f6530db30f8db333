/**
 * Two-factor sign-in for studio accounts (decision 96). Set-up (with the password) keeps a new secret,
 * sealed, and answers it as a QR code and as a key to type; the first code from the app turns it on and
 * answers ten recovery codes, shown this once. Sign-in then asks for a code after the password: the
 * challenge the password step answered, and a code or an unused recovery code, counted by the lockout
 * per person and limited per address. Turning it off, or new recovery codes, need the password.
 */
import type { FastifyInstance } from 'fastify';
import { STUDIO_ACCOUNT_CALLS } from '../../../src/contracts/studio-account.contract';
import { answered, callRegistrar, refused } from '../platform/register-call';
import { accountById, membershipsOf, type StudioAccount } from '../platform/studio-accounts';
import { passwordMatches } from './customer.repository';
import { ownerLockKey, ownerSession, signInEntry } from './owner-session-answer';
import { TOTP_ISSUER, type StudioAccountDeps } from './studio-account.deps';
import { acceptedStep, groupedSecret, newRecoveryCodes, newTotpSecret, qrCodeOf, totpUri } from './studio-totp';

const WRONG_CODE = 'The code is not correct, or was used already';
const codeRefusal = (field: 'Code' | 'RecoveryCode', message = WRONG_CODE) => refused(401, message, [{ field, message }]);

export function registerStudioTwoFactorController(app: FastifyInstance, deps: StudioAccountDeps) {
  const register = callRegistrar(app, { ownerTokens: deps.tokens });

  /** The signed-in person, when `password` is theirs. */
  const withPassword = async (accountId: number, password: string): Promise<StudioAccount | null> => {
    const account = await accountById(deps.db, accountId);
    return account && (await passwordMatches(account, password)) ? account : null;
  };
  const wrongPassword = () =>
    refused(422, 'Your password is not correct', [{ field: 'Password', message: 'Your password is not correct' }]);

  /** The step `code` is for, from the account's sealed secret; null when it does not match. */
  const stepOf = (account: StudioAccount, code: string): number | null => {
    const secret = account.totpSecret ? deps.totpSecrets.open(account.totpSecret) : null;
    return secret ? acceptedStep(secret, code, deps.now(), account.totpLastStep) : null;
  };

  register(STUDIO_ACCOUNT_CALLS.setUpTwoFactor, async (body, { owner }) => {
    const account = await withPassword(owner.AccountID, body.Password);
    if (!account) return wrongPassword();
    if (account.totpEnabledAt) return refused(409, 'Two-factor sign-in is on already: turn it off first to use another app');
    const secret = newTotpSecret();
    await deps.accounts.savePendingSecret(account.id, deps.totpSecrets.seal(secret));
    const uri = totpUri(secret, account.email, TOTP_ISSUER);
    return { secret: groupedSecret(secret), uri, qrCode: qrCodeOf(uri) };
  });

  register(STUDIO_ACCOUNT_CALLS.confirmTwoFactor, async (body, { owner }) => {
    const account = await accountById(deps.db, owner.AccountID);
    if (!account) return refused(401, 'Unauthorized: sign in to the Theme Studio');
    if (account.totpEnabledAt) return refused(409, 'Two-factor sign-in is on already');
    if (!account.totpSecret) return refused(409, 'Set two-factor sign-in up first');
    const step = stepOf(account, body.Code);
    const codes = newRecoveryCodes();
    if (step === null || !(await deps.accounts.enable(account.id, step, codes))) return codeRefusal('Code');
    return answered({ recoveryCodes: codes }, 'Two-factor sign-in is on');
  });

  register(STUDIO_ACCOUNT_CALLS.turnOffTwoFactor, async (body, { owner }) => {
    const account = await withPassword(owner.AccountID, body.Password);
    if (!account) return wrongPassword();
    await deps.accounts.disable(account.id);
    return answered(null, 'Two-factor sign-in is off');
  });

  register(STUDIO_ACCOUNT_CALLS.newRecoveryCodes, async (body, { owner }) => {
    const account = await withPassword(owner.AccountID, body.Password);
    if (!account) return wrongPassword();
    if (!account.totpEnabledAt) return refused(409, 'Two-factor sign-in is off: it has no recovery codes');
    const codes = newRecoveryCodes();
    await deps.db.transaction((tx) => deps.accounts.replaceRecoveryCodes(tx, account.id, codes));
    return answered({ recoveryCodes: codes }, 'New recovery codes: the old ones no longer work');
  });

  register(STUDIO_ACCOUNT_CALLS.signInCode, async (body, { request, reply }) => {
    const challenge = await deps.tokens.verifyChallenge(body.Challenge);
    if (!challenge)
      return refused(401, 'This sign-in took too long: sign in again with your password', [
        { field: 'Challenge', message: 'Sign in again' },
      ]);
    const account = await accountById(deps.db, challenge.AccountID);
    // The membership may have ended since the password step.
    const member = account && (await membershipsOf(deps.db, account.id, 100)).some((row) => row.id === challenge.OwnerID);
    if (!account?.totpEnabledAt || !member)
      return refused(401, 'Sign in again with your password', [{ field: 'Challenge', message: 'Sign in again' }]);
    // Counted with the password's guesses: a person's lock covers both steps.
    const lockKey = ownerLockKey(account.email);
    if (await deps.lockout.refuse(request, reply, lockKey)) return reply;
    const passed = body.RecoveryCode
      ? await deps.accounts.useRecoveryCode(account.id, body.RecoveryCode)
      : await codeStepUsed(account, body.Code ?? '');
    if (!passed) {
      await deps.lockout.failed(request, lockKey);
      await signInEntry(deps.db, request, { id: challenge.OwnerID, storeId: challenge.WebID }, account.email, 'signin.failed');
      return codeRefusal(body.RecoveryCode ? 'RecoveryCode' : 'Code');
    }
    return ownerSession(deps, request, account, { id: challenge.OwnerID, storeId: challenge.WebID });
  });

  async function codeStepUsed(account: StudioAccount, code: string): Promise<boolean> {
    const step = stepOf(account, code);
    return step !== null && deps.db.transaction((tx) => deps.accounts.useStep(tx, account.id, step));
  }
}
