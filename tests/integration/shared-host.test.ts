/**
 * The platform's shared host (`localhost/?store=<name>`, decision 70): every store chosen there shares
 * one origin, so one store's page can read another's shopper tokens. The owner's scripts never run
 * there, whatever OWNER_SCRIPTS says, and in production the shared host chooses no store unless the
 * operator opts in (DEV_SHARED_HOST_STORES=1, for development and tests only).
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { OFFLINE_LIVE_CONFIG } from '../../src/domain/tracking/live-config';
import { startSsrHostForFile } from './support/ssr-host';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
/** Owner scripts loaded for real, as a production host without OWNER_SCRIPTS does. */
const loading = startSsrHostForFile({ config: { live: { ...OFFLINE_LIVE_CONFIG, ownerScripts: 'load' } } });
/** A production host's shared hosts as its environment gives them, without the opt-in. */
const production = startSsrHostForFile({
  config: { platformHosts: loadConfig({ NODE_ENV: 'production' }).platformHosts },
  joinDatabase: Boolean(process.env.TEST_DATABASE_URL),
});

type Server = typeof loading;
const get = (server: Server, url: string, host: string) =>
  server.host.app.inject({ method: 'GET', url, headers: { host, 'user-agent': BROWSER } });

/** What the page tells its live layer to do with the owner's scripts (the page config's live part). */
function ownerScriptsOf(html: string): string | undefined {
  const config = /window\.__WX_CONFIG__=(\{.*?\})<\/script>/.exec(html)?.[1];
  return config ? (JSON.parse(config) as { live?: { ownerScripts?: string } }).live?.ownerScripts : undefined;
}

describe("a store's page on the shared host", () => {
  it("starts none of the owner's scripts, which the same page on the store's own domain loads", async () => {
    const own = await get(loading, '/', 'nordic.localhost:3000');
    expect(own.statusCode).toBe(200);
    expect(ownerScriptsOf(own.body)).toBe('load');

    for (const [url, host] of [
      ['/?store=nordic', 'localhost:3000'],
      ['/dresses?store=aurora', '127.0.0.1:3000'],
    ] as const) {
      const shared = await get(loading, url, host);
      expect(shared.statusCode, url).toBe(200);
      expect(ownerScriptsOf(shared.body), url).toBe('off');
    }
  });
});

describe('the shared host in production without DEV_SHARED_HOST_STORES', () => {
  it('chooses no store with ?store=: the request goes to the not-found page, and no token or store cookie is handed out', async () => {
    for (const [url, host] of [
      ['/?store=aurora', 'localhost:3000'],
      ['/cart?store=nordic', '127.0.0.1:3000'],
    ] as const) {
      const answer = await get(production, url, host);
      expect(answer.statusCode, url).toBe(302);
      expect(answer.headers.location, url).toMatch(/^\/store-not-found\?ec=/);
      const handedOut = [answer.headers['set-cookie'] ?? []].flat().filter((cookie) => /^(at_|rt_|wx_store)[^=]*=[^;]/.test(cookie));
      expect(handedOut, url).toEqual([]);
    }
    // The stores' own domains still serve them.
    expect((await get(production, '/', 'aurora.localhost:3000')).statusCode).toBe(200);
  });
});
