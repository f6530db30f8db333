/** Each demo store's home page shows its own theme and sections, server-rendered and hydrated cleanly. */
import { expect, test, type Page } from '@playwright/test';
import { bypassMaintenance, CLOSED_STORES } from './support/store-bypass';
import { DEMO_STORES, storeUrl } from './support/store-urls';
import { consoleProblems } from './support/console-problems';
import { inAppLinksLive } from './support/in-app-links';

const primaryColour = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());

test('every demo store serves its own home page, title, theme and sections', async ({ page, context, request }) => {
  // Five stores' home pages in one test: five times one page's time budget on a loaded machine.
  test.slow();
  // The closed stores' home pages are seen as their owner sees them.
  for (const store of CLOSED_STORES) await bypassMaintenance(context, request, store);
  const colours = new Set<string>();
  const seenTypes = new Set<string>();
  for (const store of DEMO_STORES) {
    const response = await page.goto(storeUrl(store.name));
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(store.title);
    await expect(page.locator('header[data-section-type="1"]')).toBeVisible();
    await expect(page.locator('footer[data-section-type="2"]')).toBeVisible();
    colours.add(await primaryColour(page));
    for (const type of await page
      .locator('[data-section-type]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('data-section-type')!))) {
      seenTypes.add(type);
    }
  }
  expect(colours.size).toBeGreaterThanOrEqual(3);
  expect([...seenTypes].map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: 22 }, (_, i) => i + 1));
});

test('the home page hydrates without errors and shows products priced in the store currency', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(storeUrl('sakura'));
  await expect(page.locator('[data-section-type="3"]').first()).toBeVisible();
  await expect(page.locator('[data-section-type="3"]').first()).toContainText('¥');
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('the header search leads to the keyword listing and the skip link reaches the content', async ({ page }) => {
  await page.goto(storeUrl('aurora'));
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  // A search box, which becomes a combobox with suggestions once focused: found by its label.
  const search = page.getByRole('search').getByLabel('Search products');
  await search.fill('linen');
  await search.press('Enter');
  await expect(page).toHaveURL(/kw=linen/);
});

test('?store= chooses the store and the visit stays on it while navigating', async ({ page }) => {
  await page.goto(`http://localhost:${new URL(storeUrl('nordic')).port}/?store=nordic`);
  await expect(page).toHaveTitle('Nordic Living');
  await page.goto(`http://localhost:${new URL(storeUrl('nordic')).port}/cart`);
  await expect(page).toHaveTitle('Shopping Cart | Nordic Living');
});

test("?store= on a store's own domain is refused: the store stays the domain's, later visits too, and its customer stays signed in", async ({
  page,
  context,
}) => {
  await page.goto(storeUrl('sakura', '/signin'));
  await page.getByLabel('Email').fill('demo@sakura.example');
  await page.getByLabel('Password').fill('Shopper-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account/);
  const sakuraTokens = async () =>
    (await context.cookies(storeUrl('sakura')))
      .filter((c) => /^(at|rt)_/.test(c.name))
      .map((c) => c.value)
      .join();
  const before = await sakuraTokens();
  await page.goto(storeUrl('sakura', '/?store=aurora'));
  await expect(page).toHaveTitle('Sakura Tech');
  await page.goto(storeUrl('sakura'));
  await expect(page).toHaveTitle('Sakura Tech');
  expect(await sakuraTokens()).toBe(before);
  expect((await context.cookies(storeUrl('sakura'))).some((c) => c.name === 'wx_store')).toBe(false);
});

test('on the shared host each store chosen by ?store= keeps token cookies of its own', async ({ page, context }) => {
  const shared = `http://localhost:${new URL(storeUrl('nordic')).port}`;
  await page.goto(`${shared}/?store=nordic`);
  await expect(page).toHaveTitle('Nordic Living');
  await page.goto(`${shared}/?store=sakura`);
  await expect(page).toHaveTitle('Sakura Tech');
  const names = (await context.cookies(shared)).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['at_nordic_localhost', 'at_sakura_localhost']));
});

test('menu and product links change the page in place: title, top of page, focus on the new content, and Back', async ({ page }) => {
  const problems = consoleProblems(page);
  await page.goto(storeUrl('aurora'));
  await page.waitForLoadState('networkidle');
  await inAppLinksLive(page);
  // A document load would drop this; following links in the page keeps it.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  const stayed = () => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dresses' }).click();
  await expect(page).toHaveTitle('Dresses | Aurora Boutique');
  await expect(page.getByRole('heading', { level: 1, name: 'Dresses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dresses' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('main')).toBeFocused();
  // Screen readers hear the new page's title, as they would on a document load.
  await expect(page.getByRole('status').filter({ hasText: /^Dresses \| Aurora Boutique$/ })).toBeAttached();

  await page.getByRole('main').getByRole('link', { name: 'Satin Sundress' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Satin Sundress' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveTitle('Dresses | Aurora Boutique');
  expect(await stayed()).toBe(true);

  // A new-tab click is the browser's: the page stays where it is.
  await page
    .getByRole('main')
    .getByRole('link', { name: 'Satin Sundress' })
    .click({ modifiers: ['Control'] });
  await expect(page).toHaveTitle('Dresses | Aurora Boutique');
  expect(problems).toEqual([]);
});

test('Escape closes the mobile menu and gives focus back to its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(storeUrl('aurora'));
  await page.waitForLoadState('networkidle');
  const button = page.getByRole('button', { name: 'Menu' });
  const dresses = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dresses' });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(dresses).toBeVisible();
  // Focus is still on the button the shopper clicked.
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(dresses).toBeHidden();
  await expect(button).toBeFocused();
  // And from inside the menu.
  await page.keyboard.press('Enter');
  await expect(dresses).toBeVisible();
  await dresses.focus();
  await page.keyboard.press('Escape');
  await expect(dresses).toBeHidden();
  await expect(button).toBeFocused();
});
