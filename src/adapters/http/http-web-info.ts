/** WebInfoPort over HTTP: GET /Web/GetWebInfo with Domain and WebThemeID, read through web.wire.ts. */
import type { StoreApiClient } from './store-api-client';
import type { WebInfoPort, WebInfoResult } from '../../application/ports/web-info.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import { webInfoFromWire } from '../../contracts/web.wire';
import { readStoreApi } from './store-api-client';
import { STORE_UNAVAILABLE } from '../../domain/store/store-address';

export class HttpWebInfo implements WebInfoPort {
  constructor(private readonly deps: { client: StoreApiClient }) {}

  async getWebInfo(query: { domain: string; themeId: number | null; previewKey?: string | null }): Promise<WebInfoResult> {
    const searchParams: Record<string, string> = { Domain: query.domain };
    if (query.themeId !== null) searchParams.WebThemeID = String(query.themeId);
    if (query.previewKey) searchParams.Preview = query.previewKey;
    try {
      const info = await readStoreApi(this.deps.client.get('Web/GetWebInfo', { searchParams }), webInfoFromWire);
      if (!info) return { ok: false, code: 'CODE_0001' };
      if (!info.webID) return { ok: false, code: 'CODE_0002' };
      return { ok: true, info };
    } catch (error) {
      // An unknown store (404) or a domain the API refuses (400) is "no web info", not a crash; a
      // suspended store keeps its own code, so the not-found page says it is unavailable (decision 93).
      if (error instanceof StoreApiError && error.status >= 400 && error.status < 500)
        return { ok: false, code: error.message === STORE_UNAVAILABLE ? STORE_UNAVAILABLE : 'CODE_0001' };
      // Unreachable or failing (5xx): the spec's store-load failure, not a 500 page on every route.
      return { ok: false, code: failureCode(error) };
    }
  }
}

/** The failure's code (a socket's ECONNREFUSED, an answer's HTTP status) or else its message. */
export function failureCode(error: unknown): string {
  if (error instanceof StoreApiError) return error.message || `HTTP_${error.status}`;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  return error instanceof Error && error.message ? error.message : 'UNKNOWN';
}
