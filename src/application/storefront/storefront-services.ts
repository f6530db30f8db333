/**
 * What route loaders and views may use. Composition builds one per server request and one per
 * browser page; the UI never reaches an adapter directly.
 */
import type { CatalogPort } from '../ports/catalog.port';
import type { Logger } from '../ports/logger.port';
import type { TokenStore } from '../ports/token-store.port';
import type { StorefrontLoad } from './load-storefront';

export interface StorefrontServices {
  /** The current store, loaded once per request (server) or per page load (browser). */
  loadStore(): Promise<StorefrontLoad>;
  catalog: CatalogPort;
  tokens: TokenStore;
  logger: Logger;
  /** Whether the current visitor is signed in (token UserID present and not '0'). */
  isSignedIn(): boolean;
}
