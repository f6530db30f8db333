/**
 * Secure calls through the auth machine: before the call, an access token whose exp (seconds) is
 * past by the Clock is refreshed; a 401 gets one refresh and one retry; a second 401 lands on
 * /notfound?ec=02. Every refresh goes through the one machine, so concurrent calls share it.
 * Refusals other than 401 (a field error, a 429) are the caller's to show, never a landing. An
 * account call (`'land'`) that fails otherwise (no answer, a 5xx) lands on ec=03, spec section 2's
 * "other request failure"; the gate's calls (the cart's among them) keep theirs to retry.
 */
import { createActor } from 'xstate';
import type { Clock } from '../ports/clock.port';
import type { IdentityApi } from '../ports/identity-api.port';
import type { TokenStore } from '../ports/token-store.port';
import { storeApiStatus } from '../ports/store-api-error';
import { accessExpired, isUnauthorized } from './auth-gate';
import { createAuthMachine, type LandingCode, type RefreshReason } from './auth.machine';

export interface AuthSessionDeps {
  tokens: TokenStore;
  api: Pick<IdentityApi, 'refresh'>;
  clock: Clock;
  decode(token: string): unknown;
  /** Sends the visitor to /notfound?ec=<code> (and forgets the signed-in user). */
  land(ec: LandingCode): void;
}

/** Thrown to the caller after a landing: the page is leaving, nothing more to show. */
export class AuthLanding extends Error {
  constructor(readonly ec: LandingCode) {
    super(`auth failure ${ec}`);
    this.name = 'AuthLanding';
  }
}

/** What a failure other than a 401 does: reach the caller, or land on /notfound?ec=03. */
export type OtherFailure = 'throw' | 'land';

export interface AuthSession {
  secureCall<T>(run: () => Promise<T>, otherFailure?: OtherFailure): Promise<T>;
  /** For a call that was just answered 401: one refresh (shared), then one retry. */
  retryUnauthorized<T>(run: () => Promise<T>): Promise<T>;
  stop(): void;
}

/** A call that got no usable answer: the network failed, it timed out, or the API answered 5xx. Not a refusal, a landing or an abort. */
function isRequestFailure(error: unknown): boolean {
  if (error instanceof AuthLanding || (error instanceof Error && error.name === 'AbortError')) return false;
  const status = storeApiStatus(error);
  return status === 0 || status >= 500;
}

export function createAuthSession(deps: AuthSessionDeps): AuthSession {
  const actor = createActor(createAuthMachine({ tokens: deps.tokens, refresh: (token) => deps.api.refresh(token) }));
  actor.start();

  /** Joins the refresh under way, or starts one; resolves when it succeeded, lands when it failed. */
  const refreshed = (reason: RefreshReason) =>
    new Promise<void>((resolve, reject) => {
      const before = actor.getSnapshot();
      const startRound = before.context.round;
      const subscription = actor.subscribe((snapshot) => {
        if (snapshot.context.round === startRound || !snapshot.matches('idle')) return;
        subscription.unsubscribe();
        const result = snapshot.context.last;
        if (result?.kind === 'ok') return resolve();
        const ec = result?.kind === 'failed' ? result.ec : '03';
        deps.land(ec);
        reject(new AuthLanding(ec));
      });
      if (before.matches('idle')) actor.send({ type: 'ENSURE', reason });
    });

  async function retryUnauthorized<T>(run: () => Promise<T>): Promise<T> {
    await refreshed('unauthorized');
    try {
      return await run();
    } catch (error) {
      if (isUnauthorized(error)) {
        deps.land('02');
        throw new AuthLanding('02');
      }
      throw error;
    }
  }

  return {
    async secureCall(run, otherFailure = 'throw') {
      if (!deps.tokens.read()) {
        deps.land('00');
        throw new AuthLanding('00');
      }
      if (accessExpired(deps)) await refreshed('expired');
      try {
        try {
          return await run();
        } catch (error) {
          if (!isUnauthorized(error)) throw error;
        }
        return await retryUnauthorized(run);
      } catch (error) {
        if (otherFailure === 'land' && isRequestFailure(error)) {
          deps.land('03');
          throw new AuthLanding('03');
        }
        throw error;
      }
    },
    retryUnauthorized,
    stop: () => actor.stop(),
  };
}
