/**
 * Signs and verifies the store API's tokens (jose, HS256). The access token carries WebID, UserID
 * ('0' for a guest) and exp in seconds; the tenant of every call comes from it, never from the host.
 * A customer's tokens also carry `sid`, the session (refresh-token family) they belong to, and the
 * refresh token its `jti`; a session check (identity/session-store.ts) makes a revoked session's
 * access tokens stop working at once instead of when they expire.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  WebID: number;
  UserID: string;
  /** The customer session (refresh-token family); absent for guests. */
  SessionID?: string;
  /** The owner's read-only preview token (issuePreview): reads a closed store's catalogue too. */
  preview?: true;
}

export interface RefreshClaims extends AccessClaims {
  jti: string;
}

/** Whether a customer session is still open for this store and customer. */
export type SessionCheck = (claims: AccessClaims & { SessionID: string }) => Promise<boolean>;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * The editor frame's read-only token: long enough for the frame's first calls after the studio (or a
 * signed preview link) hands it over, short enough that a copied one soon stops working. The studio
 * hands the frame a fresh one well before it ends.
 */
export const PREVIEW_TOKEN_TTL_SECONDS = 30 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface VerifyOptions {
  expiredUpTo?: number;
  /** false: a token whose customer session has ended still names its store (see verifyStore). */
  sessionMustBeOpen?: boolean;
}

export class TokenService {
  private readonly key: Uint8Array;
  private sessionCheck: SessionCheck | null = null;

  constructor(deps: { secret: string }) {
    this.key = new TextEncoder().encode(deps.secret);
  }

  /** Set once by the store API when customer sessions exist. */
  useSessionCheck(check: SessionCheck): void {
    this.sessionCheck = check;
  }

  async issuePair(claims: AccessClaims, jti: string = randomUUID()): Promise<{ accessToken: string; refreshToken: string }> {
    const body = { WebID: claims.WebID, UserID: claims.UserID, ...(claims.SessionID ? { sid: claims.SessionID } : {}) };
    const accessToken = await new SignJWT({ ...body, typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
    const refreshToken = await new SignJWT({ ...body, typ: 'refresh' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${REFRESH_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
    return { accessToken, refreshToken };
  }

  /**
   * A read-only token for the editor frame and preview links: it names the store and reads its
   * catalogue (tenantGuard's 'read' scope) and nothing else. It is never stored in a cookie; the
   * frame keeps it in memory, so the preview works where third-party cookies are blocked.
   */
  issuePreview(webID: number): Promise<string> {
    return new SignJWT({ WebID: webID, UserID: '0', typ: 'preview' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime(`${PREVIEW_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The store of a genuine, unexpired access or preview token: for calls that only read the catalogue. */
  async verifyReader(token: string): Promise<AccessClaims | null> {
    const access = await this.verify(token, 'access');
    if (access) return access;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (payload.typ !== 'preview' || typeof payload.WebID !== 'number') return null;
      return { WebID: payload.WebID, UserID: '0', preview: true };
    } catch {
      return null;
    }
  }

  /**
   * The claims of a genuine, unexpired access token whether or not its customer session is still
   * open: for calls that only need to know the store (signing in again after being signed out
   * elsewhere must not be refused for the old session).
   */
  async verifyStore(token: string): Promise<AccessClaims | null> {
    return this.verify(token, 'access', { sessionMustBeOpen: false });
  }

  /**
   * `expiredUpTo` accepts a token that expired at most that many seconds ago: for calls where the
   * token only names the store (tracking beacons), not a right to read or change anything.
   */
  async verify(token: string, type: 'access', options?: VerifyOptions): Promise<AccessClaims | null>;
  async verify(token: string, type: 'refresh', options?: VerifyOptions): Promise<RefreshClaims | null>;
  async verify(token: string, type: 'access' | 'refresh', options: VerifyOptions = {}): Promise<AccessClaims | RefreshClaims | null> {
    const sessionMustBeOpen = options.sessionMustBeOpen ?? true;
    let claims: RefreshClaims;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], clockTolerance: options.expiredUpTo ?? 0 });
      if (payload.typ !== type || typeof payload.WebID !== 'number' || typeof payload.UserID !== 'string') return null;
      claims = { WebID: payload.WebID, UserID: payload.UserID, jti: payload.jti ?? '' };
      if (typeof payload.sid === 'string') claims.SessionID = payload.sid;
    } catch {
      return null;
    }
    if (type === 'access' && sessionMustBeOpen && claims.SessionID && this.sessionCheck) {
      const open = await this.sessionCheck({ WebID: claims.WebID, UserID: claims.UserID, SessionID: claims.SessionID });
      if (!open) return null;
    }
    if (type === 'refresh') return claims;
    const { jti: _jti, ...access } = claims;
    return access;
  }
}
