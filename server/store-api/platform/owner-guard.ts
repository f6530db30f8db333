/**
 * Every Theme Studio call carries the owner token as a bearer token; its WebID is the store the call
 * may touch. A customer's token, a guest token or none at all is a 401 (never a partial answer).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './tenant-guard';
import { sendError } from '../http/envelope';
import type { OwnerClaims, OwnerTokenService } from './owner-token.service';

declare module 'fastify' {
  interface FastifyRequest {
    owner?: OwnerClaims;
  }
}

export function ownerGuard(tokens: OwnerTokenService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    const owner = token ? await tokens.verify(token) : null;
    if (!owner) return sendError(reply, 401, 'Unauthorized: sign in to the Theme Studio');
    request.owner = owner;
  };
}

/** The owner of a guarded request. */
export function ownerOf(request: FastifyRequest): OwnerClaims {
  if (!request.owner) throw new Error('ownerGuard must run before ownerOf');
  return request.owner;
}
