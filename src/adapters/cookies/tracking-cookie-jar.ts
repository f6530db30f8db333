/**
 * The tracking cookies over document.cookie. Not the token jar: these are first-party, Lax and only
 * Secure on https, because a store on its own plain-HTTP domain must still keep its visit (a Secure
 * cookie would be dropped there and every page would look like a new session).
 */
import type { TrackingCookies } from '../../application/ports/tracking-cookies.port';

export class TrackingCookieJar implements TrackingCookies {
  constructor(private readonly doc: Pick<Document, 'cookie'> & { location: Pick<Location, 'protocol'> } = document) {}

  get(name: string): string | undefined {
    for (const pair of this.doc.cookie.split(/;\s*/)) {
      const at = pair.indexOf('=');
      if (at > 0 && pair.slice(0, at) === name) {
        try {
          return decodeURIComponent(pair.slice(at + 1)) || undefined;
        } catch {
          return undefined;
        }
      }
    }
    return undefined;
  }

  set(name: string, value: string, options: { maxAgeSeconds: number }): void {
    const secure = this.doc.location.protocol === 'https:' ? '; Secure' : '';
    this.doc.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${options.maxAgeSeconds}; SameSite=Lax${secure}`;
  }
}
