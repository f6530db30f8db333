/**
 * The store API client of a render has two transports (decision 49): HTTP (ky over fetch, a store
 * API elsewhere) and in process (the embedded store API's `call`, read routes run as functions).
 * The same port contracts run over both, and the same raw calls (well-formed, malformed, without a
 * token, with another store's token, to a closed store, rate-limited, unknown) get the same status
 * and the same envelope either way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpCatalog } from '../../src/adapters/http/http-catalog';
import { HttpListing } from '../../src/adapters/http/http-listing';
import { HttpPages } from '../../src/adapters/http/http-pages';
import { HttpProduct } from '../../src/adapters/http/http-product';
import { HttpWebInfo } from '../../src/adapters/http/http-web-info';
import { createInProcessStoreApiClient } from '../../src/adapters/http/in-process-store-api-client';
import { createStoreApiClient, type StoreApiClient } from '../../src/adapters/http/store-api-client';
import { listingContract } from '../contract/listing.contract';
import { productPortContract } from '../contract/product-port.contract';
import { storeApiContract } from '../contract/store-api.contract';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

type ClientOf = (token: string | null) => StoreApiClient;
const transports: Array<[string, ClientOf]> = [
  ['HTTP', (token) => createStoreApiClient({ baseUrl: server.baseUrl, accessToken: () => token })],
  ['in process', (token) => createInProcessStoreApiClient({ baseUrl: '', accessToken: () => token, transport: server.host.storeApiCall! })],
];

const tokens = new Map<string, string>();
beforeAll(async () => {
  for (const store of ['aurora', 'nordic', 'atelier']) {
    const info = await new HttpWebInfo({ client: transports[0]![1](null) }).getWebInfo({ domain: store, themeId: null });
    if (!info.ok) throw new Error(`${store} missing`);
    tokens.set(store, info.info.tokens!.accessToken);
  }
});

for (const [name, client] of transports) {
  storeApiContract(`${name} client on the embedded server`, async () => ({
    webInfo: new HttpWebInfo({ client: client(null) }),
    catalog: (token) => new HttpCatalog({ client: client(token) }),
    knownDomain: 'aurora.localhost',
    categorySlug: 'dresses',
  }));

  productPortContract(`${name} client on the embedded server`, async () => ({
    webInfo: new HttpWebInfo({ client: client(null) }),
    catalog: (token) => new HttpCatalog({ client: client(token) }),
    product: (token) => new HttpProduct({ client: client(token) }),
    knownDomain: 'aurora.localhost',
  }));

  let category = { id: 0, name: '' };
  listingContract(`${name} client on the embedded server`, async () => {
    const token = tokens.get('aurora')!;
    const page = await new HttpPages({ client: client(token) }).resolvePage('dresses');
    if (page?.listing?.kind !== 'category') throw new Error('dresses is not a category');
    category = { id: page.listing.id, name: page.listing.name };
    return {
      listing: (accessToken) => new HttpListing({ client: client(accessToken) }),
      accessToken: async () => token,
      category,
      keyword: 'linen',
    };
  });
}

interface RawCall {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  search?: string;
  /** Whose token the call carries, if any. */
  store?: string;
  body?: unknown;
}

