/**
 * Rate limits of the sign-in, sign-up and password calls (429 with Retry-After, and a message the
 * page can show). Keys are read after the body is parsed, so sign-in is limited per address and
 * login: guessing one customer's password is slow, while one address shared by a household or an
 * office is not locked out of every account.
 */
import rateLimit from '@fastify/rate-limit';
import { rateLimitStore } from './shared-rate-limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const loginOf = (request: FastifyRequest): string => {
  const body = request.body as { Login?: unknown; Email?: unknown } | undefined;
  const login = body?.Login ?? body?.Email;
  return typeof login === 'string' ? login.trim().toLowerCase().slice(0, 254) : '';
};

const limit = (max: number, timeWindow: string, perLogin: boolean) => ({
  max,
  timeWindow,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => (perLogin ? `${request.ip}:${loginOf(request)}` : request.ip),
});

export const AUTH_RATE_LIMITS = {
  signIn: limit(10, '5 minutes', true),
  signUp: limit(20, '10 minutes', false),
  forgotPassword: limit(5, '15 minutes', true),
  resetPassword: limit(10, '15 minutes', false),
};

/** The 429's message: how long to wait, in words a page can show as they are. */
export function tooManyAttempts(ttlMs: number, what = 'attempts'): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  return `Too many ${what}: try again in ${wait}`;
}

/** Registers routes in a scope with the rate-limit plugin, answering 429s with tooManyAttempts. */
export function withAuthRateLimits(app: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void app.register(async (scope) => {
    await scope.register(rateLimit, {
      global: false,
      ...rateLimitStore(scope),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(tooManyAttempts(context.ttl)), { statusCode: context.statusCode }),
    });
    routes(scope);
  });
}
