import { describe, expect, it } from 'vitest';
import { MOCK_PRODUCTS } from '../../../src/adapters/mock-backend/mock-fixtures';
import { parseListingQuery } from '../../../src/domain/catalog/listing-query';
import type { ListingResult } from '../../../src/domain/catalog/listing-result';
import type { ResolvedPage } from '../../../src/domain/catalog/resolved-page';
import { PAGE_TYPES } from '../../../src/domain/seo/page-meta';
import { computeHead, headTagsHtml } from '../../../src/ui/app/document-head';
import { listingHead } from '../../../src/ui/pages/listing/listing-head';

const category: ResolvedPage = {
  slug: 'tops',
  page_type_id: PAGE_TYPES.LISTING,
  item_id: 1,
  page_id: 0,
  seo: { title: 'Tops for every day', description: 'Every top we make.', keywords: 'tops', image: '' },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Tops', url: '/tops' },
  ],
  listing: { kind: 'category', id: 1, name: 'Tops', slug: 'tops' },
};
const search: ResolvedPage = {
  ...category,
  slug: 'search',
  listing: { kind: 'search' },
  seo: { ...category.seo, title: 'Search' },
  breadcrumbs: [
    { name: 'Home', url: '/' },
    { name: 'Search', url: '/search' },
  ],
};
const result = (page = 1): ListingResult => ({
  products: MOCK_PRODUCTS.slice(0, 3),
  total: 80,
  page,
  pageCount: 4,
  approximate: false,
  facets: { brands: [], price: { min: 1, max: 2 }, availability: { inStock: 70 } },
});
const head = (page: ResolvedPage, search: string, pageNo = 1) =>
  listingHead({ page, query: parseListingQuery(search), result: result(pageNo), origin: 'https://shop.test' });

describe('listing head', () => {
  it('takes title and description from the category meta; the plain listing is indexable and canonical to itself', () => {
    const h = head(category, '');
    expect(h).toMatchObject({
      title: 'Tops for every day',
      description: 'Every top we make.',
      robots: 'index, follow',
      canonical: '/tops',
    });
    expect(head(category, 'page=3', 3)).toMatchObject({
      title: 'Tops for every day - Page 3',
      robots: 'index, follow',
      canonical: '/tops?page=3',
    });
    expect(head(category, 'view=list')).toMatchObject({ robots: 'index, follow', canonical: '/tops' });
  });

  it('keeps filtered, sorted, resized, searched and out-of-range pages out of the index', () => {
    for (const query of ['br=acme', 'pr=1-2', 'sort=3', 'av=1', 'recs=48', 'kw=red', 'sf=sku&kw=a', 'br=acme&page=2']) {
      expect(head(category, query), query).toMatchObject({ robots: 'noindex, follow', canonical: '/tops' });
    }
    expect(head(category, 'page=9', 9)).toMatchObject({ robots: 'noindex, follow', canonical: '/tops' });
    expect(head(search, 'kw=linen')).toMatchObject({
      title: 'Search results for "linen"',
      robots: 'noindex, follow',
      canonical: '/search',
    });
  });

  it("describes the page's products as an ItemList and the trail as a BreadcrumbList, with absolute URLs", () => {
    const [breadcrumbs, itemList] = head(category, 'page=2', 2).jsonLd!;
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: 'https://shop.test/' },
        { position: 2, item: 'https://shop.test/tops' },
      ],
    });
    expect(itemList).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 3,
      itemListElement: [
        { '@type': 'ListItem', position: 25, url: 'https://shop.test/mock-product-1', name: MOCK_PRODUCTS[0]!.name },
        { position: 26 },
        { position: 27 },
      ],
    });
  });

  it('escapes a keyword that tries to close the script element', () => {
    const h = head(search, `kw=${encodeURIComponent('</script><script>alert(1)</script>')}`);
    const html = headTagsHtml(
      computeHead({
        handles: [{ pageKey: 'page' }],
        store: null,
        errorStatus: null,
        pageHead: { ...h, jsonLd: [{ name: h.title }] },
        origin: 'https://shop.test',
      }),
    );
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('<title>Search results for &quot;&lt;/script&gt;');
    expect(html).toContain('<link rel="canonical" href="https://shop.test/search">');
  });
});
