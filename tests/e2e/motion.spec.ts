/**
 * The spec's motion (section 9): sections below the first screen come in as the shopper scrolls to
 * them (threshold 0.5), a pressed button ripples for about 401 ms, and with prefers-reduced-motion
 * nothing moves and nothing waits hidden.
 */
import { expect, test, type Page } from '@playwright/test';
import { storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

/** The home page once live: the cart button only counts once the live layer is there. */
async function openLiveHome(page: Page) {
  await page.goto(storeUrl('aurora', '/'));
  await page.waitForLoadState('networkidle');
}

const lastBodySection = (page: Page) => page.locator('#main [data-section-type]').last();

test('a section below the first screen comes in when the shopper scrolls to it', async ({ page }) => {
  await openLiveHome(page);
  const section = lastBodySection(page);
  await expect(section).toHaveAttribute('data-aos', '');
  await expect(section).toHaveCSS('opacity', '0');
  // A deferred section's view replaces its server HTML as it loads (on idle, or as the section nears
  // the viewport: section-islands.tsx), detaching the node being scrolled to; scroll to the new one.
  await expect(async () => {
    await section.scrollIntoViewIfNeeded({ timeout: TIME_LIMITS.retryStep });
    await expect(section).toHaveClass(/\baos-in\b/, { timeout: TIME_LIMITS.retryStep });
  }).toPass();
  await expect(section).toHaveCSS('opacity', '1');
});

test('a section on the first screen is left as it is: never armed, never hidden', async ({ page }) => {
  await openLiveHome(page);
  await expect(lastBodySection(page)).toHaveAttribute('data-aos', '');
  const first = page.locator('#main [data-section-type]').first();
  await expect(first).toBeInViewport();
  await expect(first).not.toHaveAttribute('data-aos');
  await expect(first).toHaveCSS('opacity', '1');
});

test('a pressed button ripples for about 401 ms', async ({ page }) => {
  await page.goto(storeUrl('aurora', '/satin-maxi-dress'));
  await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Watch for the ripple from inside the page: it lives well under a second.
  await page.evaluate(() => {
    (window as unknown as { ripple: Promise<unknown> }).ripple = new Promise<{ duration: string; livedMs: number }>((resolve) => {
      new MutationObserver((records, watcher) => {
        const circle = records
          .flatMap((record) => [...record.addedNodes])
          .find((node): node is HTMLElement => node instanceof HTMLElement && node.classList.contains('ripple'));
        if (!circle) return;
        watcher.disconnect();
        const born = performance.now();
        const duration = getComputedStyle(circle).animationDuration;
        new MutationObserver((_, gone) => {
          if (circle.isConnected) return;
          gone.disconnect();
          resolve({ duration, livedMs: performance.now() - born });
        }).observe(circle.parentElement!, { childList: true });
      }).observe(document.body, { childList: true, subtree: true });
    });
  });
  const button = page.getByRole('button', { name: 'Add to compare' });
  await button.hover();
  await page.mouse.down();
  await page.mouse.up();
  const seen = await page.evaluate(() => (window as unknown as { ripple: Promise<{ duration: string; livedMs: number }> }).ripple);
  expect(seen.duration).toBe('0.401s');
  expect(seen.livedMs).toBeGreaterThan(350);
  expect(seen.livedMs).toBeLessThan(1500);
});

test.describe('with prefers-reduced-motion', () => {
  test.use({ colorScheme: 'light', reducedMotion: 'reduce' });

  test('nothing waits hidden and no button ripples', async ({ page }) => {
    await openLiveHome(page);
    const section = lastBodySection(page);
    await expect(section).not.toHaveAttribute('data-aos');
    await expect(section).toHaveCSS('opacity', '1');
    await page.goto(storeUrl('aurora', '/satin-maxi-dress'));
    await expect(page.getByRole('button', { name: /^Zoom in:/ })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const button = page.getByRole('button', { name: 'Add to compare' });
    await button.hover();
    await page.mouse.down();
    await page.mouse.up();
    await expect(button.locator('.ripple')).toHaveCount(0);
  });
});
