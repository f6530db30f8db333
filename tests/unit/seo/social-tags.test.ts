/**
 * Link previews: Open Graph and Twitter card tags on the pages a shopper shares, with the
 * canonical URL and an absolute picture the networks can read; none on noindex pages.
 */
import { describe, expect, it } from 'vitest';
import { MOCK_STORE } from '../../../src/adapters/mock-backend/mock-fixtures';
import type { PageHead } from '../../../src/domain/seo/page-head';
import { computeHead, headTagsHtml } from '../../../src/ui/app/document-head';

const store = {
  ...MOCK_STORE,
  siteConfig: { ...MOCK_STORE.siteConfig, webMeta: { description: 'Easy clothes.', image: 'media://mock/logo.svg' } },
};
const ORIGIN = 'https://shop.test';

function tags(pageKey: string, pageHead: PageHead | null, location = { pathname: '/', search: '' }) {
  const head = computeHead({ handles: [{ pageKey }], store, errorStatus: null, pageHead, origin: ORIGIN, location });
  return Object.fromEntries(head.social.map((tag) => [tag.key, tag.content]));
}

describe('link-preview tags', () => {
  it('describe a product with its canonical URL, its picture through the share preset, and its price', () => {
    const t = tags('page', {
      title: 'Satin Maxi Dress',
      description: 'Bias-cut satin.',
      canonical: '/satin-maxi-dress',
      image: 'media://mock/dress.svg',
      type: 'product',
      price: { amount: '144.99', currency: 'USD' },
    });
    expect(t).toMatchObject({
      'og:type': 'product',
      'og:site_name': 'Mock Store',
      'og:title': 'Satin Maxi Dress | Mock Store',
      'og:description': 'Bias-cut satin.',
      'og:url': `${ORIGIN}/satin-maxi-dress`,
      'product:price:amount': '144.99',
      'product:price:currency': 'USD',
      'twitter:card': 'summary_large_image',
    });
    expect(t['og:image']).toMatch(/^https:\/\/shop\.test\/img\/[^/]*f_jpeg[^/]*\/media\/mock\/dress\.svg$/);
    expect(t['twitter:image']).toBe(t['og:image']);
    // The share card's size and what it shows, so a network lays the preview out before fetching it.
    expect(t).toMatchObject({ 'og:image:width': '1280', 'og:image:height': '672', 'og:image:alt': 'Satin Maxi Dress | Mock Store' });
  });

  it("name the store's language and country as Open Graph's locale", () => {
    expect(tags('home', { canonical: '/' })['og:locale']).toMatch(/^en_[A-Z]{2}$/);
  });

  it("give the home page, listings and custom pages the store's picture and description when they have none", () => {
    const t = tags('home', { canonical: '/' });
    expect(t).toMatchObject({ 'og:type': 'website', 'og:url': `${ORIGIN}/`, 'og:description': 'Easy clothes.' });
    expect(t['og:image']).toMatch(/\/media\/mock\/logo\.svg$/);
    expect(t['og:image']).toMatch(/^https:\/\//);
  });

  it("are left out of noindex pages: a guest's order link, the cart, a filtered listing", () => {
    expect(tags('order', { canonical: '/order/12' }, { pathname: '/order/12', search: '?t=secret-token' })).toEqual({});
    expect(tags('cart', { canonical: '/cart' })).toEqual({});
    expect(tags('page', { canonical: '/tops', robots: 'noindex, follow' })).toEqual({});
  });

  it("are escaped in the server's HTML", () => {
    const head = computeHead({
      handles: [{ pageKey: 'page' }],
      store,
      errorStatus: null,
      pageHead: { title: '"><script>x</script>', canonical: '/x' },
      origin: ORIGIN,
    });
    const html = headTagsHtml(head);
    expect(html).toContain('<meta property="og:title" content="&quot;&gt;&lt;script&gt;');
    expect(html).not.toContain('<script>x');
  });
});
