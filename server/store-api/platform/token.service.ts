/**
 * Signs and verifies the store API's tokens (HS256, hs256-jwt.ts). The access token carries WebID, UserID
 * ('0' for a guest) and exp in seconds; the tenant of every call comes from it, never from the host.
 * A customer's tokens also carry `sid`, the session (refresh-token family) they belong to, and the
 * refresh token its `jti`; a session check (identity/session.repository.ts) makes a revoked session's
 * access tokens stop working at once instead of when they expire.
 */
import { randomUUID } from 'node:crypto';
import { signHs256, verifyHs256 } from './hs256-jwt';

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

  /** Whether the claims' customer session is still open (true for a token without one). */
  async sessionIsOpen(claims: AccessClaims): Promise<boolean> {
    if (!claims.SessionID || !this.sessionCheck) return true;
    return this.sessionCheck({ WebID: claims.WebID, UserID: claims.UserID, SessionID: claims.SessionID });
  }

  /** Set once by the store API when customer sessions exist. */
  useSessionCheck(check: SessionCheck): void {
    this.sessionCheck = check;
  }

  async issuePair(claims: AccessClaims, jti: string = randomUUID()): Promise<{ accessToken: string; refreshToken: string }> {
    return this.issuePairNow(claims, jti);
  }

  /** issuePair without waiting: an HMAC takes microseconds (a cached page's guest pair, host.ts). */
  issuePairNow(claims: AccessClaims, jti: string = randomUUID()): { accessToken: string; refreshToken: string } {
    const body = { WebID: claims.WebID, UserID: claims.UserID, ...(claims.SessionID ? { sid: claims.SessionID } : {}) };
    const iat = nowSeconds();
    return {
      accessToken: signHs256({ ...body, typ: 'access', iat, exp: iat + ACCESS_TOKEN_TTL_SECONDS }, this.key),
      refreshToken: signHs256({ ...body, typ: 'refresh', jti, iat, exp: iat + REFRESH_TOKEN_TTL_SECONDS }, this.key),
    };
  }

  /** The store of a guest's token (UserID '0', no session, not a preview) of this type, if it is a valid one; null otherwise. Synchronous: one HMAC. */
  guestTokenStore(token: string, type: 'access' | 'refresh'): number | null {
    const payload = verifyHs256(token, this.key, { nowSeconds: nowSeconds() });
    const guest = payload?.typ === type && payload.UserID === '0' && payload.sid === undefined && payload.preview === undefined;
    return guest && typeof payload.WebID === 'number' ? payload.WebID : null;
  }

  /**
   * A read-only token for the editor frame and preview links: it names the store and reads its
   * catalogue (tenantGuard's 'read' scope) and nothing else. It is never stored in a cookie; the
   * frame keeps it in memory, so the preview works where third-party cookies are blocked.
   */
  async issuePreview(webID: number): Promise<string> {
    const iat = nowSeconds();
    return signHs256({ WebID: webID, UserID: '0', typ: 'preview', iat, exp: iat + PREVIEW_TOKEN_TTL_SECONDS }, this.key);
  }

  /** The store of a genuine, unexpired access or preview token: for calls that only read the catalogue. */
  async verifyReader(token: string): Promise<AccessClaims | null> {
    const access = await this.verify(token, 'access');
    if (access) return access;
    const payload = verifyHs256(token, this.key, { nowSeconds: nowSeconds() });
    if (payload?.typ !== 'preview' || typeof payload.WebID !== 'number') return null;
    return { WebID: payload.WebID, UserID: '0', preview: true };
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
    const payload = verifyHs256(token, this.key, { nowSeconds: nowSeconds(), toleranceSeconds: options.expiredUpTo ?? 0 });
    if (payload?.typ !== type || typeof payload.WebID !== 'number' || typeof payload.UserID !== 'string') return null;
    const claims: RefreshClaims = { WebID: payload.WebID, UserID: payload.UserID, jti: typeof payload.jti === 'string' ? payload.jti : '' };
    if (typeof payload.sid === 'string') claims.SessionID = payload.sid;
    if (type === 'access' && sessionMustBeOpen && !(await this.sessionIsOpen(claims))) return null;
    if (type === 'refresh') return claims;
    const { jti: _jti, ...access } = claims;
    return access;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);
