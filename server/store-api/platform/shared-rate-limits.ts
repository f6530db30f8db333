/**
 * Which store the rate limits count in. One process: each limiter's own in-process map (the
 * plugin's default). A fleet on PostgreSQL: the host shares one DatabaseAttemptStore, so a client
 * gets one allowance from all instances together, not one from each.
 */
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { AttemptStore } from './attempt-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the host on a fleet (shareRateLimits); absent on one process. */
    sharedAttempts?: AttemptStore;
  }
}

/** @fastify/rate-limit makes its store with `new`: a constructor that hands it this one. */
export function storeConstructor(store: AttemptStore): FastifyRateLimitStoreCtor {
  return function SharedAttemptStore() {
    return store;
  } as unknown as FastifyRateLimitStoreCtor;
}

/** On the root app, before any limiter registers: every limiter counts in `store` from then on. */
export function shareRateLimits(app: FastifyInstance, store: AttemptStore): void {
  app.decorate('sharedAttempts', store);
}

/** The `store` option of a rate-limit registration in `scope`: the shared store, when there is one. */
export function rateLimitStore(scope: FastifyInstance): { store?: FastifyRateLimitStoreCtor } {
  return scope.sharedAttempts ? { store: storeConstructor(scope.sharedAttempts) } : {};
}
