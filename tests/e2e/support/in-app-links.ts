/**
 * Waits until the live layer follows the store's links in the page (src/ui/app/in-app-links.tsx sets
 * `data-in-app-links` on <html> once its listener is on). Before that a click on a link loads a new
 * document, the designed fallback, which a test checking a navigation in place must not race.
 */
import { expect, type Page } from '@playwright/test';

export async function inAppLinksLive(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-in-app-links', '');
}
