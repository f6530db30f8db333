/** CookieJar over document.cookie, for the browser. */
import type { CookieJar, CookieOptions } from './cookie-token-store';
import { cookieAttributes } from './cookie-token-store';
import { parseCookieHeader } from './request-cookie-jar';

export class DocumentCookieJar implements CookieJar {
  get(name: string): string | undefined {
    return parseCookieHeader(document.cookie).get(name) || undefined;
  }

  set(name: string, value: string, options: CookieOptions): void {
    document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(options)}`;
  }
}
