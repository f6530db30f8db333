/**
 * Signs and verifies the store API's tokens (jose, HS256). The access token carries WebID, UserID
 * ('0' for a guest) and exp in seconds; the tenant of every call comes from it, never from the host.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  WebID: number;
  UserID: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export class TokenService {
  private readonly key: Uint8Array;

  constructor(deps: { secret: string }) {
    this.key = new TextEncoder().encode(deps.secret);
  }

  async issuePair(claims: AccessClaims): Promise<{ accessToken: string; refreshToken: string }> {
    const accessToken = await new SignJWT({ WebID: claims.WebID, UserID: claims.UserID, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
    const refreshToken = await new SignJWT({ WebID: claims.WebID, UserID: claims.UserID, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${REFRESH_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
    return { accessToken, refreshToken };
  }

  /**
   * `expiredUpTo` accepts a token that expired at most that many seconds ago: for calls where the
   * token only names the store (tracking beacons), not a right to read or change anything.
   */
  async verify(token: string, type: 'access' | 'refresh', options: { expiredUpTo?: number } = {}): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], clockTolerance: options.expiredUpTo ?? 0 });
      if (payload.typ !== type || typeof payload.WebID !== 'number' || typeof payload.UserID !== 'string') return null;
      return { WebID: payload.WebID, UserID: payload.UserID };
    } catch {
      return null;
    }
  }
}
