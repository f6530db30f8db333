/**
 * The auth machine: the one place tokens are refreshed (never also in the HTTP client: ky#587).
 * Callers send ENSURE when a secure call needs a fresh token, because the access token's exp (in
 * seconds) is past by the Clock or because the API answered 401. However many calls wait, one
 * refresh runs: ENSURE during a refresh joins it. Each refresh ends in `idle` with its outcome and
 * a new round number, which the waiting callers read (auth-session.ts). Failures carry the
 * /notfound landing code of spec section 2: 01 refresh before a call refused, 04 refresh after a
 * 401 refused, 00 no tokens to refresh with, 03 the refresh call itself failed.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { RefreshOutcome } from '../ports/identity-api.port';
import type { TokenStore } from '../ports/token-store.port';

export type RefreshReason = 'expired' | 'unauthorized';
export type LandingCode = '00' | '01' | '02' | '03' | '04';
export type RefreshResult = { kind: 'ok' } | { kind: 'failed'; ec: LandingCode };

export interface AuthMachineDeps {
  tokens: TokenStore;
  refresh(refreshToken: string): Promise<RefreshOutcome>;
}

interface AuthContext {
  reason: RefreshReason;
  /** Refreshes finished so far: a waiter knows its refresh ended when this moves past its start. */
  round: number;
  last: RefreshResult | null;
}

export function landingCodeOf(outcome: RefreshOutcome | null, reason: RefreshReason): LandingCode {
  if (outcome === null) return '00';
  if (outcome.kind === 'failed') return '03';
  return reason === 'expired' ? '01' : '04';
}

const auth = setup({
  types: { context: {} as AuthContext, events: {} as { type: 'ENSURE'; reason: RefreshReason } },
  actors: {
    /** One refresh with the stored pair; resolves with its outcome, never with a thrown refusal. */
    refresh: fromPromise<RefreshResult, RefreshReason>(({ input: reason }) =>
      Promise.resolve({ kind: 'failed', ec: landingCodeOf(null, reason) }),
    ),
  },
});

export const authMachine = auth.createMachine({
  id: 'auth',
  context: { reason: 'expired', round: 0, last: null },
  initial: 'idle',
  states: {
    idle: {
      on: { ENSURE: { target: 'refreshing', actions: assign({ reason: ({ event }) => event.reason }) } },
    },
    refreshing: {
      invoke: {
        src: 'refresh',
        input: ({ context }) => context.reason,
        onDone: { target: 'idle', actions: assign(({ context, event }) => ({ round: context.round + 1, last: event.output })) },
        onError: {
          target: 'idle',
          actions: assign(({ context }) => ({ round: context.round + 1, last: { kind: 'failed', ec: '03' } as RefreshResult })),
        },
      },
    },
  },
});

/** The machine with its refresh bound to the token store and the identity API (or fakes). */
export function createAuthMachine(deps: AuthMachineDeps) {
  return authMachine.provide({
    actors: {
      refresh: fromPromise<RefreshResult, RefreshReason>(async ({ input: reason }) => {
        const pair = deps.tokens.read();
        if (!pair) return { kind: 'failed', ec: landingCodeOf(null, reason) };
        const outcome = await deps.refresh(pair.refreshToken).catch((): RefreshOutcome => ({ kind: 'failed' }));
        if (outcome.kind === 'ok') {
          deps.tokens.write(outcome.tokens);
          return { kind: 'ok' };
        }
        // A refused session is over: the stale pair must not be offered again.
        if (outcome.kind === 'refused') deps.tokens.clear();
        return { kind: 'failed', ec: landingCodeOf(outcome, reason) };
      }),
    },
  });
}
