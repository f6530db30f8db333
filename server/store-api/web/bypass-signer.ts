/**
 * The maintenance bypass value: an HMAC of the store's webID under the token secret. The storefront
 * stores it in the mbypass_<webID> cookie and only the store API can tell a real one from a guess.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export class BypassSigner {
  constructor(private readonly deps: { secret: string }) {}

  sign(webID: number): string {
    return createHmac('sha256', this.deps.secret).update(`maintenance-bypass:${webID}`).digest('base64url');
  }

  verify(webID: number, value: string): boolean {
    const expected = Buffer.from(this.sign(webID));
    const given = Buffer.from(value);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
