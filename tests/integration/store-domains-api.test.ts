/**
 * Stores' domains (decision 98) with PLATFORM_DOMAIN=shops.test: every store answers at
 * `<name>.shops.test` with no row for it; an owner adds a domain of their own, which serves nothing
 * until the check job finds its TXT record (through the fake resolver), then can become primary, after
 * which the store's other names answer 301 to it and its links follow it. Bad input is a 400 naming
 * the field; another store's domain can be neither seen nor claimed; a suspended or deleted store's
 * domain answers the unavailable or not-found page; every instance forgets its cached lookups at once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeDomains, stores } from '../../server/store-api/db/schema';
import { deleteStore } from '../../server/store-api/db/store-data';
import { createStore } from '../../server/store-api/stores/create-store';
import { setSuspended } from '../../server/store-api/stores/store-lifecycle';
import { FakeTxtResolver } from '../fakes/fake-txt-resolver';
import { fieldsOf, identityCalls, type Any } from './support/identity-calls';
import { startSsrHostForFile } from './support/ssr-host';
import { within } from './support/within';

const resolver = new FakeTxtResolver();
const server = startSsrHostForFile({
  config: { platformDomain: 'shops.test', txtResolver: resolver, jobs: { pollMs: 50, backoff: { baseMs: 100, capMs: 200 } } },
});
const { call } = identityCalls(server);
const db = () => server.host.database!.db;
const page = (url: string, host: string) => server.host.app.inject({ method: 'GET', url, headers: { host } });
const CUSTOM = 'shop.aurora-goods.example';

async function ownerToken(store: string): Promise<string> {
  const answer = await call('/Owner/SignIn', { body: { Store: store, Email: `owner@${store}.example`, Password: 'Studio-2026' } });
  return answer.body.data.ownerToken as string;
}

async function domainsOf(token: string): Promise<Any> {
  return (await call('/Owner/Domains', { token })).body.data;
}

/** Waits until the check job has looked at the domain (its state or its check count moved on). */
async function checked(token: string, domainID: number, state: string): Promise<Any> {
  let found: Any = null;
  await within(async () => {
    found = (await domainsOf(token)).domains.find((domain: Any) => domain.domainID === domainID);
    return found?.state === state && found.lastCheckedAt !== null;
  }, 10_000);
  return found;
}

describe('the platform address', () => {
  it('serves every store at <name>.<PLATFORM_DOMAIN> with no domain row, and nothing else under it', async () => {
    expect((await call('/Web/GetWebInfo?Domain=aurora.shops.test')).body.data.storeName).toBe('aurora');
    expect((await page('/', 'aurora.shops.test')).statusCode).toBe(200);
    for (const host of ['aurora.localhost', 'x.aurora.shops.test', 'aurora.shops.test.evil.example', 'shops.test']) {
      expect((await call(`/Web/GetWebInfo?Domain=${host}`)).status, host).toBe(404);
    }
    const token = await ownerToken('aurora');
    expect(await domainsOf(token)).toEqual({ platformAddress: 'aurora.shops.test', primary: 'aurora.shops.test', domains: [] });
  });
});

