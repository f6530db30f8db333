/**
 * `{path}/_payload.json` (spec section 7, build files): a page's route data as JSON, the same data
 * its HTML carries for hydration, with the page's own status; other stores' pages are not reachable.
 */
import { describe, expect, it } from 'vitest';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const SHOPPER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const get = (store: string, url: string) =>
  server.host.app.inject({ method: 'GET', url, headers: { host: `${store}.localhost:3000`, 'user-agent': SHOPPER } });

describe("a page's payload", () => {
  it("answers a product page's data as JSON", async () => {
    const answer = await get('aurora', '/satin-sundress/_payload.json');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const payload = answer.json() as { path: string; data: Record<string, unknown> };
    expect(payload.path).toBe('/satin-sundress');
    expect(JSON.stringify(payload.data)).toContain('Satin Sundress');
    expect(JSON.stringify(payload.data)).not.toMatch(/accessToken|refreshToken|previewToken/);
  });

  it("answers the home page's at /_payload.json, and a missing page's with its 404", async () => {
    const home = await get('nordic', '/_payload.json');
    expect(home.statusCode).toBe(200);
    expect((home.json() as { path: string }).path).toBe('/');
    expect((await get('nordic', '/no-such-page/_payload.json')).statusCode).toBe(404);
  });
});
