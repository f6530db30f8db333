import { describe, expect, it } from 'vitest';
import { BypassSigner, passOpens } from '../../../server/store-api/platform/bypass-signer';
import { BYPASS_MAX_AGE_SECONDS } from '../../../src/domain/store/maintenance';

const signer = new BypassSigner({ secret: 'unit-test-secret' });
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$old';
const NOW = Date.UTC(2026, 10, 24);

describe('the store password bypass', () => {
  it('is accepted for its store and password until it expires', () => {
    const value = signer.sign(7, HASH, NOW);
    expect(signer.verify(7, value, HASH, NOW + 1000)).toBe('visitor');
    expect(signer.verify(7, value, HASH, NOW + BYPASS_MAX_AGE_SECONDS * 1000 + 1000)).toBeNull();
  });

  it('stops working when the password changes, and never opens another store', () => {
    const value = signer.sign(7, HASH, NOW);
    expect(signer.verify(7, value, '$argon2id$v=19$m=19456,t=2,p=1$new', NOW)).toBeNull();
    expect(signer.verify(8, value, HASH, NOW)).toBeNull();
  });

  it('differs for every visitor and refuses edited or foreign values', () => {
    const first = signer.sign(7, HASH, NOW);
    expect(signer.sign(7, HASH, NOW)).not.toBe(first);
    const [kind, id, expires, nonce, mac] = first.split('.');
    expect(signer.verify(7, [kind, id, Number(expires) + 86_400, nonce, mac].join('.'), HASH, NOW)).toBeNull();
    expect(signer.verify(7, ['owner', id, expires, nonce, mac].join('.'), HASH, NOW)).toBeNull();
    expect(new BypassSigner({ secret: 'another' }).verify(7, first, HASH, NOW)).toBeNull();
    expect(signer.verify(7, 'garbage', HASH, NOW)).toBeNull();
  });

  it("opens a password store to a visitor's pass, never a store in maintenance; an owner's pass opens either", () => {
    const owner = signer.verify(7, signer.signOwner(7, NOW), null, NOW);
    expect(owner).toBe('owner');
    expect(passOpens('visitor', { isMaintenance: false, isPasswordProtected: true })).toBe(true);
    expect(passOpens('visitor', { isMaintenance: true, isPasswordProtected: true })).toBe(false);
    expect(passOpens('visitor', { isMaintenance: true, isPasswordProtected: false })).toBe(false);
    expect(passOpens(owner, { isMaintenance: true, isPasswordProtected: false })).toBe(true);
    expect(passOpens(null, { isMaintenance: false, isPasswordProtected: true })).toBe(false);
  });
});
