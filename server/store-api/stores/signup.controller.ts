/**
 * The sign-up calls on the studio's host (SIGNUP_CALLS, decision 97) and the owner's checklist. Each
 * call is limited per client address by its declaration; a sign-up is also counted per e-mail and per
 * store address, so one merchant's typo-retries pass while flooding one inbox or one address does not.
 */
import type { FastifyInstance } from 'fastify';
import { CHECKLIST_CALLS, SIGNUP_CALLS } from '../../../src/contracts/store-signup.contract';
import type { AttemptStore } from '../platform/attempt-store';
import { tooManyAttempts } from '../platform/auth-rate-limits';
import { callRegistrar, refused } from '../platform/register-call';
import { OWNER_TOKEN_TTL_SECONDS, type OwnerTokenService } from '../platform/owner-token.service';
import type { Db } from '../platform/database/client';
import { ownerChecklist } from './owner-checklist';
import type { Refusal, StoreSignups } from './store-signups';

const HOUR = 60 * 60 * 1000;
/** Sign-ups per e-mail and per address an hour. */
const PER_EMAIL = 5;
const PER_ADDRESS = 10;

function counted(store: AttemptStore, key: string, windowMs: number, max: number): Promise<{ over: boolean; ttl: number }> {
  return new Promise((resolve, reject) =>
    store.incr(
      key,
      (error, result) => (error ? reject(error) : resolve({ over: (result?.current ?? 0) > max, ttl: result?.ttl ?? windowMs })),
      windowMs,
      max,
    ),
  );
}

const refusedBy = (refusal: Refusal) =>
  refused(
    refusal.status,
    refusal.message,
    refusal.problems?.map((problem) => ({ field: problem.field, message: problem.message })),
  );

export function registerSignupController(
  app: FastifyInstance,
  deps: { db: Db; signups: StoreSignups; ownerTokens: OwnerTokenService; attempts: AttemptStore; paymentMethods: () => string[] },
) {
  const register = callRegistrar(app, { ownerTokens: deps.ownerTokens });

  register(SIGNUP_CALLS.options, () => deps.signups.options());

  register(SIGNUP_CALLS.checkAddress, (query) => deps.signups.checkAddress(query.Name));

  register(SIGNUP_CALLS.start, async (body, { reply }) => {
    for (const [key, max] of [
      [`signup:email:${body.email}`, PER_EMAIL],
      [`signup:address:${body.name}`, PER_ADDRESS],
    ] as const) {
      const count = await counted(deps.attempts, key, HOUR, max);
      if (count.over) {
        reply.header('retry-after', String(Math.ceil(count.ttl / 1000)));
        return refused(429, tooManyAttempts(count.ttl, 'sign-ups'));
      }
    }
    const started = await deps.signups.start(body);
    return started.ok ? { email: started.email, expiresInMinutes: started.expiresInMinutes } : refusedBy(started);
  });

  register(SIGNUP_CALLS.verify, async (body) => {
    const verified = await deps.signups.verify(body.token);
    if (!verified.ok) return refusedBy(verified);
    const { store } = verified;
    return {
      ownerToken: await deps.ownerTokens.issue({ WebID: store.id, OwnerID: store.ownerId, AccountID: store.accountId }),
      expiresIn: OWNER_TOKEN_TTL_SECONDS,
      webID: store.id,
      storeName: store.name,
      storeTitle: store.title,
      email: store.ownerEmail,
    };
  });

  register(CHECKLIST_CALLS.checklist, async (_, { owner }) => {
    const checklist = await ownerChecklist(deps.db, owner.WebID, deps.paymentMethods());
    return checklist ?? refused(404, 'No such store');
  });
}
