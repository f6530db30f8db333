/**
 * What route loaders and views may use. Composition builds one per server request and one per
 * browser page; the UI never reaches an adapter directly.
 */
import type { ThemeDocumentOf } from './theme-document-memo';
import type { Logger } from '../ports/logger.port';
import type { StorePorts } from '../ports/store-ports';
import type { TokenStore } from '../ports/token-store.port';
import type { StorefrontLoad } from './load-storefront';

export interface StorefrontServices extends Omit<StorePorts, 'webInfo'> {
  /** The current store, loaded once per request (server) or per page load (browser). */
  loadStore(): Promise<StorefrontLoad>;
  tokens: TokenStore;
  logger: Logger;
  /** The visitor's cookies: the request's on the server, document.cookie in the browser. */
  cookies: {
    get(name: string): string | undefined;
    /** `sameSite: 'Lax'` for a first-party cookie (the live cart's mirror); otherwise the token cookies' attributes. */
    set(name: string, value: string, options: { maxAgeSeconds: number; sameSite?: 'Lax' }): void;
  };
  /** Whether the current visitor is signed in (token UserID present and not '0'). */
  isSignedIn(): boolean;
  /** The server's parsed theme documents, shared between requests (theme-document-memo.ts); absent in the browser. */
  themeDocument?: ThemeDocumentOf;
}
