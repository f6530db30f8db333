/**
 * The contract every store-API adapter honours, run against the in-memory mock backend (unit
 * suite) and the HTTP adapter on the embedded server (integration suite).
 */
import { jwtDecode } from 'jwt-decode';
import { describe, expect, it } from 'vitest';
import type { CatalogPort } from '../../src/application/ports/catalog.port';
import { StoreApiError } from '../../src/application/ports/store-api-error';
import { NO_SUGGESTIONS, SUGGEST_LIMITS, suggestionOptions } from '../../src/domain/catalog/search-suggestions';
import type { WebInfoPort } from '../../src/application/ports/web-info.port';

export interface ContractSubject {
  webInfo: WebInfoPort;
  /** A catalogue port that sends the given access token (or none). */
  catalog(accessToken: string | null): CatalogPort;
  knownDomain: string;
  categorySlug: string;
}

export function storeApiContract(name: string, subject: () => Promise<ContractSubject>) {
  describe(`store API contract: ${name}`, () => {
    it('answers CODE_0001 for a store that does not exist', async () => {
      const s = await subject();
      await expect(s.webInfo.getWebInfo({ domain: 'no-such-store-anywhere', themeId: null })).resolves.toEqual({
        ok: false,
        code: 'CODE_0001',
      });
    });

    it('answers a known store with its config and a guest token pair bound to it', async () => {
      const s = await subject();
      const result = await s.webInfo.getWebInfo({ domain: s.knownDomain, themeId: null });
      if (!result.ok) throw new Error(`expected the store, got ${result.code}`);
      const { info } = result;
      expect(info.webID).toBeGreaterThan(0);
      expect(info.siteConfig.webTitle).not.toBe('');
      expect(info.siteConfig.currency.currencyRate).toBeGreaterThan(0);
      expect(() => JSON.parse(info.themeSettings.themeData)).not.toThrow();
      const claims = jwtDecode<{ WebID: number; UserID: string; exp: number }>(info.tokens!.accessToken);
      expect(claims).toMatchObject({ WebID: info.webID, UserID: '0' });
      expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    });

    it('refuses catalogue reads without an access token', async () => {
      const s = await subject();
      const error = await s
        .catalog(null)
        .productCards({ kind: 'latest' }, 4)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreApiError);
      expect((error as StoreApiError).status).toBe(401);
    });

    it("serves product, category and brand cards of the token's store within the limit", async () => {
      const s = await subject();
      const result = await s.webInfo.getWebInfo({ domain: s.knownDomain, themeId: null });
      if (!result.ok) throw new Error('store missing');
      const catalog = s.catalog(result.info.tokens!.accessToken);
      const latest = await catalog.productCards({ kind: 'latest' }, 4);
      expect(latest.length).toBeGreaterThan(0);
      expect(latest.length).toBeLessThanOrEqual(4);
      for (const card of latest) {
        expect(card.productURL).toMatch(/^\//);
        expect(typeof card.price).toBe('number');
        expect(typeof card.inStock).toBe('boolean');
      }
      const categories = await catalog.categoryCards(20);
      expect(categories.map((c) => c.slug)).toContain(s.categorySlug);
      const inCategory = await catalog.productCards({ kind: 'category', slug: s.categorySlug }, 48);
      const categoryName = categories.find((c) => c.slug === s.categorySlug)!.name;
      expect(inCategory.length).toBeGreaterThan(0);
      expect(inCategory.every((p) => p.categoryName === categoryName)).toBe(true);
      expect((await catalog.brandCards(3)).length).toBeGreaterThan(0);
    });

    it('suggests products and categories whose names hold every typed word, in any case, and nothing for a letter', async () => {
      const s = await subject();
      const result = await s.webInfo.getWebInfo({ domain: s.knownDomain, themeId: null });
      if (!result.ok) throw new Error('store missing');
      const catalog = s.catalog(result.info.tokens!.accessToken);
      const category = (await catalog.categoryCards(20)).find((c) => c.slug === s.categorySlug)!;
      const typed = category.name.slice(0, 4).toUpperCase();
      const found = await catalog.suggestions(`  ${typed} `);
      expect(found.categories).toContainEqual({ name: category.name, url: category.url });
      for (const option of suggestionOptions(found)) expect(option.name.toLowerCase()).toContain(typed.toLowerCase());
      expect(found.products.length).toBeLessThanOrEqual(SUGGEST_LIMITS.products);
      for (const product of found.products) expect(product.url).toMatch(/^\//);
      expect(await catalog.suggestions(typed.slice(0, 1))).toEqual(NO_SUGGESTIONS);
      expect(await catalog.suggestions('zzqx no such thing')).toEqual(NO_SUGGESTIONS);
      const error = await s
        .catalog(null)
        .suggestions(typed)
        .catch((e: unknown) => e);
      expect((error as StoreApiError).status).toBe(401);
    });
  });
}
