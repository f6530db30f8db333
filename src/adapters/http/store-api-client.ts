/**
 * ky client for the store API (embedded or any compatible one) at a configurable base URL. It
 * unwraps the `{ status, message, data }` envelope. No refresh logic lives here: token refresh
 * belongs to the auth machine alone (the double-refresh bug of ky#587).
 *
 * ky loads on the first call, not with the page: a shopper's first view needs no API call from the
 * browser (the server rendered it), so the library stays out of the first-load bundle.
 */
import type { HTTPError, KyInstance, Options } from 'ky';
import { StoreApiError } from '../../application/ports/store-api-error';

import type { CallGate } from '../../application/identity/auth-gate';

export interface StoreApiClientOptions {
  baseUrl: string;
  accessToken: () => string | null;
  /** The visitor's password bypass for a password-protected store (sent as X-Store-Pass), if any. */
  storePass?: () => string | null;
  /** The browser's auth gate; the server renders with the visitor's token as it is. */
  gate?: CallGate;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /**
   * The server's render of a shopper's form post: the browser's Origin, passed on so the store API
   * builds the links it hands out (a card payment's return, the confirmation mail) on the shopper's host.
   */
  origin?: string | null;
}

/** `headers` carries per-call headers such as a cart write's Idempotency-Key. */
type RequestOptions = Pick<Options, 'searchParams' | 'json' | 'timeout' | 'headers'>;

/** A pending call whose JSON body can be read (the part of ky's ResponsePromise the adapters use). */
export interface JsonRequest {
  json<T>(): Promise<T>;
}

export interface StoreApiClient {
  get(path: string, options?: RequestOptions): JsonRequest;
  post(path: string, options?: RequestOptions): JsonRequest;
}

interface EnvelopeBody<T> {
  status: number;
  message: string;
  data: T;
}

function createKy(options: StoreApiClientOptions): Promise<KyInstance> {
  return import('ky').then(({ default: ky }) =>
    ky.create({
      prefixUrl: options.baseUrl.startsWith('/')
        ? new URL(options.baseUrl, globalThis.location?.origin ?? 'http://localhost').toString()
        : options.baseUrl,
      timeout: options.timeoutMs ?? 10_000,
      retry: 0,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      hooks: {
        beforeRequest: [
          (request) => {
            const token = options.accessToken();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
            const pass = options.storePass?.();
            if (pass) request.headers.set('X-Store-Pass', pass);
            if (options.origin) request.headers.set('Origin', options.origin);
          },
        ],
      },
    }),
  );
}

export function createStoreApiClient(options: StoreApiClientOptions): StoreApiClient {
  let client: Promise<KyInstance> | null = null;
  const call = (method: 'get' | 'post', path: string, requestOptions?: RequestOptions): JsonRequest => ({
    json: <T>() => {
      const run = async () => {
        // A failed load (offline when ky was first needed) is forgotten so the next call tries again.
        client ??= createKy(options).catch((error: unknown) => {
          client = null;
          throw error;
        });
        try {
          return await (await client)[method](path, requestOptions).json<T>();
        } catch (error) {
          // The gate retries on a 401 it can recognise; the envelope's message is kept for callers.
          if (isHttpError(error) && error.response.status === 401) throw await storeApiErrorOf(error);
          throw error;
        }
      };
      // The store's own calls (web info, store password) and the refresh itself never wait on a refresh.
      return options.gate && !/^(Auth|Web)\//.test(path) ? options.gate(run) : run();
    },
  });
  return {
    get: (path, requestOptions) => call('get', path, requestOptions),
    post: (path, requestOptions) => call('post', path, requestOptions),
  };
}

const isHttpError = (error: unknown): error is HTTPError => error instanceof Error && error.name === 'HTTPError' && 'response' in error;

/** Performs a call and returns `data`, turning an error envelope into a StoreApiError. */
export async function callStoreApi<T>(request: JsonRequest): Promise<T> {
  try {
    const body = await request.json<EnvelopeBody<T>>();
    return body.data;
  } catch (error) {
    if (isHttpError(error)) throw await storeApiErrorOf(error);
    throw error;
  }
}

/** A call's `data` read by its wire mapper (src/contracts/*.wire.ts), which names the answer's wire type. */
export const readStoreApi = <W, T>(request: JsonRequest, read: (wire: W) => T): Promise<T> => callStoreApi<W>(request).then(read);

async function storeApiErrorOf(error: HTTPError): Promise<StoreApiError> {
  const body = (await error.response.json().catch(() => null)) as EnvelopeBody<{ errors?: StoreApiError['errors'] } | null> | null;
  return new StoreApiError(error.response.status, body?.message ?? error.message, body?.data?.errors);
}
