/**
 * The contract of ListingPort, run against the in-memory mock backend (unit suite) and the HTTP
 * adapter on the embedded store API (integration suite): pagination, sorts, filters and facets
 * agree with each other the same way on both.
 */
import { describe, expect, it } from 'vitest';
import type { ListingPort } from '../../src/application/ports/listing.port';
import { StoreApiError } from '../../src/application/ports/store-api-error';
import type { ProductCard } from '../../src/domain/catalog/catalog-types';
import type { ListingRequest } from '../../src/domain/catalog/listing-result';

export interface ListingContractSubject {
  listing(accessToken: string | null): ListingPort;
  accessToken(): Promise<string>;
  category: { id: number; name: string };
  /** A word that appears in some product names. */
  keyword: string;
}

export const request = (over: Partial<ListingRequest> = {}): ListingRequest => ({
  keyword: '',
  fields: ['name'],
  brands: [],
  priceMin: null,
  priceMax: null,
  inStock: false,
  sort: 1,
  page: 1,
  pageSize: 12,
  ...over,
});

const prices = (products: ProductCard[]) => products.map((p) => p.price);
const ordered = (values: number[], direction: 1 | -1) => values.every((v, i) => i === 0 || (v - values[i - 1]!) * direction >= 0);

export function listingContract(name: string, subject: () => Promise<ListingContractSubject>) {
  describe(`listing contract: ${name}`, () => {
    async function port() {
      const s = await subject();
      return { s, listing: s.listing(await s.accessToken()) };
    }

    it('refuses a listing without an access token', async () => {
      const s = await subject();
      const error = await s
        .listing(null)
        .getListing({ kind: 'all' }, request())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreApiError);
      expect((error as StoreApiError).status).toBe(401);
    });

    it('pages through every product exactly once', async () => {
      const { listing } = await port();
      const first = await listing.getListing({ kind: 'all' }, request({ pageSize: 12 }));
      expect(first.pageCount).toBe(Math.max(1, Math.ceil(first.total / 12)));
      const seen = new Set<number>();
      for (let page = 1; page <= first.pageCount; page += 1) {
        const result = await listing.getListing({ kind: 'all' }, request({ pageSize: 12, page }));
        expect(result.page).toBe(page);
        expect(result.products.length).toBeLessThanOrEqual(12);
        result.products.forEach((p) => seen.add(p.productID));
      }
      expect(seen.size).toBe(first.total);
      const beyond = await listing.getListing({ kind: 'all' }, request({ pageSize: 12, page: first.pageCount + 1 }));
      expect(beyond.products).toEqual([]);
      expect(beyond.total).toBe(first.total);
    });

    it('sorts by price both ways and by rating', async () => {
      const { listing } = await port();
      expect(ordered(prices((await listing.getListing({ kind: 'all' }, request({ sort: 2, pageSize: 48 }))).products), 1)).toBe(true);
      expect(ordered(prices((await listing.getListing({ kind: 'all' }, request({ sort: 3, pageSize: 48 }))).products), -1)).toBe(true);
      const rated = (await listing.getListing({ kind: 'all' }, request({ sort: 6, pageSize: 48 }))).products.map((p) => p.rating);
      expect(ordered(rated, -1)).toBe(true);
    });

    it('keeps a category listing to its category', async () => {
      const { s, listing } = await port();
      const result = await listing.getListing({ kind: 'category', id: s.category.id }, request({ pageSize: 48 }));
      expect(result.total).toBeGreaterThan(0);
      expect(result.products.every((p) => p.categoryName === s.category.name)).toBe(true);
    });

    it('filters by brand, price and stock with facet counts that predict the filtered totals', async () => {
      const { listing } = await port();
      const all = await listing.getListing({ kind: 'all' }, request({ pageSize: 48 }));
      const brand = all.facets.brands[0]!;
      const byBrand = await listing.getListing({ kind: 'all' }, request({ brands: [brand.slug], pageSize: 48 }));
      expect(byBrand.total).toBe(brand.count);
      expect(byBrand.products.every((p) => p.brandName === brand.name)).toBe(true);
      const inStock = await listing.getListing({ kind: 'all' }, request({ inStock: true, pageSize: 48 }));
      expect(inStock.total).toBe(all.facets.availability.inStock);
      expect(inStock.products.every((p) => p.inStock)).toBe(true);
      const { min, max } = all.facets.price!;
      const middle = (min + max) / 2;
      const cheap = await listing.getListing({ kind: 'all' }, request({ priceMax: middle, pageSize: 48 }));
      expect(cheap.total).toBeGreaterThan(0);
      expect(cheap.total).toBeLessThan(all.total);
      expect(cheap.products.every((p) => p.price <= middle)).toBe(true);
      // The price facet ignores the price filter itself, so the shopper can widen the range again.
      expect(cheap.facets.price).toEqual(all.facets.price);
    });

    it('finds products by a word of their name, in any case', async () => {
      const { s, listing } = await port();
      const result = await listing.getListing({ kind: 'search' }, request({ keyword: s.keyword.toUpperCase(), sort: 8, pageSize: 48 }));
      expect(result.total).toBeGreaterThan(0);
      expect(result.products.every((p) => p.name.toLowerCase().includes(s.keyword.toLowerCase()))).toBe(true);
      const nothing = await listing.getListing({ kind: 'search' }, request({ keyword: 'zzqxv qqzzx' }));
      expect(nothing).toMatchObject({ total: 0, products: [], pageCount: 1 });
    });
  });
}
