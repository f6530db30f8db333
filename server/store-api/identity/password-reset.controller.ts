/**
 * POST /Account/ForgotPassword and /Account/ResetPassword. The reset link (reset-link.repository.ts) is sent
 * by email through the Mailer; it works once, for an hour, and only while it is the customer's newest
 * and no reset or password change came after it. ForgotPassword answers the same whether or not the
 * email has an account. A reset ends every session of the customer and lifts the sign-in lockout of
 * the account (it proves the mailbox, as a sign-in proves the password).
 */
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from '../../../src/domain/identity/password-rules';
import { tenantGuard, webIdOf } from '../platform/tenant-guard';
import type { TokenService } from '../platform/token.service';
import { ok, parseOr400, sendError } from '../http/envelope';
import type { Mailer } from '../platform/mail/mailer';
import type { StoreRepository } from '../platform/store.repository';
import { AUTH_RATE_LIMITS, withAuthRateLimits } from '../platform/auth-rate-limits';
import { hashPassword, type CustomerRepository } from './customer.repository';
import { forgotPasswordBody, resetPasswordBody } from '../../../src/contracts/identity.contract';
import { resetLink } from '../platform/store-link';
import { customerAccountKey, type AccountLockout } from './account-lockout.service';
import { RESET_LINK_UNUSABLE, type ResetLinks } from './reset-link.repository';
import type { SessionStore } from './session.repository';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_ANSWER = 'If an account uses this email, we have sent it a link to reset the password';

export interface PasswordResetDeps {
  resetLinks: ResetLinks;
  /** The sign-in lockout a reset lifts (account-lockout.service.ts). */
  lockout: AccountLockout;
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
          const [email, minutes] = [customer.email, Math.round(ttl / 60_000)];
          // A mail failure is logged, not shown: the answer must not tell whether the email has an account.
          await deps.resetLinks
            .issue(webId, customer.id, ttl, (token, tx) => {
              const link = resetLink(store, request, token, deps.platformHosts);
              return deps.mailer.send(
                {
                  webID: webId,
                  to: email,
                  kind: 'password-reset',
                  subject: `Reset your ${store.title} password`,
                  text: `Hello ${customer.firstName},\n\nSomeone asked to reset the password of your ${store.title} account. To choose a new password, open:\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask, ignore this email: your password stays the same.\n`,
                  template: {
                    name: 'password-reset',
                    values: { store: { name: store.title }, customer: { first_name: customer.firstName }, reset: { link, minutes } },
                  },
                },
                { in: tx },
              );
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
        const customerId = await deps.resetLinks.customerOf(webId, body.Token);
        const customer = customerId === null ? null : await deps.customers.byId(webId, customerId);
        const weak = passwordProblem(body.Password, customer?.email);
        if (weak && customer) return sendError(reply, 400, weak, [{ field: 'Password', message: weak }]);
        const redeemed = await deps.resetLinks.redeem(webId, body.Token);
        if (!redeemed.ok || !customer) {
          const message = redeemed.ok ? RESET_LINK_UNUSABLE : redeemed.message;
          return sendError(reply, 422, message, [{ field: 'Token', message }]);
        }
        await deps.customers.update(webId, customer.id, { passwordHash: await hashPassword(body.Password) });
        await Promise.all([
          deps.resetLinks.voidAll(webId, customer.id),
          deps.sessions.revokeAll(webId, customer.id, 'password-reset'),
          deps.lockout.succeeded(request, customerAccountKey(webId, customer.id)),
        ]);
        return ok(null, 'Your password was reset: sign in with the new one');
      },
    );
  });
}
