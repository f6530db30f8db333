/**
 * Owner calls that scripts may make too (SetMaintenance, the tracking report): the store of a Theme
 * Studio owner token, or, with the shared OWNER_API_TOKEN (X-Owner-Token), the store a store token
 * names. A customer's token alone never opens them. Answers the refusal itself and returns null.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ownerTokenProblem } from './owner-api-token';
import { looksLikeApiKey } from './api-keys';
import { apiKeyOwner } from './api-key-guard';
import { bearerToken } from './tenant-guard';
import { sendError } from '../http/envelope';
import type { OwnerTokenService } from './owner-token.service';

export interface OwnerOrScriptDeps {
  ownerTokens: OwnerTokenService;
  ownerApiToken: string | undefined;
  /** The store of the script's store token; answers the refusal itself and returns null when there is none. */
  scriptStore: (request: FastifyRequest, reply: FastifyReply) => Promise<number | null>;
}

export async function ownerOrScriptStore(request: FastifyRequest, reply: FastifyReply, deps: OwnerOrScriptDeps): Promise<number | null> {
  const bearer = bearerToken(request);
  // A store API key opens the calls scripts make, for its own store (decision 99).
  if (bearer && looksLikeApiKey(bearer)) return (await apiKeyOwner(request, reply, bearer)) ? request.owner!.WebID : null;
  const owner = bearer ? await deps.ownerTokens.verify(bearer) : null;
  if (owner) {
    // The audit log names the member (decision 99); its permissions are checked by the caller
    // (permissionRefused), as for an owner call.
    request.owner = owner;
    return owner.WebID;
  }
  if (!deps.ownerApiToken) {
    await sendError(reply, 401, 'Unauthorized: sign in to the Theme Studio');
    return null;
  }
  if (ownerTokenProblem(request, deps.ownerApiToken)) {
    await sendError(reply, 403, 'Forbidden: an owner token or a valid X-Owner-Token is required');
    return null;
  }
  return deps.scriptStore(request, reply);
}
