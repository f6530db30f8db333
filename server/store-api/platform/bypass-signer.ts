/**
 * Passes into a closed store, held in the mbypass_<webID> cookie and checked by the store API on
 * every call (store-gate.ts):
 * - a visitor's pass, from the store password: opens a password-protected store, never one in
 *   maintenance; bound to the password it answered (a new password turns every earlier one away)
 *   and good for BYPASS_MAX_AGE_SECONDS;
 * - an owner's pass (the owner's signed preview of the whole store): opens the store in either
 *   state, for an owner session's length.
 * Each pass is its holder's own (a random nonce) and only the store API, holding the key, can tell
 * a real one from a guess or an edited one.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { BYPASS_MAX_AGE_SECONDS } from '../../../src/domain/store/maintenance';

export type PassKind = 'visitor' | 'owner';

/** An owner's pass lasts an owner session (owner-token.service.ts OWNER_TOKEN_TTL_SECONDS). */
export const OWNER_PASS_SECONDS = 8 * 60 * 60;

export class BypassSigner {
  private readonly key: string;

  constructor(deps: { secret: string }) {
    this.key = `store-bypass:${deps.secret}`;
  }

  /** A visitor's pass; `passwordHash` is the store's current password hash, `now` in milliseconds. */
  sign(webID: number, passwordHash: string, now: number = Date.now()): string {
    return this.issue('visitor', webID, BYPASS_MAX_AGE_SECONDS, passwordHash, now);
  }

  signOwner(webID: number, now: number = Date.now()): string {
    return this.issue('owner', webID, OWNER_PASS_SECONDS, '', now);
  }

  /** Which kind of valid pass `value` is for this store, or null. */
  verify(webID: number, value: string, passwordHash: string | null, now: number = Date.now()): PassKind | null {
    const parts = value.split('.');
    if (parts.length !== 5) return null;
    const [kind, id, expires, nonce, mac] = parts as [string, string, string, string, string];
    if ((kind !== 'visitor' && kind !== 'owner') || id !== String(webID)) return null;
    if (!/^\d{1,12}$/.test(expires) || Number(expires) * 1000 <= now) return null;
    if (kind === 'visitor' && !passwordHash) return null;
    const expected = Buffer.from(this.mac(`${kind}.${id}.${expires}.${nonce}`, kind === 'visitor' ? passwordHash! : ''));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? kind : null;
  }

  private issue(kind: PassKind, webID: number, seconds: number, passwordHash: string, now: number): string {
    const body = `${kind}.${webID}.${Math.floor(now / 1000) + seconds}.${randomBytes(12).toString('base64url')}`;
    return `${body}.${this.mac(body, passwordHash)}`;
  }

  private mac(body: string, passwordHash: string): string {
    // The password hash enters only as a digest: a pass says nothing about it.
    const stamp = createHash('sha256').update(passwordHash).digest('base64url');
    return createHmac('sha256', this.key).update(`${body}.${stamp}`).digest('base64url');
  }
}

/** Whether a pass of this kind opens a store in this state. */
export function passOpens(kind: PassKind | null, store: { isMaintenance: boolean; isPasswordProtected: boolean }): boolean {
  if (kind === 'owner') return true;
  return kind === 'visitor' && !store.isMaintenance && store.isPasswordProtected;
}
