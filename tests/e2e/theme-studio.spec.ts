/** The Theme Studio (docs/editor.md): an owner edits the theme in the frame, undoes, publishes; the preview link; a hostile parent. */
import { expect, test, type Page } from '@playwright/test';
import { consoleProblems } from './support/console-problems';
import { holdModules } from './support/held-modules';
import { editorFrame, sectionIds, sharedPreviewLink, signInToStudio, STUDIO_URL, themeCss } from './support/studio';
import { E2E_PORT, storeUrl } from './support/store-urls';
import { TIME_LIMITS } from './support/time-limits';

// Wide enough that the 1280 px desktop preview is shown at full size: Playwright's hit-testing does not
// follow a CSS-scaled frame (browsers do), and these tests click inside the frame.
test.use({ viewport: { width: 1960, height: 1000 } });

test('the owner edits colour, heading font and sections live, undoes and redoes, publishes, and the live store shows it', async ({
  page,
  context,
}) => {
  await signInToStudio(page, 'nordic');
  const frame = await editorFrame(page);
  // A marker on the frame's window survives only if no edit reloads the frame.
  await frame.evaluate(() => {
    (window as unknown as { studioMarker: string }).studioMarker = 'kept';
  });

  await page.getByLabel('Primary color (CSS value)').fill('#ff0055');
  await expect
    .poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()))
    .toBe('#ff0055');
  // The buttons were the primary colour, so they follow it (decision 34), text kept readable.
  await expect(page.getByLabel('Button primary bg color (CSS value)')).toHaveValue('#ff0055');
  await expect.poll(() => themeCss(frame)).toContain('#ff0055');

  await page.getByLabel('Heading font family', { exact: true }).selectOption('Playfair Display');
  await expect.poll(() => themeCss(frame)).toContain('Playfair Display');

  await page.getByLabel('Section type').selectOption({ label: 'Hero banner' });
  await page.getByRole('button', { name: 'Add section' }).click();
  const hero = frame.locator('[data-section-type="6"]', { hasText: 'New arrivals' });
  await expect(hero).toBeVisible();
  const heroId = await hero.getAttribute('data-temp-id');
  const before = await sectionIds(frame);

  await page.getByRole('button', { name: 'Move Hero banner: New arrivals up' }).click();
  await expect.poll(async () => (await sectionIds(frame)).indexOf(heroId!)).toBe(before.indexOf(heroId!) - 1);

  await page.getByRole('heading', { level: 2, name: 'Home page sections' }).click();
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await sectionIds(frame)).indexOf(heroId!)).toBe(before.indexOf(heroId!));
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(async () => (await sectionIds(frame)).indexOf(heroId!)).toBe(before.indexOf(heroId!) - 1);

  // Clicking the section in the frame selects it in the list: its slide, a block (decision 39), in its open blocks.
  await hero.click();
  await expect(
    page
      .getByRole('list', { name: 'Blocks of Hero banner: New arrivals' })
      .getByRole('button', { name: 'Slide: New arrivals', pressed: true }),
  ).toBeVisible();
  expect(await frame.evaluate(() => (window as unknown as { studioMarker?: string }).studioMarker)).toBe('kept');

  await page.getByRole('button', { name: 'Publish' }).click();
  // Publishing asks first; Cancel is focused, so a stray Enter changes nothing.
  const ask = page.getByRole('alertdialog', { name: 'Publish the draft?' });
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await ask.getByRole('button', { name: 'Publish to the live store' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  const shopper = await context.newPage();
  await shopper.goto(storeUrl('nordic'));
  await expect(shopper.locator('[data-section-type="6"]', { hasText: 'New arrivals' })).toBeVisible();
  expect(await shopper.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(
    '#ff0055',
  );
});

/** Adds a "Call to action" section to the open draft with a heading no earlier attempt used, and waits until it is saved. */
async function addDraftOnlySection(page: Page): Promise<string> {
  // The draft outlives an attempt: a retry adds a section of its own and looks for that one.
  const heading = `Only in the draft ${Date.now().toString(36)}`;
  await editorFrame(page);
  await page.getByLabel('Section type').selectOption({ label: 'Call to action' });
  await page.getByRole('button', { name: 'Add section' }).click();
  await page.getByLabel('Heading', { exact: true }).fill(heading);
  await page.getByLabel('Heading', { exact: true }).blur();
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  return heading;
}

test('the preview link shows the draft while the live store does not', async ({ page, context }) => {
  // Three cold pages (the studio with its frame, the preview, the live store) on a host shared with a
  // second worker: more than one test's default limit on CI's two cores.
  test.slow();
  await signInToStudio(page, 'sakura');
  const heading = await addDraftOnlySection(page);

  const href = await sharedPreviewLink(page);
  const preview = await context.newPage();
  // Rendered on the client only: until its code arrives the page says it is loading, not a blank screen.
  const release = await holdModules(preview);
  // The page's text is what is checked, not its pictures (a fresh store renders them cold).
  await preview.goto(href, { waitUntil: 'domcontentloaded' });
  await expect(preview.getByRole('region', { name: 'Preview' }).getByRole('status')).toHaveText('Loading the preview…');
  release();
  // The preview renders on the client: its code and the draft arrive after the page (TIME_LIMITS.serverWork).
  await expect(preview.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: TIME_LIMITS.serverWork });
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText('Draft preview');
  await expect(preview.getByRole('region', { name: 'Preview' }).getByRole('link', { name: 'View the live store' })).toBeVisible();
  const live = await context.newPage();
  await live.goto(storeUrl('sakura'), { waitUntil: 'domcontentloaded' });
  await expect(live.locator('header[data-section-type="1"]')).toBeVisible();
  await expect(live.getByText('Only in the draft')).toHaveCount(0);
});

