/** GET /Catalog/GetListing and /Catalog/GetSitemap on both databases: filters, facets, sorts, search, bad input, tenancy. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListingRepository } from '../../server/store-api/catalog/listing.repository';
import { startTestStoreApi } from './support/test-server';

let server: Awaited<ReturnType<typeof startTestStoreApi>>;
const tokens: Record<string, string> = {};
const webIds: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestStoreApi();
  for (const store of ['aurora', 'nordic']) {
    const response = await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=${store}`);
    const { data } = (await response.json()) as { data: { webID: number; tokens: { accessToken: string } } };
    tokens[store] = data.tokens.accessToken;
    webIds[store] = data.webID;
  }
});
afterAll(async () => {
  await server?.host.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
async function call(path: string, store = 'aurora'): Promise<{ status: number; body: { message: string; data: Any } }> {
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${tokens[store]}` } });
  return { status: response.status, body: await response.json() };
}
async function listing(query: string, store = 'aurora') {
  const { status, body } = await call(`/Catalog/GetListing?${query}`, store);
  expect(status, body.message).toBe(200);
  return body.data as Any;
}
async function scopeOf(slug: string, store = 'aurora'): Promise<{ kind: string; id: number; name: string }> {
  return (await call(`/Page/Resolve?Slug=${slug}`, store)).body.data.listing;
}
const names = (data: Any): string[] => data.products.map((p: Any) => p.name);

describe('GET /Catalog/GetListing', () => {
  it('combines brands with OR and every other filter with AND, and counts facets under the other filters', async () => {
    const all = await listing('Scope=all&PageSize=48');
    const [a, b] = all.facets.brands as Array<{ slug: string; name: string; count: number }>;
    const both = await listing(`Scope=all&PageSize=48&Brands=${a!.slug},${b!.slug}`);
    expect(both.total).toBe(a!.count + b!.count);
    const narrowed = await listing(`Scope=all&PageSize=48&Brands=${a!.slug}&InStock=1`);
    const brandOnly = await listing(`Scope=all&PageSize=48&Brands=${a!.slug}`);
    const stockOnly = await listing('Scope=all&PageSize=48&InStock=1');
    expect(brandOnly.facets.availability.inStock).toBe(narrowed.total);
    expect(stockOnly.facets.brands.find((x: Any) => x.slug === a!.slug).count).toBe(narrowed.total);
    expect(narrowed.products.every((p: Any) => p.inStock && p.brandName === a!.name)).toBe(true);
  });

  it('filters on the selling price in base currency, both ends included', async () => {
    const data = await listing('Scope=all&PageSize=48&PriceMin=50&PriceMax=100&Sort=2');
    expect(data.total).toBeGreaterThan(0);
    expect(data.products.every((p: Any) => p.price >= 50 && p.price <= 100)).toBe(true);
    const exact = data.products[0].price;
    const pinned = await listing(`Scope=all&PriceMin=${exact}&PriceMax=${exact}`);
    expect(pinned.products.map((p: Any) => p.price)).toContain(exact);
  });

  it('sorts A-Z and Z-A as mirror images, and newest differs from popularity', async () => {
    const az = await listing('Scope=all&PageSize=48&Sort=4');
    const za = await listing(`Scope=all&PageSize=48&Sort=5&Page=${az.pageCount}`);
    expect(az.total).toBe(za.total);
    const fullAz = [...names(az), ...names(await listing('Scope=all&PageSize=48&Sort=4&Page=2'))];
    const fullZa = [...names(await listing('Scope=all&PageSize=48&Sort=5')), ...names(za)];
    expect(fullZa).toEqual([...fullAz].reverse());
    expect(names(await listing('Scope=all&Sort=7'))).not.toEqual(names(await listing('Scope=all&Sort=1')));
  });

  it('lists a collection and a brand by id, and searches inside a category', async () => {
    const collection = await scopeOf('aurora-bestsellers');
    expect((await listing(`Scope=collection&ScopeID=${collection.id}&PageSize=48`)).total).toBe(12);
    const all = await listing('Scope=all');
    const brand = await scopeOf(all.facets.brands[0].slug);
    const byBrand = await listing(`Scope=brand&ScopeID=${brand.id}&PageSize=48`);
    expect(byBrand.total).toBe(all.facets.brands[0].count);
    const dresses = await scopeOf('dresses');
    const inDresses = await listing(`Scope=category&ScopeID=${dresses.id}&Keyword=dress&PageSize=48`);
    expect(inDresses.total).toBeGreaterThan(0);
    expect(inDresses.products.every((p: Any) => p.categoryName === 'Dresses')).toBe(true);
  });

  it('searches in the database: name by default, descriptions and SKUs when asked, typos by similarity', async () => {
    const byName = await listing('Scope=search&Keyword=breathable');
    const withDescription = await listing('Scope=search&Keyword=breathable&Fields=name,description');
    expect(withDescription.total).toBeGreaterThan(byName.total);
    const sku = (await listing('Scope=all')).products[3].sku as string;
    const bySku = await listing(`Scope=search&Keyword=${encodeURIComponent(sku.toLowerCase())}&Fields=sku&Sort=8`);
    expect(bySku.products[0].sku).toBe(sku);
    const typo = await listing('Scope=search&Keyword=lnen&Sort=8');
    expect(typo.approximate).toBe(true);
    expect(names(typo).every((name) => /linen/i.test(name))).toBe(true);
    // A product written straight into the database is found at once by a keyword nobody asked before.
    const { db } = server.host.database!;
    await db.execute(
      sql`update products set name = 'Quokka Print Tee' where id = (select min(id) from products where store_id = (select id from stores where name = 'aurora'))`,
    );
    expect(names(await listing('Scope=search&Keyword=quokka'))).toEqual(['Quokka Print Tee']);
  });

  it('treats HTML, SQL and LIKE wildcards in the keyword as plain text', async () => {
    for (const keyword of ['<script>alert(1)</script>', "'; drop table products; --", '%', '_', '\\']) {
      const data = await listing(`Scope=search&Keyword=${encodeURIComponent(keyword)}`);
      expect(data.total, keyword).toBe(0);
    }
    expect((await listing('Scope=all')).total).toBeGreaterThan(0);
  });

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const cases: Array<[string, string]> = [
      ['Scope=all&Page=-1', 'Page'],
      ['Scope=all&PageSize=1000000000', 'PageSize'],
      ['Scope=all&Sort=99', 'Sort'],
      ['Scope=all&PriceMin=abc', 'PriceMin'],
      [`Scope=all&Keyword=${'k'.repeat(10_000)}`, 'Keyword'],
      ['Scope=planet', 'Scope'],
      ['Scope=category', 'ScopeID'],
      ['Scope=brand&ScopeID=0', 'ScopeID'],
      ['Scope=all&Brands=%3Cb%3E', 'Brands'],
      ['Scope=all&Fields=body', 'Fields'],
      ['Scope=all&InStock=maybe', 'InStock'],
      ['Scope=all&PriceMin=10&PriceMax=5', 'PriceMin'],
      ['Scope=all&Brands=a&Brands=b', 'Brands'],
      ['', 'Scope'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await call(`/Catalog/GetListing?${query}`);
      expect(status, query).toBe(400);
      expect(
        body.data.errors.map((e: Any) => String(e.field).split('.')[0]),
        query,
      ).toContain(field);
    }
  });

  it("never shows one store's products to another store's token", async () => {
    const nordicCategory = await scopeOf('sofas', 'nordic');
    expect((await listing(`Scope=category&ScopeID=${nordicCategory.id}`, 'aurora')).total).toBe(0);
    const nordicBrand = (await listing('Scope=all', 'nordic')).facets.brands[0].slug;
    expect((await listing(`Scope=all&Brands=${nordicBrand}`, 'aurora')).total).toBe(0);
    const aurora = await listing('Scope=all&PageSize=48');
    const nordic = await listing('Scope=all&PageSize=48', 'nordic');
    expect(names(aurora).some((name) => names(nordic).includes(name))).toBe(false);
    expect((await fetch(`${server.baseUrl}/Catalog/GetListing?Scope=all`)).status).toBe(401);
  });

  it('keeps the listing statements usable by indexes (no products scan when seq scans are off)', async () => {
    const { db } = server.host.database!;
    const repository = new ListingRepository({ db });
    const dresses = await scopeOf('dresses');
    const request = {
      keyword: 'silk',
      fields: ['name' as const],
      brands: [],
      priceMin: 50,
      priceMax: 500,
      inStock: true,
      sort: 2 as const,
      page: 1,
      pageSize: 48,
    };
    const statements = await repository.statements(webIds.aurora!, { kind: 'category', id: dresses.id }, request);
    const plans = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const out: string[] = [];
      for (const { query } of statements) {
        const result = await tx.execute(sql`explain ${query.getSQL()}`);
        out.push((result as unknown as { rows: Array<Record<string, string>> }).rows.map((row) => Object.values(row)[0]).join('\n'));
      }
      return out;
    });
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan on products/);
  });
});

describe('GET /Catalog/GetSitemap', () => {
  it("lists the store's public pages and only its own", async () => {
    const aurora = (await call('/Catalog/GetSitemap')).body.data.entries.map((e: Any) => e.loc);
    const nordic = (await call('/Catalog/GetSitemap', 'nordic')).body.data.entries.map((e: Any) => e.loc);
    expect(aurora.slice(0, 2)).toEqual(['/', '/shop']);
    expect(aurora).toEqual(
      expect.arrayContaining([
        '/collections',
        '/dresses',
        '/aurora-bestsellers',
        ...(await listing('Scope=all')).products.map((p: Any) => p.productURL),
      ]),
    );
    expect(aurora).not.toContain('/sofas');
    expect(nordic).toContain('/sofas');
    expect(new Set(aurora).size).toBe(aurora.length);
  });
});
