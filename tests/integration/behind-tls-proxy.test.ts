/**
 * Behind a proxy that ends TLS (docs/deploy.md): with TRUST_PROXY naming it, the page's canonical,
 * Open Graph and JSON-LD URLs are https, as the shopper's address bar is; without it, a client's own
 * X-Forwarded-Proto is not believed.
 */
import { describe, expect, it } from 'vitest';
import { startSsrHostForFile } from './support/ssr-host';

const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const behindProxy = startSsrHostForFile({ config: { trustProxy: 1 } });
const direct = startSsrHostForFile({ config: { trustProxy: false } });

async function pageUrls(server: typeof direct): Promise<{ canonical: string; ogUrl: string; jsonLdUrl: string }> {
  const answer = await server.host.app.inject({
    method: 'GET',
    url: '/satin-maxi-dress',
    headers: { host: 'aurora.localhost:3000', 'user-agent': SHOPPER, 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.5' },
  });
  expect(answer.statusCode).toBe(200);
  const html = answer.body;
  const product = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; url?: string })
    .find((ld) => ld['@type'] === 'Product');
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!,
    ogUrl: /<meta property="og:url" content="([^"]+)"/.exec(html)![1]!,
    jsonLdUrl: product!.url!,
  };
}

describe('a page behind a proxy that ends TLS', () => {
  it("names its https address when the proxy is trusted, and does not believe a client's X-Forwarded-Proto otherwise", async () => {
    const https = 'https://aurora.localhost:3000/satin-maxi-dress';
    expect(await pageUrls(behindProxy)).toEqual({ canonical: https, ogUrl: https, jsonLdUrl: https });
    const http = https.replace('https:', 'http:');
    expect(await pageUrls(direct)).toEqual({ canonical: http, ogUrl: http, jsonLdUrl: http });
  });
});
