/**
 * The store API client of a server render when the store API is embedded in the same process
 * (docs/benchmarks.md): the same calls as store-api-client.ts (token, store pass, origin, per-call headers,
 * the envelope and its errors), handed to the store API as they are (the host's transport,
 * server/store-api/platform/in-process-calls.ts) instead of through fetch, ky and the emulation of an
 * HTTP round trip. Never in the browser: only the server's composition root binds it.
 */
import { StoreApiError } from '../../application/ports/store-api-error';
import type { JsonRequest, StoreApiClient, StoreApiClientOptions } from './store-api-client';

/** One call as the embedded store API takes it in process; its status and its answer's JSON come back. */
export type StoreApiTransport = (call: {
  method: 'GET' | 'POST';
  /** Under the store API's prefix, as the adapters name it (`Catalog/GetProduct`). */
  path: string;
  search: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<{ status: number; body: unknown }>;

type RequestOptions = NonNullable<Parameters<StoreApiClient['get']>[1]>;

interface EnvelopeBody {
  message?: string;
  data?: { errors?: StoreApiError['errors'] } | null;
}

export function createInProcessStoreApiClient(options: StoreApiClientOptions & { transport: StoreApiTransport }): StoreApiClient {
  const call = (method: 'GET' | 'POST', path: string, requestOptions: RequestOptions = {}): JsonRequest => ({
    json: async <T>() => {
      const run = async () => {
        const answer = await options.transport({
          method,
          path,
          search: searchText(requestOptions.searchParams),
          headers: headersOf(options, requestOptions),
          ...(requestOptions.json !== undefined ? { body: JSON.stringify(requestOptions.json) } : {}),
        });
        if (answer.status >= 200 && answer.status < 300) return answer.body as T;
        // As an HTTP error reads (store-api-client.ts storeApiErrorOf): the envelope's message and fields.
        const envelope = answer.body as EnvelopeBody | null;
        throw new StoreApiError(
          answer.status,
          envelope?.message ?? `Request failed with status code ${answer.status}`,
          envelope?.data?.errors,
        );
      };
      const timeoutMs = requestOptions.timeout === false ? null : (requestOptions.timeout ?? options.timeoutMs ?? 10_000);
      const timed = () => (timeoutMs === null ? run() : withTimeout(run(), timeoutMs, path));
      return options.gate && !/^(Auth|Web)\//.test(path) ? options.gate(timed) : timed();
    },
  });
  return {
    get: (path, requestOptions) => call('GET', path, requestOptions),
    post: (path, requestOptions) => call('POST', path, requestOptions),
  };
}

/**
 * The HTTP client's limit on a call (ky's timeout), kept in process: a store API call stuck on its
 * database fails the render's call as a timeout over HTTP would, instead of holding the page open.
 */
function withTimeout<T>(call: Promise<T>, ms: number, path: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`Request timed out: ${path}`), { name: 'TimeoutError' })), ms);
  });
  return Promise.race([call, timeout]).finally(() => clearTimeout(timer));
}

/** The query text as ky builds it. */
function searchText(searchParams: RequestOptions['searchParams']): string {
  if (searchParams === undefined) return '';
  if (typeof searchParams === 'string') return searchParams.replace(/^\?/, '');
  return new URLSearchParams(searchParams as ConstructorParameters<typeof URLSearchParams>[0]).toString();
}

/** The headers store-api-client.ts sets before each call, then the call's own. */
function headersOf(options: StoreApiClientOptions, requestOptions: RequestOptions): Record<string, string> {
  const headers = new Headers(requestOptions.headers as HeadersInit | undefined);
  headers.set('accept', 'application/json');
  if (requestOptions.json !== undefined && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const token = options.accessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const pass = options.storePass?.();
  if (pass) headers.set('X-Store-Pass', pass);
  if (options.origin) headers.set('Origin', options.origin);
  return Object.fromEntries(headers);
}
