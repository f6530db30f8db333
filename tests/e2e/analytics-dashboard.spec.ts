/**
 * The studio's Analytics page (docs/tracking.md): a tracked shopper's page views reach the database (read
 * back through the report) and the owner's dashboard; the date range picker refuses a backwards
 * range beside the field, and a quiet range shows the empty state.
 */
import { chromium, expect, test } from '@playwright/test';
import { TRACK_PATHS } from '../../src/domain/tracking/tracking-records';
import { CHROMIUM_ARGS, findChromium } from './support/find-chromium';
import { storeUrl } from './support/store-urls';
import { openStorePage, signInToStudio } from './support/studio';
import { todaysReport } from './support/tracking-report';
import { TIME_LIMITS } from './support/time-limits';

const SHOPPER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

async function browseAsShopper(paths: string[]): Promise<void> {
  // Playwright's own browser sets navigator.webdriver and is never tracked; this one is a shopper's.
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS, '--disable-blink-features=AutomationControlled'],
    ignoreDefaultArgs: ['--enable-automation'],
  });
  try {
    const context = await browser.newContext({ userAgent: SHOPPER_UA });
    const page = await context.newPage();
    for (const path of paths) {
      // Each page sends its view once it is live (the tracker loads after hydration, which on a busy
      // host can come after a quiet half second on the network): a shopper who stays that long is counted.
      const viewSent = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === TRACK_PATHS.event,
      );
      await page.goto(storeUrl('aurora', path));
      await viewSent;
    }
    await context.close();
  } finally {
    await browser.close();
  }
}

test("the owner sees a shopper's page views on the Analytics page", async ({ page, request }) => {
  // A browser of its own for the shopper (three pages, each until its view is sent), then the studio.
  test.slow();
  const before = await todaysReport(request, 'aurora');
  await browseAsShopper(['/?utm_source=dashboard-e2e', '/contact', '/cart']);
  // In the database first (the report reads the stored rows) ...
  await expect
    .poll(async () => (await todaysReport(request, 'aurora')).totals.pageViews, { timeout: TIME_LIMITS.serverWork })
    .toBeGreaterThanOrEqual(before.totals.pageViews + 3);
  const stored = await todaysReport(request, 'aurora');
  expect(stored.topPages.map((p) => p.path)).toEqual(expect.arrayContaining(['/', '/contact', '/cart']));

  // ... then on the owner's dashboard.
  await signInToStudio(page, 'aurora');
  await openStorePage(page, 'Analytics');
  await expect(page.getByRole('heading', { level: 2, name: 'Analytics' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

  const topPages = page.getByRole('table', { name: 'Top pages' });
  await expect(topPages.getByRole('rowheader', { name: '/contact', exact: true })).toBeVisible();
  const contactViews = Number(
    await topPages
      .getByRole('row', { name: /^\/contact / })
      .getByRole('cell')
      .first()
      .textContent(),
  );
  expect(contactViews).toBeGreaterThanOrEqual(1);
  const pageViews = page
    .locator('dl > div', { has: page.getByRole('term').getByText('Page views', { exact: true }) })
    .getByRole('definition');
  await expect(pageViews).toHaveText(/^[1-9][\d,]*$/);
  await expect(page.getByRole('table', { name: 'UTM sources' }).getByRole('rowheader', { name: 'dashboard-e2e' })).toBeVisible();
  // The chart's figures are readable as a table; today's row counts the visit.
  const today = new Date().toISOString().slice(0, 10);
  const todayLabel = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const todayRow = page
    .getByRole('table', { name: 'Sessions and page views by day' })
    .getByRole('row', { name: new RegExp(`^${todayLabel} `) });
  expect(Number((await todayRow.getByRole('cell').nth(1).textContent())!.replace(/,/g, ''))).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('img', { name: /Sessions and page views by day/ })).toBeVisible();
});

test('the custom range names a backwards end date beside the field, and a quiet range shows the empty state', async ({ page }) => {
  await signInToStudio(page, 'vault');
  await openStorePage(page, 'Analytics');
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill('2024-03-10');
  await page.getByLabel('To', { exact: true }).fill('2024-03-01');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription('The end date must be on or after the start date');

  await page.getByLabel('To', { exact: true }).fill('2024-03-16');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Mar 10, 2024 – Mar 16, 2024')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No visits or orders in this range yet' })).toBeVisible();
  // Back to the theme editor, which kept its state.
  await page.getByRole('link', { name: 'Theme editor' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Home page sections' })).toBeVisible();
});
