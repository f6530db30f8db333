/**
 * A shared link shows a preview: the server writes Open Graph and Twitter card tags with
 * the canonical URL and a picture a network can fetch on its own; the cart (noindex) has none.
 */
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './support/store-urls';

const meta = (key: string) => `meta[property="${key}"], meta[name="${key}"]`;

test('a product page carries its link preview, with a picture a network can fetch', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/satin-maxi-dress'));
  await expect(page.locator(meta('og:type'))).toHaveAttribute('content', 'product');
  await expect(page.locator(meta('og:url'))).toHaveAttribute('content', storeUrl('aurora', '/satin-maxi-dress'));
  await expect(page.locator(meta('og:title'))).toHaveAttribute('content', 'Satin Maxi Dress | Aurora Boutique');
  await expect(page.locator(meta('og:site_name'))).toHaveAttribute('content', 'Aurora Boutique');
  await expect(page.locator(meta('product:price:currency'))).toHaveAttribute('content', 'USD');
  await expect(page.locator(meta('twitter:card'))).toHaveAttribute('content', 'summary_large_image');
  const image = await page.locator(meta('og:image')).getAttribute('content');
  expect(image).toMatch(/^http:\/\/aurora\.localhost:\d+\/img\//);
  // Fetched as a crawler would, on its own (the page's origin, which the browser resolves).
  const picture = await page.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'omit' });
    return { status: response.status, type: response.headers.get('content-type') };
  }, image!);
  expect(picture).toEqual({ status: 200, type: 'image/jpeg' });
});

test('the home page has a website preview; the cart has none', async ({ page }) => {
  await page.goto(storeUrl('nordic', '/'));
  await expect(page.locator(meta('og:type'))).toHaveAttribute('content', 'website');
  await expect(page.locator(meta('og:url'))).toHaveAttribute('content', storeUrl('nordic', '/'));
  await expect(page.locator(meta('og:image'))).toHaveAttribute('content', /^http:\/\/nordic\.localhost:\d+\/img\//);
  await page.goto(storeUrl('nordic', '/cart'));
  await expect(page.locator(meta('og:title'))).toHaveCount(0);
});

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

test("the home page describes the store and its search; a custom page's breadcrumbs are absolute", async ({ page }) => {
  await page.goto(storeUrl('aurora', '/'));
  const home = await jsonLd(page);
  expect(home.find((block) => block['@type'] === 'Organization')).toMatchObject({ name: 'Aurora Boutique', url: storeUrl('aurora', '/') });
  expect(home.find((block) => block['@type'] === 'WebSite')).toMatchObject({
    potentialAction: { target: { urlTemplate: storeUrl('aurora', '/search?kw={search_term_string}') } },
  });
  await expect(page.locator(meta('og:locale'))).toHaveAttribute('content', 'en_US');

  await page.goto(storeUrl('nordic', '/about-us'));
  const crumbs = (await jsonLd(page)).find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> };
  expect(crumbs.itemListElement.length).toBeGreaterThan(1);
  for (const crumb of crumbs.itemListElement) expect(crumb.item).toMatch(/^http:\/\/nordic\.localhost:\d+\//);
});
