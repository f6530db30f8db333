/** CookieJar for server rendering: reads the request's Cookie header and records Set-Cookie headers. */
import type { CookieJar, CookieOptions } from './cookie-token-store';
import { cookieAttributes } from './cookie-token-store';

export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      cookies.set(name, part.slice(index + 1).trim());
    }
  }
  return cookies;
}

export class RequestCookieJar implements CookieJar {
  private readonly cookies: Map<string, string>;
  readonly setCookieHeaders: string[] = [];

  constructor(cookieHeader: string | null | undefined) {
    this.cookies = parseCookieHeader(cookieHeader);
  }

  get(name: string): string | undefined {
    return this.cookies.get(name) || undefined;
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.cookies.set(name, value);
    this.setCookieHeaders.push(`${name}=${encodeURIComponent(value)}; ${cookieAttributes(options)}`);
  }
}
