/**
 * The studio's Settings page (docs/back-office.md): the owner sets a Facebook pixel id and the storefront
 * loads it once the page is live, in a new visit and in a tab that was already open (the suite's
 * server inserts owner scripts inert, type text/plain, so nothing leaves the machine); a new store
 * password turns away the pass a visitor got with the old one.
 * Each test puts the demo store back as it found it (sakura has no pixel; vault's password is
 * opensesame), through the owner's own call, even when the test fails.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { violations } from './support/axe';
import { inAppLinksLive } from './support/in-app-links';
import { ownerToken } from './support/store-bypass';
import { openStorePage, signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

const API = `http://127.0.0.1:${E2E_PORT}/store-api`;
const PIXEL = '123456789012345';

async function ownerSave(request: APIRequestContext, store: string, body: unknown): Promise<void> {
  // The worker's kept token: a sign-in per save spent the owner's sign-in allowance (10 in 5 minutes
  // per address and login), which the suite's studio journeys on the same store share.
  const token = await ownerToken(request, API, store);
  const saved = await request.post(`${API}/Owner/SaveSettings`, { data: body, headers: { authorization: `Bearer ${token}` } });
  expect(saved.status()).toBe(200);
}

/** What each test changed, put back after it with a fresh request context (even after a timeout). */
const restores: Array<(request: APIRequestContext) => Promise<void>> = [];
test.afterEach(async ({ request }) => {
  for (const restore of restores.splice(0)) await restore(request);
});

/**
 * Enters a store password on /maintenance (the form posts the document); 'entered' when the store let
 * the visitor in, else the page's alert. Store password guesses are five a minute per address and
 * store (docs/security.md), an allowance another spec's guesses share: a refusal for too many is waited out.
 */
async function enterStorePassword(visitor: Page, value: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    await visitor.getByLabel('Enter store password').fill(value);
    const posted = visitor.waitForResponse(
      (response) => new URL(response.url()).pathname === '/maintenance' && response.request().method() === 'POST',
    );
    await visitor.getByRole('button', { name: 'Enter store' }).click();
    await posted;
    await visitor.waitForLoadState('domcontentloaded');
    if (visitor.url() === storeUrl('vault', '/')) return 'entered';
    const text = (await visitor.getByRole('alert').textContent()) ?? '';
    const wait = /Too many attempts\. Try again in (\d+) seconds/.exec(text);
    if (!wait || attempt >= 2) return text;
    await visitor.waitForTimeout((Number(wait[1]) + 1) * 1000);
  }
}

async function openSettings(page: Page, store: string) {
  await signInToStudio(page, store);
  await openStorePage(page, 'Settings');
  await expect(page.getByRole('heading', { name: 'Store settings' })).toBeVisible();
}

test('the owner sets a Facebook pixel id in Settings and the storefront loads it after the page is live', async ({
  page,
  context,
  request,
}) => {
  restores.push((api) => ownerSave(api, 'sakura', { scripts: { facebookPixelID: '' } }));
  // A shopper's tab is open on the store before the owner saves.
  const openTab = await context.newPage();
  await openTab.goto(storeUrl('sakura', '/'));
  await openTab.waitForLoadState('networkidle');
  await expect(openTab.locator('script[data-owner-script]')).toHaveCount(0);
  await openTab.evaluate(() => {
    (window as unknown as { before: boolean }).before = true;
  });

  await openSettings(page, 'sakura');
  const pixel = page.getByLabel('Facebook pixel ID');
  // A malformed id is refused beside its field, with the keyboard put there.
  await pixel.fill('12345');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Facebook pixel ID looks like 123456789012345')).toBeVisible();
  await expect(pixel).toBeFocused();
  await pixel.fill(` ${PIXEL} `);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('settings-save-status')).toHaveText(/^Saved at .*: live on the store now$/);
  await expect(page.getByRole('list', { name: 'Saved changes, newest first' }).getByRole('listitem').first()).toContainText(
    `Facebook pixel ID set to ${PIXEL}`,
  );

  // The open tab heard it; its next in-app navigation loads the page whole, with the pixel.
  await expect(openTab.locator('html')).toHaveAttribute('data-store-settings-changed', 'true');
  const reloaded = openTab.waitForEvent('load');
  // A link the shopper can see (a slideshow's other slides are hidden until they turn).
  await openTab.locator('main a[href^="/"]:not([href="/"]):visible').first().click();
  await reloaded;
  expect(await openTab.evaluate(() => (window as unknown as { before?: boolean }).before === true)).toBe(false);
  await expect(openTab.locator('script[data-owner-script="fb-pixel"]')).toHaveAttribute('type', 'text/plain');

  // So does a new visit.
  const shopper = await context.newPage();
  await shopper.goto(storeUrl('sakura', '/'));
  const init = shopper.locator('script[data-owner-script="fb-pixel"]');
  await expect(init).toHaveAttribute('type', 'text/plain');
  // A script's text is not rendered text: read it from the element.
  expect(await init.evaluate((script) => script.textContent)).toContain(`fbq('init','${PIXEL}')`);
  await expect(shopper.locator('script[data-owner-script="fb-pixel-src"]')).toHaveAttribute(
    'data-src',
    'https://connect.facebook.net/en_US/fbevents.js',
  );
  // The server's page carries no owner tag: the runtime inserts them once the page is live.
  const served = await request.get(`http://127.0.0.1:${E2E_PORT}/?store=sakura`);
  expect(await served.text()).not.toContain('data-owner-script');
});

