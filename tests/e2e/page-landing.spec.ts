/**
 * Where a page changed in place lands (src/ui/app/page-landing.tsx): a new page starts at its top with
 * focus on its main region, whichever link led there (the storefront's plain links or the app's own,
 * such as the cart drawer's), and Back returns to where the previous page was left, as a document
 * load and the browser's history would.
 */
import { expect, test, type Page } from '@playwright/test';
import { inAppLinksLive } from './support/in-app-links';
import { storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

test.use({ viewport: { width: 390, height: 844 } });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test("the cart drawer's View cart opens the cart at its top, and Back returns to where the product page was", async ({ page }) => {
  await page.goto(storeUrl('aurora', '/chunky-polo-knit'));
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  await inAppLinksLive(page);

  const add = page.getByRole('button', { name: 'Add to cart' });
  // Scrolled down, with the button in view: the click itself scrolls nothing.
  await add.evaluate((button) => button.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const left = await scrollY(page);
  expect(left).toBeGreaterThan(200);
  await add.click();

  const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
  await drawer.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeInViewport();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(page.getByRole('main')).toBeFocused();

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Chunky Polo Knit' })).toBeAttached();
  await expect.poll(() => scrollY(page)).toBe(left);
});

// Sections below a page's first screen are skipped until they near the viewport, holding an estimated
// height (src/ui/app/skipped-sections.ts): wherever a position is restored, it must find what was there.
const bestsellersTop = (page: Page) =>
  page.getByRole('heading', { level: 2, name: 'Bestsellers' }).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));

/** Scrolls the home page as a shopper does until its Bestsellers are on screen and nothing moves any more. */
async function scrollToBestsellers(page: Page): Promise<void> {
  await page.goto(storeUrl('aurora', '/'));
  await inAppLinksLive(page);
  const heading = page.getByRole('heading', { level: 2, name: 'Bestsellers' });
  await page.mouse.move(200, 400);
  // Sections drawn on the way change height (and islands take over after hydration), so the wheel goes on
  // until the heading stays put in the upper screen.
  await expect(async () => {
    for (let top = await bestsellersTop(page); top < 0 || top > 600; top = await bestsellersTop(page)) {
      await page.mouse.wheel(0, top > 600 ? 300 : -200);
      await page.waitForTimeout(100);
    }
    const top = await bestsellersTop(page);
    await page.waitForTimeout(300);
    expect(await bestsellersTop(page)).toBe(top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThanOrEqual(600);
  }).toPass({ timeout: TIME_LIMITS.expect });
  await expect(heading).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(2000);
}

test('Back from a product picked far down the home page returns to the same place on it', async ({ page }) => {
  await scrollToBestsellers(page);
  const product = page.getByRole('region', { name: 'Bestsellers' }).getByRole('link', { name: 'Chambray Shirt' });
  // What the shopper sees at the tap (after any scrolling the test driver does to reach the link): where the heading is.
  await page.evaluate(() => {
    const heading = document.getElementById('temp-aurbest00008-heading')!;
    const note = () =>
      document.documentElement.setAttribute('data-test-tapped-at', String(Math.round(heading.getBoundingClientRect().top)));
    document.addEventListener('click', note, { capture: true, once: true });
  });
  await product.click();
  const top = Number(await page.locator('html').getAttribute('data-test-tapped-at'));
  await expect(page.getByRole('heading', { level: 1, name: 'Chambray Shirt' })).toBeVisible();

  await page.goBack();
  // The same place, give or take a line of text; an estimated height above it would be hundreds of pixels off.
  await expect.poll(async () => Math.abs((await bestsellersTop(page)) - top)).toBeLessThan(30);
});

test('a first visit at a #target far down the home page lands on it and stays there while the page settles', async ({ page }) => {
  // The pictures come late, as on a slow line: the sections above the target change height after the landing.
  let release!: () => void;
  const pictures = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'image') await pictures;
    await route.continue();
  });
  const signUp = page.locator('#temp-aursubs00011-heading');
  // How far the heading is from the top of the view, in whole pixels.
  const off = () => signUp.evaluate((heading) => Math.abs(Math.round(heading.getBoundingClientRect().top)));
  await page.goto(storeUrl('aurora', '/#temp-aursubs00011-heading'), { waitUntil: 'domcontentloaded' });
  await expect.poll(off).toBe(0);
  release();
  await page.waitForLoadState('networkidle');
  // The sections' code and the pictures near the view have come (the network is idle).
  expect(await off()).toBe(0);
  expect(await scrollY(page)).toBeGreaterThan(2000);
});

test.describe('with motion allowed (in-page links glide, and sections are revealed as they come into view)', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('a link to a place far down the page lands on it and stays there', async ({ page }) => {
    await page.goto(storeUrl('aurora', '/'));
    await inAppLinksLive(page);
    // A link to a place in the page, as an owner's rich text may hold one.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '#temp-aursubs00011-heading',
        textContent: 'Jump to the sign-up form',
      });
      link.style.cssText = 'position: fixed; top: 0; left: 0; z-index: 99; background: #fff';
      document.body.append(link);
    });
    await page.getByRole('link', { name: 'Jump to the sign-up form' }).click();
    const off = () =>
      page.locator('#temp-aursubs00011-heading').evaluate((heading) => Math.abs(Math.round(heading.getBoundingClientRect().top)));
    await expect.poll(off).toBe(0);
    await page.waitForLoadState('networkidle');
    // The glide is over, sections were drawn and revealed on its way: still there.
    await expect
      .poll(() => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(window.scrollY)))))
      .toBeGreaterThan(2000);
    await expect.poll(off, { intervals: [500, 500, 500] }).toBe(0);
  });
});
