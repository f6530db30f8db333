/** StoreAccessPort over HTTP: POST /Web/VerifyBypass. */
import type { StoreAccessPort } from '../../application/ports/store-access.port';
import type { StoreApiClient } from './store-api-client';
import { callStoreApi } from './store-api-client';
import type { z } from 'zod';
import type { bypassBody } from '../../contracts/web.contract';

export class HttpStoreAccess implements StoreAccessPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  async verifyBypass(bypass: string): Promise<boolean> {
    const data = await callStoreApi<{ valid: boolean }>(
      this.deps.client.post('Web/VerifyBypass', { json: { Bypass: bypass } satisfies z.input<typeof bypassBody> }),
    );
    return data.valid;
  }
}
