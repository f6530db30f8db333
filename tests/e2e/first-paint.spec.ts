/**
 * The first paint needs no stylesheet request (decision 45, server/host/ssr/critical-css.ts): each page
 * carries the app stylesheet's rules its HTML can match, so what a phone shows of a page before the
 * stylesheet arrives is what it shows after. Here the stylesheet never arrives, and every element in
 * the first screen must have the same place, size, colours and font as with it. Without JavaScript,
 * so the page is the server's HTML as the first paint has it.
 */
import { expect, test, type Page } from '@playwright/test';
import { PHONE_AND_DESKTOP, rewriteServedPage, settledReading } from './support/served-page';
import { storeUrl } from './support/store-urls';

// A phone, and a desktop where the header and grids take their wide forms.
test.use({ javaScriptEnabled: false });

/** Each element of the first screen: tag, box and the computed styles a missing rule would change. */
async function firstScreen(page: Page) {
  // Text measured in the theme's fonts, not in a fallback that is still being swapped.
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.bottom <= 0 || box.top >= window.innerHeight || box.width === 0) return [];
      const style = getComputedStyle(element);
      // What the screen shows of it: below the fold, sections not yet laid out (skipped-sections.ts)
      // hold a stand-in height until they near the viewport, whichever load it is.
      const at = [box.x, box.y, box.width, Math.min(box.bottom, window.innerHeight) - box.y].map(Math.round).join(',');
      return [`${element.tagName} ${at} ${style.color} ${style.backgroundColor} ${style.font} ${style.display} ${style.borderColor}`];
    }),
  );
}

const PAGES = [
  ['aurora', '/'],
  ['aurora', '/dresses'],
  ['aurora', '/floral-maxi-dress'],
  ['aurora', '/cart'],
  ['aurora', '/checkout'],
  ['nordic', '/'],
  ['nordic', '/bergen-loveseat'],
] as const;

for (const [store, path] of PAGES)
  for (const viewport of PHONE_AND_DESKTOP) {
    test(`${store} ${path}, ${viewport.width} px: the first screen looks the same before the app stylesheet arrives`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto(storeUrl(store, path));
      // Once a late font or picture stops moving things.
      const withSheet = await settledReading(() => firstScreen(page));
      // The page as served, less every link to the app stylesheet: the first paint has only the inline
      // rules. (Aborting the stylesheet's request alone was not enough: now and then Chromium applied it.)
      await rewriteServedPage(page, storeUrl(store, path), (html) => html.replace(/<link[^>]*\/assets\/app-[^>]*\.css"[^>]*>/g, ''));
      await page.goto(storeUrl(store, path));
      await expect(page.locator('style[data-wx-critical]')).toHaveCount(1);
      expect(await page.evaluate(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/app-')))).toBe(false);
      await expect.poll(() => firstScreen(page)).toEqual(withSheet);
    });
  }
