/**
 * TokenStore over the host-named cookies of spec section 3 (at_/rt_ + host, SameSite none, secure).
 * The same class serves the browser (document.cookie) and the server (request Cookie header in,
 * Set-Cookie headers out) through a small CookieJar.
 */
import type { TokenStore } from '../../application/ports/token-store.port';
import { accessTokenCookieName, refreshTokenCookieName } from '../../domain/store/token-cookies';
import type { TokenPair } from '../../domain/store/web-info';

export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
}

/** `sameSite: 'Lax'`: a first-party cookie only this site's pages and top-level visits carry (the tokens are `None; Secure`). */
export interface CookieOptions {
  maxAgeSeconds: number;
  sameSite?: 'Lax';
}

/** A Set-Cookie's attributes: the token cookies' unless the cookie asks for Lax. */
export function cookieAttributes(options: CookieOptions): string {
  return options.sameSite === 'Lax'
    ? `Path=/; Max-Age=${options.maxAgeSeconds}; SameSite=Lax`
    : tokenCookieAttributes(options.maxAgeSeconds);
}

const REFRESH_MAX_AGE = 30 * 24 * 60 * 60;

export class CookieTokenStore implements TokenStore {
  constructor(private readonly deps: { jar: CookieJar; host: string }) {}

  read(): TokenPair | null {
    const accessToken = this.deps.jar.get(accessTokenCookieName(this.deps.host));
    const refreshToken = this.deps.jar.get(refreshTokenCookieName(this.deps.host));
    return accessToken && refreshToken ? { accessToken, refreshToken } : null;
  }

  write(tokens: TokenPair): void {
    this.deps.jar.set(accessTokenCookieName(this.deps.host), tokens.accessToken, { maxAgeSeconds: REFRESH_MAX_AGE });
    this.deps.jar.set(refreshTokenCookieName(this.deps.host), tokens.refreshToken, { maxAgeSeconds: REFRESH_MAX_AGE });
  }

  clear(): void {
    this.deps.jar.set(accessTokenCookieName(this.deps.host), '', { maxAgeSeconds: 0 });
    this.deps.jar.set(refreshTokenCookieName(this.deps.host), '', { maxAgeSeconds: 0 });
  }
}

/** Cookie attributes of the token cookies. */
export function tokenCookieAttributes(maxAgeSeconds: number): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; SameSite=None; Secure`;
}
