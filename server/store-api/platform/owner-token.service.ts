/**
 * The Theme Studio's owner token (jose, HS256). It is built so that it can never pass for a
 * customer's token or the reverse: its own type ('owner'), its own audience, and a subject naming
 * the owner, where customer tokens carry typ 'access'/'refresh', no audience and a UserID.
 */
import { SignJWT, jwtVerify } from 'jose';
import type { MemberAccess, MembershipCheck } from './memberships';

export interface OwnerClaims {
  WebID: number;
  /** The membership (store_owners.id): who made a change in this store. */
  OwnerID: number;
  /** The person's studio account (decision 96). */
  AccountID: number;
  /** When the token was issued, in milliseconds since the epoch (the account's sessions_valid_after refuses older ones). */
  IssuedAt: number;
  /**
   * Set when the call came with a store API key (decision 99): the key acts with the permissions of
   * the member who created it (OwnerID), narrowed to its scopes. Never in a signed token.
   */
  ApiKeyID?: number;
  ApiKeyScopes?: readonly string[];
}

/** A verified token's claims with what its membership may do now (decision 95). */
export type OwnerMember = OwnerClaims & MemberAccess;

const AUDIENCE = 'webx-theme-studio';
const TYPE = 'owner';
/** A working day: long enough for an editing session, short enough that a lost token expires. */
export const OWNER_TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** The earliest issue time (milliseconds) an account's tokens may carry, null when the account is gone (studio-sessions.ts). */
export type SessionCutoff = (accountId: number) => Promise<number | null>;

/** The second step of a sign-in with two-factor on (decision 96): who passed the password, for which store. */
export interface SignInChallenge {
  AccountID: number;
  OwnerID: number;
  WebID: number;
}

const CHALLENGE_AUDIENCE = 'webx-theme-studio-code';
/** Long enough to open an app and type a code; a challenge proves only the password. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;

export class OwnerTokenService {
  private readonly key: Uint8Array;
  private readonly membership: MembershipCheck;
  private sessionCutoff: SessionCutoff | null = null;

  /** `membership`: the token's membership read live (platform/memberships.ts), so a signature alone opens nothing. */
  constructor(deps: { secret: string; membership: MembershipCheck }) {
    // A key of its own (derived from the same secret) keeps owner and customer signatures apart too.
    this.key = new TextEncoder().encode(`owner-token:${deps.secret}`);
    this.membership = deps.membership;
  }

  /** Set once by the store API: tokens issued before their account's cut-off are refused. */
  useSessionCutoff(cutoff: SessionCutoff): void {
    this.sessionCutoff = cutoff;
  }

  issue(claims: Omit<OwnerClaims, 'IssuedAt'>): Promise<string> {
    return new SignJWT({ WebID: claims.WebID, acc: claims.AccountID, ims: Date.now(), typ: TYPE })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.OwnerID))
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${OWNER_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The token's member, or null for a bad or expired token, a removed member or a suspended store. */
  async verify(token: string): Promise<OwnerMember | null> {
    const claims = await this.claimsOf(token);
    if (!claims) return null;
    const access = await this.membership(claims);
    return access ? { ...claims, ...access } : null;
  }

  private async claimsOf(token: string): Promise<OwnerClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      const ownerId = Number(payload.sub);
      // `ims`: the issue time in milliseconds; `iat`'s whole seconds would let a token of the change's own second through.
      const { WebID, acc, ims } = payload;
      if (payload.typ !== TYPE || typeof WebID !== 'number' || !Number.isInteger(ownerId) || ownerId <= 0) return null;
      // A token from before studio accounts (no acc) is refused: its person's sessions could not be ended.
      if (typeof acc !== 'number' || !Number.isInteger(acc) || acc <= 0 || typeof ims !== 'number') return null;
      if (this.sessionCutoff) {
        const cutoff = await this.sessionCutoff(acc);
        if (cutoff === null || ims < cutoff) return null;
      }
      return { WebID, OwnerID: ownerId, AccountID: acc, IssuedAt: ims };
    } catch {
      return null;
    }
  }

  issueChallenge(challenge: SignInChallenge): Promise<string> {
    return new SignJWT({ WebID: challenge.WebID, mem: challenge.OwnerID, ims: Date.now(), typ: 'owner-code' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(challenge.AccountID))
      .setAudience(CHALLENGE_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
      .sign(this.key);
  }

  /** The challenge while unexpired and not older than its account's session cut-off (a reset since voids it). */
  async verifyChallenge(token: string): Promise<SignInChallenge | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: CHALLENGE_AUDIENCE });
      const accountId = Number(payload.sub);
      const { WebID, mem, ims } = payload;
      if (payload.typ !== 'owner-code' || typeof WebID !== 'number' || typeof mem !== 'number' || !Number.isInteger(accountId)) return null;
      if (this.sessionCutoff) {
        const cutoff = await this.sessionCutoff(accountId);
        if (cutoff === null || typeof ims !== 'number' || ims < cutoff) return null;
      }
      return { AccountID: accountId, OwnerID: mem, WebID };
    } catch {
      return null;
    }
  }
}
