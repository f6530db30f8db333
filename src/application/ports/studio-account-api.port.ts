/**
 * The signed-in person's studio account (decision 96), in the studio's words: their password, the
 * reset of a forgotten one, two-factor sign-in and its recovery codes, and the code step of a sign-in.
 * Field errors come back by the API's names (CurrentPassword, NewPassword, Password, Code, RecoveryCode, Token).
 */
import type { OwnerSession, StudioResult } from './studio-api.port';

export interface StudioAccount {
  email: string;
  twoFactor: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  /** The secret key in groups of four, to type into an app that cannot scan. */
  secret: string;
  /** The QR code of the otpauth:// address, as an image address (an SVG data: URL). */
  qrCode: string;
}

/** A code from the authenticator app, or one of the recovery codes. */
export type SignInCode = { code: string } | { recoveryCode: string };

export interface StudioAccountApi {
  account(): Promise<StudioResult<StudioAccount>>;
  /** Answers the token this session goes on with; the person's other sessions are signed out. */
  changePassword(currentPassword: string, newPassword: string): Promise<StudioResult<{ ownerToken: string }>>;
  /** The same answer whether or not the e-mail has an account. */
  forgotPassword(email: string): Promise<StudioResult<null>>;
  resetPassword(token: string, newPassword: string): Promise<StudioResult<null>>;
  signInCode(challenge: string, code: SignInCode): Promise<StudioResult<OwnerSession>>;
  setUpTwoFactor(password: string): Promise<StudioResult<TwoFactorSetup>>;
  confirmTwoFactor(code: string): Promise<StudioResult<{ recoveryCodes: string[] }>>;
  turnOffTwoFactor(password: string): Promise<StudioResult<null>>;
  newRecoveryCodes(password: string): Promise<StudioResult<{ recoveryCodes: string[] }>>;
}
