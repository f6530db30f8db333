/**
 * The operator API's guard (decision 97): `Authorization: Bearer <OPERATOR_API_TOKEN>`. Only the token's
 * SHA-256 is held (OPERATOR_API_TOKEN_SHA256 lets a deployment never write the token itself down), and
 * a caller's token is compared by its digest in constant time, so neither a wrong guess's length nor how
 * much of it matched shows in the answer's timing. No store token opens these calls, and without a
 * configured token the operator API answers 404: it does not exist on that deployment. The token is
 * read from the environment in server/config.ts (operatorTokenDigest).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { preHandlerAsyncHookHandler } from 'fastify';
import { sendError } from '../http/envelope';

export function operatorGuard(digest: string | null): preHandlerAsyncHookHandler {
  const expected = digest ? Buffer.from(digest, 'hex') : null;
  return async (request, reply) => {
    if (!expected) return void sendError(reply, 404, `No such call: ${request.method} ${request.url.split('?')[0]}`);
    const header = request.headers.authorization;
    const given = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    const matches = timingSafeEqual(createHash('sha256').update(given).digest(), expected);
    if (!given || !matches)
      return void sendError(reply.header('www-authenticate', 'Bearer'), 401, 'Unauthorized: the operator API takes the operator token');
  };
}