test('revoking the preview links: an earlier link shows the live store and says so, the new one opens the draft', async ({
  page,
  context,
}) => {
  test.slow();
  await signInToStudio(page, 'sakura');
  const heading = await addDraftOnlySection(page);
  const href = await sharedPreviewLink(page);
  const preview = await context.newPage();
  await preview.goto(href, { waitUntil: 'domcontentloaded' });
  await expect(preview.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: TIME_LIMITS.serverWork });

  await page.bringToFront();
  await page.getByRole('button', { name: 'Share preview' }).click();
  await page.getByRole('button', { name: 'Revoke all preview links' }).click();
  await page.getByRole('alertdialog', { name: 'Revoke every preview link?' }).getByRole('button', { name: 'Revoke the links' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Earlier links no longer open the draft' })).toBeVisible();
  const renewed = await page
    .getByRole('dialog', { name: 'Share a preview of the draft' })
    .getByRole('link', { name: 'Open the preview' })
    .getAttribute('href');
  expect(renewed).not.toBe(href);
  await preview.reload({ waitUntil: 'domcontentloaded' });
  await expect(preview.getByRole('region', { name: 'Preview' })).toContainText('no longer shows a draft', {
    timeout: TIME_LIMITS.serverWork,
  });
  await expect(preview.getByRole('heading', { name: heading, exact: true })).toHaveCount(0);
  await preview.goto(renewed!, { waitUntil: 'domcontentloaded' });
  await expect(preview.getByRole('heading', { name: heading, exact: true })).toBeVisible({ timeout: TIME_LIMITS.serverWork });
});

test("the studio session is the browser's: a second tab is signed in, and signing out signs out both", async ({ page, context }) => {
  await signInToStudio(page, 'vault');
  const second = await context.newPage();
  await second.goto(STUDIO_URL);
  await expect(second.getByRole('heading', { level: 1, name: /The Vault Cellar/ })).toBeVisible();
  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('two tabs editing one draft: the later save is told of the other, and the owner keeps either version', async ({ page, context }) => {
  test.slow();
  // Atelier: its draft's primary colour is edited by no other test (colour-schemes and studio-pages add sections and schemes).
  await signInToStudio(page, 'atelier');
  await editorFrame(page);
  const other = await context.newPage();
  await other.goto(STUDIO_URL);
  await editorFrame(other);
  const primary = (tab: typeof page) => tab.getByLabel('Primary color (CSS value)');

  await primary(page).fill('#112233');
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
  await primary(other).fill('#445566');
  const choices = other.getByRole('group', { name: 'The draft was changed elsewhere' });
  await expect(other.getByRole('status').filter({ hasText: /changed elsewhere/ })).toBeVisible();
  await choices.getByRole('button', { name: 'Keep my edits' }).click();
  await expect(other.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();

  // The first tab's next save meets the kept draft; it loads it instead, and shows it.
  await primary(page).fill('#778899');
  await page.getByRole('group', { name: 'The draft was changed elsewhere' }).getByRole('button', { name: 'Load the other draft' }).click();
  await expect(primary(page)).toHaveValue('#445566');
  await expect(page.getByRole('status').filter({ hasText: /Draft saved/ })).toBeVisible();
});

test('a theme style restyles the whole store in one step, and Undo brings the old look back', async ({ page }) => {
  await signInToStudio(page, 'aurora');
  const frame = await editorFrame(page);
  const background = () => frame.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-background').trim());
  const before = await background();
  await page.getByRole('tab', { name: 'Theme settings' }).click();
  await page.getByLabel('Theme preset').selectOption({ label: 'Tech: dark, neon accent' });
  await page.getByRole('button', { name: 'Apply preset' }).click();
  await page.getByRole('alertdialog', { name: 'Apply the Tech preset?' }).getByRole('button', { name: 'Apply Tech' }).click();
  await expect.poll(background).toBe('#0b0d12');
  await expect(page.getByLabel('Primary color (CSS value)')).toHaveValue('#ff2e88');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(background).toBe(before);
  // Settled: saved, or (an undo back to the draft the server holds, before the autosave ran) nothing unsaved.
  // The autosave waits for a pause in the edits and then for the server: longer than the default wait under the suite's load.
  await expect(page.getByRole('status').filter({ hasText: /Draft saved|No unsaved changes/ })).toBeVisible({
    timeout: TIME_LIMITS.serverWork,
  });
});

test('a page of another origin framing /editor gets nothing and changes nothing', async ({ page }) => {
  const problems = consoleProblems(page);
  const editor = storeUrl('aurora', '/editor');
  await page.route('http://hostile.example/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Hostile</title><iframe id="f" src="${editor}" width="800" height="600"></iframe>
      <script>
        window.received = [];
        addEventListener('message', (e) => window.received.push(e.data));
        setInterval(() => document.getElementById('f').contentWindow.postMessage({ protocol: 'webx-editor', version: 1, type: 'SET_COMPONENT',
          payload: { data: [{ temp_id: 'evil', section_type_id: 22, content: { html: '<p>pwned</p>' } }], meta: { pageTypeID: '1' } } }, '*'), 200);
      </script>`,
    }),
  );
  // Even if a proxy dropped the frame-ancestors header, the frame itself must stay silent and unmoved.
  let servedWithCsp = false;
  await page.route(`${editor}`, async (route) => {
    // Node does not resolve *.localhost: fetch from the loopback address, naming the store's host.
    const response = await route.fetch({
      url: `http://127.0.0.1:${E2E_PORT}/editor`,
      headers: { ...route.request().headers(), host: new URL(editor).host },
    });
    servedWithCsp = (response.headers()['content-security-policy'] ?? '').includes('frame-ancestors');
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    await route.fulfill({ response, headers });
  });
  await page.goto('http://hostile.example/');
  const frame = page.frameLocator('#f');
  await expect(frame.locator('header[data-section-type="1"]')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(servedWithCsp).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
  await expect(frame.getByText('pwned')).toHaveCount(0);
  await expect(frame.locator('[data-temp-id="evil"]')).toHaveCount(0);
  expect(problems.filter((p) => !/ignored|not allowed/.test(p))).toEqual([]);
});

test('sections reorder from the keyboard (Space to lift, arrows to move, Space to drop), in the list and the frame', async ({ page }) => {
  await signInToStudio(page, 'sakura');
  const frame = await editorFrame(page);
  const list = () => page.locator('ol[aria-label="Sections"] > li button[aria-pressed]').allTextContents();
  // The home page's list holds its own sections; the frame shows the header group (one header here) above them.
  const [first, second] = await list();
  const [, firstId, secondId] = await sectionIds(frame);
  // Each key waits for dnd-kit to take the one before: the handle is pressed, then the move is announced.
  const handle = page.getByRole('button', { name: `Drag ${first}` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(/was moved over droppable area/)).toBeAttached();
  await page.keyboard.press('Space');
  // Relative order only: another test may add a section to this store's draft meanwhile (decision: specs share the demo stores).
  const follows = (items: string[], before: string, after: string) =>
    items.indexOf(before) >= 0 && items.indexOf(after) === items.indexOf(before) + 1;
  await expect.poll(async () => follows(await list(), second!, first!)).toBe(true);
  await expect.poll(async () => follows(await sectionIds(frame), secondId!, firstId!)).toBe(true);
});

test.describe('on a laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the desktop preview is scaled to fit the pane and keeps its real width', async ({ page }) => {
    await signInToStudio(page, 'aurora');
    await expect(page.getByText(/Shown at \d+% of 1280 px/)).toBeVisible();
    const frame = await editorFrame(page);
    expect(await frame.evaluate(() => window.innerWidth)).toBeGreaterThanOrEqual(1270);
    await page.getByRole('button', { name: /Mobile/ }).click();
    await expect(page.getByText(/Shown at/)).toBeHidden();
  });

  test('the top bar keeps one row, its controls named in full for screen readers', async ({ page }) => {
    await signInToStudio(page, 'aurora');
    const bar = page.getByRole('banner');
    const publish = bar.getByRole('button', { name: 'Publish' });
    const undo = bar.getByRole('button', { name: 'Undo' });
    await expect(publish).toBeVisible();
    // One row: the last control sits level with the first.
    expect(Math.abs((await publish.boundingBox())!.y - (await undo.boundingBox())!.y)).toBeLessThan(8);
    await expect(bar.getByRole('button', { name: 'Desktop 1280' })).toHaveAttribute('aria-pressed', 'true');
    // The store's pages sit behind one "Store" button; Escape closes the list and gives focus back.
    const store = bar.getByRole('button', { name: /^Store/ });
    await store.click();
    await expect(store).toHaveAttribute('aria-expanded', 'true');
    // Messages, Reviews and Webhooks carry a count when there is one ("Messages2 (2 unread)").
    await expect(bar.getByRole('navigation', { name: 'Store' }).getByRole('link')).toHaveText([
      'Checklist',
      'Orders',
      'Products',
      /^Reviews/,
      'Categories and brands',
      'Customers',
      'Discounts',
      'Shipping and taxes',
      /^Messages/,
      'Analytics',
      /^Webhooks/,
      'Activity',
      'Domains',
      'API keys',
      'Staff',
      'Mail templates',
      'Settings',
    ]);
    await page.keyboard.press('Escape');
    await expect(bar.getByRole('navigation', { name: 'Store' })).toBeHidden();
    await expect(store).toBeFocused();
  });
});
