/**
 * Listings as a shopper uses them: search from the header, filter by brand and price, sort,
 * paginate, switch view, go back, open a product; the same filters without JavaScript; the facet
 * URLs kept out of the index; robots.txt and sitemap.xml.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { hydratedElement } from './support/hydration';
import { E2E_PORT, storeUrl } from './support/store-urls';

/** Node's request client cannot resolve *.localhost; `?store=` names the store instead. */
const byQuery = (store: string, path: string) => `http://localhost:${E2E_PORT}${path}?store=${store}`;
const status = (page: Page) => page.getByRole('main').getByRole('status');
const results = (page: Page) => page.getByRole('region', { name: 'Products' });
const cardPrices = async (page: Page) =>
  (await results(page).locator('.product-card__price > span:first-child').allTextContents()).map((text) =>
    Number(text.replace(/[^0-9.]/g, '')),
  );

/** The sort form is live; its "Apply" button (for pages without JavaScript) is hidden from the first paint. */
async function hydrated(page: Page) {
  await hydratedElement(page.getByRole('main').locator('form:has(select[name="sort"])'));
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeHidden();
}

async function openListing(page: Page, path: string) {
  const response = await page.goto(storeUrl('aurora', path));
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

const pressed = (button: Locator) => expect(button).toHaveAttribute('aria-pressed', 'true');

test('the header search leads to the keyword listing, which searches in the database', async ({ page }) => {
  await page.goto(storeUrl('aurora'));
  // A search box before the page is live, a combobox (with suggestions) once it is focused: found by its label.
  const search = page.getByRole('banner').getByLabel('Search products');
  await search.fill('linen');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?kw=linen$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "linen"');
  await expect(status(page)).toHaveText(/^Showing 1–\d+ of \d+ products?$/);
  for (const name of await results(page).getByRole('heading', { level: 3 }).allTextContents()) expect(name).toMatch(/linen/i);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('filter by brand and price, sort, switch view, and go back through each step', async ({ page }) => {
  await openListing(page, '/dresses');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dresses');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  const all = await status(page).textContent();

  await page.getByRole('checkbox', { name: /Luna Atelier/ }).click();
  await expect(page).toHaveURL(/\/dresses\?br=luna-atelier$/);
  await expect(status(page)).toHaveText(/of 6 products/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/dresses$/);

  await page.getByRole('spinbutton', { name: 'Minimum price' }).fill('100');
  await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('170');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/br=luna-atelier&pr=100-170$/);
  await expect(page.getByRole('link', { name: 'Remove filter: $100 – $170' })).toBeVisible();
  for (const price of await cardPrices(page)) expect(price >= 100 && price <= 170).toBe(true);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/br=luna-atelier&pr=100-170&sort=3$/);
  // The address changes as the navigation starts; the cards follow once the sorted page is drawn.
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! >= price);
    })
    .toBe(true);

  await page.getByRole('button', { name: 'List View' }).click();
  await expect(page).toHaveURL(/sort=3&view=list$/);
  await pressed(page.getByRole('button', { name: 'List View' }));
  await expect(results(page).locator('.product-card--list').first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/sort=3$/);
  await pressed(page.getByRole('button', { name: 'Grid View' }));
  await page.goBack();
  await expect(page).toHaveURL(/pr=100-170$/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('1');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/dresses$/);
  await expect(status(page)).toHaveText(all!);
  await expect(page.getByRole('checkbox', { name: /Luna Atelier/ })).not.toBeChecked();
});

test('paginate with numbered links, previous and next, and keep focus on the results', async ({ page }) => {
  await openListing(page, '/shop');
  await expect(status(page)).toHaveText('Showing 1–24 of 80 products');
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/shop\?page=2$/);
  await expect(status(page)).toHaveText('Showing 25–48 of 80 products');
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(results(page)).toBeFocused();
  await pagination.getByRole('link', { name: 'Page 4' }).click();
  await expect(status(page)).toHaveText('Showing 73–80 of 80 products');
  await expect(results(page).getByRole('article')).toHaveCount(8);
  await pagination.getByRole('link', { name: /Previous/ }).click();
  await expect(page).toHaveURL(/page=3$/);
  await page.goBack();
  await expect(status(page)).toHaveText('Showing 73–80 of 80 products');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\?page=4$/);
});

