/**
 * Password rules shared by the sign-up, reset and change forms and the store API (spec section 5
 * leaves them to us): long enough to resist guessing, short enough to hash cheaply, and not one of
 * the passwords tried first. Length is counted in characters, not bytes.
 */
import { COMMON_PASSWORDS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  short: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  long: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  common: 'This password is too common: choose one that is harder to guess',
  personal: 'Password must not contain your email address',
} as const;

/** The password's core: lower-cased, trailing digits and symbols dropped ('Summer2024!' -> 'summer'). */
function core(password: string): string {
  return password.toLowerCase().replace(/[^a-z]+$/u, '');
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string, email?: string | null): string | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.short;
  if (length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.long;
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(core(password)) || /^(.)\1+$/u.test(password)) return PASSWORD_MESSAGES.common;
  const local = email?.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && lower.includes(local)) return PASSWORD_MESSAGES.personal;
  return null;
}
