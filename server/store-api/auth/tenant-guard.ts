/**
 * Every call after GetWebInfo carries a bearer access token; its WebID is the tenant. A missing or
 * invalid token is a 401 (the storefront's auth machine refreshes once and retries).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../http/envelope';
import type { StoreGate } from './store-gate';
import type { AccessClaims, TokenService } from './token-service';

declare module 'fastify' {
  interface FastifyRequest {
    claims?: AccessClaims;
  }
  interface FastifyInstance {
    /** Closed stores' gate (store-gate.ts), decorated once by the store API plugin. */
    storeGate?: StoreGate;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * `read` is for catalogue reads (cards, listings, product pages, pages): an access token or the
 * editor frame's read-only preview token (token-service.ts issuePreview) will do.
 * `store-only` is for calls that need the store and no one's session (sign-in, sign-up, password
 * reset): a token whose customer session has ended still names its store, so a shopper signed out
 * on another device (or whose sign-out answer never arrived) can sign in again.
 */
export function tenantGuard(
  tokens: TokenService,
  scope: 'session' | 'store-only' | 'read' = 'session',
  /** 'open-to-all' only for the calls a closed store's gate itself needs (the password check). */
  closedStores: 'gated' | 'open-to-all' = 'gated',
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const claims = !token ? null : await verifyFor(tokens, token, scope);
    if (!claims) return sendError(reply, 401, 'Unauthorized: a valid access token is required');
    const refusal = closedStores === 'gated' ? await request.server.storeGate?.refusal(request, claims) : null;
    if (refusal) return sendError(reply, refusal.status, refusal.message);
    request.claims = claims;
  };
}

function verifyFor(tokens: TokenService, token: string, scope: 'session' | 'store-only' | 'read'): Promise<AccessClaims | null> {
  switch (scope) {
    case 'session':
      return tokens.verify(token, 'access');
    case 'store-only':
      return tokens.verifyStore(token);
    case 'read':
      return tokens.verifyReader(token);
  }
}

/** The tenant of a guarded request. */
export function webIdOf(request: FastifyRequest): number {
  if (!request.claims) throw new Error('tenantGuard must run before webIdOf');
  return request.claims.WebID;
}
