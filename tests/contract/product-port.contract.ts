/**
 * The contract every ProductPort adapter honours, run against the in-memory mock backend (unit
 * suite) and the HTTP adapter on the embedded server (integration suite).
 */
import { describe, expect, it } from 'vitest';
import type { CatalogPort } from '../../src/application/ports/catalog.port';
import type { ProductPort } from '../../src/application/ports/product.port';
import { StoreApiError } from '../../src/application/ports/store-api-error';
import type { WebInfoPort } from '../../src/application/ports/web-info.port';
import type { ProductDetail } from '../../src/domain/catalog/product-detail';
import { REVIEW_SORT } from '../../src/domain/catalog/product-reviews';

export interface ProductContractSubject {
  webInfo: WebInfoPort;
  catalog(accessToken: string | null): CatalogPort;
  product(accessToken: string | null): ProductPort;
  knownDomain: string;
}

async function signedIn(s: ProductContractSubject) {
  const result = await s.webInfo.getWebInfo({ domain: s.knownDomain, themeId: null });
  if (!result.ok) throw new Error('store missing');
  const token = result.info.tokens!.accessToken;
  return { catalog: s.catalog(token), product: s.product(token) };
}

async function details(s: ProductContractSubject): Promise<ProductDetail[]> {
  const { catalog, product } = await signedIn(s);
  const cards = await catalog.productCards({ kind: 'latest' }, 48);
  return (await Promise.all(cards.map((card) => product.getProduct(card.productID)))).filter((d): d is ProductDetail => d !== null);
}

export function productPortContract(name: string, subject: () => Promise<ProductContractSubject>) {
  describe(`product port contract: ${name}`, () => {
    it('refuses reads without an access token', async () => {
      const error = await (
        await subject()
      )
        .product(null)
        .getProduct(1)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreApiError);
      expect((error as StoreApiError).status).toBe(401);
    });

    it('answers the detail of each listed product, consistent with its card', async () => {
      const s = await subject();
      const { catalog, product } = await signedIn(s);
      for (const card of await catalog.productCards({ kind: 'latest' }, 8)) {
        const detail = await product.getProduct(card.productID);
        expect(detail).toMatchObject({
          productID: card.productID,
          name: card.name,
          productURL: card.productURL,
          sku: card.sku,
          price: card.price,
          isHidePrice: card.isHidePrice,
        });
        expect(detail!.images.length).toBeGreaterThan(0);
        expect(detail!.stockStatusID).toBe(detail!.stock > 0 ? 1 : 2);
        expect(detail!.related.length).toBeLessThanOrEqual(8);
        expect(detail!.related.every((r) => r.productID !== card.productID && r.categoryName === card.categoryName)).toBe(true);
      }
    });

    it('gives every variant one value of each attribute, and prices from the lowest variant', async () => {
      const withVariants = (await details(await subject())).filter((d) => d.variants.length > 0);
      expect(withVariants.length).toBeGreaterThan(0);
      for (const detail of withVariants) {
        for (const variant of detail.variants) {
          expect(variant.valueIDs).toHaveLength(detail.attributes.length);
          for (const attribute of detail.attributes)
            expect(attribute.values.filter((v) => variant.valueIDs.includes(v.valueID))).toHaveLength(1);
        }
        expect(detail.price).toBe(Math.min(...detail.variants.map((v) => v.price)));
        expect(detail.stock).toBe(detail.variants.reduce((sum, v) => sum + v.stock, 0));
        for (const attribute of detail.attributes) expect(['dropdown', 'namelist', 'color']).toContain(attribute.displayType);
      }
    });

    it('answers null for a product the store does not sell', async () => {
      const { product } = await signedIn(await subject());
      expect(await product.getProduct(2_000_000_000)).toBeNull();
      expect(await product.getReviews({ productId: 2_000_000_000, sort: REVIEW_SORT.MOST_HELPFUL, page: 1 })).toBeNull();
    });

    it('pages reviews in either sort with a summary of all of them', async () => {
      const s = await subject();
      const { product } = await signedIn(s);
      const reviewed = (await details(s)).find((d) => d.ratingCount > 2)!;
      expect(reviewed).toBeDefined();
      const first = (await product.getReviews({ productId: reviewed.productID, sort: REVIEW_SORT.MOST_HELPFUL, page: 1 }))!;
      expect(first.summary.count).toBe(reviewed.ratingCount);
      expect(first.summary.distribution.map((d) => d.rating)).toEqual([5, 4, 3, 2, 1]);
      expect(first.summary.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(reviewed.ratingCount);
      const all = async (sort: 1 | 2) => {
        const collected = [];
        for (let page = 1; page <= first.totalPages; page += 1)
          collected.push(...(await product.getReviews({ productId: reviewed.productID, sort, page }))!.reviews);
        return collected;
      };
      const helpful = await all(REVIEW_SORT.MOST_HELPFUL);
      const recent = await all(REVIEW_SORT.MOST_RECENT);
      expect(helpful).toHaveLength(reviewed.ratingCount);
      expect(new Set(recent.map((r) => r.reviewID)).size).toBe(reviewed.ratingCount);
      helpful.slice(1).forEach((r, i) => expect(r.helpfulCount).toBeLessThanOrEqual(helpful[i]!.helpfulCount));
      recent.slice(1).forEach((r, i) => expect(r.createdAt <= recent[i]!.createdAt).toBe(true));
      const star = first.summary.distribution.find((d) => d.count > 0)!;
      const filtered = (await product.getReviews({
        productId: reviewed.productID,
        sort: REVIEW_SORT.MOST_RECENT,
        page: 1,
        rating: star.rating,
      }))!;
      expect(filtered.total).toBe(star.count);
      expect(filtered.reviews.every((r) => r.rating === star.rating)).toBe(true);
    });

    it('lines up products to compare in the order asked, leaving out unknown ids', async () => {
      const s = await subject();
      const { catalog, product } = await signedIn(s);
      const [a, b] = await catalog.productCards({ kind: 'latest' }, 2);
      const rows = await product.compareProducts([b!.productID, 2_000_000_000, a!.productID]);
      expect(rows.map((r) => r.productID)).toEqual([b!.productID, a!.productID]);
      expect(rows[0]).toMatchObject({ name: b!.name, price: b!.price, productURL: b!.productURL });
      expect(Array.isArray(rows[0]!.attributes)).toBe(true);
      expect(await product.compareProducts([])).toEqual([]);
    });
  });
}
