/**
 * An owner call made with a store API key (decision 99): the key is checked afresh (a revoked one is
 * a 401 at once), counted against its own allowance (429), and the call runs as the key, in the key's
 * store, with the permissions of the member who created it narrowed to the key's scopes: a call the
 * scopes do not allow is a 403 naming the scope it needs.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { scopeRefusal } from '../../../src/domain/access/api-key-scopes';
import { sendError } from '../http/envelope';
import { overKeyAllowance, type ApiKeyVerifier } from './api-keys';

declare module 'fastify' {
  interface FastifyInstance {
    /** The store API's key verifier, decorated once by the store API plugin. */
    apiKeys?: ApiKeyVerifier;
  }
}

/** Sets the request's owner from the key and returns true; answers the refusal and returns false. */
export async function apiKeyOwner(request: FastifyRequest, reply: FastifyReply, text: string): Promise<boolean> {
  const key = await request.server.apiKeys?.verify(text);
  // A key whose creator left the store, or whose store is suspended, acts for no one.
  if (!key) {
    await sendError(reply, 401, 'Unauthorized: this API key is not valid or was revoked');
    return false;
  }
  if (await overKeyAllowance(request, reply, key)) return false;
  request.owner = {
    WebID: key.storeId,
    OwnerID: key.createdBy,
    AccountID: key.accountId,
    IssuedAt: Math.floor(Date.now() / 1000),
    ApiKeyID: key.id,
    ApiKeyScopes: key.scopes,
    ...key.access,
  };
  return true;
}

/**
 * For a request made with a key: answers 403 naming the missing scope and returns true when the key's
 * scopes do not allow a call that needs `permission` (any one of a list); a read is a GET.
 */
export async function keyScopeRefused(request: FastifyRequest, reply: FastifyReply, permission: unknown, reads: boolean): Promise<boolean> {
  const scopes = request.owner?.ApiKeyScopes;
  if (request.owner?.ApiKeyID === undefined || !scopes) return false;
  // What every member may do (who am I) needs no scope.
  if (permission === 'member') return false;
  const needs = Array.isArray(permission) ? (permission as string[]) : [typeof permission === 'string' ? permission : undefined];
  const missing = needs.map((need) => scopeRefusal(scopes, need, reads));
  if (missing.some((scope) => scope === null)) return false;
  await sendError(reply, 403, `Forbidden: this API key lacks the scope ${missing[0]}`);
  return true;
}
