/**
 * The live cart takes over the server's cart page where it stands (decision 52): a
 * guest's /cart comes from the server drawn from the cart mirror cookie, in the live cart's layout,
 * so when the live table replaces it nothing on the page moves. Measured as the browser does for
 * Cumulative Layout Shift: every 'layout-shift' entry from the page's start, summed. Not a timing
 * assertion: the sum is what moved, however fast the machine. On a phone and on a desktop.
 */
import { expect, test, type Page } from '@playwright/test';
import { addToCart } from './support/cart-to-checkout';
import { holdModules } from './support/held-modules';
import { storeUrl } from './support/store-urls';

const POLO = '/chunky-polo-knit';

declare global {
  interface Window {
    __shifts?: { value: number; at: number; nodes: string[] }[];
    /** When the server's rows (their step forms) left the page. */
    __handover?: number;
  }
}

/** Records every layout shift of the page from its first paint on, with what moved, and when the live rows came. */
async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; at: number; nodes: string[] }[] = (window.__shifts = []);
    const serverRows = () => document.querySelector('form[id^="cart-step-"]') !== null;
    let seen = false;
    new MutationObserver(() => {
      if (serverRows()) seen = true;
      else if (seen && window.__handover === undefined) window.__handover = performance.now();
    }).observe(document, { childList: true, subtree: true });
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${node.className}`.slice(0, 80)
        : String(node);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node: Node | null }[];
      })[]) {
        if (!entry.hadRecentInput)
          shifts.push({ value: entry.value, at: entry.startTime, nodes: entry.sources.map((source) => describe(source.node)) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => ({ shifts: window.__shifts ?? [], handover: window.__handover ?? null }));

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${device}, the live cart replaces the server's lines without moving anything`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await addToCart(page, 'aurora', POLO);
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name.startsWith('wx_cartmirror_') && /_1_0_$/.test(cookie.value)))
      .toBe(true);

    await watchShifts(page);
    const refreshed = page.waitForResponse((response) => response.url().includes('/store-api/Cart/GetCart') && response.status() === 200);
    await page.goto(storeUrl('aurora', '/cart'));
    const table = page.getByRole('table', { name: 'Items in your cart' });
    // The server's row, before the page is live: its stepper posts through the line's step form.
    await expect(table.getByRole('spinbutton', { name: 'Quantity of Chunky Polo Knit' })).toHaveValue('1');
    await refreshed;
    // The live rows have no forms of their own: the server's are gone.
    await expect(page.locator('main form[id^="cart-step-"]')).toHaveCount(0);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary.getByText('Pricing your cart…')).toHaveCount(0);
    await expect(summary).toContainText('Total');
    // Every picture has arrived (a picture's box is sized before it loads, so a late one moves nothing either).
    await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    await page.evaluate(() => document.fonts.ready);

    // What moved from the handover's frame on (a web font arriving earlier is not the cart's doing).
    const { shifts, handover } = await shiftsOf(page);
    expect(handover, 'the server rows were on the page, then the live ones').not.toBeNull();
    const sinceHandover = shifts.filter((shift) => shift.at >= handover! - 20).reduce((sum, shift) => sum + shift.value, 0);
    expect(sinceHandover, `layout shifts: ${JSON.stringify(shifts)}, handover at ${handover}`).toBeLessThan(0.005);

    // And the live row is the live cart's: + raises the quantity in place.
    await table.getByRole('button', { name: 'Increase quantity of Chunky Polo Knit' }).click();
    await expect(table.getByRole('spinbutton', { name: 'Quantity of Chunky Polo Knit' })).toHaveValue('2');
  });
}

test('on a phone, an empty cart comes from the server as the live cart shows it: no loading note, nothing moves', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Any page where scripts run starts the cart, which mirrors that it holds nothing.
  await page.goto(storeUrl('aurora', POLO));
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name.startsWith('wx_cartmirror_'))?.value).toBe('empty');

  // Where the note and its link are, read together; the first note seen (the server's) is kept, to tell when the live cart has drawn its own.
  const boxesScript = () => {
    const main = document.querySelector('main');
    const note = main && [...main.querySelectorAll('p')].find((p) => p.textContent === 'Your cart is empty.');
    const link = main && [...main.querySelectorAll('a')].find((a) => a.textContent === 'Continue shopping');
    return note && link ? { note, boxes: [note, link].map((node) => JSON.stringify(node.getBoundingClientRect())) } : null;
  };
  await page.addInitScript(`(() => {
    const read = ${boxesScript.toString()};
    const observer = new MutationObserver(() => {
      const first = read();
      if (first) { window.__serverNote = first; observer.disconnect(); }
    });
    observer.observe(document, { childList: true, subtree: true });
  })()`);
  const answer = await page.goto(storeUrl('aurora', '/cart'));
  const html = await answer!.text();
  expect(html).toContain('Your cart is empty.');
  expect(html).not.toContain('Loading your cart…');
  const server = await page.evaluate(() => (window as unknown as { __serverNote: { boxes: string[] } }).__serverNote.boxes);
  // The live cart draws its own (the server's note leaves the page), in the same place.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __serverNote: { note: Element } }).__serverNote.note.isConnected))
    .toBe(false);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Continue shopping' })).toBeVisible();
  expect(await page.evaluate(boxesScript).then((now) => now?.boxes)).toEqual(server);
  await expect(page.getByText('Loading your cart…')).toHaveCount(0);
});

test("a quantity typed into the server's row before the live cart took over is kept: Enter sends it, and typing goes on in the live field", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await addToCart(page, 'aurora', POLO);
  const mirror = async () => (await context.cookies()).find((cookie) => cookie.name.startsWith('wx_cartmirror_'))?.value ?? '';
  await expect.poll(mirror).toMatch(/_1_0_$/);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/cart') posts.push(request.url());
  });
  const quantity = page
    .getByRole('table', { name: 'Items in your cart' })
    .getByRole('spinbutton', { name: 'Quantity of Chunky Polo Knit' });

  /** Opens /cart with the page's modules held back, as on a slow phone: the server's row is all there is until `release`. */
  const openSlowly = async (shown: string) => {
    const release = await holdModules(page);
    await page.goto(storeUrl('aurora', '/cart'), { waitUntil: 'commit' });
    await expect(quantity).toHaveValue(shown);
    return async () => {
      release();
      await page.unrouteAll({ behavior: 'wait' });
      // The live row has no forms of its own: the server's are gone.
      await expect(page.locator('main form[id^="cart-step-"]')).toHaveCount(0);
    };
  };

  // Typed and Enter pressed on the server's row: held, then sent by the live row.
  let goLive = await openSlowly('1');
  await quantity.fill('3');
  await quantity.press('Enter');
  await goLive();
  await expect(quantity).toHaveValue('3');
  await expect.poll(mirror).toMatch(/_3_0_$/);
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 3 items');

  // Typed, still in the field: the live field has the digits and focus, and Enter there sends them.
  goLive = await openSlowly('3');
  await quantity.fill('5');
  await goLive();
  await expect(quantity).toBeFocused();
  await expect(quantity).toHaveValue('5');
  await quantity.press('Enter');
  await expect.poll(mirror).toMatch(/_5_0_$/);
  expect(posts).toEqual([]);
});
