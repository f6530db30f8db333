/**
 * Which pages a browser may keep (src/ui/app/page-caching.ts): a page every visitor gets
 * alike is `private, no-cache`, so the back/forward cache applies and no shared cache holds it; every
 * personal page stays `no-store`. Pages are rendered by the real server entry.
 */
import { describe, expect, it } from 'vitest';
import { identityCalls } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';

const server = startSsrHostForFile();
const { newCustomer } = identityCalls(server);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';

const cacheControl = async (path: string, cookie?: string) => {
  const answer = await server.host.app.inject({
    method: 'GET',
    url: path,
    headers: { host: 'aurora.localhost:3000', 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
  });
  expect(answer.statusCode, path).toBe(200);
  return answer.headers['cache-control'];
};

describe('page caching', () => {
  it('lets the browser keep, and revalidate, the pages every visitor gets alike', async () => {
    for (const path of ['/', '/silk-camp-shirt', '/contact', '/?store=aurora'])
      expect(await cacheControl(path), path).toBe('private, no-cache');
  });

  it('keeps account, cart, checkout and sign-in pages out of every cache', async () => {
    for (const path of ['/cart', '/checkout', '/signin', '/signup', '/compare']) expect(await cacheControl(path), path).toBe('no-store');
  });

  it('keeps a page out of every cache once it is personal: a session, the no-JavaScript cart', async () => {
    const customer = await newCustomer('aurora');
    const session = `at_aurora_localhost=${customer.accessToken}; rt_aurora_localhost=${customer.refreshToken}`;
    expect(await cacheControl('/', session)).toBe('no-store');
    expect(await cacheControl('/silk-camp-shirt', 'wx_cart_1=7_2_0_')).toBe('no-store');
    expect(await cacheControl('/account', session)).toBe('no-store');
  });
});
