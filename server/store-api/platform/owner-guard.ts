/**
 * Every Theme Studio call carries the owner token as a bearer token; its WebID is the store the call
 * may touch. A customer's token, a guest token or none at all is a 401 (never a partial answer), and
 * so is the token of a membership removed or of a suspended store (read live: decision 95). A member
 * without the permission a call needs gets 403 (permissionRefused).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from './tenant-guard';
import { sendError } from '../http/envelope';
import { allows, needRefusal, type PermissionNeed } from '../../../src/domain/staff/permissions';
import type { OwnerClaims, OwnerMember, OwnerTokenService } from './owner-token.service';
import { looksLikeApiKey } from './api-keys';
import { apiKeyOwner } from './api-key-guard';

declare module 'fastify' {
  interface FastifyRequest {
    owner?: OwnerMember;
  }
}

export function ownerGuard(tokens: OwnerTokenService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = bearerToken(request);
    // A store API key (decision 99) signs in as itself.
    if (token && looksLikeApiKey(token)) return (await apiKeyOwner(request, reply, token)) ? undefined : reply;
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

/**
 * Answers 403 and returns true when the request's member lacks what the call needs. A request with no
 * member (a script with the shared OWNER_API_TOKEN, owner-or-script.ts) holds every permission.
 */
export async function permissionRefused(request: FastifyRequest, reply: FastifyReply, need: PermissionNeed): Promise<boolean> {
  if (!request.owner || need === 'member' || allows(need, request.owner.permissions)) return false;
  await sendError(reply, 403, needRefusal(need));
  return true;
}
