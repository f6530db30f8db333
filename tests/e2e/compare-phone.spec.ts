/**
 * The compare list has no cap (spec sections 3 and 4), so its page must stay usable with many
 * products on a phone: ten side by side scroll sideways in their region, and the first column (the
 * row names) stays in place while they do.
 */
import { expect, test } from '@playwright/test';
import { inAppLinksLive } from './support/in-app-links';
import { storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('ten compared products scroll sideways on a phone with the row names kept in view', async ({ page }) => {
  // Ten of Aurora's product ids, from the listing page's route data (`{path}/_payload.json`).
  await page.goto(storeUrl('aurora', '/dresses'));
  const ids = await page.evaluate(async () => {
    const found: number[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.productID === 'number' && !found.includes(record.productID)) found.push(record.productID);
        Object.values(record).forEach(walk);
      }
    };
    walk(await (await fetch('/dresses/_payload.json')).json());
    walk(await (await fetch('/shoes/_payload.json')).json());
    return found.slice(0, 10);
  });
  expect(ids).toHaveLength(10);

  // Whether the page ever took its comparison out of the document while it loaded: a shared link's
  // table must stay the server's from first paint through hydration, when the browser's own list is
  // still empty (it was replaced then, and a test holding its rows found them gone).
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element && (node.tagName === 'TABLE' || node.querySelector('table')))
            (window as { tableReplaced?: boolean }).tableReplaced = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(storeUrl('aurora', `/compare?ids=${ids.join(',')}`));
  const table = page.getByRole('table', { name: 'Comparison of 10 products' });
  await expect(table.getByRole('columnheader')).toHaveCount(10);
  // The shared link fills the browser's empty list once the page is live; the table stayed in place.
  await inAppLinksLive(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('wx_compare_aurora'))).toContain(String(ids[9]));
  expect(await page.evaluate(() => (window as { tableReplaced?: boolean }).tableReplaced ?? false)).toBe(false);
  const region = page.getByRole('region', { name: 'Comparison table' });
  const priceRow = table.getByRole('rowheader', { name: 'Price' });
  const before = (await priceRow.boundingBox())!;
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Nothing but the region scrolls: the page itself stays as wide as the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The region takes the keyboard's focus (its arrows scroll it); scrolled to its end, the last
  // product is across the phone's screen and the row names have not moved.
  await expect(async () => {
    await region.focus();
    await expect(region).toBeFocused({ timeout: TIME_LIMITS.retryStep });
  }).toPass();
  await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  const last = (await table.getByRole('columnheader').last().boundingBox())!;
  expect(last.x).toBeGreaterThanOrEqual(0);
  expect(last.x + last.width).toBeLessThanOrEqual(390);
  const after = (await priceRow.boundingBox())!;
  expect(Math.abs(after.x - before.x)).toBeLessThan(2);
  await expect(priceRow).toBeInViewport();
});
