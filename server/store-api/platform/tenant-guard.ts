/**
 * Every call after GetWebInfo carries a bearer access token; its WebID is the tenant. A missing or
 * invalid token is a 401 (the storefront's auth machine refreshes once and retries).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorAnswer, type Answer, type CallGuard, type ReadCall } from './read-route';
import type { StoreGate } from './store-gate';
import type { AccessClaims, TokenService } from './token.service';

declare module 'fastify' {
  interface FastifyRequest {
    claims?: AccessClaims;
  }
  interface FastifyInstance {
    /** Closed stores' gate (store-gate.ts), decorated once by the store API plugin. */
    storeGate?: StoreGate;
  }
}

export function bearerToken(request: Pick<ReadCall, 'headers'>): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  return header.slice(7).trim() || null;
}

/**
 * `read` is for catalogue reads (cards, listings, product pages, pages): an access token or the
 * editor frame's read-only preview token (token.service.ts issuePreview) will do.
 * `store-only` is for calls that need the store and no one's session (sign-in, sign-up, password
 * reset): a token whose customer session has ended still names its store, so a shopper signed out
 * on another device (or whose sign-out answer never arrived) can sign in again.
 */
export function tenantGuard(
  tokens: TokenService,
  scope: 'session' | 'store-only' | 'read' = 'session',
  /** 'open-to-all' only for the calls a closed store's gate itself needs (the password check). */
  closedStores: ClosedStores = 'gated',
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const checked = await checkCall(tokens, scope, closedStores, request.server.storeGate, request);
    if ('body' in checked) return reply.code(checked.status).send(checked.body);
    request.claims = checked;
  };
}

/** tenantGuard for a read route (read-route.ts), over HTTP and in process alike: the gate is the store API's one. */
export function callGuard(
  tokens: TokenService,
  scope: 'session' | 'store-only' | 'read',
  gate: StoreGate | undefined,
  closedStores: ClosedStores = 'gated',
): CallGuard {
  return (call) => checkCall(tokens, scope, closedStores, gate, call);
}

/**
 * How a closed store's gate treats a call: 'gated' lets the owner's preview token through (the
 * editor frame's reads), 'gated-to-preview' does not (a read the frame never makes: decision 71),
 * 'open-to-all' is for the password check itself.
 */
export type ClosedStores = 'gated' | 'gated-to-preview' | 'open-to-all';

async function checkCall(
  tokens: TokenService,
  scope: 'session' | 'store-only' | 'read',
  closedStores: ClosedStores,
  gate: StoreGate | undefined,
  call: ReadCall,
): Promise<AccessClaims | Answer> {
  const token = bearerToken(call);
  const claims = !token ? null : await verifyFor(tokens, token, scope);
  if (!claims) return errorAnswer(401, 'Unauthorized: a valid access token is required');
  const refusal = closedStores === 'open-to-all' ? null : await gate?.refusal(call, claims, closedStores === 'gated');
  if (refusal) return errorAnswer(refusal.status, refusal.message);
  return claims;
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