test('open a product from the listing: the page head follows the navigation', async ({ page }) => {
  await openListing(page, '/dresses?sort=4');
  const first = results(page).getByRole('heading', { level: 3 }).first().getByRole('link');
  const href = await first.getAttribute('href');
  expect(href).toMatch(/^\/[a-z0-9-]+$/);
  await first.click();
  await expect(page).toHaveURL(storeUrl('aurora', href!));
  // A client-side navigation carries the product's own canonical URL and structured data, not the listing's.
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', storeUrl('aurora', href!));
  await expect
    .poll(async () =>
      (await page.locator('script[type="application/ld+json"]').allTextContents()).some((text) => text.includes('"@type":"Product"')),
    )
    .toBe(true);
  const response = await page.request.get(byQuery('aurora', href!));
  expect(response.status()).toBe(200);
});

test('on a phone the filters open from a real button', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openListing(page, '/dresses');
  const toggle = page.getByRole('button', { name: 'Show filters' });
  await expect(page.getByRole('form', { name: 'Filters' })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('checkbox', { name: /Maison Aurore/ }).click();
  await expect(page).toHaveURL(/br=maison-aurore/);
  await expect(page.getByRole('checkbox', { name: /Maison Aurore/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Hide filters (1)' })).toBeVisible();
});

test('on a phone a was-price wraps under the price inside its card', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Nordic's sofas cost four digits with the code after them: a sale card's two prices outgrew a half-width card.
  await page.goto(storeUrl('nordic', '/sofas'));
  const sale = results(page).locator('.product-card', { has: page.locator('s') });
  await expect(sale.first()).toBeVisible();
  for (const card of await sale.all()) {
    const [cardBox, wasBox] = [await card.boundingBox(), await card.locator('s').boundingBox()];
    expect(wasBox!.x + wasBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter and sort forms still change the listing through its URL', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/dresses'));
    await page.getByRole('checkbox', { name: /Luna Atelier/ }).check();
    await page.getByRole('checkbox', { name: /In stock only/ }).check();
    await page.getByRole('spinbutton', { name: 'Maximum price' }).fill('150');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/\/dresses\?br=luna-atelier&pr=-150&av=1$/);
    await expect(page.getByRole('checkbox', { name: /Luna Atelier/ })).toBeChecked();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name: A to Z' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/sort=4/);
    expect(new URL(page.url()).searchParams.get('br')).toBe('luna-atelier');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('4');
    await page.getByRole('button', { name: 'List View' }).click();
    await expect(page).toHaveURL(/view=list/);
    await expect(page.getByRole('button', { name: 'List View' })).toHaveAttribute('aria-pressed', 'true');
  });
});

test('bad listing input renders a normal page, and structured data lists the products', async ({ page }) => {
  for (const query of [
    'page=-1',
    'recs=1000000000',
    'pr=abc',
    'sort=99',
    `kw=${'x'.repeat(10_000)}`,
    'kw=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    "kw='%3B%20drop%20table%20products%3B--",
  ]) {
    const response = await page.goto(storeUrl('aurora', `/search?${query}`));
    expect(response?.status(), query).toBe(200);
  }
  await page.goto(storeUrl('aurora', '/dresses'));
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const itemList = blocks.map((text) => JSON.parse(text)).find((block) => block['@type'] === 'ItemList');
  expect(itemList.itemListElement[0].url).toMatch(/^http:\/\/aurora\.localhost:\d+\/[a-z0-9-]+$/);
});

test('robots.txt and sitemap.xml belong to the store of the host', async ({ request }) => {
  const robots = await request.get(byQuery('aurora', '/robots.txt'));
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${byQuery('aurora', '/sitemap.xml')}`);
  const sitemap = await (await request.get(byQuery('nordic', '/sitemap.xml'))).text();
  expect(sitemap).toContain(`<loc>${byQuery('nordic', '/sofas')}</loc>`);
  expect(sitemap).not.toContain('dresses');
});

test('the listing does not move as it becomes live, so a quick click lands on what the shopper aimed at', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openListing(page, '/shop');
  await page.waitForLoadState('networkidle');
  const total = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
  // Web Vitals calls a cumulative layout shift under 0.1 good; hydration alone should cost next to nothing.
  expect(total).toBeLessThan(0.02);
});
