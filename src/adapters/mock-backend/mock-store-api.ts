/**
 * In-memory mock backend: implements the same ports as the HTTP store API over fixtures, so the
 * storefront runs as a demo with no server. It answers the known store for any domain naming it
 * ('mock', 'mock.localhost') and behaves like the real API otherwise (CODE_0001, 401 without token).
 */
import type { CatalogPort } from '../../application/ports/catalog.port';
import type { WebInfoPort, WebInfoResult } from '../../application/ports/web-info.port';
import type { BrandCard, CategoryCard, ProductCard, ProductSource } from '../../domain/catalog/catalog-types';
import {
  matchesAll,
  NO_SUGGESTIONS,
  SUGGEST_LIMITS,
  suggestionWords,
  type SearchSuggestions,
} from '../../domain/catalog/search-suggestions';
import { MOCK_BRANDS, MOCK_CATEGORIES, MOCK_PRODUCTS, MOCK_STORE } from './mock-fixtures';
import { StoreApiError } from '../../application/ports/store-api-error';

const base64url = (value: string) => btoa(value).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/** An unsigned token shaped like the real one, so the same decoding code reads it. */
function mockToken(typ: string, webId: number): string {
  const header = base64url(JSON.stringify({ alg: 'none', typ: 'JWT' }));
  const payload = base64url(JSON.stringify({ WebID: webId, UserID: '0', typ, exp: 4102444800 }));
  return `${header}.${payload}.mock`;
}

export class MockStoreApi implements WebInfoPort, CatalogPort {
  constructor(private readonly deps: { accessToken: () => string | null }) {}

  async getWebInfo(query: { domain: string; themeId: number | null }): Promise<WebInfoResult> {
    const name = query.domain.split('.')[0];
    if (name !== MOCK_STORE.storeName) return { ok: false, code: 'CODE_0001' };
    const webID = MOCK_STORE.webID;
    return {
      ok: true,
      info: { ...MOCK_STORE, tokens: { accessToken: mockToken('access', webID), refreshToken: mockToken('refresh', webID) } },
    };
  }

  async productCards(source: ProductSource, limit: number): Promise<ProductCard[]> {
    this.requireToken();
    const all = MOCK_PRODUCTS;
    const picked = (() => {
      switch (source.kind) {
        case 'category':
          return all.filter((p) => p.categoryName?.toLowerCase() === source.slug);
        case 'brand':
          return all.filter((p) => p.brandName?.toLowerCase() === source.slug);
        case 'collection':
          return all.filter((p) => p.isNew);
        case 'popular':
          return [...all].sort((a, b) => b.ratingCount - a.ratingCount);
        default:
          return [...all].reverse();
      }
    })();
    return picked.slice(0, limit);
  }

  async categoryCards(limit: number): Promise<CategoryCard[]> {
    this.requireToken();
    return MOCK_CATEGORIES.slice(0, limit);
  }

  async brandCards(limit: number): Promise<BrandCard[]> {
    this.requireToken();
    return MOCK_BRANDS.slice(0, limit);
  }

  async suggestions(typed: string): Promise<SearchSuggestions> {
    this.requireToken();
    const words = suggestionWords(typed);
    if (!words) return NO_SUGGESTIONS;
    return {
      products: MOCK_PRODUCTS.filter((p) => matchesAll(p.name, words))
        .slice(0, SUGGEST_LIMITS.products)
        .map((p) => ({
          productID: p.productID,
          name: p.name,
          url: p.productURL,
          thumbnailFile: p.thumbnailFile,
          price: p.price,
          isHidePrice: p.isHidePrice,
        })),
      categories: MOCK_CATEGORIES.filter((c) => matchesAll(c.name, words))
        .slice(0, SUGGEST_LIMITS.categories)
        .map((c) => ({ name: c.name, url: c.url })),
      pages: matchesAll('About', words) ? [{ name: 'About', url: '/about' }] : [],
    };
  }

  private requireToken(): void {
    if (!this.deps.accessToken()) throw new StoreApiError(401, 'Unauthorized: a valid access token is required');
  }
}
