/** PagePort of the mock backend: categories and products of the fixtures resolve; one custom page. */
import type { PagePort } from '../../application/ports/page.port';
import { StoreApiError } from '../../application/ports/store-api-error';
import type { ResolvedPage } from '../../domain/catalog/resolved-page';
import { PAGE_TYPES } from '../../domain/seo/page-meta';
import { SECTION_TYPE_ID } from '../../domain/sections/section-types';
import { MOCK_CATEGORIES, MOCK_PRODUCTS } from './mock-fixtures';

const HOME = { name: 'Home', url: '/' };
const ABOUT_SECTIONS = JSON.stringify([
  {
    temp_id: 'temp-mockabout001',
    section_type_id: SECTION_TYPE_ID.about,
    is_hidden: false,
    style: {},
    content: { heading: 'About the mock store' },
  },
]);

export class MockPages implements PagePort {
  constructor(private readonly deps: { accessToken: () => string | null }) {}

  async resolvePage(slug: string): Promise<ResolvedPage | null> {
    this.requireToken();
    const seo = (title: string) => ({ title, description: '', keywords: '', image: '' });
    const product = MOCK_PRODUCTS.find((p) => p.productURL === `/${slug}`);
    if (product)
      return {
        slug,
        page_type_id: PAGE_TYPES.PRODUCT,
        item_id: product.productID,
        page_id: 0,
        seo: seo(product.name),
        breadcrumbs: [HOME, { name: product.name, url: `/${slug}` }],
      };
    const category = MOCK_CATEGORIES.find((c) => c.slug === slug);
    if (category) {
      return {
        slug,
        page_type_id: PAGE_TYPES.LISTING,
        item_id: category.categoryID,
        page_id: 0,
        seo: seo(category.name),
        listing: { kind: 'category', id: category.categoryID, name: category.name, slug },
        breadcrumbs: [HOME, { name: category.name, url: `/${slug}` }],
      };
    }
    // The reserved listing slugs, as the real page resolver maps them.
    if (slug === 'search' || slug === 'shop') {
      const name = slug === 'search' ? 'Search' : 'Shop';
      return {
        slug,
        page_type_id: PAGE_TYPES.LISTING,
        item_id: 0,
        page_id: 0,
        seo: seo(name),
        listing: { kind: slug === 'search' ? 'search' : 'all' },
        breadcrumbs: [HOME, { name, url: `/${slug}` }],
      };
    }
    if (slug === 'about')
      return {
        slug,
        page_type_id: PAGE_TYPES.CUSTOM,
        item_id: 0,
        page_id: 1,
        seo: seo('About'),
        breadcrumbs: [HOME, { name: 'About', url: '/about' }],
      };
    if (slug === 'collections')
      return { slug, page_type_id: PAGE_TYPES.COLLECTIONS, item_id: 0, page_id: 0, seo: seo('Collections'), breadcrumbs: [HOME] };
    return null;
  }

  async customPageSections(pageId: number): Promise<string> {
    this.requireToken();
    if (pageId !== 1) throw new StoreApiError(404, 'No such page');
    return ABOUT_SECTIONS;
  }

  async collections() {
    this.requireToken();
    return [
      {
        collectionID: 1,
        name: 'New in',
        slug: 'new-in',
        url: '/new-in',
        description: 'The newest pieces.',
        imageFile: '',
        productCount: 3,
      },
    ];
  }

  private requireToken(): void {
    if (!this.deps.accessToken()) throw new StoreApiError(401, 'Unauthorized: a valid access token is required');
  }
}
