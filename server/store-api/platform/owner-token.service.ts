/**
 * The Theme Studio's owner token (jose, HS256). It is built so that it can never pass for a
 * customer's token or the reverse: its own type ('owner'), its own audience, and a subject naming
 * the owner, where customer tokens carry typ 'access'/'refresh', no audience and a UserID.
 */
import { SignJWT, jwtVerify } from 'jose';

export interface OwnerClaims {
  WebID: number;
  OwnerID: number;
}

const AUDIENCE = 'webx-theme-studio';
const TYPE = 'owner';
/** A working day: long enough for an editing session, short enough that a lost token expires. */
export const OWNER_TOKEN_TTL_SECONDS = 8 * 60 * 60;

export class OwnerTokenService {
  private readonly key: Uint8Array;

  constructor(deps: { secret: string }) {
    // A key of its own (derived from the same secret) keeps owner and customer signatures apart too.
    this.key = new TextEncoder().encode(`owner-token:${deps.secret}`);
  }

  issue(claims: OwnerClaims): Promise<string> {
    return new SignJWT({ WebID: claims.WebID, typ: TYPE })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.OwnerID))
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${OWNER_TOKEN_TTL_SECONDS}s`)
      .sign(this.key);
  }

  async verify(token: string): Promise<OwnerClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], audience: AUDIENCE });
      const ownerId = Number(payload.sub);
      if (payload.typ !== TYPE || typeof payload.WebID !== 'number' || !Number.isInteger(ownerId) || ownerId <= 0) return null;
      return { WebID: payload.WebID, OwnerID: ownerId };
    } catch {
      return null;
    }
  }
}
