/**
 * The key of a theme's preview link (/preview?wtid=…&pv=…, and the studio's own /editor frame): an
 * HMAC of the store, the theme and the theme's preview generation, so a draft is visible to whoever
 * the owner shares the link with, to nobody guessing theme ids, and to nobody once the owner revokes
 * the links (the generation moves on, and every key signed before it stops verifying).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export class PreviewKeys {
  constructor(private readonly deps: { secret: string }) {}

  sign(webID: number, themeID: number, generation: number): string {
    return createHmac('sha256', this.deps.secret).update(`theme-preview:${webID}:${themeID}:${generation}`).digest('base64url');
  }

  verify(webID: number, themeID: number, generation: number, key: string): boolean {
    const expected = Buffer.from(this.sign(webID, themeID, generation));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
