/** CookieJar over document.cookie, for the browser. */
import type { CookieJar } from './cookie-token-store';
import { tokenCookieAttributes } from './cookie-token-store';
import { parseCookieHeader } from './request-cookie-jar';

export class DocumentCookieJar implements CookieJar {
  get(name: string): string | undefined {
    return parseCookieHeader(document.cookie).get(name) || undefined;
  }

  set(name: string, value: string, options: { maxAgeSeconds: number }): void {
    document.cookie = `${name}=${encodeURIComponent(value)}; ${tokenCookieAttributes(options.maxAgeSeconds)}`;
  }
}
