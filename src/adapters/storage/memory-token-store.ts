/**
 * Tokens held in memory for one page, never in a cookie: the editor frame and preview links keep
 * their read-only preview token here. In a frame of another site the browser blocks cookies, and the
 * frame must never touch the shopper's own tokens anyway.
 */
import type { TokenStore } from '../../application/ports/token-store.port';
import type { TokenPair } from '../../domain/store/web-info';

export class MemoryTokenStore implements TokenStore {
  constructor(private pair: TokenPair | null = null) {}

  read(): TokenPair | null {
    return this.pair?.accessToken ? this.pair : null;
  }

  write(tokens: TokenPair): void {
    this.pair = tokens;
  }

  clear(): void {
    this.pair = null;
  }
}
