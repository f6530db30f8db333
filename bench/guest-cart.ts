/**
 * A guest's cart in the benchmark's browser, for the cart and checkout pages (issue 16): an empty
 * cart measures a page nobody checks out from. The product page's Add to cart is pressed in the
 * Chromium that Lighthouse drives (over the DevTools protocol), so the cart is the browser's own:
 * its storage and cookies as a shopper's, kept between runs (Lighthouse's storage reset leaves
 * local storage and cookies alone).
 */
import { chromium } from '@playwright/test';

export async function addToGuestCart(devtoolsPort: number, productUrl: string, storeName: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devtoolsPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(productUrl);
    await page.getByRole('button', { name: 'Add to cart' }).first().click();
    // Saved to storage before any call (decision 10): the line is there once the key holds an item.
    await page.waitForFunction((key) => (localStorage.getItem(key) ?? '').includes('_'), `wx_cart_${storeName}`);
    await page.close();
  } finally {
    // Disconnects from the browser Lighthouse keeps using; does not close it.
    await browser.close();
  }
}
