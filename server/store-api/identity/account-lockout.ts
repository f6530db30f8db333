/**
 * The per-account sign-in limit, on top of the per-address one (auth-rate-limits.ts): failed
 * sign-ins are counted per account (the store and the normalised login, whichever addresses they
 * come from), and after MAX_FAILURES within the window the account refuses every sign-in, right
 * or wrong, with 429 and Retry-After until the window ends. A success clears the count. The window
 * is short, so a stranger can hold an account shut only while they keep guessing, never for good.
 *
 * The counting is @fastify/rate-limit's, as for the store password's guesses: a limiter of its own
 * (`createRateLimit`, read without counting before the password is checked, counted on a failure)
 * over an AttemptStore, the port a fleet backs with PostgreSQL.
 */
import rateLimit from '@fastify/rate-limit';
import { storeConstructor } from '../auth/shared-rate-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptStore } from '../auth/attempt-store';
import { sendError } from '../http/envelope';
import { tooManyAttempts } from './auth-rate-limits';

export const ACCOUNT_LOCKOUT = { maxFailures: 10, windowMs: 10 * 60_000 };

/** The account a sign-in is for: its kind (customer, owner), its store and its login, trimmed and lower-cased. */
export function accountKey(kind: 'customer' | 'owner', store: number | string, login: string): string {
  return `${kind}:${store}:${login.trim().toLowerCase()}`;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export class AccountLockout {
  private limiter: Limiter | null = null;
  private readonly keys = new WeakMap<FastifyRequest, string>();

  private constructor(private readonly store: AttemptStore) {}

  /** A lockout counting in `store`; its limiter is ready once `app` is. */
  static register(app: FastifyInstance, store: AttemptStore, limits = ACCOUNT_LOCKOUT): AccountLockout {
    const lockout = new AccountLockout(store);
    void app.register(async (scope) => {
      await scope.register(rateLimit, { global: false, store: storeConstructor(store) });
      lockout.limiter = scope.createRateLimit({
        max: limits.maxFailures,
        timeWindow: limits.windowMs,
        keyGenerator: (request) => lockout.keys.get(request) ?? '',
      });
    });
    return lockout;
  }

  /** Answers 429 (true) when `account` is locked; call before the password is checked. */
  async refuse(request: FastifyRequest, reply: FastifyReply, account: string): Promise<boolean> {
    const state = await this.check(request, account, false);
    if (state.isAllowed || state.remaining > 0) return false;
    sendError(reply.header('retry-after', String(state.ttlInSeconds)), 429, tooManyAttempts(state.ttl, 'failed sign-ins for this account'));
    return true;
  }

  /** Counts a failed sign-in of `account`. */
  async failed(request: FastifyRequest, account: string): Promise<void> {
    await this.check(request, account, true);
  }

  /** A successful sign-in: `account` starts again from zero. */
  succeeded(account: string): Promise<void> {
    return this.store.forget(account);
  }

  private check(request: FastifyRequest, account: string, increment: boolean) {
    if (!this.limiter) throw new Error('account lockout used before the server is ready');
    this.keys.set(request, account);
    return this.limiter(request, { increment });
  }
}
