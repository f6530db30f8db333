/** StoreAccessPort over HTTP: POST /Web/VerifyStorePassword and POST /Web/VerifyBypass. */
import type { PasswordCheck, StoreAccessPort } from '../../application/ports/store-access.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { StoreApiClient } from './store-api-client';
import { callStoreApi } from './store-api-client';

/** The limiter's message says how long to wait ("try again in 42 seconds"); a minute when it does not. */
function retryAfterOf(message: string): number {
  const seconds = /(\d+)\s*second/.exec(message)?.[1];
  return seconds ? Number(seconds) : 60;
}

export class HttpStoreAccess implements StoreAccessPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  async verifyPassword(password: string): Promise<PasswordCheck> {
    try {
      const data = await callStoreApi<{ bypass: string }>(this.deps.client.post('Web/VerifyStorePassword', { json: { Password: password } }));
      return { kind: 'ok', bypass: data.bypass };
    } catch (error) {
      if (error instanceof StoreApiError && (error.status === 422 || error.status === 400)) return { kind: 'wrong' };
      if (error instanceof StoreApiError && error.status === 429) return { kind: 'limited', retryAfterSeconds: retryAfterOf(error.message) };
      throw error;
    }
  }

  async verifyBypass(bypass: string): Promise<boolean> {
    const data = await callStoreApi<{ valid: boolean }>(this.deps.client.post('Web/VerifyBypass', { json: { Bypass: bypass } }));
    return data.valid;
  }
}
