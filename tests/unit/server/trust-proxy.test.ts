import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../../server/trust-proxy';

describe('TRUST_PROXY', () => {
  it('is off unless set', () => {
    for (const value of [undefined, '', '0', 'off', 'false']) expect(parseTrustProxy(value)).toBe(false);
  });

  it('takes a count of proxies in front', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 20 }), (hops) => parseTrustProxy(String(hops)) === hops));
  });

  it("takes the proxies' addresses and ranges", () => {
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16 ::1,fd00::/8')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8']);
  });

  it('refuses to trust every hop, and names what is not an address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/never "trust everything"/);
    expect(() => parseTrustProxy('*')).toThrow(/never "trust everything"/);
    expect(() => parseTrustProxy('10.0.0.1, nginx')).toThrow('TRUST_PROXY: not an address or CIDR range: nginx');
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/);
  });
});
