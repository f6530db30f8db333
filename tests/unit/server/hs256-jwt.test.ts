/**
 * The store API's tokens signed with node:crypto (hs256-jwt.ts) are standard HS256 JWTs: jose reads
 * ours and we read jose's, and everything jose refuses (another key, a changed payload or header,
 * alg none, an expired or not-yet-valid token) is refused here too.
 */
import { createHmac } from 'node:crypto';
import { SignJWT, UnsecuredJWT, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { signHs256, verifyHs256 } from '../../../server/store-api/platform/hs256-jwt';

const key = new TextEncoder().encode('a-secret-of-thirty-two-characters!!');
const otherKey = new TextEncoder().encode('another-secret-of-thirty-two-chars');
const now = Math.floor(Date.now() / 1000);
const claims = { WebID: 7, UserID: '0', typ: 'access', iat: now, exp: now + 900 };

describe('HS256 tokens', () => {
  it('are read by jose, and read jose’s', async () => {
    const ours = signHs256(claims, key);
    expect((await jwtVerify(ours, key, { algorithms: ['HS256'] })).payload).toEqual(claims);
    const theirs = await new SignJWT({ WebID: 7, UserID: '0', typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 900)
      .sign(key);
    expect(verifyHs256(theirs, key, { nowSeconds: now })).toEqual(claims);
  });

  it('refuses another key, a changed payload, header or signature, and an unsigned token', async () => {
    const token = signHs256(claims, key);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ ...claims, WebID: 8 })).toString('base64url');
    const none = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
    const critical = Buffer.from(JSON.stringify({ alg: 'HS256', crit: ['b64'], b64: false })).toString('base64url');
    const options = { nowSeconds: now };
    expect(verifyHs256(token, otherKey, options)).toBeNull();
    expect(verifyHs256(`${header}.${forged}.${signature}`, key, options)).toBeNull();
    expect(verifyHs256(`${none}.${payload}.${signature}`, key, options)).toBeNull();
    expect(verifyHs256(new UnsecuredJWT(claims).encode(), key, options)).toBeNull();
    expect(verifyHs256(`${token}x`, key, options)).toBeNull();
    expect(verifyHs256(`${token}!`, key, options)).toBeNull();
    expect(verifyHs256(`${token}.${signature}`, key, options)).toBeNull();
    // A header signed by the key but naming something critical this reader does not know.
    const criticalBody = `${critical}.${payload}`;
    const criticalToken = `${criticalBody}.${createHmac('sha256', key).update(criticalBody).digest('base64url')}`;
    expect(verifyHs256(criticalToken, key, options)).toBeNull();
    expect(verifyHs256('', key, options)).toBeNull();
    expect(verifyHs256('a.b.c', key, options)).toBeNull();
  });

  it('holds exp and nbf, with the tolerance asked for', () => {
    const expired = signHs256({ ...claims, exp: now - 10 }, key);
    expect(verifyHs256(expired, key, { nowSeconds: now })).toBeNull();
    expect(verifyHs256(expired, key, { nowSeconds: now, toleranceSeconds: 60 })).not.toBeNull();
    expect(verifyHs256(signHs256({ ...claims, exp: now }, key), key, { nowSeconds: now })).toBeNull();
    expect(verifyHs256(signHs256({ ...claims, nbf: now + 60 }, key), key, { nowSeconds: now })).toBeNull();
    expect(verifyHs256(signHs256({ ...claims, exp: String(now + 900) } as never, key), key, { nowSeconds: now })).toBeNull();
  });
});
