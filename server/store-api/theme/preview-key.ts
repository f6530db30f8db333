/**
 * The key of a theme's preview link (/preview?wtid=…&pv=…, and the studio's own /editor frame):
 * `<expiry>.<HMAC of the store, the theme, the theme's preview generation and the expiry>`, so a
 * draft is visible to whoever the owner shares the link with, for a week, to nobody guessing theme
 * ids, and to nobody once the owner revokes the links (the generation moves on, and every key signed
 * before it stops verifying). The studio signs a fresh key each time it opens the draft.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a shared preview link opens the draft. */
export const PREVIEW_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

export class PreviewKeys {
  constructor(private readonly deps: { secret: string; now?: () => number }) {}

  sign(webID: number, themeID: number, generation: number): string {
    const expires = Math.floor(this.now() / 1000) + PREVIEW_LINK_TTL_SECONDS;
    return `${expires}.${this.mac(webID, themeID, generation, expires)}`;
  }

  verify(webID: number, themeID: number, generation: number, key: string): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(key);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= this.now()) return false;
    const expected = Buffer.from(this.mac(webID, themeID, generation, expires));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private mac(webID: number, themeID: number, generation: number, expires: number): string {
    return createHmac('sha256', this.deps.secret).update(`theme-preview:${webID}:${themeID}:${generation}:${expires}`).digest('base64url');
  }

  private now(): number {
    return this.deps.now ? this.deps.now() : Date.now();
  }
}
