/**
 * The guard of account and wishlist calls: a valid access token (tenantGuard, which also checks the
 * session is open) that names a signed-in customer of this store. A guest token is a 403, not a
 * 401: refreshing a guest token would not make it a customer's.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { tenantGuard } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import { sendError } from '../http/envelope';

export interface CustomerRef {
  storeId: number;
  customerId: number;
  sessionId: string;
}

export function customerGuard(tokens: TokenService) {
  const tenant = tenantGuard(tokens);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await tenant(request, reply);
    if (reply.sent) return;
    const claims = request.claims!;
    const customerId = Number(claims.UserID);
    if (!claims.SessionID || !Number.isInteger(customerId) || customerId <= 0) return sendError(reply, 403, 'Sign in to use your account');
  };
}

export function customerOf(request: FastifyRequest): CustomerRef {
  const claims = request.claims;
  if (!claims?.SessionID) throw new Error('customerGuard must run before customerOf');
  return { storeId: claims.WebID, customerId: Number(claims.UserID), sessionId: claims.SessionID };
}
