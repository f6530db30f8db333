/**
 * Compact HS256 JSON Web Tokens signed and checked with node:crypto's HMAC, synchronously (docs/decisions.md 43).
 * jose's WebCrypto path took about 0.3 ms a token under load (a key import and a thread-pool hop per
 * call) and was the largest item in profiles of cached pages and in-process store API calls; an HMAC
 * here takes about 10 µs. The tokens are the same standard JWTs (jose verifies them and they verify
 * jose's), and the checks are jose's: the header says HS256 and nothing critical, the signature
 * matches in constant time, the payload is an object whose exp and nbf hold (with a tolerance).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number; nbf?: number; jti?: string };

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

export function signHs256(payload: JwtPayload, key: Uint8Array): string {
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

/** The payload of a genuine, current HS256 token; null for anything else. `nowSeconds` and `toleranceSeconds` as jose's clockTolerance. */
export function verifyHs256(token: string, key: Uint8Array, options: { nowSeconds: number; toleranceSeconds?: number }): JwtPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  // Compared as text: a decoder would skip stray characters, so two spellings could pass for one signature.
  const expected = Buffer.from(createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url'));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const protectedHeader = parseObject(header);
  if (!protectedHeader || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader || protectedHeader.b64 === false) return null;
  const claims = parseObject(payload) as JwtPayload | null;
  if (!claims) return null;
  const tolerance = options.toleranceSeconds ?? 0;
  for (const name of ['exp', 'iat', 'nbf'] as const) if (name in claims && typeof claims[name] !== 'number') return null;
  if (claims.exp !== undefined && claims.exp <= options.nowSeconds - tolerance) return null;
  if (claims.nbf !== undefined && claims.nbf > options.nowSeconds + tolerance) return null;
  return claims;
}

function parseObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
