/**
 * Auth controller: POST /Auth/refresh (spec section 7). A guest's pair is stateless: a valid guest
 * refresh token gets a new guest pair. A customer's refresh token rotates (identity/session.repository.ts):
 * each one works once, and a used one presented again revokes its whole session.
 */
import { customerIdOf } from '../../../src/domain/store/access-token';
import type { FastifyInstance } from 'fastify';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { SessionStore } from './session.repository';
import type { TokenService } from '../platform/token.service';
import { refreshBody } from '../../../src/contracts/auth.contract';

const REFUSALS = {
  unknown: 'Refresh token is invalid or expired',
  expired: 'Refresh token is invalid or expired',
  revoked: 'This session has ended: sign in again',
  reused: 'This refresh token was already used: the session was ended for safety, sign in again',
} as const;

export function registerAuthController(app: FastifyInstance, deps: { tokens: TokenService; sessions: SessionStore }) {
  app.post('/Auth/refresh', async (request, reply) => {
    const body = parseOr400(refreshBody, request.body ?? {}, reply);
    if (!body) return reply;
    const claims = await deps.tokens.verify(body.refreshToken, 'refresh');
    if (!claims) return sendError(reply, 401, REFUSALS.unknown);
    if (customerIdOf(claims) === null) return ok(await deps.tokens.issuePair({ WebID: claims.WebID, UserID: '0' }));
    const rotated = await deps.sessions.rotate(claims);
    return rotated.ok ? ok(rotated.tokens) : sendError(reply, 401, REFUSALS[rotated.reason]);
  });
}
