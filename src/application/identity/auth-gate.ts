/**
 * The gate every store API call from the browser passes (store-api-client.ts): while the access
 * token is fresh the call goes straight out and nothing more loads; when its exp (seconds) is past
 * by the Clock, or the API answers 401, the auth session (the auth machine, loaded then) takes over:
 * a refresh before the call, or one refresh and one retry after the 401. So catalog, listing, form,
 * cart and account calls all share the one single-flight refresh.
 */
import { isExpired, readAccessClaims } from '../../domain/store/access-token';
import type { Clock } from '../ports/clock.port';
import { storeApiStatus } from '../ports/store-api-error';
import type { TokenStore } from '../ports/token-store.port';

export type CallGate = <T>(run: () => Promise<T>) => Promise<T>;

export interface AuthGateDeps {
  tokens: Pick<TokenStore, 'read'>;
  clock: Clock;
  decode(token: string): unknown;
  /** The page's one auth session (auth-session.ts), loaded on first need. */
  session(): Promise<{ secureCall: CallGate; retryUnauthorized: CallGate }>;
}

/** Whether the stored access token is missing, unreadable, or past its exp. */
export function accessExpired(deps: Pick<AuthGateDeps, 'tokens' | 'clock' | 'decode'>): boolean {
  const pair = deps.tokens.read();
  if (!pair) return true;
  try {
    const claims = readAccessClaims(deps.decode(pair.accessToken));
    return !claims || isExpired(claims, deps.clock.now());
  } catch {
    return true;
  }
}

/** A 401 refusal. */
export const isUnauthorized = (error: unknown) => storeApiStatus(error) === 401;

export function createAuthGate(deps: AuthGateDeps): CallGate {
  return async (run) => {
    if (accessExpired(deps)) return (await deps.session()).secureCall(run);
    try {
      return await run();
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
    }
    return (await deps.session()).retryUnauthorized(run);
  };
}
