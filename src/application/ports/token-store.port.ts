import type { TokenPair } from '../../domain/store/web-info';

/** Where the access and refresh tokens live: the host-named cookies at_/rt_ of spec section 3. */
export interface TokenStore {
  read(): TokenPair | null;
  write(tokens: TokenPair): void;
  clear(): void;
}
