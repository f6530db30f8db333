/**
 * Reading the claims of an access token without verifying it (the store API verifies). The payload
 * is decoded by the caller's base64url decoder so the domain stays free of platform APIs.
 */
export interface AccessTokenClaims {
  UserID: string;
  WebID: number | null;
  /** Expiry in seconds since the epoch. */
  exp: number | null;
}

export function readAccessClaims(payload: unknown): AccessTokenClaims | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Record<string, unknown>;
  const userId = p.UserID == null ? '0' : String(p.UserID);
  return {
    UserID: userId,
    WebID: typeof p.WebID === 'number' ? p.WebID : Number.isFinite(Number(p.WebID)) ? Number(p.WebID) : null,
    exp: typeof p.exp === 'number' ? p.exp : null,
  };
}

/** The customer a token names, or null for a guest: UserID missing or '0' means guest (spec section 3). */
export function customerIdOf(claims: { UserID: string } | null | undefined): string | null {
  return !claims || claims.UserID === '' || claims.UserID === '0' ? null : claims.UserID;
}

export function isGuest(claims: AccessTokenClaims | null): boolean {
  return customerIdOf(claims) === null;
}

export function isExpired(claims: AccessTokenClaims, nowMs: number): boolean {
  return claims.exp !== null && claims.exp * 1000 <= nowMs;
}
