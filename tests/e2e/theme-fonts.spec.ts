/**
 * A theme's fonts cost as few bytes and requests as its weights allow (decision 53, domain/theme/fonts.ts):
 * Aurora sets its text in three weights of Inter, which come as Inter's one variable file, and its
 * headings in one weight of Playfair Display, which stays that weight's static file.
 */
import { expect, test } from '@playwright/test';
import { storeUrl } from './support/store-urls';

test.use({ viewport: { width: 390, height: 844 } });

test('Aurora’s text comes in Inter’s one variable file and its headings in one static weight', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (asked) => {
    if (asked.resourceType() === 'font') fonts.push(new URL(asked.url()).pathname);
  });
  await page.goto(storeUrl('aurora', '/'));
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('500 16px "Inter Variable"'))).toBe(true);
  expect(fonts).toContain('/fonts/variable/inter/files/inter-latin-wght-normal.woff2');
  expect(fonts).toContain('/fonts/playfair-display/files/playfair-display-latin-600-normal.woff2');
  expect(fonts.filter((path) => path.startsWith('/fonts/inter/'))).toEqual([]);
  // The body's text is set in it: the variable family leads the theme's stack.
  expect(await page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)).toMatch(/^"Inter Variable", Inter,/);

  const file = await page.evaluate(async () => {
    const answer = await fetch('/fonts/variable/inter/files/inter-latin-wght-normal.woff2');
    return { status: answer.status, cacheControl: answer.headers.get('cache-control') };
  });
  expect(file.status).toBe(200);
  expect(file.cacheControl).toContain('immutable');
});
