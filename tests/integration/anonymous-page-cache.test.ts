/**
 * Whole pages kept a few seconds for anonymous visitors (decision 36, server/host/ssr/page-cache.ts):
 * the real server entry behind the host, with every render counted, so a page the cache answered is
 * one the entry never saw. The kept page carries a nonce of each answer's own and each visitor's own
 * guest tokens; personal requests, closed stores and other stores never get a kept page; a store
 * event (a theme published, the store closed) ends its kept pages at once.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { RenderInput } from '../../src/ui/entry-server';
import { identityCalls } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';

const rendered: string[] = [];
const server = startSsrHostForFile({
  onRender: (input: RenderInput) => rendered.push(`${input.host} ${new URL(input.request.url).pathname}`),
});
const { newCustomer, guest } = identityCalls(server);
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0.0.0 Safari/537.36';

beforeEach(() => {
  rendered.length = 0;
});

const page = async (host: string, path: string, cookie?: string) => {
  const answer = await server.host.app.inject({
    method: 'GET',
    url: path,
    headers: { host, 'user-agent': BROWSER, ...(cookie ? { cookie } : {}) },
  });
  const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1] ?? '';
  const cookies = ([] as string[]).concat(answer.headers['set-cookie'] ?? []);
  return {
    status: answer.statusCode,
    body: answer.body,
    nonce,
    cookies,
    location: answer.headers.location,
    title: /<title>([^<]*)<\/title>/.exec(answer.body)?.[1] ?? '',
  };
};

const cookieValue = (cookies: string[], prefix: string) => cookies.find((cookie) => cookie.startsWith(prefix))?.split(';')[0];

let address = 0;
async function owner(store: string, path: string, token: string | null, body?: unknown) {
  const answer = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'x-forwarded-for': `198.51.100.${++address}`,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await answer.json()) as { status: number; data: Record<string, unknown> };
  expect(envelope.status, `${store} ${path}`).toBe(200);
  return envelope.data;
}
const ownerToken = async (store: string) =>
  (await owner(store, '/Owner/SignIn', null, { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' }))
    .ownerToken as string;

describe('the anonymous page cache', () => {
  it('answers a second anonymous visitor from the cache, with a nonce and guest tokens of its own', async () => {
    const first = await page('aurora.localhost:3000', '/contact');
    const second = await page('aurora.localhost:3000', '/contact');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(rendered).toEqual(['aurora.localhost:3000 /contact']);
    expect(second.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(second.nonce).not.toBe(first.nonce);
    // The same page, only the nonce swapped: on every tag that had it, and nowhere the first one remains.
    expect(second.body).not.toContain(first.nonce);
    expect(second.body.split(second.nonce).length).toBe(first.body.split(first.nonce).length);
    expect(second.body.split(second.nonce).length).toBeGreaterThan(2);
    expect(second.body.replaceAll(second.nonce, first.nonce)).toBe(first.body);
    // Each visitor holds a guest token pair of its own, never one issued to the page's first visitor.
    const firstRefresh = cookieValue(first.cookies, 'rt_aurora_localhost=');
    const secondRefresh = cookieValue(second.cookies, 'rt_aurora_localhost=');
    expect(firstRefresh).toBeTruthy();
    expect(secondRefresh).toBeTruthy();
    expect(secondRefresh).not.toBe(firstRefresh);
    expect(second.cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(first.cookies.map((cookie) => cookie.split('=')[0]).sort());
    // The kept page's pair is a genuine guest pair of the page's store: it opens that store's calls.
    const access = (cookies: string[]) => cookieValue(cookies, 'at_aurora_localhost=')!.split('=')[1]!;
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { WebID: number; UserID: string };
    expect(claims(access(second.cookies))).toMatchObject({ WebID: claims(access(first.cookies)).WebID, UserID: '0' });
    const answer = await fetch(`${server.baseUrl}/Catalog/GetCategories`, {
      headers: { authorization: `Bearer ${access(second.cookies)}` },
    });
    expect(answer.status).toBe(200);
  });

  it("answers a guest holding the store's pair from the cache: the same page a render gives, their pair kept or renewed", async () => {
    const visitor = await guest('aurora.localhost');
    const pair = `at_aurora_localhost=${visitor.accessToken}; rt_aurora_localhost=${visitor.refreshToken}`;
    // What a render gives this guest (nothing kept yet for the page): kept for whoever comes next.
    const renderedForGuest = await page('aurora.localhost:3000', '/silk-wrap-dress', pair);
    expect(rendered).toEqual(['aurora.localhost:3000 /silk-wrap-dress']);
    rendered.length = 0;
    const keptForAnyone = await page('aurora.localhost:3000', '/silk-wrap-dress');
    const keptForGuest = await page('aurora.localhost:3000', '/silk-wrap-dress', pair);
    expect(rendered).toEqual([]);
    expect(keptForGuest.status).toBe(200);
    expect(keptForGuest.body.replaceAll(keptForGuest.nonce, 'N')).toBe(renderedForGuest.body.replaceAll(renderedForGuest.nonce, 'N'));
    expect(keptForAnyone.body.replaceAll(keptForAnyone.nonce, 'N')).toBe(renderedForGuest.body.replaceAll(renderedForGuest.nonce, 'N'));
    expect(keptForAnyone.cookies.length).toBeGreaterThan(0);
    // Their valid pair stays theirs: no new cookie.
    expect(keptForGuest.cookies).toEqual([]);
    // A pair whose access token is gone (or expired) but whose refresh token is the store's guest's: a new pair.
    const renewed = await page(
      'aurora.localhost:3000',
      '/silk-wrap-dress',
      `at_aurora_localhost=expired; rt_aurora_localhost=${visitor.refreshToken}`,
    );
    expect(rendered).toEqual([]);
    expect(cookieValue(renewed.cookies, 'at_aurora_localhost=')).toBeTruthy();
    expect(cookieValue(renewed.cookies, 'rt_aurora_localhost=')).not.toBe(`rt_aurora_localhost=${visitor.refreshToken}`);
  });

  it("answers a returning guest with a live cart from the cache; their cart page, never kept, shows the cart's mirror", async () => {
    const visitor = await guest('aurora.localhost');
    const { WebID } = JSON.parse(Buffer.from(visitor.accessToken.split('.')[1]!, 'base64url').toString()) as { WebID: number };
    const pair = `at_aurora_localhost=${visitor.accessToken}; rt_aurora_localhost=${visitor.refreshToken}`;
    // The mirror every live page writes: an empty cart's, or the lines of one.
    const [emptied, filled] = [`${pair}; wx_cartmirror_${WebID}=empty`, `${pair}; wx_cartmirror_${WebID}=7_2_0_`];
    await page('aurora.localhost:3000', '/linen-shirt-dress', filled);
    rendered.length = 0;
    const products = [
      await page('aurora.localhost:3000', '/linen-shirt-dress', filled),
      await page('aurora.localhost:3000', '/linen-shirt-dress', emptied),
    ];
    expect(rendered).toEqual([]);
    expect(products.map((product) => product.status)).toEqual([200, 200]);
    const cart = await page('aurora.localhost:3000', '/cart', emptied);
    const first = await page('aurora.localhost:3000', '/cart');
    expect(rendered).toEqual(['aurora.localhost:3000 /cart', 'aurora.localhost:3000 /cart']);
    expect(cart.body).toMatch(/<p class="card">Your cart is empty\.<\/p>/);
    // A first visitor's cart page waits for the cart in the browser.
    expect(first.body).not.toMatch(/<p class="card">Your cart is empty\.<\/p>/);
  });

  it("renders every time for a visitor with a session, another store's or a forged pair, a cart or a store pass", async () => {
    await page('aurora.localhost:3000', '/');
    const customer = await newCustomer('aurora');
    const nordicGuest = await guest('nordic.localhost');
    const visitor = await guest('aurora.localhost');
    const personal = [
      `at_aurora_localhost=${customer.accessToken}; rt_aurora_localhost=${customer.refreshToken}`,
      // A guest's access token beside a customer's refresh token is not a guest's pair.
      `at_aurora_localhost=${visitor.accessToken}; rt_aurora_localhost=${customer.refreshToken}`,
      `at_aurora_localhost=${nordicGuest.accessToken}; rt_aurora_localhost=${nordicGuest.refreshToken}`,
      `at_aurora_localhost=${visitor.accessToken.slice(0, -2)}xx`,
      `at_aurora_localhost=${visitor.accessToken}; at_nordic_localhost=${nordicGuest.accessToken}`,
      'wx_cart_1=7_2_0_',
      'mbypass_1=anything',
    ];
    rendered.length = 0;
    for (const cookie of personal) expect((await page('aurora.localhost:3000', '/', cookie)).status).toBe(200);
    expect(rendered).toHaveLength(personal.length);
    // Nor does a personal page fill the cache for the next anonymous visitor of a page not kept yet.
    await page('aurora.localhost:3000', '/silk-camp-shirt', personal[0]);
    rendered.length = 0;
    await page('aurora.localhost:3000', '/silk-camp-shirt');
    expect(rendered).toEqual(['aurora.localhost:3000 /silk-camp-shirt']);
  });

  it('never keeps a personal page, whoever asks', async () => {
    for (const path of ['/cart', '/checkout', '/signin', '/account', '/wishlist']) {
      await page('aurora.localhost:3000', path);
      await page('aurora.localhost:3000', path);
    }
    expect(rendered).toHaveLength(10);
  });

  it("keeps one store's page from another store's visitors, on its own host and on the shared host", async () => {
    const aurora = await page('aurora.localhost:3000', '/');
    const nordic = await page('nordic.localhost:3000', '/');
    expect(nordic.title).not.toBe(aurora.title);
    const chosen = await page('localhost:3000', '/?store=aurora');
    const remembered = await page('localhost:3000', '/', 'wx_store=nordic');
    const rememberedAurora = await page('localhost:3000', '/', 'wx_store=aurora');
    expect(chosen.title).toBe(aurora.title);
    expect(remembered.title).toBe(nordic.title);
    expect(rememberedAurora.title).toBe(aurora.title);
    expect(rendered.filter((at) => at.startsWith('localhost:3000'))).toHaveLength(3);
  });

  it('shows a published theme on the next request', async () => {
    // A page of its own (the query is part of the key), so no other test's kept page is in the way.
    const home = '/?from=publish';
    await page('nordic.localhost:3000', home);
    const before = await page('nordic.localhost:3000', home);
    expect(rendered).toEqual(['nordic.localhost:3000 /']);
    const token = await ownerToken('nordic');
    const draft = (await owner('nordic', '/Theme/GetDraft', token)) as { themeData: { sections: unknown[] }; revision: number };
    await owner('nordic', '/Theme/SaveDraft', token, {
      ThemeData: { ...draft.themeData, sections: [...draft.themeData.sections].reverse() },
      Revision: draft.revision,
    });
    await owner('nordic', '/Theme/Publish', token, {});
    const after = await page('nordic.localhost:3000', home);
    expect(rendered).toEqual(['nordic.localhost:3000 /', 'nordic.localhost:3000 /']);
    expect(after.body.replaceAll(after.nonce, before.nonce)).not.toBe(before.body);
  });

  it('never answers from the cache for a closed store: closing it ends its kept pages, and its gate is never kept', async () => {
    const home = '/?from=closing';
    expect((await page('sakura.localhost:3000', home)).status).toBe(200);
    expect((await page('sakura.localhost:3000', home)).status).toBe(200);
    expect(rendered).toHaveLength(1);
    const token = await ownerToken('sakura');
    await owner('sakura', '/Web/SetMaintenance', token, { IsMaintenance: true });
    try {
      const closed = await page('sakura.localhost:3000', home);
      expect(closed.status).toBe(302);
      expect(closed.location).toBe('/maintenance');
      rendered.length = 0;
      expect((await page('sakura.localhost:3000', '/maintenance')).status).toBe(200);
      expect((await page('sakura.localhost:3000', '/maintenance')).status).toBe(200);
      expect(rendered).toHaveLength(2);
    } finally {
      await owner('sakura', '/Web/SetMaintenance', token, { IsMaintenance: false });
    }
  });
});