test("the owner's Google Analytics tag is inserted once the page is live, and never in the editor", async ({ page, request }) => {
  restores.push((api) => ownerSave(api, 'sakura', { scripts: { gA4ID: '' } }));
  await ownerSave(request, 'sakura', { scripts: { gA4ID: 'G-S4KURA2026' } });
  await page.goto(storeUrl('sakura', '/'));
  const gtag = page.locator('script[data-owner-script="gtag-src-G-S4KURA2026"]');
  await expect(gtag).toHaveAttribute('data-src', 'https://www.googletagmanager.com/gtag/js?id=G-S4KURA2026');
  await expect(gtag).toHaveAttribute('type', 'text/plain');
  await page.goto(storeUrl('sakura', '/editor'));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('script[data-owner-script]')).toHaveCount(0);
});

test("the owner's scripts never run on the shared host, where every store's page shares one origin", async ({ page, request }) => {
  restores.push((api) => ownerSave(api, 'sakura', { scripts: { facebookPixelID: '' } }));
  await ownerSave(request, 'sakura', { scripts: { facebookPixelID: PIXEL } });
  // Control: the store's own domain inserts the pixel once the page is live.
  await page.goto(storeUrl('sakura', '/'));
  await expect(page.locator('script[data-owner-script="fb-pixel"]')).toHaveAttribute('type', 'text/plain');

  // The same store chosen with ?store= on the shared host, where another store's tokens are in reach: none.
  await page.goto(`http://localhost:${E2E_PORT}/?store=sakura`);
  await expect(page).toHaveTitle('Sakura Tech');
  await inAppLinksLive(page);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('script[data-owner-script]')).toHaveCount(0);
});

test('a tab served before the owner saved, which joins the live feed only after, still loads the next page whole', async ({
  page,
  request,
}) => {
  restores.push((api) => ownerSave(api, 'sakura', { scripts: { liveChatID: '' } }));
  // The tab's stream is held back until the save is done: the save's news went out before it joined.
  let release = () => undefined as void;
  const saved = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/maintenance/stream?*', async (route) => {
    await saved;
    await route.continue();
  });
  const joining = page.waitForRequest((asked) => new URL(asked.url()).pathname === '/api/maintenance/stream');
  await page.goto(storeUrl('sakura', '/'));
  await joining;
  await ownerSave(request, 'sakura', { scripts: { liveChatID: '24681357' } });
  release();

  await expect(page.locator('html')).toHaveAttribute('data-store-settings-changed', 'true');
  const reloaded = page.waitForEvent('load');
  await page.locator('main a[href^="/"]:not([href="/"]):visible').first().click();
  await reloaded;
});

test('a changed store password refuses the old bypass: the visitor who entered the old one is asked again', async ({ page, browser }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // Room to wait out the password guesses' rate limit, should another spec have spent it.
  test.setTimeout(TIME_LIMITS.journey);
  restores.push((api) => ownerSave(api, 'vault', { storePassword: { action: 'set', value: 'opensesame' } }));
  await visitor.goto(storeUrl('vault'));
  await expect(visitor).toHaveURL(storeUrl('vault', '/maintenance'));
  await visitor.waitForLoadState('networkidle');
  expect(await enterStorePassword(visitor, 'opensesame')).toBe('entered');

  await openSettings(page, 'vault');
  await expect(page.getByRole('switch', { name: 'Ask visitors for a store password' })).toBeChecked();
  await page.getByLabel('New store password').fill('cellar-door-2026');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByTestId('settings-save-status')).toHaveText(/live on the store now/);
  await expect(page.getByRole('list', { name: 'Saved changes, newest first' }).getByRole('listitem').first()).toContainText(
    'Store password changed: visitors must enter the new one',
  );

  // The visitor's pass was for the old password: the next page asks again.
  await visitor.reload();
  await expect(visitor).toHaveURL(storeUrl('vault', '/maintenance'));
  await visitor.waitForLoadState('networkidle');
  await expect(visitor.getByLabel('Enter store password')).toBeVisible();
  // Every other page too: the pass opens nothing any more. (The old password's refusal and the new
  // one's welcome are in owner-settings-api.test.ts: each guess here would spend the five a minute
  // this address shares with maintenance.spec.ts.)
  await visitor.goto(storeUrl('vault', '/collections'));
  await expect(visitor).toHaveURL(storeUrl('vault', '/maintenance'));
  await visitorContext.close();
});

test('the owner states a return policy in Settings, and the store publishes it to search engines', async ({ page, context }) => {
  restores.push((api) => ownerSave(api, 'sakura', { return_policy: { mode: 'within', days: 30, fees: 'customer' } }));
  await openSettings(page, 'sakura');
  await expect(page.getByLabel('Return window in days')).toHaveValue('30');
  expect(await violations(page)).toEqual([]);
  await page.getByLabel('Return policy').selectOption({ label: 'No returns' });
  await expect(page.getByLabel('Return window in days')).toBeHidden();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved at/ })).toBeVisible();

  // The store's home page states it on its Organization once the save reaches it.
  const shopper = await context.newPage();
  const organizationPolicy = async () => {
    await shopper.goto(storeUrl('sakura', '/'));
    const blocks = await shopper.locator('script[type="application/ld+json"]').allTextContents();
    const organization = blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Organization');
    return organization?.hasMerchantReturnPolicy;
  };
  await expect.poll(organizationPolicy, { timeout: TIME_LIMITS.serverWork }).toEqual({
    '@type': 'MerchantReturnPolicy',
    applicableCountry: 'JP',
    returnPolicyCategory: 'https://schema.org/MerchantReturnNotPermitted',
  });
});
