/**
 * Loads the store a request is for (spec sections 1, 7, 8): GetWebInfo, the CODE_0001/CODE_0002
 * failures (tokens cleared, external not-found page with ec), the store's redirectURL, and the
 * guest token pair adopted when the visitor holds none for this store.
 */
import { readAccessClaims, type AccessTokenClaims } from '../../domain/store/access-token';
import { previewTokenPair, type WebInfo } from '../../domain/store/web-info';
import { primaryRedirect } from '../../domain/store/store-domains';
import type { TokenStore } from '../ports/token-store.port';
import type { WebInfoPort } from '../ports/web-info.port';

export type StorefrontLoad =
  | { kind: 'store'; info: Omit<WebInfo, 'tokens'> }
  /** `status` 301: a page asked on another of the store's names moves to its primary domain for good. */
  | { kind: 'redirect'; url: string; status?: 301 };

export interface LoadStorefrontDeps {
  webInfo: WebInfoPort;
  tokens: TokenStore;
  decodeTokenPayload: (token: string) => unknown;
}

export function notFoundRedirect(notFoundUrl: string, code: string): string {
  const separator = notFoundUrl.includes('?') ? '&' : '?';
  return `${notFoundUrl}${separator}ec=${encodeURIComponent(code)}`;
}

export async function loadStorefront(
  deps: LoadStorefrontDeps,
  input: {
    domain: string;
    themeId: number | null;
    notFoundUrl: string;
    previewKey?: string | null;
    /** The page's own address (a server render's); builder pages and the browser give none. */
    pageUrl?: string | null;
  },
): Promise<StorefrontLoad> {
  const result = await deps.webInfo.getWebInfo({ domain: input.domain, themeId: input.themeId, previewKey: input.previewKey ?? null });
  if (!result.ok || !result.info.webID) {
    deps.tokens.clear();
    return { kind: 'redirect', url: notFoundRedirect(input.notFoundUrl, result.ok ? 'CODE_0002' : result.code) };
  }
  const { tokens: issued, ...info } = result.info;
  if (info.redirectURL) return { kind: 'redirect', url: info.redirectURL };
  const primary = input.pageUrl ? primaryRedirect(new URL(input.pageUrl), input.domain, info.siteConfig) : null;
  if (primary) return { kind: 'redirect', url: primary, status: 301 };
  // A signed preview (builder pages, memory-only tokens) reads with the owner's read-only preview
  // token, which a closed store still answers; everyone else gets the guest pair if they hold none.
  if (info.previewToken) deps.tokens.write(previewTokenPair(info.previewToken));
  else if (!holdsTokenFor(deps, info.webID)) {
    // A kept answer's pair is signed here, only for a visitor who needs one (kept-web-info.ts).
    const pair = issued ?? result.guestTokens?.();
    if (pair) deps.tokens.write(pair);
  }
  return { kind: 'store', info };
}

function holdsTokenFor(deps: LoadStorefrontDeps, webID: number): boolean {
  const current = deps.tokens.read();
  if (!current) return false;
  let claims: AccessTokenClaims | null = null;
  try {
    claims = readAccessClaims(deps.decodeTokenPayload(current.accessToken));
  } catch {
    return false;
  }
  return claims?.WebID === webID;
}
