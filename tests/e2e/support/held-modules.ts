/**
 * Holds back the page's modules, as a slow phone line would: the server's HTML is all the page has
 * (the first paint long before hydration) until the returned `release` lets them through.
 */
import type { Page } from '@playwright/test';

export async function holdModules(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
