/**
 * Auth controller: POST /Auth/refresh (spec section 7). Guest token pairs are stateless for now;
 * rotation with reuse detection arrives with customer accounts.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { TokenService } from './token-service';

const refreshBody = z.object({
  accessToken: z.string().max(4096).optional(),
  refreshToken: z.string().min(1, 'refreshToken is required').max(4096),
});

export function registerAuthController(app: FastifyInstance, deps: { tokens: TokenService }) {
  app.post('/Auth/refresh', async (request, reply) => {
    const body = parseOr400(refreshBody, request.body ?? {}, reply);
    if (!body) return reply;
    const claims = await deps.tokens.verify(body.refreshToken, 'refresh');
    if (!claims) return sendError(reply, 401, 'Refresh token is invalid or expired');
    return ok(await deps.tokens.issuePair(claims));
  });
}