const RAW_CALLS: RawCall[] = [
  { name: 'a product', path: 'Catalog/GetProduct', search: 'ProductID=1', store: 'aurora' },
  { name: 'a malformed product id', path: 'Catalog/GetProduct', search: 'ProductID=abc', store: 'aurora' },
  { name: 'a product id too large for the database', path: 'Catalog/GetProduct', search: 'ProductID=99999999999', store: 'aurora' },
  { name: 'no token', path: 'Catalog/GetProduct', search: 'ProductID=1' },
  { name: 'another store’s product', path: 'Catalog/GetProduct', search: 'ProductID=1', store: 'nordic' },
  { name: 'a closed store', path: 'Catalog/GetProducts', search: 'Source=latest&Limit=4', store: 'atelier' },
  { name: 'cards', path: 'Catalog/GetProducts', search: 'Source=latest&Limit=4', store: 'aurora' },
  { name: 'cards with a malformed limit', path: 'Catalog/GetProducts', search: 'Source=latest&Limit=-1', store: 'aurora' },
  { name: 'a name given twice', path: 'Catalog/GetCategories', search: 'Limit=2&Limit=3', store: 'aurora' },
  { name: 'a listing', path: 'Catalog/GetListing', search: 'Scope=all&Sort=1&Page=1&Recs=12', store: 'aurora' },
  { name: 'a malformed listing', path: 'Catalog/GetListing', search: 'Scope=nothing', store: 'aurora' },
  { name: 'a flat URL', path: 'Page/Resolve', search: 'Slug=dresses', store: 'aurora' },
  { name: 'no page there', path: 'Page/Resolve', search: 'Slug=no-such-page', store: 'aurora' },
  { name: 'collections', path: 'Catalog/GetCollections', store: 'aurora' },
  { name: 'reviews', path: 'Catalog/GetReviews', search: 'ProductID=1&Sort=1&Page=1', store: 'aurora' },
  { name: 'web info without a domain', path: 'Web/GetWebInfo' },
  { name: 'web info of no store', path: 'Web/GetWebInfo', search: 'Domain=no-such-store' },
  { name: 'a rate-limited read', path: 'Catalog/Suggest', search: 'Keyword=linen', store: 'aurora' },
  { name: 'an unknown call', path: 'Catalog/NoSuchCall', store: 'aurora' },
  { name: 'a malformed sign-in', method: 'POST', path: 'Account/SignIn', body: { Email: 'not an address' }, store: 'aurora' },
];

let address = 0;
/** The same call over HTTP and in process, each from an address of its own (rate limits count per address). */
async function bothWays(call: RawCall) {
  const method = call.method ?? 'GET';
  const token = call.store ? tokens.get(call.store)! : null;
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
  };
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const search = call.search ?? '';
  const overHttp = await fetch(`${server.baseUrl}/${call.path}${search ? `?${search}` : ''}`, {
    method,
    headers: { ...headers, 'x-forwarded-for': `203.0.113.${(address += 1)}` },
    ...(body !== undefined ? { body } : {}),
  });
  const inProcess = await server.host.storeApiCall!({
    method,
    path: call.path,
    search,
    headers: { ...headers, 'x-forwarded-for': `203.0.113.${(address += 1)}` },
    ...(body !== undefined ? { body } : {}),
  });
  return { http: { status: overHttp.status, body: (await overHttp.json()) as unknown }, inProcess };
}

describe('one call, either transport', () => {
  it.each(RAW_CALLS)('$name: the same status and envelope', async (call) => {
    const { http, inProcess } = await bothWays(call);
    expect(inProcess).toEqual(http);
  });

  it('refuses the same way: the statuses cover success, 400, 401, 404 and a closed store', async () => {
    const statuses = new Set<number>();
    for (const call of RAW_CALLS) statuses.add((await bothWays(call)).inProcess.status);
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404, 503]));
  });

  it('counts a rate limit the same way: the same number of sign-ins before the 429', async () => {
    const attemptsUntilRefused = async (send: () => Promise<number>) => {
      for (let n = 1; n <= 30; n += 1) if ((await send()) === 429) return n;
      return null;
    };
    const token = tokens.get('aurora')!;
    const signIn = { Password: 'wrong-password-1' };
    const http = await attemptsUntilRefused(
      async () =>
        (
          await fetch(`${server.baseUrl}/Account/SignIn`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
            body: JSON.stringify({ ...signIn, Email: 'http@example.com' }),
          })
        ).status,
    );
    const inProcess = await attemptsUntilRefused(
      async () =>
        (
          await server.host.storeApiCall!({
            method: 'POST',
            path: 'Account/SignIn',
            search: '',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.78' },
            body: JSON.stringify({ ...signIn, Email: 'local@example.com' }),
          })
        ).status,
    );
    expect(http).not.toBeNull();
    expect(inProcess).toBe(http);
  });
});
