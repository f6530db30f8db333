/** The CSRF rule of the host's form routes (decision 21): only a post from a page of the same origin. */
import { describe, expect, it } from 'vitest';
import { isSameOriginPost } from '../../src/domain/security/same-origin-post';

const host = 'aurora.localhost:3000';

describe('isSameOriginPost', () => {
  it("trusts the browser's Sec-Fetch-Site first", () => {
    expect(isSameOriginPost({ host, secFetchSite: 'same-origin', origin: 'http://evil.example' })).toBe(true);
    for (const site of ['same-site', 'cross-site', 'none'])
      expect(isSameOriginPost({ host, secFetchSite: site, origin: `http://${host}` })).toBe(false);
  });

  it('then the Origin, then the Referer, each against the Host', () => {
    expect(isSameOriginPost({ host, origin: `http://${host}` })).toBe(true);
    expect(isSameOriginPost({ host, origin: 'http://aurora.localhost:3001' })).toBe(false);
    expect(isSameOriginPost({ host, origin: 'null', referer: `http://${host}/cart` })).toBe(false);
    expect(isSameOriginPost({ host, referer: `http://${host}/signin?x=1` })).toBe(true);
    expect(isSameOriginPost({ host, referer: 'http://studio.localhost:3000/' })).toBe(false);
    expect(isSameOriginPost({ host, referer: 'not a url' })).toBe(false);
  });

  it('refuses a post that says nothing of where it came from', () => {
    expect(isSameOriginPost({ host })).toBe(false);
  });
});
