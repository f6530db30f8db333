/**
 * Every call after GetWebInfo carries a bearer access token; its WebID is the tenant. A missing or
 * invalid token is a 401 (the storefront's auth machine refreshes once and retries).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/envelope';
import type { AccessClaims, TokenService } from './token-service';

declare module 'fastify' {
  interface FastifyRequest {
    claims?: AccessClaims;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * `store-only` is for calls that need the store and no one's session (sign-in, sign-up, password
 * reset): a token whose customer session has ended still names its store, so a shopper signed out
 * on another device (or whose sign-out answer never arrived) can sign in again.
 */
export function tenantGuard(tokens: TokenService, scope: 'session' | 'store-only' = 'session') {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = !token ? null : scope === 'session' ? await tokens.verify(token, 'access') : await tokens.verifyStore(token);
    if (!claims) return sendError(reply, 401, 'Unauthorized: a valid access token is required');
    request.claims = claims;
  };
}

/** The tenant of a guarded request. */
export function webIdOf(request: FastifyRequest): number {
  if (!request.claims) throw new Error('tenantGuard must run before webIdOf');
  return request.claims.WebID;
}
