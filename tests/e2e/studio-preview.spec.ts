/**
 * The studio's preview works whatever the browser's third-party cookie policy. The store
 * runs in a frame of the studio's site, so a browser that blocks third-party cookies (the default
 * here, as in Safari and Firefox) gives it none: the frame reads the catalogue with a read-only
 * preview token the studio hands it over the message channel instead. Runs in the default project
 * (blocked) and in 'studio-3pc-allowed', each on its own store so their drafts never collide
 * (docs/editor.md, "Without third-party cookies").
 */
import { consoleProblems } from './support/console-problems';
import { editorFrame, sharedPreviewLink, signInToStudio } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';
import { expect, frameCanKeepCookies, test } from './support/third-party-cookies';
import { TIME_LIMITS } from './support/time-limits';

test.use({ viewport: { width: 1960, height: 1000 } });

test('the browser policy under test is in force in the studio frame', async ({ page, studioStore, thirdPartyCookies }) => {
  await signInToStudio(page, studioStore);
  const frame = await editorFrame(page);
  expect(await frameCanKeepCookies(frame)).toBe(thirdPartyCookies === 'allowed');
});

test("the editor and preview pages set no cookie: the frame never holds or changes a shopper's tokens", async ({
  request,
  studioStore,
}) => {
  for (const path of ['/editor', '/preview']) {
    // A closed store (vault) answers a builder page without the owner's preview key with a notice of where it opens from.
    const answer = await request.get(`http://127.0.0.1:${E2E_PORT}${path}`, {
      headers: { host: `${studioStore}.localhost:${E2E_PORT}` },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['set-cookie']).toBeUndefined();
    // Without a signed preview key the page carries no preview token either.
    expect(await answer.text()).not.toContain('previewToken');
  }
});

test('every one of the 22 section types added in the studio renders in the frame, catalogue sections with their data', async ({
  page,
  studioStore,
}) => {
  test.setTimeout(TIME_LIMITS.journey);
  const problems = consoleProblems(page);
  await signInToStudio(page, studioStore);
  const frame = await editorFrame(page);
  const options = await page
    .getByLabel('Section type')
    .locator('option')
    .evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
  // The home page offers every body type; header and footer sections belong to their groups (decision 35).
  expect(options.map((o) => o.value)).not.toContain('1');
  expect(options).toHaveLength(20);
  const addEach = async (choices: typeof options) => {
    for (const { value, label } of choices) {
      const shown = frame.locator(`[data-section-type="${value}"]`);
      const before = await shown.count();
      await page.getByLabel('Section type').selectOption(value);
      await page.getByRole('button', { name: 'Add section' }).click();
      await expect(shown, `a ${label} section appears in the frame`).toHaveCount(before + 1);
    }
  };
  await addEach(options);
  await page.getByLabel('Page to edit').selectOption({ label: 'Header' });
  const groupOptions = await page
    .getByLabel('Section type')
    .locator('option')
    .evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, label: o.textContent ?? '' })));
  await addEach(groupOptions.filter((o) => o.value === '1' || o.value === '2'));
  // The catalogue-backed sections fetched their cards from the frame itself, with no cookie.
  for (const type of ['3', '4', '5']) {
    const added = frame.locator(`[data-section-type="${type}"]`).last();
    await expect(added.locator('li').first()).toBeVisible();
    await expect(added.getByText('could not be loaded')).toHaveCount(0);
  }
  expect(new URL(frame.url()).pathname).toBe('/editor');
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a failed catalogue call shows a note in its section and the frame stays on the page', async ({ page, studioStore }) => {
  await signInToStudio(page, studioStore);
  const frame = await editorFrame(page);
  await page.route('**/store-api/Catalog/GetProducts**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":503,"message":"busy","data":null}' }),
  );
  await page.getByLabel('Section type').selectOption({ label: 'Products' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const added = frame.locator('[data-section-type="3"]').last();
  await expect(added.getByRole('status')).toContainText('could not be loaded in the preview');
  expect(new URL(frame.url()).pathname).toBe('/editor');
  // Changing the section asks again; with the store API answering, its products show.
  await page.unroute('**/store-api/Catalog/GetProducts**');
  await page.getByRole('textbox', { name: 'Limit', exact: true }).fill('4');
  await expect(added.locator('li')).toHaveCount(4);
});

test("the shared preview link works in a fresh browser and leaves the shopper's own tokens alone", async ({
  page,
  browser,
  studioStore,
}) => {
  // A studio sign-in, a second browser context and two store pages.
  test.setTimeout(TIME_LIMITS.journey);
  await signInToStudio(page, studioStore);
  await editorFrame(page);
  const href = await sharedPreviewLink(page);
  const fresh = await browser.newContext();
  const shopper = await fresh.newPage();
  await shopper.goto(storeUrl(studioStore));
  const tokensBefore = (await fresh.cookies()).filter((c) => /^(at|rt)_/.test(c.name)).map((c) => `${c.name}=${c.value}`);
  expect(tokensBefore).toHaveLength(2);
  const preview = await fresh.newPage();
  const problems = consoleProblems(preview);
  await preview.goto(href!);
  await expect(preview.locator('[data-section-type="3"] li').first()).toBeVisible();
  expect(new URL(preview.url()).pathname).toBe('/preview');
  const tokensAfter = (await fresh.cookies()).filter((c) => /^(at|rt)_/.test(c.name)).map((c) => `${c.name}=${c.value}`);
  expect(tokensAfter).toEqual(tokensBefore);
  expect(problems).toEqual([]);
  await fresh.close();
});
