/**
 * ky client for the store API (embedded or any compatible one) at a configurable base URL. It
 * unwraps the `{ status, message, data }` envelope. No refresh logic lives here: token refresh
 * belongs to the auth machine alone (the double-refresh bug of ky#587).
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import { StoreApiError } from '../../application/ports/store-api-error';

export interface StoreApiClientOptions {
  baseUrl: string;
  accessToken: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
}


interface EnvelopeBody<T> {
  status: number;
  message: string;
  data: T;
}

export function createStoreApiClient(options: StoreApiClientOptions): KyInstance {
  return ky.create({
    prefixUrl: options.baseUrl.startsWith('/') ? new URL(options.baseUrl, globalThis.location?.origin ?? 'http://localhost').toString() : options.baseUrl,
    timeout: options.timeoutMs ?? 10_000,
    retry: 0,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.accessToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
    },
  });
}

/** Performs a call and returns `data`, turning an error envelope into a StoreApiError. */
export async function callStoreApi<T>(request: Promise<Response> & { json<J>(): Promise<J> }): Promise<T> {
  try {
    const body = await request.json<EnvelopeBody<T>>();
    return body.data;
  } catch (error) {
    if (error instanceof HTTPError) {
      const body = (await error.response.json().catch(() => null)) as EnvelopeBody<{ errors?: StoreApiError['errors'] } | null> | null;
      throw new StoreApiError(error.response.status, body?.message ?? error.message, body?.data?.errors);
    }
    throw error;
  }
}
