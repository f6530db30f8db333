import type { TokenPair, WebInfo } from '../../domain/store/web-info';

/**
 * Spec CODE_0001: no web info returned; CODE_0002: web info without a webID. A load that failed
 * otherwise (the store API unreachable or answering 5xx) carries the error's code or message
 * (spec section 2: "ec set to the error message or code").
 */
export type WebInfoErrorCode = 'CODE_0001' | 'CODE_0002' | (string & {});

export type WebInfoResult =
  | {
      ok: true;
      info: WebInfo;
      /** A kept answer's guest pair (kept-web-info.ts), signed only when called: by a visitor who holds none. */
      guestTokens?: () => TokenPair;
    }
  | { ok: false; code: WebInfoErrorCode };

/**
 * GET /Web/GetWebInfo: the store for a domain (host or store name), optionally with a chosen theme;
 * with a valid preview key (the studio's preview link) that theme's unpublished draft.
 */
export interface WebInfoPort {
  getWebInfo(query: { domain: string; themeId: number | null; previewKey?: string | null }): Promise<WebInfoResult>;
}
