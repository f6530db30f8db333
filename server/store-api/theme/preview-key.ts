/**
 * The key of a theme's preview link (/preview?wtid=…&pv=…): an HMAC of the store and theme, so a
 * draft is visible to whoever the owner shares the link with, and to nobody guessing theme ids.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export class PreviewKeys {
  constructor(private readonly deps: { secret: string }) {}

  sign(webID: number, themeID: number): string {
    return createHmac('sha256', this.deps.secret).update(`theme-preview:${webID}:${themeID}`).digest('base64url');
  }

  verify(webID: number, themeID: number, key: string): boolean {
    const expected = Buffer.from(this.sign(webID, themeID));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
