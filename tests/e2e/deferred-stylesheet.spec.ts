/**
 * Once a page is live it applies the app stylesheet's class rules out of their cascade layer, its
 * critical style already inline (decision 59, `classRulesOf` in server/host/ssr/critical-css.ts): a
 * sheet with layers made Chromium restyle and lay out the whole page again. Here every element of
 * the live page, hydrated and settled, must have the computed style it has under the whole stylesheet.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE_AND_DESKTOP, rewriteServedPage, settledReading } from './support/served-page';
import { inAppLinksLive } from './support/in-app-links';
import { storeUrl } from './support/store-urls';

// Nothing moving while the two loads are compared.
test.use({ reducedMotion: 'reduce' });

// Computed values a rule sets, not ones layout resolves (a width, an auto margin): those move with
// late content and pictures, and a changed rule shows in what set them (max-width, padding...). No
// background image: a picture's blurred placeholder is one until the picture loads.
const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'max-width',
  'min-width',
  'min-height',
  'padding',
  'border-style',
  'border-color',
  'border-radius',
  'box-shadow',
  'color',
  'background-color',
  'font',
  'letter-spacing',
  'text-align',
  'text-decoration-line',
  'text-transform',
  'opacity',
  'visibility',
  'overflow',
  'z-index',
  'flex',
  'flex-direction',
  'align-items',
  'justify-content',
  'gap',
  'aspect-ratio',
  'object-fit',
  'cursor',
];

/** Every element of the page with the computed styles a rule could change, once the app sheet applies. */
async function everyElementStyle(page: Page): Promise<string[]> {
  await expect(page.locator('link[data-wx-app-css]')).toHaveAttribute('media', 'all');
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(
    (properties) =>
      [...document.querySelectorAll('body *')].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.map((name) => style.getPropertyValue(name)).join('|')}`;
      }),
    PROPERTIES,
  );
}

/**
 * Until the live layer's last stage is in, the two pages differ by what has mounted, not by a style:
 * the toaster's region and each product card's wishlist button (plugged in by the identity stage,
 * the last) come a while after the network is quiet on a loaded machine.
 */
async function liveLayerIn(page: Page): Promise<void> {
  await inAppLinksLive(page);
  await expect(page.locator('section[aria-label^="Notifications"]')).toBeAttached();
  const cards = page.locator('article.product-card');
  await expect(cards.getByRole('button', { name: /wishlist$/ })).toHaveCount(await cards.count());
}

/** Every element's styles once the page is live and they stop changing (late pictures, fonts, live parts). */
async function settled(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await liveLayerIn(page);
  return settledReading(() => everyElementStyle(page), 300);
}

const PAGES = [
  ['aurora', '/'],
  ['aurora', '/dresses'],
  ['aurora', '/floral-maxi-dress'],
  ['nordic', '/'],
  ['nordic', '/bergen-loveseat'],
] as const;

for (const [store, path] of PAGES)
  for (const viewport of PHONE_AND_DESKTOP)
    test(`${store} ${path}, ${viewport.width} px: every element looks the same under the class rules as under the whole stylesheet`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(storeUrl(store, path));
      const deferred = await page.locator('link[data-wx-app-css]').getAttribute('href');
      expect(deferred).toMatch(/^\/assets\/app-[^/]+\.classes\.css$/);
      const withClassRules = await settled(page);

      // The same page for a new visitor (nothing recently viewed) as it was before the class rules: the
      // whole stylesheet linked where Vite put it (the noscript link's place), and applied by the script.
      const visitor = await browser.newContext({
        userAgent: test.info().project.use.userAgent,
        viewport: page.viewportSize(),
        reducedMotion: 'reduce',
      });
      const whole = await visitor.newPage();
      await rewriteServedPage(whole, storeUrl(store, path), (html) =>
        html.replace(/<noscript>(<link[^>]*>)<\/noscript>/, '$1').replaceAll('.classes.css', '.css'),
      );
      await whole.goto(storeUrl(store, path));
      expect(await whole.locator('link[data-wx-app-css]').getAttribute('href')).toBe(deferred!.replace('.classes.css', '.css'));
      expect(await settled(whole)).toEqual(withClassRules);
      await visitor.close();
    });
