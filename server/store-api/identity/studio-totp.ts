/**
 * Two-factor sign-in codes for studio accounts (decision 96): TOTP as RFC 6238 has it (SHA-1, 6 digits,
 * 30-second steps; what every authenticator app reads from an otpauth:// QR code), by the otpauth library.
 * A code is accepted one step either side of now (a phone's clock a little off, a code typed as it
 * turned), and only for a step later than the last one accepted, so a code seen over a shoulder cannot
 * sign in again. Recovery codes: ten, random, shown once, kept as SHA-256 (50 bits each, behind the
 * sign-in's limits, need no slow hash).
 */
import { createHash, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_WINDOW_STEPS = 1;
const DIGITS = 6;
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits that do not read as each other (no 0/o, 1/l/i, u/v). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstwxyz23456789';

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The secret in groups of four, as a person types it into an app. */
export const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/gu, '$1 ');

export function totpUri(secret: string, email: string, issuer: string): string {
  return new TOTP({ issuer, label: email, secret: Secret.fromBase32(secret), digits: DIGITS, period: TOTP_PERIOD_SECONDS }).toString();
}

/** The otpauth:// address as a QR code, an SVG data: URL an <img> shows. */
export const qrCodeOf = (uri: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(renderSVG(uri, { border: 2 })).toString('base64')}`;

export const stepAt = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);

/** The code an app shows at `nowMs` (tests, and nothing else, need it). */
export const totpCodeAt = (secret: string, nowMs: number): string =>
  TOTP.generate({ secret: Secret.fromBase32(secret), digits: DIGITS, period: TOTP_PERIOD_SECONDS, timestamp: nowMs });

/** The step `code` is for, when it is within the window and later than `lastStep`; null otherwise. */
export function acceptedStep(secret: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secret),
    digits: DIGITS,
    period: TOTP_PERIOD_SECONDS,
    timestamp: nowMs,
    window: TOTP_WINDOW_STEPS,
  });
  if (delta === null) return null;
  const step = stepAt(nowMs) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten new recovery codes as shown (`abcde-fghjk`). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** The digest kept of a recovery code, however it was typed (case, dash and spaces do not count). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256')
    .update(code.replace(/[\s-]+/gu, '').toLowerCase())
    .digest('hex');
