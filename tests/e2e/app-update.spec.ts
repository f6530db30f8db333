/**
 * App updates (docs/tracking.md): an open page checks the deployed build about hourly (the clock is fast-
 * forwarded here) and offers a reload when a new one is out. The deploy is simulated by writing
 * the build files the host serves; they are put back afterwards.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { E2E_PORT, storeUrl } from './support/store-urls';

const BUILDS = 'dist/client/builds';

test('a newer build deployed while the page is open is offered as a reload', async ({ page, request }) => {
  const latestFile = `${BUILDS}/latest.json`;
  const original = await readFile(latestFile, 'utf8');
  const served = await request.get(`http://127.0.0.1:${E2E_PORT}/builds/latest.json?t=1`);
  expect(served.headers()['cache-control']).toBe('no-cache');
  const current = (await served.json()) as { id: string };

  await page.clock.install();
  await page.goto(storeUrl('aurora', '/'));
  await expect(page.locator('meta[name="wx-build"]')).toHaveAttribute('content', current.id);
  await page.waitForLoadState('networkidle');
  try {
    const next = { id: `${current.id}-next`, timestamp: Date.now() };
    await writeFile(`${BUILDS}/meta/${next.id}.json`, JSON.stringify(next));
    await writeFile(latestFile, JSON.stringify(next));
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });

    await page.clock.fastForward('01:00:01');
    const offer = page.getByRole('status').filter({ hasText: 'A new version of this store is available.' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)).toBe(false);
  } finally {
    await writeFile(latestFile, original);
  }
});
