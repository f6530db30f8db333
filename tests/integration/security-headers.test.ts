/**
 * The hardening headers of every answer and the page policy's nonce (server/host/security-headers.ts):
 * the host with a stand-in SSR runtime, so the test sees exactly what the host adds.
 */
import { describe, expect, it } from 'vitest';
import type { SsrRuntime } from '../../server/host/ssr/ssr-handler';
import { startStoreApiForFile } from './support/test-server';

const TEMPLATE =
  '<html><head><meta property="csp-nonce" nonce="__WX_CSP_NONCE__"><!--app-head--></head><body><!--app-html--><script type="module" src="/assets/x.js" nonce="__WX_CSP_NONCE__"></script></body></html>';

const ssr: SsrRuntime = {
  template: async () => TEMPLATE,
  studioPage: async () => TEMPLATE,
  // A product text with `$&` in it must land as written, never as a replacement pattern.
  render: async (input) => ({
    type: 'html',
    status: 200,
    setCookies: [],
    head: `<script nonce="${input.nonce}">1</script>`,
    html: Promise.resolve(Buffer.from('<p>Price: $& more</p>')),
    cacheControl: 'no-store',
    store: null,
  }),
  guestCookies: () => [],
};

const server = startStoreApiForFile({ ssr });

const page = (path: string, headers: Record<string, string> = {}) =>
  server.host.app.inject({ method: 'GET', url: path, headers: { host: 'aurora.localhost', ...headers } });

function scriptNonce(policy: string): string {
  return /'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
}

describe('page answers', () => {
  it('carry a nonce policy whose nonce is on every tag of the page, new for every page', async () => {
    const first = await page('/signin');
    const policy = String(first.headers['content-security-policy']);
    const nonce = scriptNonce(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(first.body).not.toContain('__WX_CSP_NONCE__');
    expect(first.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${nonce}"`, `nonce="${nonce}"`, `nonce="${nonce}"`]);
    expect(first.body).toContain('<p>Price: $& more</p>');
    expect(first.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const second = await page('/signin');
    expect(scriptNonce(String(second.headers['content-security-policy']))).not.toBe(nonce);
  });

  it('let only the studio frame the editor and preview pages', async () => {
    for (const path of ['/editor', '/preview']) {
      const answer = await page(path);
      expect(answer.headers['content-security-policy']).toContain('frame-ancestors http://studio.localhost');
      expect(answer.headers['content-security-policy']).not.toContain("frame-ancestors 'self'");
      // X-Frame-Options cannot name an origin, so it would forbid the studio: it is left off there.
      expect(answer.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('keep the studio itself out of every frame', async () => {
    const answer = await page('/', { host: 'studio.localhost' });
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.body).not.toContain('__WX_CSP_NONCE__');
  });

  it('send HSTS only over HTTPS, where browsers honour it', async () => {
    expect((await page('/')).headers['strict-transport-security']).toBeUndefined();
    expect((await page('/', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });
});

describe('other answers', () => {
  it('carry the headers too, with a policy that runs nothing if a browser ever renders them', async () => {
    for (const path of [
      '/store-api/Health',
      '/placeholder/10x10.svg',
      '/store-not-found',
      '/store-api/Web/GetWebInfo?Domain=nosuch.localhost',
    ]) {
      const answer = await page(path);
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      expect(answer.headers['content-security-policy'], path).toMatch(/^default-src 'none'/);
      expect(answer.headers['x-frame-options'], path).toBe('SAMEORIGIN');
    }
  });
});