describe('an owner’s own domain', () => {
  let domainID = 0;
  let record = { name: '', value: '' };

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const token = await ownerToken('aurora');
    const bad: Array<[string, unknown, string]> = [
      ['/Owner/AddDomain', {}, 'Domain'],
      ['/Owner/AddDomain', { Domain: 42 }, 'Domain'],
      ['/Owner/AddDomain', { Domain: '' }, 'Domain'],
      ['/Owner/AddDomain', { Domain: '203.0.113.9' }, 'Domain'],
      ['/Owner/AddDomain', { Domain: 'https://shop.example.com/' }, 'Domain'],
      ['/Owner/AddDomain', { Domain: 'shop' }, 'Domain'],
      ['/Owner/AddDomain', { Domain: 'nordic.shops.test' }, 'Domain'],
      ['/Owner/AddDomain', { Domain: 'shops.test' }, 'Domain'],
      ['/Owner/AddDomain', { Domain: 'studio.localhost' }, 'Domain'],
      ['/Owner/AddDomain', { Domain: 'bad_name.example' }, 'Domain'],
      ['/Owner/CheckDomain', { DomainID: 'one' }, 'DomainID'],
      ['/Owner/SetPrimaryDomain', { DomainID: -3 }, 'DomainID'],
      ['/Owner/RemoveDomain', {}, 'DomainID'],
    ];
    for (const [path, body, field] of bad) {
      const answer = await call(path, { token, body });
      expect(answer.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(fieldsOf(answer), `${path} ${JSON.stringify(body)}`).toContain(field);
    }
    expect((await call('/Owner/Domains')).status).toBe(401);
    expect((await domainsOf(token)).domains).toEqual([]);
  });

  it('is added (normalised) with its TXT record, and serves nothing while unverified', async () => {
    const token = await ownerToken('aurora');
    const added = await call('/Owner/AddDomain', { token, body: { Domain: ' WWW.Shop.Aurora-Goods.example. ' } });
    expect(added.status).toBe(200);
    const domain = added.body.data.domain;
    expect(domain).toMatchObject({ host: CUSTOM, state: 'pending', primary: false, verifiedAt: null });
    expect(domain.record.name).toBe(`_webx-verify.${CUSTOM}`);
    expect(domain.record.value).toMatch(/^webx-verify=[0-9a-f]{32}$/);
    expect(new Date(domain.nextCheckAt).getTime()).toBeGreaterThan(Date.now());
    domainID = domain.domainID;
    record = domain.record;
    // A shopper on the unverified domain gets the not-found page; no shopper's request asks DNS.
    expect((await call(`/Web/GetWebInfo?Domain=${CUSTOM}`)).status).toBe(404);
    expect((await page('/', CUSTOM)).headers.location).toMatch(/^\/store-not-found\?ec=/);
    expect(resolver.asked).toEqual([]);
    // An internationalised name is stored as punycode.
    const idn = await call('/Owner/AddDomain', { token, body: { Domain: 'bücher.example' } });
    expect(idn.body.data.domain.host).toBe('xn--bcher-kva.example');
    expect((await call('/Owner/RemoveDomain', { token, body: { DomainID: idn.body.data.domain.domainID } })).status).toBe(200);
  });

  it('is checked again with back-off while its record is missing, and cannot become primary', async () => {
    const token = await ownerToken('aurora');
    expect((await call('/Owner/CheckDomain', { token, body: { DomainID: domainID } })).status).toBe(200);
    const missing = await checked(token, domainID, 'pending');
    expect(missing.lastProblem).toContain('No TXT record');
    expect(new Date(missing.nextCheckAt).getTime()).toBeGreaterThan(Date.now() + 30_000);
    expect(resolver.asked).toContain(record.name);
    const primary = await call('/Owner/SetPrimaryDomain', { token, body: { DomainID: domainID } });
    expect(primary.status).toBe(409);
    expect(fieldsOf(primary)).toContain('DomainID');
  });

  it('is verified once the record is published, and then serves the store at once', async () => {
    const token = await ownerToken('aurora');
    // Looked up (and the miss cached) just before: the verification's store event must drop it.
    expect((await call(`/Web/GetWebInfo?Domain=${CUSTOM}`)).status).toBe(404);
    resolver.publish(record.name, 'v=spf1 -all', record.value);
    await call('/Owner/CheckDomain', { token, body: { DomainID: domainID } });
    const verified = await checked(token, domainID, 'verified');
    expect(verified).toMatchObject({ lastProblem: null, nextCheckAt: null });
    expect((await call(`/Web/GetWebInfo?Domain=${CUSTOM}`)).body.data.storeName).toBe('aurora');
    // Verified but not primary: it sends shoppers to the primary address, the platform one so far.
    expect((await page('/', CUSTOM)).headers.location).toBe('http://aurora.shops.test/');
  });

  it('cannot be seen, claimed, checked, made primary or removed by another store', async () => {
    const nordic = await ownerToken('nordic');
    expect((await domainsOf(nordic)).domains).toEqual([]);
    const claim = await call('/Owner/AddDomain', { token: nordic, body: { Domain: CUSTOM } });
    expect(claim.status).toBe(409);
    expect(fieldsOf(claim)).toContain('Domain');
    for (const path of ['/Owner/CheckDomain', '/Owner/SetPrimaryDomain', '/Owner/RemoveDomain']) {
      expect((await call(path, { token: nordic, body: { DomainID: domainID } })).status, path).toBe(404);
    }
    const [row] = await db().select().from(storeDomains).where(eq(storeDomains.id, domainID));
    expect(row).toMatchObject({ host: CUSTOM, state: 'verified', isPrimary: false });
  });

  it('becomes primary: the other names answer 301 to it with the same path and query, and links use it', async () => {
    const token = await ownerToken('aurora');
    const made = await call('/Owner/SetPrimaryDomain', { token, body: { DomainID: domainID } });
    expect(made.status).toBe(200);
    expect(made.body.data.primary).toBe(CUSTOM);
    const moved = await page('/products?sort=price&page=2', 'aurora.shops.test');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`http://${CUSTOM}/products?sort=price&page=2`);
    const withPort = await page('/about', 'aurora.shops.test:8080');
    expect(withPort.headers.location).toBe(`http://${CUSTOM}:8080/about`);
    const home = await page('/', CUSTOM);
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain(`<link rel="canonical" href="http://${CUSTOM}/"`);
    const sitemap = await page('/sitemap.xml', CUSTOM);
    expect(sitemap.body).toContain(`<loc>http://${CUSTOM}/`);
    expect(sitemap.body).not.toContain('shops.test');
    expect((await page('/robots.txt', CUSTOM)).body).toContain(`Sitemap: http://${CUSTOM}/sitemap.xml`);
    // The platform address again: the custom domain now redirects to it.
    await call('/Owner/SetPrimaryDomain', { token, body: { DomainID: null } });
    expect((await page('/x?y=1', CUSTOM)).headers.location).toBe('http://aurora.shops.test/x?y=1');
  });

  it('answers the unavailable page while its store is suspended', async () => {
    expect(await setSuspended(db(), 'aurora', true)).toBe(true);
    try {
      await within(async () => (await page('/', CUSTOM)).headers.location?.includes('ec=STORE_UNAVAILABLE') ?? false, 10_000);
    } finally {
      await setSuspended(db(), 'aurora', false);
    }
  });

  it('is removed: it serves nothing any more, and another store may claim it', async () => {
    const token = await ownerToken('aurora');
    expect((await call('/Owner/RemoveDomain', { token, body: { DomainID: domainID } })).status).toBe(200);
    expect((await call(`/Web/GetWebInfo?Domain=${CUSTOM}`)).status).toBe(404);
    const nordic = await ownerToken('nordic');
    const claimed = await call('/Owner/AddDomain', { token: nordic, body: { Domain: CUSTOM } });
    expect(claimed.status).toBe(200);
    await call('/Owner/RemoveDomain', { token: nordic, body: { DomainID: claimed.body.data.domain.domainID } });
  });
});

describe("a deleted store's domain", () => {
  it('answers the not-found page', async () => {
    const made = await createStore(
      { db: db(), platformDomain: 'shops.test' },
      {
        name: 'gone-shop',
        email: 'anna@gone-shop.example',
        password: 'Harbour-Lantern-77',
        currency: 'EUR',
        country: 'DE',
        theme: 'midnight',
      },
    );
    if (!made.ok) throw new Error(JSON.stringify(made.problems));
    await db().insert(storeDomains).values({ storeId: made.store.id, host: 'gone-shop.example', token: 't', state: 'verified' });
    expect((await call('/Web/GetWebInfo?Domain=gone-shop.example')).status).toBe(200);
    expect(await deleteStore(db(), made.store.id)).toBe(true);
    expect(await db().select().from(stores).where(eq(stores.id, made.store.id))).toEqual([]);
    await within(async () => (await call('/Web/GetWebInfo?Domain=gone-shop.example')).status === 404, 5000);
    expect((await page('/', 'gone-shop.example')).headers.location).toMatch(/^\/store-not-found\?ec=/);
  });
});
