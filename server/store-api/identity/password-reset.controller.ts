/**
 * POST /Account/ForgotPassword and /Account/ResetPassword. The reset token is 32 random bytes sent
 * by email through the Mailer; only its SHA-256 is stored. It works once (a conditional update
 * marks it used) and expires after an hour. ForgotPassword answers the same whether or not the
 * email has an account, and a reset ends every session of the customer.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../../../src/domain/identity/password-rules';
import { tenantGuard, webIdOf } from '../auth/tenant-guard';
import type { TokenService } from '../auth/token-service';
import type { Db } from '../db/client';
import { passwordResets } from '../db/schema';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { Mailer } from '../mail/mailer';
import type { StoreRepository } from '../web/store-repository';
import { AUTH_RATE_LIMITS, withAuthRateLimits } from './auth-rate-limits';
import { hashPassword, type CustomerRepository } from './customer-repository';
import { forgotPasswordBody, resetPasswordBody } from '../../../src/contracts/identity.contract';
import { resetLink } from '../web/store-link';
import type { SessionStore } from './session-store';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER = 'If an account uses this email, we have sent it a link to reset the password';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface PasswordResetDeps {
  db: Db;
  tokens: TokenService;
  stores: StoreRepository;
  customers: CustomerRepository;
  sessions: SessionStore;
  mailer: Mailer;
  /** Reset-token lifetime; tests shorten it. */
  ttlMs?: number;
  /** The platform's shared hosts, where the reset link carries `?store=` (store-link.ts). */
  platformHosts?: readonly string[] | undefined;
}

export function registerPasswordResetController(app: FastifyInstance, deps: PasswordResetDeps) {
  const guard = tenantGuard(deps.tokens, 'store-only');
  const ttl = deps.ttlMs ?? RESET_TOKEN_TTL_MS;

  withAuthRateLimits(app, (scope) => {
    scope.post(
      '/Account/ForgotPassword',
      { preHandler: guard, config: { rateLimit: AUTH_RATE_LIMITS.forgotPassword } },
      async (request, reply) => {
        const body = parseOr400(forgotPasswordBody, request.body ?? {}, reply);
        if (!body) return reply;
        const webId = webIdOf(request);
        const [store, customer] = await Promise.all([deps.stores.findById(webId), deps.customers.byLogin(webId, body.Email)]);
        if (store && customer?.email) {
          const token = randomBytes(32).toString('base64url');
          await deps.db
            .insert(passwordResets)
            .values({ tokenHash: digest(token), storeId: webId, customerId: customer.id, expiresAt: new Date(Date.now() + ttl) });
          const link = resetLink(store, request, token, deps.platformHosts);
          const minutes = Math.round(ttl / 60_000);
          // A mail failure is logged, not shown: the answer must not tell whether the email has an account.
          await deps.mailer
            .send({
              webID: webId,
              to: customer.email,
              kind: 'password-reset',
              subject: `Reset your ${store.title} password`,
              text: `Hello ${customer.firstName},\n\nSomeone asked to reset the password of your ${store.title} account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask, ignore this email: your password stays the same.\n`,
            })
            .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
        }
        return ok(null, FORGOT_PASSWORD_ANSWER);
      },
    );

    scope.post(
      '/Account/ResetPassword',
      { preHandler: guard, config: { rateLimit: AUTH_RATE_LIMITS.resetPassword } },
      async (request, reply) => {
        const body = parseOr400(resetPasswordBody, request.body ?? {}, reply);
        if (!body) return reply;
        const webId = webIdOf(request);
        const [pending] = await deps.db
          .select()
          .from(passwordResets)
          .where(and(eq(passwordResets.tokenHash, digest(body.Token)), eq(passwordResets.storeId, webId)))
          .limit(1);
        const customer = pending ? await deps.customers.byId(webId, pending.customerId) : null;
        const weak = passwordProblem(body.Password, customer?.email);
        if (weak && customer) return sendError(reply, 400, weak, [{ field: 'Password', message: weak }]);
        const [used] = await deps.db
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResets.tokenHash, digest(body.Token)),
              eq(passwordResets.storeId, webId),
              isNull(passwordResets.usedAt),
              gt(passwordResets.expiresAt, new Date()),
            ),
          )
          .returning({ customerId: passwordResets.customerId });
        if (!used || !customer) {
          const message = 'This reset link has expired or was already used: ask for a new one';
          return sendError(reply, 422, message, [{ field: 'Token', message }]);
        }
        await deps.customers.update(webId, used.customerId, { passwordHash: await hashPassword(body.Password) });
        await deps.sessions.revokeAll(webId, used.customerId, 'password-reset');
        return ok(null, 'Your password was reset: sign in with the new one');
      },
    );
  });
}
