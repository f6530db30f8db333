/**
 * A CookieJar that reads and writes nothing of the visitor's: builder pages (/editor, /preview)
 * keep whatever they set for the page's lifetime only, so the editor never reads or changes a
 * shopper's identity, cart, bypass or tracking cookies, and sends no Set-Cookie.
 */
import type { CookieJar } from './cookie-token-store';

export class MemoryCookieJar implements CookieJar {
  private readonly cookies = new Map<string, string>();

  get(name: string): string | undefined {
    return this.cookies.get(name) || undefined;
  }

  set(name: string, value: string, options: { maxAgeSeconds: number }): void {
    if (options.maxAgeSeconds <= 0) this.cookies.delete(name);
    else this.cookies.set(name, value);
  }
}
