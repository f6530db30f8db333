/**
 * Interactive sections hydrate after the page (decision 50, src/ui/sections/section-islands.tsx): the
 * home page hydrates with their server HTML and none of their code, which loads right after. What a
 * shopper does in them before it arrives is not lost, nor what they did before the page was live: a
 * slide control clicked then turns the slide,
 * and an address typed into the sign-up form and sent then is sent, once the view is there.
 * Each test holds the section's chunk back until it has acted, so "before" is certain.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdModules } from './support/held-modules';
import { hydratedElement } from './support/hydration';
import { inAppLinksLive } from './support/in-app-links';
import { storeUrl } from './support/store-urls';

// No autoplay: the slide shown is the one the shopper chose.
test.use({ reducedMotion: 'reduce' });

/** Holds back the section view's chunk: `asked` settles once the page asks for it, `release` lets it through. */
async function holdView(page: Page, view: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route(new RegExp(`/assets/${view}-section-[^/]*\\.js$`), async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { asked: askedFor, release };
}

test('the home page hydrates before its interactive sections’ code, which loads right after', async ({ page }) => {
  const fetched = new Set<string>();
  // Finished, so the page's resource timing holds its entry too (it is written when the answer ends).
  page.on('requestfinished', (request) => {
    const view = /\/assets\/([a-z-]+)-section-[^/]*\.js$/.exec(request.url())?.[1];
    if (view) fetched.add(view);
  });
  await page.goto(storeUrl('aurora', '/'));
  for (const view of ['hero-banner', 'products', 'subscribe']) await expect.poll(() => fetched.has(view)).toBe(true);
  // Each asked for after the hydration's commit (the root shell's mark), none before.
  const { hydratedAt, askedAt } = await page.evaluate(() => ({
    hydratedAt: performance.getEntriesByName('wx:hydrated')[0]!.startTime,
    askedAt: performance
      .getEntriesByType('resource')
      .filter((entry) => /-section-[^/]*\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(askedAt.length).toBeGreaterThanOrEqual(3);
  for (const at of askedAt) expect(at).toBeGreaterThan(hydratedAt);
});

test('a slide control clicked before the hero’s code arrives turns the slide once it does', async ({ page }) => {
  const hero = await holdView(page, 'hero-banner');
  await page.goto(storeUrl('aurora', '/'));
  const banner = page.locator('#main [data-section-type="6"]').first();
  await hydratedElement(banner);
  // It asks for its code once hydrated; until the code is here its buttons have no handler.
  await hero.asked;
  const second = banner.getByRole('button', { name: 'Show slide 2' });
  await second.click();
  await expect(banner.getByRole('button', { name: 'Show slide 1' })).toHaveAttribute('aria-current', 'true');
  hero.release();
  await expect(second).toHaveAttribute('aria-current', 'true');
  await expect(banner.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current', 'true');
});

/**
 * On a slow phone (the first paint long before the app's code, the hero's code later still), "Show slide 2"
 * pressed before the page is live: once it is, that slide shows. Returns the banner.
 */
async function secondSlidePressedEarly(page: Page) {
  const release = await holdModules(page);
  await page.goto(storeUrl('aurora', '/'), { waitUntil: 'domcontentloaded' });
  const banner = page.locator('#main [data-section-type="6"]').first();
  await banner.getByRole('button', { name: 'Show slide 2' }).click();
  release();
  await expect(banner.getByRole('button', { name: 'Show slide 2' })).toHaveAttribute('aria-current', 'true');
  return banner;
}

test('a slide control clicked before the page is live turns the slide once it is', async ({ page }) => {
  const banner = await secondSlidePressedEarly(page);
  await expect(banner.getByRole('button', { name: 'Show slide 1' })).not.toHaveAttribute('aria-current', 'true');
  await expect(banner.getByRole('group', { name: /^2 of / })).toBeVisible();
});

test('an address typed and sent before the sign-up form’s code arrives is sent once it does', async ({ page }) => {
  const subscribe = await holdView(page, 'subscribe');
  await page.goto(storeUrl('aurora', '/'));
  const section = page.locator('#main [data-section-type="20"]').first();
  await hydratedElement(section);
  await section.scrollIntoViewIfNeeded();
  await subscribe.asked;
  await inAppLinksLive(page);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await section.getByRole('textbox', { name: 'Email address' }).fill('early.bird@example.com');
  await section.getByRole('button', { name: 'Sign me up' }).click();
  const submitted = page.waitForResponse((response) => response.url().endsWith('/store-api/Form/Submit'));
  subscribe.release();
  // Sent by the view (no new document), with what was typed before it came.
  expect((await submitted).request().postData()).toContain('early.bird@example.com');
  await expect(page.getByText('Thank you for subscribing!')).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('a product card’s Quick add used as soon as the home page is live still adds to the cart', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/'));
  const products = page.locator('#main [data-section-type="3"]').first();
  await inAppLinksLive(page);
  // The card's own words: its ids are the server's until the products' view takes over, then the view's.
  const card = products.locator('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  const quick = card.getByRole('link', { name: 'Quick add', exact: true });
  await quick.click();
  // The choices in a dialog once the page is live, or on the product's own page a moment before: Add to cart either way.
  const priced = page.waitForResponse((response) => response.url().includes('/store-api/Cart/') && response.status() === 200);
  await page.getByRole('button', { name: 'Add to cart' }).first().click();
  await priced;
  await expect(page.getByRole('dialog', { name: 'Shopping Cart' }).getByText(name).first()).toBeVisible();
});

test.describe('with motion allowed (the slideshow plays, and its view adds a Pause button the server did not render)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a slide control clicked before the page is live turns that slide, and the other sections’ buttons work after', async ({ page }) => {
    await secondSlidePressedEarly(page);
    // A card's wishlist button in a later section, not held once the page is live: a guest is asked to sign in.
    const card = page.locator('#main [data-section-type="3"]').first().locator('article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
    await expect(page).toHaveURL(/\/signin\?next=%2F$/);
  });
});
