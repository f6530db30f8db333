/** The access token's payload reader (services-factory.ts) reads what jwt-decode reads, and refuses what it refuses. */
import fc from 'fast-check';
import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';
import { decodeTokenPayload } from '../../../src/composition/services-factory';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const tokenOf = (payload: unknown) => `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;

describe('decodeTokenPayload', () => {
  it('reads any JSON payload (unicode included) as jwt-decode does', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ unit: 'grapheme' }), fc.jsonValue()), (payload) => {
        const token = tokenOf(payload);
        expect(decodeTokenPayload(token)).toEqual(jwtDecode(token));
      }),
    );
  });

  it('reads the store API claims of a real shape', () => {
    expect(decodeTokenPayload(tokenOf({ UserID: '42', WebID: 7, exp: 1_900_000_000, name: 'Zoë 東京' }))).toEqual({
      UserID: '42',
      WebID: 7,
      exp: 1_900_000_000,
      name: 'Zoë 東京',
    });
  });

  it('throws, as jwt-decode does, on a token without a payload, bad base64 or bad JSON', () => {
    for (const token of ['no-dots', 'a.b', `x.${base64url('not json')}.y`, 'x.a.y']) {
      expect(() => jwtDecode(token)).toThrow();
      expect(() => decodeTokenPayload(token)).toThrow();
    }
  });
});
