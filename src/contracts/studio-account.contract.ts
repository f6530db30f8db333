/**
 * The studio account's calls (decision 96): the signed-in person's password and two-factor sign-in,
 * the reset of a forgotten password, and the second step of a sign-in with two-factor on. Passwords are
 * checked for length here; the strength rules (password-rules.ts) run where the e-mail is known.
 */
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../domain/identity/password-rules';
import { answerOf, defineCall } from './define-call';
import { emailAddress } from './input-fields.contract';

const password = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(MAX_PASSWORD_LENGTH, `${field} must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** Six digits, as an authenticator app shows them (spaces allowed in between). */
const totpCode = z
  .string({ error: 'Code is required' })
  .transform((value) => value.replace(/\s+/gu, ''))
  .pipe(z.string().regex(/^\d{6}$/u, 'Code must be the 6 digits your authenticator app shows'));

/** A recovery code as shown (`abcde-12345`), in any case, with or without its dash. */
const recoveryCode = z
  .string({ error: 'RecoveryCode must be text' })
  .transform((value) => value.replace(/[\s-]+/gu, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/u, 'RecoveryCode must be one of the recovery codes you saved'));

export const changePasswordBody = z.object(
  { CurrentPassword: password('CurrentPassword'), NewPassword: password('NewPassword') },
  { error: 'The body must be an object' },
);
export const forgotPasswordBody = z.object({ Email: emailAddress }, { error: 'The body must be an object' });
export const resetPasswordBody = z.object(
  {
    Token: z.string({ error: 'Token is required' }).regex(/^[A-Za-z0-9_-]{20,100}$/u, 'Token is not a reset link of ours'),
    NewPassword: password('NewPassword'),
  },
  { error: 'The body must be an object' },
);
export const passwordOnlyBody = z.object({ Password: password('Password') }, { error: 'The body must be an object' });
export const confirmTwoFactorBody = z.object({ Code: totpCode }, { error: 'The body must be an object' });
export const signInCodeBody = z
  .object(
    {
      Challenge: z.string({ error: 'Challenge is required' }).min(20, 'Challenge is not ours').max(2000, 'Challenge is not ours'),
      Code: totpCode.optional(),
      RecoveryCode: recoveryCode.optional(),
    },
    { error: 'The body must be an object' },
  )
  .refine((body) => (body.Code === undefined) !== (body.RecoveryCode === undefined), {
    message: 'Give either the Code from your authenticator app or a RecoveryCode',
    path: ['Code'],
  });

export interface StudioAccountView {
  email: string;
  twoFactor: boolean;
  recoveryCodesLeft: number;
}
export interface OwnerSessionAnswer {
  ownerToken: string;
  expiresIn: number;
}
export interface TwoFactorSetup {
  /** The secret key in groups of four, to type into an app. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  uri: string;
  /** The QR code as an SVG data: URL. */
  qrCode: string;
}

const limit = (bucket: string, max: number, timeWindow: string) => ({ bucket, max, timeWindow });

export const STUDIO_ACCOUNT_CALLS = {
  account: defineCall({
    method: 'GET',
    path: '/Owner/Account',
    auth: 'owner',
    permission: 'member',
    answer: answerOf<StudioAccountView>(),
  }),
  /** Ends the person's other studio sessions; this one goes on with the new token answered. */
  changePassword: defineCall({
    method: 'POST',
    path: '/Owner/ChangePassword',
    auth: 'owner',
    permission: 'member',
    request: changePasswordBody,
    limit: limit('owner-password', 10, '15 minutes'),
    bodyRequired: true,
    answer: answerOf<OwnerSessionAnswer>(),
  }),
  /** The same answer whether or not the e-mail has an account. */
  forgotPassword: defineCall({
    method: 'POST',
    path: '/Owner/ForgotPassword',
    auth: 'public',
    request: forgotPasswordBody,
    limit: limit('owner-forgot', 5, '15 minutes'),
    bodyRequired: true,
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/Owner/ResetPassword',
    auth: 'public',
    request: resetPasswordBody,
    limit: limit('owner-reset', 10, '15 minutes'),
    bodyRequired: true,
  }),
  /** The second step of a sign-in with two-factor on: the challenge the first step answered, and a code. */
  signInCode: defineCall({
    method: 'POST',
    path: '/Owner/SignInCode',
    auth: 'public',
    request: signInCodeBody,
    limit: limit('owner-code', 10, '5 minutes'),
    bodyRequired: true,
  }),
  setUpTwoFactor: defineCall({
    method: 'POST',
    path: '/Owner/SetUpTwoFactor',
    auth: 'owner',
    permission: 'member',
    request: passwordOnlyBody,
    limit: limit('owner-two-factor', 10, '15 minutes'),
    bodyRequired: true,
    answer: answerOf<TwoFactorSetup>(),
  }),
  /** The first code from the app turns two-factor on and answers the ten recovery codes, shown once. */
  confirmTwoFactor: defineCall({
    method: 'POST',
    path: '/Owner/ConfirmTwoFactor',
    auth: 'owner',
    permission: 'member',
    request: confirmTwoFactorBody,
    limit: limit('owner-two-factor', 10, '15 minutes'),
    bodyRequired: true,
    answer: answerOf<{ recoveryCodes: string[] }>(),
  }),
  turnOffTwoFactor: defineCall({
    method: 'POST',
    path: '/Owner/TurnOffTwoFactor',
    auth: 'owner',
    permission: 'member',
    request: passwordOnlyBody,
    limit: limit('owner-two-factor', 10, '15 minutes'),
    bodyRequired: true,
  }),
  /** New recovery codes; the old ones stop working. */
  newRecoveryCodes: defineCall({
    method: 'POST',
    path: '/Owner/NewRecoveryCodes',
    auth: 'owner',
    permission: 'member',
    request: passwordOnlyBody,
    limit: limit('owner-two-factor', 10, '15 minutes'),
    bodyRequired: true,
    answer: answerOf<{ recoveryCodes: string[] }>(),
  }),
};
