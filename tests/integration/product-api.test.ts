/** The product, reviews and compare calls over HTTP on both databases: answers, tenancy, validation. */
import { and, eq, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stores } from '../../server/store-api/db/schema';
import { startStoreApiForFile } from './support/test-server';

const server = startStoreApiForFile();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- envelopes of many shapes
type Any = any;
const tokens = new Map<string, string>();
async function call(store: string, path: string) {
  if (!tokens.has(store)) {
    const info = (await (await fetch(`${server.baseUrl}/Web/GetWebInfo?Domain=${store}`)).json()) as Any;
    tokens.set(store, info.data.tokens.accessToken);
  }
  const response = await fetch(`${server.baseUrl}${path}`, { headers: { authorization: `Bearer ${tokens.get(store)}` } });
  return { status: response.status, body: (await response.json()) as { status: number; message: string; data: Any } };
}
async function productId(store: string, slug: string): Promise<number> {
  const { db } = server.host.database!;
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(stores.name, store), eq(products.slug, slug)));
  return row!.id;
}

describe('GET /Catalog/GetProduct', () => {
  it('answers a product with its colour and size variants, add-ons, FAQs and related products', async () => {
    const id = await productId('aurora', 'satin-maxi-dress');
    const { status, body } = await call('aurora', `/Catalog/GetProduct?ProductID=${id}`);
    expect(status).toBe(200);
    const product = body.data;
    expect(product).toMatchObject({
      productID: id,
      name: 'Satin Maxi Dress',
      productURL: '/satin-maxi-dress',
      price: 134.99,
      stockStatusID: 1,
      ratingCount: 7,
    });
    expect(product.attributes.map((a: Any) => [a.name, a.displayType])).toEqual([
      ['Size', 'dropdown'],
      ['Colour', 'color'],
    ]);
    expect(product.attributes[1].values.every((v: Any) => /^#[0-9a-f]{6}$/i.test(v.colorHex))).toBe(true);
    expect(product.variants).toHaveLength(6);
    expect(new Set(product.variants.map((v: Any) => v.price))).toEqual(new Set([134.99, 144.99]));
    expect(product.variants.find((v: Any) => v.name === 'M / Blush').stock).toBe(0);
    expect(product.addons).toHaveLength(1);
    expect(product.faqs).toHaveLength(2);
    expect(product.images.length).toBeGreaterThanOrEqual(2);
    expect(product.category).toMatchObject({ name: 'Dresses', url: '/dresses' });
    expect(product.related.length).toBeGreaterThan(0);
    expect(product.related.every((r: Any) => r.productID !== id && r.categoryName === 'Dresses')).toBe(true);
    expect(product.meta.metaTitle).toBe('Satin Maxi Dress | Aurora Boutique');
  });

  it("tells what one unit costs to ship to each zone of named countries by the zone's first method, as checkout charges it", async () => {
    // Aurora: the US by Standard delivery (5.00, free from 100.00); its rest-of-the-world zone names no country.
    const { db } = server.host.database!;
    const [cheap] = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(and(eq(stores.name, 'aurora'), eq(products.isEnabled, true), lt(products.price, '100')))
      .limit(1);
    expect((await call('aurora', `/Catalog/GetProduct?ProductID=${cheap!.id}`)).body.data.shipping).toEqual([
      { countries: ['US'], rate: 5 },
    ]);
    const dear = await productId('aurora', 'satin-maxi-dress');
    expect((await call('aurora', `/Catalog/GetProduct?ProductID=${dear}`)).body.data.shipping).toEqual([{ countries: ['US'], rate: 0 }]);
  });

  it("is a 404 for another store's product and for a disabled one", async () => {
    const auroraProduct = await productId('aurora', 'satin-maxi-dress');
    expect((await call('nordic', `/Catalog/GetProduct?ProductID=${auroraProduct}`)).status).toBe(404);
    expect((await call('nordic', `/Catalog/GetReviews?ProductID=${auroraProduct}`)).status).toBe(404);
    const hidden = await productId('aurora', 'suede-belt');
    const { db } = server.host.database!;
    await db.update(products).set({ status: 'archived' }).where(eq(products.id, hidden));
    try {
      expect((await call('aurora', `/Catalog/GetProduct?ProductID=${hidden}`)).status).toBe(404);
      expect((await call('aurora', `/Catalog/GetReviews?ProductID=${hidden}`)).status).toBe(404);
      expect((await call('aurora', `/Catalog/GetCompareProducts?IDs=${hidden}`)).body.data).toEqual([]);
    } finally {
      await db.update(products).set({ status: 'active' }).where(eq(products.id, hidden));
    }
  });

  it('names the malformed parameter in a 400 and refuses a missing token', async () => {
    for (const query of [
      '',
      'ProductID=abc',
      'ProductID=0',
      'ProductID=-4',
      'ProductID=1.5',
      'ProductID=99999999999',
      'ProductID=1&ProductID=2',
    ]) {
      const { status, body } = await call('aurora', `/Catalog/GetProduct?${query}`);
      expect(status, query).toBe(400);
      expect(body.data.errors.map((e: Any) => e.field)).toContain('ProductID');
    }
    expect((await fetch(`${server.baseUrl}/Catalog/GetProduct?ProductID=1`)).status).toBe(401);
  });
});

describe('GET /Catalog/GetReviews', () => {
  it('sorts by most helpful (1) or most recent (2) with the rating distribution', async () => {
    const id = await productId('aurora', 'satin-maxi-dress');
    const helpful = (await call('aurora', `/Catalog/GetReviews?ProductID=${id}&Sort=1`)).body.data;
    const recent = (await call('aurora', `/Catalog/GetReviews?ProductID=${id}&Sort=2&Page=1`)).body.data;
    expect(helpful).toMatchObject({ page: 1, pageSize: 5, total: 7, totalPages: 2 });
    expect(helpful.summary.count).toBe(7);
    expect(helpful.summary.distribution.reduce((sum: number, d: Any) => sum + d.count, 0)).toBe(7);
    const counts = helpful.reviews.map((r: Any) => r.helpfulCount);
    expect(counts).toEqual([...counts].sort((a: number, b: number) => b - a));
    const dates = recent.reviews.map((r: Any) => r.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await call('aurora', `/Catalog/GetReviews?ProductID=${id}&Sort=2&Page=2`)).body.data;
    expect(second.reviews).toHaveLength(2);
    expect(second.reviews.every((r: Any) => r.createdAt <= dates.at(-1))).toBe(true);
  });

  it('filters by star count and validates Sort, Page and Rating', async () => {
    const id = await productId('aurora', 'satin-maxi-dress');
    const star = (await call('aurora', `/Catalog/GetReviews?ProductID=${id}`)).body.data.summary.distribution.find((d: Any) => d.count > 0);
    const filtered = (await call('aurora', `/Catalog/GetReviews?ProductID=${id}&Rating=${star.rating}`)).body.data;
    expect(filtered.total).toBe(star.count);
    expect(filtered.reviews.every((r: Any) => r.rating === star.rating)).toBe(true);
    for (const [query, field] of [
      ['Sort=3', 'Sort'],
      ['Sort=x', 'Sort'],
      ['Page=0', 'Page'],
      ['Page=100001', 'Page'],
      ['Rating=6', 'Rating'],
      ['Rating=0', 'Rating'],
    ]) {
      const { status, body } = await call('aurora', `/Catalog/GetReviews?ProductID=${id}&${query}`);
      expect(status, query).toBe(400);
      expect(body.data.errors.map((e: Any) => e.field)).toContain(field);
    }
    expect((await call('aurora', `/Catalog/GetReviews?ProductID=${id}&Page=50`)).body.data.reviews).toEqual([]);
  });
});

describe('GET /Catalog/GetCompareProducts', () => {
  it("answers the store's products in the order asked, with their attributes", async () => {
    const dress = await productId('aurora', 'satin-maxi-dress');
    const boots = await productId('aurora', 'suede-ankle-boots');
    const sofa = (await call('nordic', '/Catalog/GetProducts?Source=latest&Limit=1')).body.data[0].productID;
    const { status, body } = await call('aurora', `/Catalog/GetCompareProducts?IDs=${boots},${sofa},${dress},${boots}`);
    expect(status).toBe(200);
    expect(body.data.map((p: Any) => p.productID)).toEqual([boots, dress]);
    expect(body.data[1].attributes).toEqual([
      { name: 'Size', values: expect.arrayContaining(['M', 'L', 'XL']) },
      { name: 'Colour', values: expect.arrayContaining(['Blush', 'Camel']) },
    ]);
  });

  it('validates IDs', async () => {
    for (const query of [
      '',
      'IDs=',
      'IDs=1,a',
      'IDs=1;2',
      'IDs=0',
      'IDs=99999999999',
      `IDs=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const { status, body } = await call('aurora', `/Catalog/GetCompareProducts?${query}`);
      expect(status, query).toBe(400);
      expect(body.data.errors.map((e: Any) => e.field)).toContain('IDs');
    }
  });
});
